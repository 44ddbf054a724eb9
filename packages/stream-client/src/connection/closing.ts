/**
 * What a close means for the client: the error it gives the calls in flight (and the client, when
 * it does not reconnect after it), saying which close code of the contract it was and why; and
 * closing a socket within a bound.
 */
import type { WebSocket } from 'ws';
import { StreamConnectionError, type StreamError } from '../errors/errors.js';
import { closeCodeName, isTokenExpiredClose } from './backoff.js';

/** Bound on the closing handshake of `close()`; then the socket is terminated. */
const CLOSE_WAIT_MS = 2_000;

/** Why calls in flight failed when the server closed the connection, and, when the client does not reconnect after it, why it closed. */
export function closedError(
  code: number,
  reason: string,
  cause: StreamError | undefined,
  final: boolean,
): StreamConnectionError {
  const name = closeCodeName(code);
  const said = `${code}${name ? ` ${name}` : ''}${reason ? `: ${reason}` : ''}`;
  const message = final
    ? isTokenExpiredClose(code, reason)
      ? `The server closed the connection (${said}): its token expired, and reconnecting is off`
      : `The server closed the connection (${said}); the client does not reconnect after it`
    : `The connection closed (${said})`;
  return new StreamConnectionError(message, { closeCode: code, reason, cause });
}

/** Closes `ws` (when it is still open) and resolves once it is closed, terminating it after `CLOSE_WAIT_MS`. */
export function closeSocket(ws: WebSocket | undefined, code: number, reason: string): Promise<void> {
  if (!ws || ws.readyState === ws.CLOSED) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => ws.terminate(), CLOSE_WAIT_MS);
    ws.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    ws.close(code, reason);
  });
}
