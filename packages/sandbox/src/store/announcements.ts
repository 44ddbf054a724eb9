import { randomUUID } from 'node:crypto';
import type { Database } from './database.js';
import { SqlNotifications, type Notifications } from './notifications.js';

/** The notification channel of the control state. */
export const CONTROL_CHANNEL = 'dap_control';

/**
 * The longest a control operation waits for the other instances to confirm they applied its change.
 * Only an instance that is stuck, or that died so recently that the database still counts it, makes
 * it wait that long; the operation then answers anyway.
 */
export const APPLIED_TIMEOUT_MS = 5_000;

/**
 * A change of shared state that the other instances on the database must apply at once, named by
 * its `kind` (the control's events: the clock moved, the faults changed, a reset, a disconnect).
 */
export interface Announced {
  kind: string;
}

/** Who announces changes of kind `Event`: the control operations, each with its own events. */
export interface Announcer<Event extends Announced> {
  /** Announces `event` to the other instances: with `tx` a transaction's stores, when it commits. */
  publish(event: Event, tx?: { notifications: Notifications }): Promise<Announcement>;
}

/**
 * What goes over the channel: an event, or an instance's confirmation that it applied one (with
 * `count`, what applying it counted: the connections a disconnect closed).
 */
type Message<Event> = (Event & { id: string; from: string }) | Confirmation;

/** An instance's confirmation that it applied the announcement `id` of the instance `to`. */
interface Confirmation {
  kind: 'applied';
  id: string;
  to: string;
  count: number;
}

const isConfirmation = (message: Message<Announced>): message is Confirmation => message.kind === 'applied';

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
 * own WebSockets. A change made through one instance is announced here (a notification, sent when
 * the transaction that made it commits); every other instance applies it as it arrives and says
 * so, and the control operation answers once all have (`Announcement.applied`): a fault armed or a
 * clock moved through one instance holds on every instance by the time the answer arrives. An
 * instance ignores its own announcements: it applied the change already.
 */
export class ControlBroadcast<Event extends Announced> implements Announcer<Event> {
  readonly #instance = randomUUID();
  readonly #awaiting = new Map<string, Confirmations>();
  readonly #notifications: Notifications;

  constructor(private readonly database: Database) {
    this.#notifications = new SqlNotifications(database);
  }

  async publish(
    event: Event,
    tx: { notifications: Notifications } = { notifications: this.#notifications },
  ): Promise<Announcement> {
    const id = randomUUID();
    const entry: Confirmations = { confirmed: 0, count: 0, wake: () => {} };
    this.#awaiting.set(id, entry);
    // Nobody waits for an announcement whose transaction rolled back: forgotten after a while.
    setTimeout(() => this.#awaiting.delete(id), 2 * APPLIED_TIMEOUT_MS).unref();
    await tx.notifications.notify(
      CONTROL_CHANNEL,
      JSON.stringify({ ...event, id, from: this.#instance } satisfies Message<Event>),
    );
    return { applied: () => this.#applied(id, entry) };
  }

  /**
   * Calls `apply` with each event another instance announces, and confirms it with the number
   * `apply` returns (0 when none); `onResume` after the listening session was lost and opened
   * again (announcements may have been missed). Returns the function that stops.
   */
  listen(
    apply: (event: Event) => Promise<number | void> | number | void,
    onError: (error: unknown) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>> {
    return this.database.listen(
      CONTROL_CHANNEL,
      (payload) => {
        let message: Message<Event>;
        try {
          message = JSON.parse(payload) as Message<Event>;
        } catch (error) {
          return onError(error);
        }
        if (isConfirmation(message)) {
          const entry = message.to === this.#instance ? this.#awaiting.get(message.id) : undefined;
          if (entry) {
            entry.confirmed++;
            entry.count += message.count;
            entry.wake();
          }
          return;
        }
        const { id, from, ...event } = message as Event & { id: string; from: string };
        if (from === this.#instance) return;
        void (async () => {
          const count = (await apply(event as unknown as Event)) ?? 0;
          await this.#notifications.notify(
            CONTROL_CHANNEL,
            JSON.stringify({ kind: 'applied', id, to: from, count } satisfies Confirmation),
          );
        })().catch(onError);
      },
      onResume,
    );
  }

  async #applied(id: string, entry: Confirmations): Promise<number> {
    const others = (await this.database.listeners()) - 1;
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
