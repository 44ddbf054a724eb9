import type { DemoMarket, DemoOrder, DemoProfile } from '../demo-data.js';
import type { Account, DepositAddress, Execution, MonitoringAddress, Transfer } from '@dap/api-types';
import type { Fault } from '../control/types.js';
import type { RateLimiter, RateLimitOptions } from '../rate-limit/token-buckets.js';
import type { Leadership } from './sql.js';

/** A stored OAuth2 client: its secret only as a salted hash. */
export interface ClientRecord {
  clientId: string;
  /** Hex. */
  secretSalt: string;
  /** Hex SHA-256 of salt bytes followed by the secret's UTF-8 bytes. */
  secretHash: string;
  scopes: string[];
}

export interface ProfileRecord {
  id: string;
  customerId: string;
  memoId: string;
}

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

/** What `insertDebit` did: the transfer was recorded and the balance debited, or nothing changed and why. */
export type DebitOutcome =
  | { outcome: 'created' }
  /** The customer already used the transfer's `ref_id` (decided before the balance is looked at). */
  | { outcome: 'ref-id-taken' }
  /** The balance (`available`, a decimal string, `"0"` when the profile never held the asset) does not cover the debit. */
  | { outcome: 'insufficient-funds'; available: string };

export interface PendingTransfer {
  id: string;
  settleAtMs: number;
}

/** A PENDING transfer past its settle time, claimed (its row locked) by the transaction that read it. */
export interface DueTransfer {
  transfer: Transfer;
  settleAtMs: number;
}

export interface NewDepositAddress {
  depositAddress: DepositAddress;
  customerId: string;
  /** The address as compared (see `addressKey`). */
  addressKey: string;
  createdBy?: string;
}

/** An execution with the profile and account of its order, for the executions filters. */
export interface ExecutionRecord {
  execution: Execution;
  profileId: string;
  accountId: string | undefined;
}

/** The demo data as stored: clients already hashed. */
export interface DemoSeed {
  clients: ClientRecord[];
  profiles: DemoProfile[];
  accounts: Account[];
  markets: DemoMarket[];
  orders: DemoOrder[];
  executions: Execution[];
  monitoringAddresses: MonitoringAddress[];
}

/** A ref_id already used (the unique constraint fired); the service answers with the existing resource. */
export class RefIdTaken extends Error {
  constructor(readonly refId: string) {
    super(`ref_id ${JSON.stringify(refId)} is taken`);
    this.name = 'RefIdTaken';
  }
}

/** Another process has the data directory open. */
export class StoreLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The sandbox data directory ${dataDir} is in use by process ${pid}.`);
    this.name = 'StoreLocked';
  }
}

/**
 * Every read and write the services make, in domain terms. Outside `transaction`, each call is
 * its own statement; inside, calls see and make one transaction's changes.
 */
export interface StoreOperations {
  getSetting(key: string): Promise<string | undefined>;
  setSetting(key: string, value: string): Promise<void>;
  /** Stores `value` under `key` unless a value is there already; returns the value in force. */
  ensureSetting(key: string, value: string): Promise<string>;
  /** Adds `delta` to the integer setting `key` (0 when missing) in one statement; returns the new value. */
  addToSetting(key: string, delta: number): Promise<number>;

  /**
   * Sends `payload` (at most `MAX_NOTIFY_BYTES`) to the listeners of `channel` on every instance of
   * the database, this one included; inside `transaction`, when it commits (and not if it rolls back).
   */
  notify(channel: string, payload: string): Promise<void>;

  findClient(clientId: string): Promise<ClientRecord | undefined>;

  findProfile(id: string): Promise<ProfileRecord | undefined>;
  findProfileByMemoId(memoId: string): Promise<ProfileRecord | undefined>;

  /** Every balance of a profile, by asset, decimal strings. */
  getBalances(profileId: string): Promise<Record<string, string>>;
  /**
   * The balance of `asset` (created at 0 when missing), locked until the transaction ends
   * (`SELECT … FOR UPDATE`), so a read-check-write in one transaction cannot race another.
   */
  lockBalance(profileId: string, asset: string): Promise<string>;
  setBalance(profileId: string, asset: string, amount: string): Promise<void>;

  /**
   * Records a transfer and debits its profile's balance by `change`, atomically, when that balance
   * covers it and the customer has not used the transfer's `ref_id`; otherwise changes nothing.
   * Concurrent debits are recorded in batches (one statement for many, each with the outcome it
   * would have had alone); concurrent debits of one balance are serialised by its row lock: none is
   * taken from a balance another has already spent, and a balance is never negative.
   */
  insertDebit(row: NewTransfer, change: BalanceChange): Promise<DebitOutcome>;
  /** Records a transfer and credits its profile's balance by `change`, atomically. Throws `RefIdTaken`. */
  insertCredit(row: NewTransfer, change: BalanceChange): Promise<void>;
  /** Adds `amount` to a balance (created at `amount` when missing), in one statement. */
  creditBalance(profileId: string, asset: string, amount: string): Promise<void>;
  findTransfer(id: string): Promise<Transfer | undefined>;
  findTransferByRefId(customerId: string, refId: string): Promise<Transfer | undefined>;
  /** The transfer, its row locked until the transaction ends (`FOR UPDATE`): call it inside `transaction`. */
  lockTransfer(id: string): Promise<Transfer | undefined>;
  /** Writes changed transfers, in one statement (their status and document; the id, profile and ref_id never change). */
  updateTransfers(transfers: readonly Transfer[]): Promise<void>;
  /** The PENDING transfers that settle at a time, soonest first. */
  listPendingTransfers(): Promise<PendingTransfer[]>;
  /**
   * Claims up to `limit` PENDING transfers whose settle time is at or before `untilMs`, soonest
   * first, locking their rows until the transaction ends: call it inside `transaction`. With `wait`
   * false (`FOR UPDATE SKIP LOCKED`) rows another transaction holds are passed over, so instances
   * sweeping at once share the work without waiting; with `wait` true the claim waits for them
   * (and leaves out those they settled).
   */
  claimDueTransfers(untilMs: number, limit: number, wait: boolean): Promise<DueTransfer[]>;
  /** What the profile's PENDING debits hold, by balance asset (`balance_asset`, else `asset`), decimal strings. */
  heldBalances(profileId: string): Promise<Record<string, string>>;

  /** Throws `RefIdTaken` when the customer already used the address's `ref_id`. */
  insertDepositAddress(row: NewDepositAddress): Promise<void>;
  findDepositAddress(id: string): Promise<DepositAddress | undefined>;
  findDepositAddressByRefId(customerId: string, refId: string): Promise<DepositAddress | undefined>;
  /** The deposit addresses with this address key, newest first. */
  findDepositAddressesByKey(addressKey: string): Promise<DepositAddress[]>;

  insertFault(fault: Fault): Promise<void>;
  /** The faults with uses left, in arming order. */
  listFaults(): Promise<Fault[]>;
  deleteFaults(): Promise<void>;
  /**
   * Takes one use of the first armed fault of `operation` (in arming order) and returns it with the
   * uses left after this one, or undefined when none is armed. One statement: concurrent takers,
   * on any connection to the database, never take the same use twice.
   */
  takeFault(operation: string): Promise<Fault | undefined>;
  /** The operations with at least one armed fault. */
  armedFaultOperations(): Promise<string[]>;

  /**
   * Back to the demo data: every transfer, deposit address and fault deleted, every balance the
   * demo profiles' (balances of other assets removed). Clients, profiles, accounts, markets,
   * executions and monitoring addresses are never changed by the API, so they stay.
   */
  resetToDemo(profiles: readonly DemoProfile[]): Promise<void>;

  /**
   * Inserts the demo data; rows already there (same key) are left as they are, but for the demo
   * clients' scopes, which follow the demo data (a scope added to it reaches existing stores).
   */
  insertDemoData(seed: DemoSeed): Promise<void>;
  listMonitoringAddresses(): Promise<MonitoringAddress[]>;
  listExecutions(): Promise<ExecutionRecord[]>;
  listAccounts(): Promise<Account[]>;
  listMarkets(): Promise<DemoMarket[]>;
}

/** The sandbox's data-access layer. */
export interface Store extends StoreOperations {
  /** Where the data lives, for messages: a directory (a temporary one for `':memory:'`). */
  readonly location: string;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: StoreOperations) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for every `notify` on `channel`, from any instance; returns the function that stops. */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /**
   * Competes for the role `key` among the instances of the database (an advisory lock): tells
   * `leadership` when this instance takes it and when it loses it. The embedded store always leads.
   */
  lead(key: string, leadership: Leadership): Promise<() => Promise<void>>;
  /**
   * The per-client rate limit for every instance of the database together: kept in this process's
   * memory when it is the only one using the database (the embedded store), else in the database.
   */
  rateLimiter(options: RateLimitOptions): RateLimiter;
  /** How many instances listen for notifications on the database, this one included (the embedded store: 1). */
  listeningInstances(): Promise<number>;
  close(): Promise<void>;
}
