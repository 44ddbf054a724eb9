import {
  problem,
  problemDocumentFor,
  type AdmitRequest,
  type AdmitUpgrade,
  type Principal,
  type ProblemError,
} from '@dap/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { STREAM_OPERATION, type FaultAction, type FaultRegistry } from './registry.js';

/** The operation name of the token endpoint, whose faults its handler takes (`tokenFaultAdmission`). */
const TOKEN_OPERATION = 'createToken';

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
 * `@dap/server`'s `admitRequest` for faults: a request authenticated with a token carrying its
 * operation's scope (REST and the Sandbox Control API: a request without one was answered 401 or
 * 403 and takes nothing) takes a use of a fault armed for its operation and applies it, before its
 * body is read. A request whose operation has no fault armed costs a set lookup (`mayHave`), no
 * store round trip and no promise. An `after_processing` fault is taken here too (so `times`
 * counts calls as they arrive), waits its delay, and lets the request go on; `lostAnswerHook`
 * replaces its answer. The token endpoint, which no bearer token admits, takes its faults in its
 * handler (`tokenFaultAdmission`).
 */
export function faultAdmission(faults: FaultRegistry): AdmitRequest {
  return (request, principal, operationId) => {
    // Faults are a tenant's: the operator's calls take none.
    const { tenant } = principal;
    if (tenant === undefined || !faults.mayHave(tenant, operationId)) return undefined;
    return faults.take(tenant, operationId).then(async (action) => {
      if (action?.after_processing !== true || action.status === undefined) return faultOutcome(action);
      if (action.delay_ms !== undefined) await sleep(action.delay_ms);
      lostAnswers.set(request, problemOfFault({ ...action, status: action.status }));
      return undefined;
    });
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
  done(null, JSON.stringify(problemDocumentFor(reply, problem)));
}

/**
 * Faults armed for `stream`, for `@dap/server`'s `admitUpgrade`: a handshake authenticated with a
 * token carrying the stream scope takes a use and waits, or is refused with the status.
 */
export function streamFaultAdmission(faults: FaultRegistry): AdmitUpgrade {
  return async (_request, { tenant }) =>
    tenant !== undefined && faults.mayHave(tenant, STREAM_OPERATION)
      ? faultOutcome(await faults.take(tenant, STREAM_OPERATION))
      : undefined;
}

/**
 * Faults armed for `createToken`, which no bearer token admits: its handler issues the token (the
 * client authenticated by its id and secret, the scope allowed), then asks this with the token it
 * is about to answer, whose principal (and so tenant) takes the fault, as a bearer request with it
 * would. Issuing a token changes nothing, so refusing after it is refusing before it, and
 * `after_processing` (the answer lost) is the same: the token is never delivered. A token request
 * that fails (a wrong secret) is answered as usual and takes nothing.
 */
export function tokenFaultAdmission(
  faults: FaultRegistry,
  principalOf: (accessToken: string) => Promise<Principal | undefined>,
): (accessToken: string) => Promise<ProblemError | undefined> {
  return async (accessToken) => {
    if (!faults.mayHaveAny(TOKEN_OPERATION)) return undefined;
    const tenant = (await principalOf(accessToken))?.tenant;
    if (tenant === undefined || !faults.mayHave(tenant, TOKEN_OPERATION)) return undefined;
    return faultOutcome(await faults.take(tenant, TOKEN_OPERATION));
  };
}
