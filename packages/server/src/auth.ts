import type { Principal, VerifyToken } from './types.js';

/** What the Authorization header and `verifyToken` made of a request. */
export type Authentication =
  | { readonly ok: true; readonly principal: Principal }
  /** `tokenSent`: a bearer token was sent but is not valid (RFC 6750 `error="invalid_token"`). */
  | { readonly ok: false; readonly tokenSent: boolean };

/** The token of `Authorization: Bearer <token>` (the scheme is case-insensitive, RFC 9110 §11.1), or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const token = /^bearer\s+(.*)$/is.exec(header)?.[1]?.trim();
  return token === '' ? undefined : token;
}

/**
 * Authenticates a request (REST or WebSocket handshake) by its Authorization header: a principal
 * whose `expiresAt` has come (on `now`) is refused like an invalid token.
 */
export async function authenticate(
  verifyToken: VerifyToken,
  header: string | undefined,
  now: () => number,
): Promise<Authentication> {
  const token = bearerTokenOf(header);
  if (token === undefined) return { ok: false, tokenSent: false };
  const principal = await verifyToken(token);
  return principal && !hasExpired(principal, now) ? { ok: true, principal } : { ok: false, tokenSent: true };
}

/** Whether the principal's token has expired by `now`. */
export function hasExpired(principal: Principal, now: () => number): boolean {
  return principal.expiresAt !== undefined && now() >= principal.expiresAt;
}

/** Whether the principal carries the scope. */
export function hasScope(principal: Principal, scope: string): boolean {
  return principal.scopes.includes(scope);
}
