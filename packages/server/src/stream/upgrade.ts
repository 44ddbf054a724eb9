import { STREAM_SCOPE } from '@dap/stream-models';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { authenticate, hasScope } from '../auth.js';
import type { ProblemRenderer } from '../errors/docs-base.js';
import type { ProblemError } from '../errors/problem-error.js';
import { problems } from '../errors/problems.js';
import { writeRawProblem } from '../errors/send-problem.js';
import { requestIdOf } from '../request-id.js';
import type { Principal, VerifyToken } from '../types.js';
import type { Hub } from './hub.js';
import { handshakeAuthorization } from './token-protocol.js';

/**
 * Decides whether an authenticated upgrade request goes on, once its bearer token and the stream
 * scope have been checked (an unauthenticated one is refused 401/403 first and never gets here):
 * a problem refuses the handshake with it (its status, headers such as `Retry-After`, its
 * document); undefined opens the connection. `principal` is the caller, so the decision can be
 * theirs: a rate limit per client, faults armed for their tenant. It may take its time (a delay it
 * was asked to inject).
 */
export type AdmitUpgrade = (
  request: IncomingMessage,
  principal: Principal,
) => ProblemError | undefined | Promise<ProblemError | undefined>;

/**
 * The evolve seed of an admitted connection, or undefined: each frame sent on it is then evolved as
 * a legal next minor version could send it (`evolveFrame`). Asked after `AdmitUpgrade`.
 */
export type StreamEvolveSeed = (
  request: IncomingMessage,
  principal: Principal,
) => string | undefined | Promise<string | undefined>;

/** The scope a token needs to open the WebSocket: the AsyncAPI servers' security requirement, generated. */
export { STREAM_SCOPE };

export interface UpgradeOptions {
  /** The hub, or undefined when the server has no stream handlers (every upgrade is then a 404). */
  hub: Hub | undefined;
  path: string;
  verifyToken: VerifyToken;
  now: () => number;
  log: FastifyBaseLogger;
  admit?: AdmitUpgrade | undefined;
  /** Whether a browser may send its token in `Sec-WebSocket-Protocol` instead (`token-protocol.ts`). */
  tokenProtocol?: boolean | undefined;
  /** The server's problem documents, their types under the request's docs base. */
  render: ProblemRenderer;
  evolveSeed?: StreamEvolveSeed | undefined;
}

/**
 * The HTTP server's `upgrade` listener. Authentication happens here, in the handshake, with the same
 * `verifyToken` as REST: no or an invalid bearer token is answered 401, a token without the stream
 * scope 403, another path 404; each refusal is a problem document, after which the socket is closed.
 * `admit`, when given, comes after authentication and the scope check, and its problem is the answer.
 * With `tokenProtocol`, the token may come in `Sec-WebSocket-Protocol` instead, checked the same way.
 */
export function upgradeListener({
  hub,
  path,
  verifyToken,
  now,
  log,
  admit,
  tokenProtocol = false,
  render,
  evolveSeed,
}: UpgradeOptions) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => log.debug({ err: error }, 'socket error during the WebSocket handshake'));
    const requestId = requestIdOf(request);
    const refuse = (problem: ProblemError) => writeRawProblem(socket, requestId, problem, render(problem, request));
    const pathname = (request.url ?? '/').split('?', 1)[0];
    if (hub === undefined || pathname !== path) {
      refuse(problems.noRoute('GET (upgrade)', pathname ?? '/'));
      return;
    }
    void (async () => {
      // Authentication first, then what the server was told to do with the caller's upgrades.
      const authorization = handshakeAuthorization(request, tokenProtocol);
      if ('problem' in authorization) return refuse(authorization.problem);
      const result = await authenticate(verifyToken, authorization.header, now);
      if (!result.ok) return refuse(problems.unauthorized(result.tokenSent));
      if (!hasScope(result.principal, STREAM_SCOPE)) return refuse(problems.insufficientScope(STREAM_SCOPE));
      const refusal = admit === undefined ? undefined : await admit(request, result.principal);
      if (refusal !== undefined) return refuse(refusal);
      const seed = evolveSeed === undefined ? undefined : await evolveSeed(request, result.principal);
      if (socket.destroyed) return; // the client gave up while the token was checked or admission waited
      hub.accept(request, socket, head, result.principal, seed);
    })().catch((error: unknown) => {
      log.error({ err: error, reqId: requestId }, 'verifyToken or admitUpgrade failed during the WebSocket handshake');
      refuse(problems.internalError());
    });
  };
}
