/**
 * Opening one connection: get a bearer token (from a provider, a `TokenSource` or a fixed string),
 * with its expiry when the source says it, and complete the WebSocket handshake with it; a 401 or
 * 403 is tried once more with a fresh token. What a refused upgrade said (status, problem body,
 * headers) becomes a `StreamHandshakeError`.
 */
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { networkCause } from '@dap/core';
import {
  StreamAbortError,
  StreamAuthenticationError,
  StreamConnectionError,
  StreamError,
  StreamHandshakeError,
  StreamPermissionError,
  StreamTimeoutError,
} from '../errors/errors.js';
import type { ConnectorOptions, IssuedToken, StreamToken } from './types.js';

/** An open connection and the token it was opened with. */
export interface OpenedConnection {
  readonly ws: WebSocket;
  readonly issued: IssuedToken;
}

/** What a connection is opened instead of. */
export interface Replacing {
  /** The token of the connection replaced, whose time is up: the source is asked for another one. */
  readonly token: string;
  /**
   * The connection is still open (the client renews its token before it expires): a source that
   * gives the same token back opens nothing, since the new connection would expire with the old.
   */
  readonly renewal: boolean;
}

export class Connector {
  readonly #options: ConnectorOptions;

  constructor(options: ConnectorOptions) {
    this.#options = options;
  }

  /**
   * Gets a token (another than `replacing.token`, when given) and completes a handshake; on 401/403
   * once more with a fresh token. Resolves with the open socket and its token.
   */
  async open(replacing?: Replacing, signal?: AbortSignal): Promise<OpenedConnection> {
    const issued = await this.#tokenWithin(replacing?.token, signal);
    if (replacing?.renewal && issued.token === replacing.token)
      throw new StreamError('The token source gave back the token that is about to expire');
    try {
      return { ws: await this.#handshake(issued.token, signal), issued };
    } catch (error) {
      if (!(error instanceof StreamAuthenticationError || error instanceof StreamPermissionError)) throw error;
      const fresh = await this.#tokenWithin(issued.token, signal);
      return { ws: await this.#handshake(fresh.token, signal), issued: fresh };
    }
  }

  async #token(rejected: string | undefined): Promise<string | StreamToken> {
    const source = this.#options.token;
    const { scope } = this.#options;
    if (typeof source === 'string') return source;
    if (typeof source === 'function') return source(rejected === undefined ? {} : { rejected });
    if (rejected !== undefined) source.invalidate?.(scope, rejected);
    const token = await source.getToken(scope, AbortSignal.timeout(this.#options.connectTimeoutMs));
    return { accessToken: token, expiresAt: source.expiresAt?.(scope, token) };
  }

  async #tokenWithin(rejected: string | undefined, signal: AbortSignal | undefined): Promise<IssuedToken> {
    const { connectTimeoutMs } = this.#options;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      const given = await Promise.race([
        this.#token(rejected),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new StreamTimeoutError(`No token within ${connectTimeoutMs} ms`, connectTimeoutMs)),
            connectTimeoutMs,
          );
          onAbort = () => reject(connectAborted(signal));
          if (signal?.aborted) onAbort();
          else signal?.addEventListener('abort', onAbort, { once: true });
        }),
      ]);
      const issued = issuedToken(given);
      if (!issued) throw new StreamError('The token provider returned no token');
      return issued;
    } catch (error) {
      if (error instanceof StreamError) throw error;
      const why = error instanceof Error ? error.message : String(error);
      throw new StreamConnectionError(`Could not get a token for the stream: ${why}`, { cause: error });
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  /** One handshake: resolves with the open socket, or rejects with why it did not open. */
  #handshake(token: string, signal: AbortSignal | undefined): Promise<WebSocket> {
    return new Promise<WebSocket>((resolve, reject) => {
      const { url } = this.#options;
      if (signal?.aborted) return reject(connectAborted(signal));
      const ws = new WebSocket(url, {
        headers: { ...this.#options.headers, Authorization: `Bearer ${token}` },
        handshakeTimeout: this.#options.connectTimeoutMs,
      });
      let refusal: Promise<StreamHandshakeError> | undefined;
      // Aborted by the caller of connect(): the socket is closed, and the close rejects with the abort.
      let aborted: StreamAbortError | undefined;
      const onAbort = () => {
        aborted = connectAborted(signal);
        ws.terminate();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => {
        ws.off('open', onOpen);
        ws.off('unexpected-response', onResponse);
        ws.off('close', onClose);
        signal?.removeEventListener('abort', onAbort);
      };
      const onOpen = () => {
        cleanup();
        ws.off('error', onError);
        resolve(ws);
      };
      // The server refused the upgrade with an HTTP status: read the (problem) body, then drop the socket.
      const onResponse = (_request: unknown, response: IncomingMessage) => {
        refusal = readRefusal(response);
        void refusal.finally(() => ws.terminate());
      };
      let failure: unknown;
      const onError = (error: unknown) => {
        failure ??= error;
      };
      const onClose = () => {
        cleanup();
        ws.off('error', onError);
        ws.on('error', () => {}); // a late socket error must not crash the process
        if (aborted) return reject(aborted);
        if (refusal) {
          refusal.then(reject, reject);
          return;
        }
        reject(
          new StreamConnectionError(`Could not open the stream at ${url}: ${failureText(failure)}`, {
            cause: failure,
            url,
          }),
        );
      };
      ws.on('open', onOpen);
      ws.on('unexpected-response', onResponse);
      ws.on('error', onError);
      ws.on('close', onClose);
    });
  }
}

/** Why a handshake failed: the cause code with its address (`ECONNREFUSED 127.0.0.1:9999`) and what `ws` said. */
function failureText(failure: unknown): string {
  if (!(failure instanceof Error)) return 'the connection closed during the handshake';
  const cause = networkCause(failure);
  return cause === undefined || failure.message.includes(cause) ? failure.message : `${cause} (${failure.message})`;
}

/** The rejection of a connect() whose signal aborted: a `StreamAbortError` with the signal's reason as its cause. */
export function connectAborted(signal: AbortSignal | undefined): StreamAbortError {
  return new StreamAbortError('connect() was aborted', { cause: signal?.reason });
}

/** A provider's or source's answer as a token and its expiry (ignored unless a finite number); `undefined` when it holds no token. */
function issuedToken(given: unknown): IssuedToken | undefined {
  const { accessToken, expiresAt } =
    typeof given === 'object' && given !== null
      ? (given as Partial<StreamToken>)
      : { accessToken: given, expiresAt: undefined };
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  return {
    token: accessToken,
    expiresAt: typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : undefined,
  };
}

/** The server's refusal of the upgrade, with its body (JSON when it parses, else text; at most 64 KiB read). */
async function readRefusal(response: IncomingMessage): Promise<StreamHandshakeError> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > 65_536) break;
      chunks.push(buffer);
    }
  } catch {
    // A body cut short is still a refusal with a status.
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  return StreamHandshakeError.from(response.statusCode ?? 0, body, response.headers);
}
