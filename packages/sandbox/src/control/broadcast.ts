import { randomUUID } from 'node:crypto';
import type { Store, StoreOperations } from '../store/store.js';
import type { StreamDisconnect } from './types.js';

/** The notification channel of the control state. */
export const CONTROL_CHANNEL = 'dap_control';

/**
 * A change of the control state that the other instances on the database must apply at once: the
 * clock's offset moved, the armed faults changed (armed, cleared, a last use taken), the sandbox was
 * reset, or the WebSockets of some client (or all) are to be closed.
 */
export type ControlEvent = { kind: 'clock' } | { kind: 'faults' } | { kind: 'reset' } | ({ kind: 'disconnect' } & StreamDisconnect);

/**
 * The control state lives in the store, but each instance caches what it reads on every request
 * (the clock's offset, which operations have faults armed, its settlement timers) and holds its
 * own WebSockets. A change made through one instance is announced here (`store.notify`, sent when
 * the transaction that made it commits) and applied by every other instance as it arrives, so a
 * fault or a clock set through one instance holds on all. An instance ignores its own
 * announcements: it applied the change already.
 */
export class ControlBroadcast {
  readonly #instance = randomUUID();

  constructor(private readonly store: Store) {}

  /** Announces `event` to the other instances: with `tx` a transaction's operations, when it commits. */
  publish(event: ControlEvent, tx: StoreOperations = this.store): Promise<void> {
    return tx.notify(CONTROL_CHANNEL, JSON.stringify({ ...event, from: this.#instance }));
  }

  /** Calls `apply` with each event another instance announces; returns the function that stops. */
  listen(apply: (event: ControlEvent) => Promise<void> | void, onError: (error: unknown) => void): Promise<() => Promise<void>> {
    return this.store.listen(CONTROL_CHANNEL, (payload) => {
      try {
        const { from, ...event } = JSON.parse(payload) as ControlEvent & { from?: string };
        if (from === this.#instance) return;
        void Promise.resolve(apply(event as ControlEvent)).catch(onError);
      } catch (error) {
        onError(error);
      }
    });
  }
}
