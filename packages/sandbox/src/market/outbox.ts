import type { Database } from '../store/database.js';
import { SqlNotifications } from '../store/notifications.js';
import { BOOK_CHANNEL, pack, type BookMessage, type BookPart, type Reply } from './wire.js';

/**
 * What the leading instance publishes on `dap_market` (see `replication.ts`): the parts and replies
 * of one turn go out as one message (split when too large), numbered in its epoch, in order.
 */
export class BookOutbox {
  /** The leader's epoch: later than any it followed, so replicas switch to it at its first message. */
  epoch = 0;
  /** The number of the last message of this epoch. */
  seq = 0;
  #outgoing: { parts: BookPart[]; replies: Reply[]; full: boolean } | undefined;
  readonly #queue: string[] = [];
  #sending: Promise<void> | undefined;
  readonly #notifications: SqlNotifications;

  constructor(
    private readonly database: Database,
    /** The leader's instance id (`l` of each message). */
    private readonly leader: string,
    /** Whether this instance leads: what a turn collected goes out only then. */
    private readonly leading: () => boolean,
    /** Whether the replication closed: nothing is sent after. */
    private readonly closed: () => boolean,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#notifications = new SqlNotifications(database);
  }

  /** Numbers the next messages in a new epoch, from 1. */
  begin(epoch: number): void {
    this.epoch = epoch;
    this.seq = 0;
  }

  /** Collects what this turn publishes: the markets of one tick go out together. */
  add(parts: BookPart[], replies: Reply[]): void {
    if (!this.#outgoing) {
      this.#outgoing = { parts: [], replies: [], full: false };
      queueMicrotask(() => this.#flush());
    }
    this.#outgoing.parts.push(...parts);
    this.#outgoing.replies.push(...replies);
  }

  /** Whether this turn's message holds every full book already (resync requests of several replicas share it). */
  get hasFullBooks(): boolean {
    return this.#outgoing?.full ?? false;
  }

  /** Marks this turn's message as holding every full book. */
  markFull(): void {
    if (this.#outgoing) this.#outgoing.full = true;
  }

  /** Resolves once every queued message was sent (or failed). */
  async drained(): Promise<void> {
    await this.#sending;
  }

  #flush(): void {
    const outgoing = this.#outgoing;
    this.#outgoing = undefined;
    if (!outgoing || !this.leading() || this.closed()) return;
    try {
      for (const { p, r } of pack(outgoing.parts, outgoing.replies)) {
        const message: BookMessage = { l: this.leader, e: this.epoch, s: ++this.seq, p, r };
        this.#queue.push(JSON.stringify(message));
      }
    } catch (error) {
      this.onError(error);
      return;
    }
    this.#sending ??= this.#send();
  }

  /**
   * Sends the queued messages in order: what piled up during one round trip goes in one
   * transaction (Postgres delivers a transaction's notifications together, in order). A message
   * that could not be sent is a gap the replicas resync over.
   */
  async #send(): Promise<void> {
    while (this.#queue.length > 0 && !this.closed()) {
      const batch = this.#queue.splice(0);
      try {
        if (batch.length === 1) await this.#notifications.notify(BOOK_CHANNEL, batch[0] as string);
        else
          await this.database.transaction(async (tx) => {
            const notifications = new SqlNotifications(tx);
            for (const message of batch) await notifications.notify(BOOK_CHANNEL, message);
          });
      } catch (error) {
        if (!this.closed()) this.onError(error);
      }
    }
    this.#sending = undefined;
  }
}
