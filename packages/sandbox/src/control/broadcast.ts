import { randomUUID } from 'node:crypto';
import type { Store, StoreOperations } from '../store/store.js';
import type { StreamDisconnect } from './types.js';

/** The notification channel of the control state. */
export const CONTROL_CHANNEL = 'dap_control';

/**
 * The longest a control operation waits for the other instances to confirm they applied its change.
 * Only an instance that is stuck, or that died so recently that the database still counts it, makes
 * it wait that long; the operation then answers anyway.
 */
export const APPLIED_TIMEOUT_MS = 5_000;

/**
 * A change of the control state that the other instances on the database must apply at once: the
 * clock's offset moved, the armed faults changed (armed, cleared, a last use taken), the sandbox was
 * reset, or the WebSockets of some client (or all) are to be closed.
 */
export type ControlEvent = { kind: 'clock' } | { kind: 'faults' } | { kind: 'reset' } | ({ kind: 'disconnect' } & StreamDisconnect);

/**
 * What goes over the channel: an event, or an instance's confirmation that it applied one (with
 * `count`, what applying it counted: the connections a disconnect closed).
 */
type Message = (ControlEvent & { id: string; from: string }) | { kind: 'applied'; id: string; to: string; count: number };

/**
 * An announced change; `applied()` resolves once every other instance has applied it (see
 * `APPLIED_TIMEOUT_MS`), with the sum of what they counted.
 */
export interface Announcement {
  applied(): Promise<number>;
}

/** Who confirmed an announcement so far, and who waits for the next confirmation. */
interface Confirmations {
  confirmed: number;
  count: number;
  wake: () => void;
}

/**
 * The control state lives in the store, but each instance caches what it reads on every request
 * (the clock's offset, which operations have faults armed, its settlement timers) and holds its
 * own WebSockets. A change made through one instance is announced here (`store.notify`, sent when
 * the transaction that made it commits); every other instance applies it as it arrives and says
 * so, and the control operation answers once all have (`Announcement.applied`): a fault armed or a
 * clock moved through one instance holds on every instance by the time the answer arrives. An
 * instance ignores its own announcements: it applied the change already.
 */
export class ControlBroadcast {
  readonly #instance = randomUUID();
  readonly #awaiting = new Map<string, Confirmations>();

  constructor(private readonly store: Store) {}

  /** Announces `event` to the other instances: with `tx` a transaction's operations, when it commits. */
  async publish(event: ControlEvent, tx: StoreOperations = this.store): Promise<Announcement> {
    const id = randomUUID();
    const entry: Confirmations = { confirmed: 0, count: 0, wake: () => {} };
    this.#awaiting.set(id, entry);
    // Nobody waits for an announcement whose transaction rolled back: forgotten after a while.
    setTimeout(() => this.#awaiting.delete(id), 2 * APPLIED_TIMEOUT_MS).unref();
    await tx.notify(CONTROL_CHANNEL, JSON.stringify({ ...event, id, from: this.#instance } satisfies Message));
    return { applied: () => this.#applied(id, entry) };
  }

  /**
   * Calls `apply` with each event another instance announces, and confirms it with the number
   * `apply` returns (0 when none); `onResume` after the listening session was lost and opened
   * again (announcements may have been missed). Returns the function that stops.
   */
  listen(apply: (event: ControlEvent) => Promise<number | void> | number | void, onError: (error: unknown) => void, onResume?: () => void): Promise<() => Promise<void>> {
    return this.store.listen(CONTROL_CHANNEL, (payload) => {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch (error) {
        return onError(error);
      }
      if (message.kind === 'applied') {
        const entry = message.to === this.#instance ? this.#awaiting.get(message.id) : undefined;
        if (entry) {
          entry.confirmed++;
          entry.count += message.count;
          entry.wake();
        }
        return;
      }
      const { id, from, ...event } = message;
      if (from === this.#instance) return;
      void (async () => {
        const count = (await apply(event as ControlEvent)) ?? 0;
        await this.store.notify(CONTROL_CHANNEL, JSON.stringify({ kind: 'applied', id, to: from, count } satisfies Message));
      })().catch(onError);
    }, onResume);
  }

  async #applied(id: string, entry: Confirmations): Promise<number> {
    const others = (await this.store.listeningInstances()) - 1;
    const deadline = Date.now() + APPLIED_TIMEOUT_MS;
    while (entry.confirmed < others && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        entry.wake = resolve;
        setTimeout(resolve, deadline - Date.now()).unref();
      });
    }
    this.#awaiting.delete(id);
    return entry.count;
  }
}
