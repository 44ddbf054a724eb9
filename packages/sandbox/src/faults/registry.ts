import { randomUUID } from 'node:crypto';
import type { Fault, FaultList, FaultRequest, FaultStatus } from '@dap/api-types/sandbox-control';
import type { Principal } from '@dap/server';
import { isoMillis, type Clock } from '../clock/clock.js';
import { ValidationFailed } from '../common/errors.js';
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

/** The stores arming and clearing write in one transaction: the faults, and the announcement of their change. */
interface FaultStores {
  faults: FaultStore;
  notifications: Notifications;
}

/** The operation name of the WebSocket handshake. */
export const STREAM_OPERATION = 'stream';

/**
 * The armed faults: the next `times` requests of an operation answer a status (429, 500, 503, with
 * `Retry-After` when given) or wait `delay_ms` first. The registry is the store's table, so every
 * instance on the database serves the same faults and a use is taken once, whichever instance takes it.
 *
 * `take` runs for every request, and a store round trip costs far more than the request itself, so
 * this instance remembers which operations have a fault armed: it asks the store only for those.
 * Arming and clearing here update that at once; every change (arming, clearing, taking the last use
 * of a fault) is announced to the other instances, which `load()` when they hear of it; arming and
 * clearing answer once they all have.
 */
export class FaultRegistry {
  #armed = new Set<string>();
  /** Bumped by every change of `#armed` not made by `take`, so a take never forgets a fault armed while it ran. */
  #generation = 0;

  constructor(
    private readonly store: FaultStores & Transactional<FaultStores>,
    private readonly clock: Clock,
    private readonly broadcast: Announcer<{ kind: 'faults' }>,
  ) {}

  /** Re-reads which operations have armed faults from the store. */
  async load(): Promise<void> {
    const generation = ++this.#generation;
    const armed = await this.store.faults.armedOperations();
    if (generation === this.#generation) this.#armed = new Set(armed);
  }

  /**
   * Arms a fault (201 with it). The spec's schema has checked the request: a known operation, a
   * status or a delay, bounds, a status with `after_processing`. Throws `ValidationFailed` for
   * `after_processing` on `stream` (a handshake has no answer to replace: it is the answer).
   */
  async arm(request: FaultRequest): Promise<Fault> {
    const {
      operation,
      status,
      retry_after: retryAfter,
      delay_ms: delayMs,
      after_processing: afterProcessing = false,
      times = 1,
    } = request;
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
      created_at: isoMillis(this.clock.nowMs()),
    });
    const announcement = await this.store.transaction(async (tx) => {
      await tx.faults.insert(fault);
      return this.broadcast.publish({ kind: 'faults' }, tx);
    });
    this.#generation++;
    this.#armed.add(operation);
    await announcement.applied();
    return fault;
  }

  /** The faults with uses left, in arming order (the order they are served in). */
  async list(): Promise<FaultList> {
    return { faults: await this.store.faults.list() };
  }

  /** Disarms every fault. */
  async clear(): Promise<void> {
    const announcement = await this.store.transaction(async (tx) => {
      await tx.faults.deleteAll();
      return this.broadcast.publish({ kind: 'faults' }, tx);
    });
    this.forget();
    await announcement.applied();
  }

  /** Forgets the armed operations (the store's faults were deleted, by `clear` or a reset). */
  forget(): void {
    this.#generation++;
    this.#armed.clear();
  }

  /** Whether a fault may be armed for the operation (no store round trip): a request for which this is false has none. */
  mayHave(operationId: string): boolean {
    return this.#armed.has(operationId);
  }

  /**
   * Takes one use of the first fault armed for the operation (`stream`: the WebSocket handshake)
   * and says what to do with the request, or undefined when none is armed. Atomic in the store:
   * with `times: n`, exactly n requests get the fault however many arrive at once. The principal is
   * who the request was authenticated as (faults are taken after authentication): it will say
   * whose faults apply once faults belong to a tenant; every caller takes every fault for now.
   */
  async take(operationId: string, _principal?: Principal): Promise<FaultAction | undefined> {
    if (!this.#armed.has(operationId)) return undefined;
    const generation = this.#generation;
    const fault = await this.store.faults.take(operationId);
    if (!fault) {
      if (generation === this.#generation) this.#armed.delete(operationId);
      return undefined;
    }
    // The last use: the others stop asking the store for this operation (a lost announcement only
    // costs them one store round trip per request until they hear of the next change).
    if (fault.remaining === 0) await this.broadcast.publish({ kind: 'faults' });
    return defined({
      fault_id: fault.id,
      status: fault.status,
      retry_after: fault.retry_after,
      delay_ms: fault.delay_ms,
      after_processing: fault.after_processing || undefined,
    });
  }
}
