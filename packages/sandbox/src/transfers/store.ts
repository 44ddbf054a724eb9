import type { Transfer } from '@dap/api-types';

export interface NewTransfer {
  transfer: Transfer;
  customerId: string;
  /** Epoch ms at which a PENDING transfer settles. */
  settleAtMs?: number;
  createdBy?: string;
}

/** An amount of an asset taken from or added to a profile's balance. */
export interface BalanceChange {
  asset: string;
  /** A decimal string above 0. */
  amount: string;
}

/** What `recordDebit` did: the transfer was recorded and the balance debited, or nothing changed and why (see `debits.ts`). */
export type DebitOutcome =
  | { outcome: 'created' }
  /** The customer already used the transfer's `ref_id`. */
  | { outcome: 'ref-id-taken' }
  /** The balance (`available`, a decimal string, `"0"` when the profile never held the asset) does not cover the debit. */
  | { outcome: 'insufficient-funds'; available: string };

export interface PendingTransfer {
  id: string;
  /** Its tenant: `settleAtMs` is a time of that tenant's clock. */
  tenant: string;
  settleAtMs: number;
}

/** A PENDING transfer past its settle time, claimed (its row locked) by the transaction that read it. */
export interface DueTransfer {
  transfer: Transfer;
  settleAtMs: number;
}

/**
 * Which transfers are due: those of one tenant whose settle time is at or before `untilMs` of its
 * clock, or those of every tenant whose settle time has passed on their tenant's clock at the real
 * time `realUntilMs` (each tenant's offset read from the store, so that instances agree).
 */
export type Due = { tenant: string; untilMs: number } | { realUntilMs: number };

/**
 * The transfers: each kept as the document the API returns, beside what queries and constraints
 * need (its customer's `ref_id`, unique per customer; its status; when a PENDING one settles).
 */
export interface TransferStore {
  /**
   * Records a transfer and debits its balance by `change` under the debit rule (`debits.ts`):
   * atomically, only when the customer has not used its `ref_id` and the balance covers it.
   */
  recordDebit(row: NewTransfer, change: BalanceChange): Promise<DebitOutcome>;
  /** Records a transfer and credits its profile's balance by `change`, atomically. Throws `RefIdTaken`. */
  recordCredit(row: NewTransfer, change: BalanceChange): Promise<void>;
  /** The tenant's transfer `id`; another tenant's is not found, as a missing one. */
  find(tenant: string, id: string): Promise<Transfer | undefined>;
  findByRefId(tenant: string, refId: string): Promise<Transfer | undefined>;
  /** The tenant's transfer, its row locked until the transaction ends (`FOR UPDATE`): call it inside a transaction. */
  lock(tenant: string, id: string): Promise<Transfer | undefined>;
  /** Writes changed transfers, in one statement (their status and document; the id, profile and ref_id never change). */
  update(transfers: readonly Transfer[]): Promise<void>;
  /** The PENDING transfers that settle at a time (of every tenant, or of one), soonest first. */
  listPending(tenant?: string): Promise<PendingTransfer[]>;
  /**
   * Claims up to `limit` PENDING transfers that are `due`, soonest first, locking their rows until
   * the transaction ends: call it inside a transaction. With `wait` false (`FOR UPDATE SKIP LOCKED`)
   * rows another transaction holds are passed over, so instances sweeping at once share the work
   * without waiting; with `wait` true the claim waits for them (and leaves out those they settled).
   */
  claimDue(due: Due, limit: number, wait: boolean): Promise<DueTransfer[]>;
}
