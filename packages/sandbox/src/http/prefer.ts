import {
  DOCUMENTED_RESPONSES,
  ProblemError,
  problems,
  ROUTES,
  type AdmitRequest,
  type OperationId,
  type ProblemDocument,
} from '@dap/server';

/** Prism's way to ask a mock for one of an operation's documented answers: `Prefer: code=404`. */
const CODE = /(?:^|[\s;,])code=(\d{3})(?=$|[\s;,])/;

/**
 * `Prefer: code=NNN` on the platform API's `/v2` operations, as Prism's mock honours it, so one test
 * suite runs against `pnpm mock` and the sandbox alike: a status the operation documents answers
 * the spec's example of it (an error status: every one of them is a problem document), or the
 * request goes on as usual (a success status: real data); a status it does not document is a 400
 * problem naming the documented ones. Other routes, and requests without `code=`, are not touched.
 *
 * Part of `@dap/server`'s `admitRequest`: asked only once the request's token and scope have
 * passed, so a request without a valid token is answered 401 (and one without the scope 403),
 * whatever it prefers.
 */
export function preferCodeAdmission(): AdmitRequest {
  return (request, _principal, operationId) => {
    const prefer = request.headers['prefer'];
    if (prefer === undefined) return undefined;
    const documented = DOCUMENTED_RESPONSES[operationId];
    if (documented === undefined || ROUTES[operationId as OperationId]?.base !== 'rest') return undefined;
    const code = CODE.exec(Array.isArray(prefer) ? prefer.join(',') : prefer)?.[1];
    if (code === undefined) return undefined;
    const response = documented[code];
    if (response === undefined) {
      return problems.validationFailed([
        {
          pointer: '/header/prefer',
          message: `asks for status ${code}, which ${operationId} does not document; it documents ${Object.keys(documented).join(', ')}`,
        },
      ]);
    }
    if (Number(code) < 400) return undefined;
    // The example's headers but the request id, which stays this request's.
    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).filter(([name]) => name !== 'x-request-id'),
    );
    return new ProblemError(response.body as ProblemDocument, headers);
  };
}
