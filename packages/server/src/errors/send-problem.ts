import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ProblemError } from './problem-error.js';

/** Sends a problem document (`application/problem+json`) with the problem's own headers. */
export function sendProblem(reply: FastifyReply, problem: ProblemError): FastifyReply {
  return reply.code(problem.status).headers(problem.headers).type('application/problem+json').send(problem.problem);
}

/**
 * Answers on a socket that no HTTP response object owns (an upgrade, a CONNECT, a request Node's
 * parser refused) with a problem document, then closes it once written: the connection cannot be
 * reused, since what follows on it is unknown.
 */
export function writeRawProblem(socket: Duplex, requestId: string, problem: ProblemError): void {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(problem.problem);
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
