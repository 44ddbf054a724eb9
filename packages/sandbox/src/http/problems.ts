import { OAuthTokenError, problem, type ProblemError, problems } from '@dap/server';
import {
  DomainError,
  FaultLimitReached,
  InsufficientFunds,
  InvalidCursor,
  MarketSimulatorUnavailable,
  NotFound,
  OAuthError,
  RefIdConflict,
  TooManyFailedSecrets,
  TransferNotPending,
  ValidationFailed,
} from '../common/errors.js';

/**
 * The problem (RFC 9457) a domain error stands for, or undefined for an error that is not a
 * refusal (a bug, a store failure: the server answers 500 and logs it).
 *
 * | domain error | problem |
 * |---|---|
 * | `NotFound` | 404 `not-found` |
 * | `InsufficientFunds` | 403 `insufficient-funds`, `meta` `{profile_id, asset, available, required}` |
 * | `RefIdConflict` | 409 `ref-id-conflict`, `meta.existing` the resource created earlier |
 * | `TransferNotPending` | 409 `transfer-not-pending`, `meta.status` the transfer's status (sandbox control) |
 * | `FaultLimitReached` | 409 `fault-limit-reached` (sandbox control) |
 * | `InvalidCursor` | 400 `validation-failed`, `meta.errors` `[{pointer: '/query/page_cursor', …}]` |
 * | `ValidationFailed` | 400 `validation-failed`, `meta.errors` its issues |
 * | `MarketSimulatorUnavailable` | 503 `service-unavailable`, `Retry-After` (sandbox control, several instances) |
 * | `TooManyFailedSecrets` | 429 `rate-limited`, `Retry-After` (the token endpoint, which answers the rate limit so too) |
 */
export function problemOfDomainError(error: unknown): ProblemError | undefined {
  if (!(error instanceof DomainError)) return undefined;
  if (error instanceof NotFound) return problems.notFound(error.message);
  if (error instanceof InsufficientFunds) {
    return problem(
      'insufficient-funds',
      `The ${error.asset} balance of profile ${error.profileId} is ${error.available}; the withdrawal needs ${error.required} ${error.asset} (amount plus fee).`,
      { profile_id: error.profileId, asset: error.asset, available: error.available, required: error.required },
    );
  }
  if (error instanceof RefIdConflict) {
    return problems.refIdConflict(
      error.existing as object,
      `The ref_id ${JSON.stringify(error.refId)} was already used for a ${error.resource.replace('_', ' ')}; nothing was created.`,
    );
  }
  if (error instanceof TransferNotPending)
    return problem('transfer-not-pending', error.message, { status: error.status });
  if (error instanceof FaultLimitReached) return problems.faultLimitReached(error.limit);
  if (error instanceof InvalidCursor)
    return problems.validationFailed([{ pointer: error.pointer, message: error.message }]);
  if (error instanceof TooManyFailedSecrets) return problems.rateLimited(error.retryAfterSeconds, error.message);
  if (error instanceof MarketSimulatorUnavailable)
    return problem('service-unavailable', error.message, undefined, { 'retry-after': String(error.retryAfterSeconds) });
  if (error instanceof ValidationFailed) {
    const [first, ...rest] = error.errors;
    return problems.validationFailed(first ? [first, ...rest] : [{ pointer: '', message: error.message }]);
  }
  return undefined;
}

/**
 * Runs a service call and turns its domain errors into what the HTTP layer answers: a
 * `ProblemError` for the REST operations. Anything else is rethrown as it is (a 500).
 */
export async function mapDomainErrors<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw problemOfDomainError(error) ?? error;
  }
}

/** The token endpoint's refusal (RFC 6749 §5.2) for a domain `OAuthError`. */
export function oauthErrorOf(error: unknown): OAuthTokenError | undefined {
  return error instanceof OAuthError ? new OAuthTokenError(error.error, error.description) : undefined;
}
