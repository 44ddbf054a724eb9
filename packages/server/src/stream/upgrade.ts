import { STREAM_SCOPE } from '@dap/stream-models';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { authenticate, hasScope } from '../auth.js';
import { problems } from '../problems.js';
import { writeRawProblem as refuse } from '../raw-problem.js';
import { requestIdOf } from '../request-id.js';
import type { VerifyToken } from '../types.js';
import type { Hub } from './hub.js';

/** The scope a token needs to open the WebSocket: the AsyncAPI servers' security requirement, generated. */
export { STREAM_SCOPE };

export interface UpgradeOptions {
  /** The hub, or undefined when the server has no stream handlers (every upgrade is then a 404). */
  hub: Hub | undefined;
  path: string;
  verifyToken: VerifyToken;
  log: FastifyBaseLogger;
}

/**
 * The HTTP server's `upgrade` listener. Authentication happens here, in the handshake, with the same
 * `verifyToken` as REST: no or an invalid bearer token is answered 401, a token without the stream
 * scope 403, another path 404; each refusal is a problem document, after which the socket is closed.
 */
export function upgradeListener({ hub, path, verifyToken, log }: UpgradeOptions) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => log.debug({ err: error }, 'socket error during the WebSocket handshake'));
    const requestId = requestIdOf(request);
    const pathname = (request.url ?? '/').split('?', 1)[0];
    if (hub === undefined || pathname !== path) {
      refuse(socket, requestId, problems.noRoute('GET (upgrade)', pathname ?? '/'));
      return;
    }
    authenticate(verifyToken, request.headers.authorization).then(
      (result) => {
        if (!result.ok) return refuse(socket, requestId, problems.unauthorized(result.tokenSent));
        if (!hasScope(result.principal, STREAM_SCOPE)) return refuse(socket, requestId, problems.insufficientScope(STREAM_SCOPE));
        if (socket.destroyed) return; // the client gave up while the token was checked
        hub.accept(request, socket, head, result.principal);
      },
      (error: unknown) => {
        log.error({ err: error, reqId: requestId }, 'verifyToken failed during the WebSocket handshake');
        refuse(socket, requestId, problems.internalError());
      },
    );
  };
}
