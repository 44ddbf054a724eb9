/**
 * The domain errors of the sandbox: what a service throws when it refuses a request. They say what
 * went wrong in the domain's words, never in HTTP's; the HTTP and WebSocket layers map them to problem
 * types, status codes and OAuth error bodies. Tests assert their classes and `code`s, not messages.
 */

/** Base class of every domain error; `code` is stable, `message` is for people. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
}

/** A referenced resource does not exist (a profile, an account, a memo id, a market…). */
export type ResourceKind = 'profile' | 'account' | 'memo_id' | 'transfer' | 'deposit_address' | 'market' | 'tenant';

export class NotFound extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(
    readonly resource: ResourceKind,
    readonly id: string,
  ) {
    super(`No ${resource.replace('_', ' ')} ${JSON.stringify(id)}.`);
    this.name = 'NotFound';
  }
}

/**
 * A transfer cannot be completed or failed because it is not PENDING any more (it settled, or was
 * completed or failed before); nothing was changed. `status` is the state it is in.
 */
export class TransferNotPending extends DomainError {
  readonly code = 'TRANSFER_NOT_PENDING';
  constructor(
    readonly transferId: string,
    readonly status: string,
  ) {
    super(`The transfer ${transferId} is ${status}, not PENDING; only a PENDING transfer can be completed or failed.`);
    this.name = 'TransferNotPending';
  }
}

/** A tenant holds as many armed faults as it may (`limit`); nothing was armed. */
export class FaultLimitReached extends DomainError {
  readonly code = 'FAULT_LIMIT_REACHED';
  constructor(readonly limit: number) {
    super(`The tenant holds ${limit} armed faults, the most it may; clear some before arming more.`);
    this.name = 'FaultLimitReached';
  }
}

/**
 * No instance running the market simulator answered a move or reset of the books in time (its
 * process ended and another has not taken over yet, or it is stuck): the books were not changed.
 * A takeover takes about a second, so the call can be retried after `retryAfterSeconds`.
 */
export class MarketSimulatorUnavailable extends DomainError {
  readonly code = 'MARKET_SIMULATOR_UNAVAILABLE';
  readonly retryAfterSeconds = 1;
  constructor(readonly waitedMs: number) {
    super(
      `No instance running the market simulator answered within ${waitedMs / 1000} s (another takes over about a second after one ends); the books were not changed. Retry.`,
    );
    this.name = 'MarketSimulatorUnavailable';
  }
}

/** The balance cannot cover a debit; nothing was changed. */
export class InsufficientFunds extends DomainError {
  readonly code = 'INSUFFICIENT_FUNDS';
  constructor(
    readonly profileId: string,
    readonly asset: string,
    /** The balance at the time of the attempt, a decimal string. */
    readonly available: string,
    /** What the debit needed, a decimal string. */
    readonly required: string,
  ) {
    super(`The ${asset} balance of profile ${profileId} (${available}) cannot cover ${required}.`);
    this.name = 'InsufficientFunds';
  }
}

/**
 * A `ref_id` was already used for a resource of the same kind: nothing was created. `existing` is the
 * resource created earlier with that `ref_id` (a Transfer or a DepositAddress), as the API returns it.
 */
export class RefIdConflict<Existing = unknown> extends DomainError {
  readonly code = 'REF_ID_CONFLICT';
  constructor(
    readonly resource: 'transfer' | 'deposit_address',
    readonly refId: string,
    readonly existing: Existing,
  ) {
    super(`The ref_id ${JSON.stringify(refId)} was already used for a ${resource.replace('_', ' ')}.`);
    this.name = 'RefIdConflict';
  }
}

/**
 * A `page_cursor` that this sandbox did not issue, that was altered, that cannot be decoded, or that
 * was issued for other filters. `pointer` is where the request carried it.
 */
export class InvalidCursor extends DomainError {
  readonly code = 'INVALID_CURSOR';
  readonly pointer = '/query/page_cursor';
  constructor(readonly reason: 'malformed' | 'signature' | 'filters' | 'kind') {
    super(
      reason === 'filters'
        ? 'The page_cursor was issued for other filters; send the same filters as for the first page.'
        : 'The page_cursor is not a cursor issued by this service.',
    );
    this.name = 'InvalidCursor';
  }
}

/** One reason a request is invalid: a JSON pointer rooted at the request part, and a message. */
export interface ValidationIssue {
  /** `/body/...`, `/query/<name>` or `/path/<name>`, as the spec's `ValidationError.pointer`. */
  pointer: string;
  message: string;
}

/** The request is invalid in a way its schema cannot say (a total below the fee, a bad address…). */
export class ValidationFailed extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  readonly errors: readonly ValidationIssue[];
  constructor(pointer: string, message: string, ...more: ValidationIssue[]) {
    super(`${pointer}: ${message}`);
    this.name = 'ValidationFailed';
    this.errors = [{ pointer, message }, ...more];
  }
}

/** Error codes of the token endpoint (RFC 6749 §5.2). */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

/** A refused token request; `error` and `description` are the RFC 6749 §5.2 body. */
export class OAuthError extends DomainError {
  readonly code = 'OAUTH_ERROR';
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

/**
 * A token request of a client id that has had the spec's `failedSecretsPerMinute` wrong secrets in
 * its current window: refused whatever secret it carries, until the window closes in
 * `retryAfterSeconds` (whole seconds, rounded up, at least 1). Nothing was granted.
 */
export class TooManyFailedSecrets extends DomainError {
  readonly code = 'TOO_MANY_FAILED_SECRETS';
  readonly retryAfterSeconds: number;
  constructor(
    readonly clientId: string,
    readonly limit: number,
    waitSeconds: number,
  ) {
    const retryAfterSeconds = Math.max(1, Math.ceil(waitSeconds));
    super(
      `Too many failed client secrets for client ${clientId} (${limit} in a minute); retry after ${retryAfterSeconds} s.`,
    );
    this.name = 'TooManyFailedSecrets';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
