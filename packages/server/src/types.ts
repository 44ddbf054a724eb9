import type { FastifyBaseLogger } from 'fastify';

/** Who is calling: what `verifyToken` makes of a valid bearer token. */
export interface Principal {
  /** The client the token was issued to (its `client_id`, or a user id). */
  readonly subject: string;
  /** The OAuth2 scopes the token carries. */
  readonly scopes: readonly string[];
  /**
   * The tenant the subject acts for, on a platform that serves several (its customer id): what
   * the handlers scope every read and write to. Absent for a subject of no tenant (an operator).
   */
  readonly tenant?: string;
  /**
   * When the token stops being valid (epoch milliseconds, on the server's `now` clock), if it
   * expires. From then on the principal is refused like an invalid token (401), and a WebSocket
   * opened with it is closed (1008, `token expired`) and answers no further frame.
   */
  readonly expiresAt?: number;
}

/**
 * Checks a bearer token: the principal it stands for, or undefined when the token is unknown,
 * expired or otherwise not valid. The same function guards REST routes and the WebSocket handshake.
 * Throwing is a server fault (answered with 500, or a destroyed handshake), not a refusal.
 */
export type VerifyToken = (token: string) => Principal | undefined | Promise<Principal | undefined>;

/** What every handler receives besides the request parts. */
export interface RequestContext {
  /** The request id, also sent back as `X-Request-Id`. */
  readonly requestId: string;
  /** Fastify's request logger, bound to the request id. */
  readonly log: FastifyBaseLogger;
}
