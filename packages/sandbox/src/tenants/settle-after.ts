import { CONTROL_SHARED_SCHEMAS } from '@dap/server';
import type { TenantStore } from './store.js';

type SchemaWithProperties = { properties?: Record<string, { maximum?: number } | undefined> };

/**
 * The longest a withdrawal may wait to settle by itself, in seconds: the control spec's maximum of a
 * tenant's `settle_after_seconds` (a year), which the sandbox's own setting is held to as well.
 */
export const MAX_SETTLE_AFTER_SECONDS: number =
  (CONTROL_SHARED_SCHEMAS.$defs['TenantRequest'] as SchemaWithProperties | undefined)?.properties?.[
    'settle_after_seconds'
  ]?.maximum ?? 31_536_000;

/**
 * The sandbox's settlement delay in ms from a number of seconds, as a tenant's `settle_after_seconds`
 * states it: an integer from 0 (never by themselves: only `completeTransfer` or `failTransfer`) to
 * {@link MAX_SETTLE_AFTER_SECONDS}. Throws a `RangeError` naming `what` otherwise.
 */
export function settleAfterMsOf(seconds: number, what = 'settleAfterSeconds'): number {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_SETTLE_AFTER_SECONDS)
    throw new RangeError(
      `${what} must be a whole number of seconds from 0 (withdrawals settle only when a control settles them) to ${MAX_SETTLE_AFTER_SECONDS}, got ${JSON.stringify(seconds)}.`,
    );
  return seconds * 1000;
}

/** {@link settleAfterMsOf} of a setting's text (an environment variable, a flag). */
export function parseSettleAfterSeconds(text: string, what: string): number {
  if (!/^[0-9]{1,9}$/.test(text))
    throw new RangeError(
      `${what} must be a whole number of seconds from 0 (withdrawals settle only when a control settles them) to ${MAX_SETTLE_AFTER_SECONDS}, got ${JSON.stringify(text)}.`,
    );
  return settleAfterMsOf(Number(text), what) / 1000;
}

/**
 * When each tenant's withdrawals settle by themselves (ms of its clock after creation; 0, never):
 * its own setting, or the sandbox's. A tenant's setting never changes, so it is read from the store
 * once, and forgotten when the tenant is deleted.
 */
export class SettleAfter {
  readonly #known = new Map<string, number>();

  constructor(
    private readonly store: { tenants: TenantStore },
    /** The sandbox's setting, for the tenants that have none. */
    private readonly defaultMs: number,
  ) {}

  async of(tenant: string): Promise<number> {
    const known = this.#known.get(tenant);
    if (known !== undefined) return known;
    const record = await this.store.tenants.find(tenant);
    const ms = record?.settleAfterMs ?? this.defaultMs;
    if (record) this.#known.set(tenant, ms);
    return ms;
  }

  /** Forgets a tenant's setting (deleted), or every tenant's. */
  forget(tenant?: string): void {
    if (tenant === undefined) this.#known.clear();
    else this.#known.delete(tenant);
  }
}
