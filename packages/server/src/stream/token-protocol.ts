import type { IncomingMessage } from 'node:http';
import { STREAM_SUBPROTOCOL, TOKEN_PROTOCOL_PREFIX } from '@dap/stream-models';
import { problems } from '../errors/problems.js';
import type { ProblemError } from '../errors/problem-error.js';

/*
 * The browser alternative to `Authorization` on the WebSocket handshake (a browser's `WebSocket`
 * cannot set headers): the client offers two subprotocols, `STREAM_SUBPROTOCOL` and the access token
 * as `TOKEN_PROTOCOL_PREFIX` + base64url(token), as Kubernetes does with
 * `base64url.bearer.authorization.k8s.io.<token>`. The server answers with the first only, so the
 * token is never echoed. Both come from the AsyncAPI contract's `browserToken` security scheme.
 */
export { STREAM_SUBPROTOCOL, TOKEN_PROTOCOL_PREFIX };

/** The subprotocols offered in `Sec-WebSocket-Protocol` (a comma-separated list, RFC 6455 §4.1). */
function offeredProtocols(request: IncomingMessage): string[] {
  const header = request.headers['sec-websocket-protocol'];
  if (header === undefined) return [];
  return header
    .split(',')
    .map((protocol) => protocol.trim())
    .filter((protocol) => protocol !== '');
}

/**
 * The `Authorization` value a handshake authenticates with: the header's, or, when `allowProtocol`
 * and the client offered the token as a subprotocol, `Bearer <token>` made from it. A problem when
 * the offer cannot be read: the token twice (header and subprotocol, 400: which one was meant is a
 * guess), two token subprotocols (400), a token that is not base64url or comes without
 * `STREAM_SUBPROTOCOL` (401 invalid_token: the server could not answer a protocol the browser accepts).
 */
export function handshakeAuthorization(
  request: IncomingMessage,
  allowProtocol: boolean,
): { header: string | undefined } | { problem: ProblemError } {
  const header = request.headers.authorization;
  if (!allowProtocol) return { header };
  const offered = offeredProtocols(request);
  const tokens = offered.filter((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX));
  if (tokens.length === 0) return { header };
  if (header !== undefined)
    return {
      problem: problems.malformedRequest(
        `Send the access token once: in the Authorization header or in Sec-WebSocket-Protocol (${TOKEN_PROTOCOL_PREFIX}…), not both.`,
      ),
    };
  if (tokens.length > 1)
    return { problem: problems.malformedRequest('Sec-WebSocket-Protocol offers more than one access token.') };
  const encoded = tokens[0]!.slice(TOKEN_PROTOCOL_PREFIX.length);
  const token = /^[A-Za-z0-9_-]+$/.test(encoded) ? Buffer.from(encoded, 'base64url').toString('utf8') : '';
  if (token === '' || !offered.includes(STREAM_SUBPROTOCOL))
    return {
      problem: problems.unauthorized(
        true,
        `The token of Sec-WebSocket-Protocol must be base64url-encoded after ${TOKEN_PROTOCOL_PREFIX}, and offered with the subprotocol ${STREAM_SUBPROTOCOL}.`,
      ),
    };
  return { header: `Bearer ${token}` };
}

/**
 * `ws`'s choice of the subprotocol to answer: `STREAM_SUBPROTOCOL` when offered, else none. Without
 * it `ws` answers the first one offered, which could be the token.
 */
export function chooseProtocol(offered: Set<string>): string | false {
  return offered.has(STREAM_SUBPROTOCOL) ? STREAM_SUBPROTOCOL : false;
}
