import { randomUUID } from 'node:crypto';
import type { Fault, FaultList, FaultRequest, FaultStatus } from '@dap/api-types/sandbox-control';
import { CONTROL_SHARED_SCHEMAS } from '@dap/server';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import { FaultLimitReached, ValidationFailed } from '../common/errors.js';
import { defined } from '../common/validation.js';
import type { Announcer } from '../store/announcements.js';
import type { Transactional } from '../store/database.js';
import type { Notifications } from '../store/notifications.js';
import type { FaultStore } from './store.js';

/**
 * What the app does to a request a fault was taken for: wait `delay_ms`, then answer `status` (with
 * `Retry-After`) if given; with `after_processing`, carry the request out first and replace only its answer.
 */
export interface FaultAction {
  fault_id: string;
  status?: FaultStatus;
  retry_after?: number;
  delay_ms?: number;
  after_processing?: true;
}

/**
 * The most faults a tenant may hold armed: as many as `listFaults` lists (`FaultList.faults.maxItems`
 * of the control spec, read from the generated schemas: the spec is its one owner).
 */
export const MAX_ARMED_FAULTS: number = (() => {
  const list = CONTROL_SHARED_SCHEMAS.$defs['FaultList'] as { properties?: { faults?: { maxItems?: unknown } } };
  const max = list.properties?.faults?.maxItems;
  if (typeof max !== 'number') throw new Error('The Sandbox Control API gives FaultList.faults no maxItems');
  return max;
})();

/** What the other instances hear of a change of a tenant's faults. */
export interface FaultsChanged {
  kind: 'faults';
  tenant: string;
}

/** The stores arming and clearing write in one transaction: the faults, and the announcement of their change. */
interface FaultStores {
  faults: FaultStore;
  notifications: Notifications;
}

/** The operation name of the WebSocket handshake. */
export const STREAM_OPERATION = 'stream';

/**
 * The armed faults, each a tenant's: the next `times` requests of an operation, made by that
 * tenant's clients, answer a status (429, 500, 503, with `Retry-After` when given) or wait `delay_ms`
 * first. The registry is the store's table, so every instance on the database serves the same
 * faults and a use is taken once, whichever instance takes it. A tenant holds at most
 * `MAX_ARMED_FAULTS`.
 *
 * `take` runs for every request, and a store round trip costs far more than the request itself, so
 * this instance remembers which operations of which tenants have a fault armed: it asks the store
 * only for those. Arming and clearing here update that at once; every change (arming, clearing,
 * taking the last use of a fault) is announced to the other instances, which `load()` when they
 * hear of it; arming and clearing answer once they all have.
 */
export class FaultRegistry {
  /** `tenant\noperation` of every armed fault. */
  #armed = new Set<string>();
  /** Bumped by every change of `#armed` not made by `take`, so a take never forgets a fault armed while it ran. */
  #generation = 0;

  constructor(
    private readonly store: FaultStores & Transactional<FaultStores>,
    private readonly clocks: TenantClocks,
    private readonly broadcast: Announcer<FaultsChanged>,
  ) {}

  /** Re-reads which operations of which tenants have armed faults from the store. */
  async load(): Promise<void> {
    const generation = ++this.#generation;
    const armed = await this.store.faults.armedOperations();
    if (generation === this.#generation)
      this.#armed = new Set(armed.map(({ tenant, operation }) => key(tenant, operation)));
  }

  /**
   * Arms a fault of the tenant (201 with it). The spec's schema has checked the request: a known
   * operation, a status or a delay, bounds, a status with `after_processing`. Throws
   * `ValidationFailed` for `after_processing` on `stream` (a handshake has no answer to replace: it
   * is the answer), `FaultLimitReached` when the tenant holds `MAX_ARMED_FAULTS` already.
   */
  async arm(tenant: string, request: FaultRequest): Promise<Fault> {
    const { operation, delay_ms: delayMs, times = 1 } = request;
    // A status, its Retry-After and after_processing come together (FaultRequest's status branch).
    const answer = 'status' in request ? request : undefined;
    const status = answer?.status;
    const retryAfter = answer?.retry_after;
    const afterProcessing = answer?.after_processing ?? false;
    if (afterProcessing && operation === STREAM_OPERATION) {
      throw new ValidationFailed(
        '/body/after_processing',
        `applies to platform operations only, not ${STREAM_OPERATION}: a refused handshake is refused before anything happens`,
      );
    }
    const fault: Fault = defined({
      id: randomUUID(),
      operation,
      status,
      retry_after: retryAfter,
      delay_ms: delayMs,
      after_processing: afterProcessing,
      times,
      remaining: times,
      created_at: isoMillis((await this.clocks.of(tenant)).nowMs()),
    });
    const announcement = await this.store.transaction(async (tx) => {
      if (!(await tx.faults.insert(tenant, fault, MAX_ARMED_FAULTS))) throw new FaultLimitReached(MAX_ARMED_FAULTS);
      return this.broadcast.publish({ kind: 'faults', tenant }, tx);
    });
    this.#generation++;
    this.#armed.add(key(tenant, operation));
    await announcement.applied();
    return fault;
  }

  /** The tenant's faults with uses left, in arming order (the order they are served in). */
  async list(tenant: string): Promise<FaultList> {
    return { faults: await this.store.faults.list(tenant) };
  }

  /** Disarms every fault of the tenant. */
  async clear(tenant: string): Promise<void> {
    const announcement = await this.store.transaction(async (tx) => {
      await tx.faults.deleteAll(tenant);
      return this.broadcast.publish({ kind: 'faults', tenant }, tx);
    });
    this.forget(tenant);
    await announcement.applied();
  }

  /** Forgets the armed operations of a tenant, or of every tenant (the store's faults were deleted: `clear`, a reset, a deletion). */
  forget(tenant?: string): void {
    this.#generation++;
    if (tenant === undefined) this.#armed.clear();
    else for (const armed of [...this.#armed]) if (armed.startsWith(`${tenant}\n`)) this.#armed.delete(armed);
  }

  /** Whether a fault may be armed for the tenant's operation (no store round trip): a request for which this is false has none. */
  mayHave(tenant: string, operationId: string): boolean {
    return this.#armed.has(key(tenant, operationId));
  }

  /** Whether any tenant may have a fault armed for the operation (what to find a caller's tenant for). */
  mayHaveAny(operationId: string): boolean {
    for (const armed of this.#armed) if (armed.endsWith(`\n${operationId}`)) return true;
    return false;
  }

  /**
   * Takes one use of the tenant's first fault armed for the operation (`stream`: the WebSocket
   * handshake) and says what to do with the request, or undefined when none is armed. Atomic in the
   * store: with `times: n`, exactly n requests get the fault however many arrive at once.
   */
  async take(tenant: string, operationId: string): Promise<FaultAction | undefined> {
    const armed = key(tenant, operationId);
    if (!this.#armed.has(armed)) return undefined;
    const generation = this.#generation;
    const fault = await this.store.faults.take(tenant, operationId);
    if (!fault) {
      if (generation === this.#generation) this.#armed.delete(armed);
      return undefined;
    }
    // The last use: the others stop asking the store for this operation (a lost announcement only
    // costs them one store round trip per request until they hear of the next change).
    if (fault.remaining === 0) await this.broadcast.publish({ kind: 'faults', tenant });
    return defined({
      fault_id: fault.id,
      status: fault.status,
      retry_after: fault.retry_after,
      delay_ms: fault.delay_ms,
      after_processing: fault.after_processing || undefined,
    });
  }
}

const key = (tenant: string, operation: string) => `${tenant}\n${operation}`;
