import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ProblemRenderer } from './docs-base.js';
import { problems } from './problems.js';
import { writeRawProblem } from './send-problem.js';
import { requestIdOf } from '../request-id.js';

/**
 * The errors Node's HTTP server raises before Fastify sees a request (its parser refusing the
 * request, its timeouts, a CONNECT, an `Expect` it does not meet), answered with problem documents
 * instead of Fastify's `{error, message, statusCode}` or Node's empty bodies.
 */

/** Why llhttp refused a request, in words a client can act on (the code names it otherwise). */
const PARSER_REASONS: Readonly<Record<string, string>> = {
  HPE_INVALID_CONTENT_LENGTH: 'The Content-Length header is not a valid length.',
  HPE_UNEXPECTED_CONTENT_LENGTH:
    'The Content-Length header is repeated with different values, or contradicts Transfer-Encoding.',
  HPE_INVALID_TRANSFER_ENCODING: 'The Transfer-Encoding header is not one this server reads (chunked, last).',
  HPE_INVALID_CHUNK_SIZE: 'A chunk of the chunked body has an invalid size.',
  HPE_INVALID_METHOD: 'The request method is not a valid HTTP method.',
  HPE_INVALID_URL: 'The request target is not a valid URL.',
  HPE_INVALID_VERSION: 'The request is not HTTP/1.0 or HTTP/1.1.',
  HPE_INVALID_HEADER_TOKEN: 'A header name or value holds a character HTTP does not allow.',
  HPE_LF_EXPECTED: 'A line of the request does not end with CRLF.',
  HPE_CR_EXPECTED: 'A line of the request does not end with CRLF.',
};

/** Fastify's `clientErrorHandler`: the raw socket gets a problem document, then is closed. */
export function clientErrorHandler(maxHeaderBytes: number, render: ProblemRenderer) {
  return function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way on this socket cannot be followed by a second one.
    const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (current?.headersSent) {
      socket.destroy();
      return;
    }
    const problem =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? problems.requestTimeout()
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? problems.headersTooLarge(maxHeaderBytes)
          : problems.malformedRequest(
              PARSER_REASONS[error.code ?? ''] ?? `The request is not valid HTTP/1.1 (${error.code ?? 'unreadable'}).`,
            );
    this.log.info({ err: error, status: problem.status }, 'request refused by the HTTP parser');
    // No request was parsed, so no X-Request-Id (nor Host) of the client's can be read.
    writeRawProblem(
      socket,
      requestIdOf({ headers: {} } as IncomingMessage),
      problem,
      render(problem, { headers: {}, socket }),
    );
  };
}

/** The HTTP server's `connect` listener: CONNECT (a proxy tunnel) is no method of this API. */
export function onConnect(render: ProblemRenderer) {
  return (request: IncomingMessage, socket: Duplex): void => {
    const problem = problems.methodNotAllowed('CONNECT', request.url ?? '', []);
    writeRawProblem(socket, requestIdOf(request), problem, render(problem, request));
  };
}

/** The HTTP server's `checkExpectation` listener: any `Expect` but `100-continue` (which Node answers itself) is 417. */
export function onCheckExpectation(render: ProblemRenderer) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const problem = problems.expectationFailed(String(request.headers.expect ?? ''));
    const body = JSON.stringify(render(problem, request));
    response.writeHead(problem.status, {
      'content-type': 'application/problem+json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': requestIdOf(request),
      // The body the client holds back would otherwise be read as the next request.
      connection: 'close',
    });
    response.end(body);
  };
}
