import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID } from './generated/limits.js';

/**
 * A client's `X-Request-Id` is echoed only when the spec's `RequestId` header schema allows it (a
 * plain token), so a client cannot put newlines or markup into our logs and responses; otherwise
 * the server makes a UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' &&
    given.length >= REQUEST_ID.minLength &&
    given.length <= REQUEST_ID.maxLength &&
    REQUEST_ID.pattern.test(given)
    ? given
    : randomUUID();
}
