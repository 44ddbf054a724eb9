import { problem, type AdmitUpgrade, type ProblemError } from '@dap/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { STREAM_OPERATION, type FaultAction, type FaultRegistry } from './registry.js';

/**
 * The problem an injected fault answers with: 429 `rate-limited`, 500 `internal-error` or 503
 * `service-unavailable`, with `Retry-After` when the fault has `retry_after` (a 429 always has it). The detail says it
 * was injected, so nobody hunts for a real outage.
 */
export function problemOfFault(action: FaultAction & { status: number }): ProblemError {
  // The platform's 429 always carries Retry-After: a 429 fault armed without one says 1 second (as
  // FaultRequest's `retry_after` documents).
  const retryAfter = action.retry_after ?? (action.status === 429 ? 1 : undefined);
  const headers = retryAfter === undefined ? undefined : { 'retry-after': String(retryAfter) };
  const detail = `Injected by a sandbox-control fault (${action.fault_id}).`;
  switch (action.status) {
    case 429:
      return problem('rate-limited', detail, undefined, headers);
    case 503:
      return problem('service-unavailable', detail, undefined, headers);
    default:
      return problem('internal-error', detail, undefined, headers);
  }
}

/**
 * Carries out a fault taken for a request: waits its `delay_ms`, then answers with the problem of
 * its status, if it has one (a delay alone: undefined, the request goes on to its normal answer).
 */
export async function faultOutcome(action: FaultAction | undefined): Promise<ProblemError | undefined> {
  if (action === undefined) return undefined;
  if (action.delay_ms !== undefined) await sleep(action.delay_ms);
  return action.status === undefined ? undefined : problemOfFault({ ...action, status: action.status });
}

/** The answers `after_processing` faults replace, by request: set before the handler runs, used when it has answered. */
const lostAnswers = new WeakMap<FastifyRequest, ProblemError>();

/**
 * The `onRequest` hook of faults: for the API's operations (routes with a `config.operationId`: REST
 * and the token endpoint), takes a use of a fault armed for that operation and applies it. A
 * request whose operation has no fault armed costs a set lookup (`mayHave`), no store round trip.
 * An `after_processing` fault is taken here too (so `times` counts calls as they arrive), waits its
 * delay, and lets the request go on; `lostAnswerHook` replaces its answer.
 */
export function faultHook(faults: FaultRegistry) {
  // A callback hook, not an async one: the common case (nothing armed) costs no promise.
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    // The caller's tenant, as the route's authentication found it (TODO(tenants): the admission hook).
    const tenant = (request as { dapPrincipal?: { tenant?: string } | null }).dapPrincipal?.tenant;
    if (operationId === undefined || tenant === undefined || !faults.mayHave(tenant, operationId)) return done();
    faults
      .take(tenant, operationId)
      .then(async (action) => {
        if (action?.after_processing !== true || action.status === undefined) return faultOutcome(action);
        if (action.delay_ms !== undefined) await sleep(action.delay_ms);
        lostAnswers.set(request, problemOfFault({ ...action, status: action.status }));
        return undefined;
      })
      .then((problem) => done(problem), done);
  };
}

/**
 * The `onSend` hook of `after_processing` faults: the call was carried out (a withdrawal created, a
 * balance debited); its answer, whatever it was, is replaced by the fault's problem document, as if
 * it had been lost on the way back.
 */
export function lostAnswerHook(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const problem = lostAnswers.get(request);
  if (problem === undefined) return done(null, payload);
  lostAnswers.delete(request);
  reply.removeHeader('content-length');
  reply.code(problem.status).headers(problem.headers).type('application/problem+json');
  done(null, JSON.stringify(problem.problem));
}

/** `@dap/server`'s `admitUpgrade` for faults armed for `stream`: the WebSocket handshake waits, or is refused with the status. */
export function streamFaultAdmission(faults: FaultRegistry): AdmitUpgrade {
  // TODO(tenants): after the handshake's authentication, with its principal's tenant.
  return async () => {
    void faults;
    return undefined;
  };
}
