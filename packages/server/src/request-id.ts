import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A client's `X-Request-Id` is echoed only when it is a plain token (letters, digits, `-_.:`, at
 * most 128 characters), so a client cannot put newlines or markup into our logs and responses;
 * otherwise the server makes a UUID.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
