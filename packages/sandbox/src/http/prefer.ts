import { DOCUMENTED_RESPONSES, problems, ROUTES, type OperationId } from '@dap/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Prism's way to ask a mock for one of an operation's documented answers: `Prefer: code=404`. */
const CODE = /(?:^|[\s;,])code=(\d{3})(?=$|[\s;,])/;

/**
 * The `onRequest` hook of `Prefer: code=NNN` on the platform API's `/v2` operations, as Prism's mock
 * honours it, so one test suite runs against `pnpm mock` and the sandbox alike: a status the
 * operation documents answers the spec's example of it (an error status), or the request goes on
 * as usual (a success status: real data); a status it does not document is a 400 problem naming
 * the documented ones. Other routes, and requests without `code=`, are not touched.
 */
export function preferCodeHook() {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const prefer = request.headers['prefer'];
    if (prefer === undefined) return done();
    const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    const documented = operationId === undefined ? undefined : DOCUMENTED_RESPONSES[operationId];
    if (documented === undefined || ROUTES[operationId as OperationId]?.base !== 'rest') return done();
    const code = CODE.exec(Array.isArray(prefer) ? prefer.join(',') : prefer)?.[1];
    if (code === undefined) return done();
    const response = documented[code];
    if (response === undefined) {
      return done(
        problems.validationFailed([
          {
            pointer: '/header/prefer',
            message: `asks for status ${code}, which ${operationId} does not document; it documents ${Object.keys(documented).join(', ')}`,
          },
        ]),
      );
    }
    if (Number(code) < 400) return done();
    // The example's headers but the request id, which stays this request's.
    for (const [name, value] of Object.entries(response.headers ?? {}))
      if (name !== 'x-request-id') void reply.header(name, value);
    void reply
      .code(Number(code))
      .type(response.contentType ?? 'application/json')
      .send(JSON.stringify(response.body ?? {}));
  };
}
