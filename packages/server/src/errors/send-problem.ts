import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { problemDocumentFor } from './docs-base.js';
import type { ProblemDocument, ProblemError } from './problem-error.js';

/** Sends a problem document (`application/problem+json`) with the problem's own headers, its type under the request's docs base. */
export function sendProblem(reply: FastifyReply, problem: ProblemError): FastifyReply {
  return reply
    .code(problem.status)
    .headers(problem.headers)
    .type('application/problem+json')
    .send(problemDocumentFor(reply, problem));
}

/**
 * Answers on a socket that no HTTP response object owns (an upgrade, a CONNECT, a request Node's
 * parser refused) with a problem document, then closes it once written: the connection cannot be
 * reused, since what follows on it is unknown. `document` is the problem as the server renders it
 * for that request (its type under the request's docs base).
 */
export function writeRawProblem(
  socket: Duplex,
  requestId: string,
  problem: ProblemError,
  document: ProblemDocument = problem.problem,
): void {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(document);
  const headers = {
    connection: 'close',
    'content-type': 'application/problem+json',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': requestId,
    ...problem.headers,
  };
  const head = [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.once('finish', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
