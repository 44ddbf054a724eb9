import type { Fault, FaultStatus } from '../control/types.js';
import type { DemoMarket, DemoProfile } from '../demo-data.js';
import type { Account, DepositAddress, MonitoringAddress, Transfer } from '@dap/api-types';
import { inTransferOrder } from '../types.js';
import { SqlTokenBuckets } from '../rate-limit/sql-token-buckets.js';
import { TokenBuckets, type RateLimiter, type RateLimitOptions } from '../rate-limit/token-buckets.js';
import DataLoader from 'dataloader';
import { batches } from './batches.js';
import { isUniqueViolation, MAX_NOTIFY_BYTES, type Leadership, type SqlClient } from './sql.js';
import {
  RefIdTaken,
  type BalanceChange,
  type ClientRecord,
  type DebitOutcome,
  type DemoSeed,
  type DueTransfer,
  type ExecutionRecord,
  type NewDepositAddress,
  type NewTransfer,
  type PendingTransfer,
  type ProfileRecord,
  type Store,
  type StoreOperations,
} from './store.js';

/**
 * The Store on any Postgres: every statement of the sandbox, written for Postgres 15+ and run through
 * a `SqlClient`. JSON goes in as text cast to json (`$1::text::json`) and numbers as text, so
 * drivers need not agree on how they serialise parameters; numerics come back as text.
 */
export class SqlStore implements Store {
  constructor(
    private readonly sql: SqlClient,
    readonly location: string,
    private readonly onClose: () => Promise<void> = async () => {},
    private readonly profiles: ProfileCache = new ProfileCache(),
    /** Debits outside a transaction go in batches; a transaction's store has none (null) and runs each in it. */
    private readonly debits: DataLoader<Debit, DebitOutcome | typeof AGAIN> | null = batches((items) => this.#insertDebits(items), {
      // One batch in the database at a time: the next one gathers meanwhile. Batches of one
      // instance would wait for each other anyway whenever they debit a balance in common.
      slots: 1,
      maxBatchSize: DEBIT_BATCH_MAX,
    }),
  ) {}

  transaction<T>(fn: (tx: StoreOperations) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => fn(new SqlStore(tx, this.location, undefined, this.profiles, null)));
  }

  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>> {
    return this.sql.listen(channel, onPayload, onResume);
  }

  lead(key: string, leadership: Leadership): Promise<() => Promise<void>> {
    return this.sql.lead(key, leadership);
  }

  rateLimiter(options: RateLimitOptions): RateLimiter {
    // In memory, a take is a map lookup; in the database, a round trip (that would halve the
    // embedded store's GET throughput for nothing: no other process shares its buckets).
    return this.sql.exclusive ? new TokenBuckets(options) : new SqlTokenBuckets(this.sql, options);
  }

  listeningInstances(): Promise<number> {
    return this.sql.listeners();
  }

  async close(): Promise<void> {
    await this.sql.close();
    await this.onClose();
  }

  // ---- notifications ----

  async notify(channel: string, payload: string): Promise<void> {
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_NOTIFY_BYTES) throw new RangeError(`A notification on ${channel} of ${bytes} bytes is over Postgres's limit of ${MAX_NOTIFY_BYTES}`);
    await this.sql.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  // ---- settings ----

  async getSetting(key: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
    return row?.value;
  }

  async setSetting(key: string, value: string): Promise<void> {
    await this.sql.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
  }

  async ensureSetting(key: string, value: string): Promise<string> {
    await this.sql.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
    const stored = await this.getSetting(key);
    if (stored === undefined) throw new Error(`Setting ${key} vanished`);
    return stored;
  }

  async addToSetting(key: string, delta: number): Promise<number> {
    const [row] = await this.sql.query<{ value: string }>(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + EXCLUDED.value::bigint)::text
       RETURNING value`,
      [key, String(delta)],
    );
    if (!row) throw new Error(`Setting ${key} vanished`);
    return Number(row.value);
  }

  // ---- clients, profiles, balances ----

  async findClient(clientId: string): Promise<ClientRecord | undefined> {
    const [row] = await this.sql.query<{ client_id: string; secret_salt: string; secret_hash: string; scopes: string[] }>(
      'SELECT client_id, secret_salt, secret_hash, scopes FROM clients WHERE client_id = $1',
      [clientId],
    );
    return row && { clientId: row.client_id, secretSalt: row.secret_salt, secretHash: row.secret_hash, scopes: [...row.scopes] };
  }

  async findProfile(id: string): Promise<ProfileRecord | undefined> {
    const cached = this.profiles.byId.get(id);
    if (cached) return cached;
    const [row] = await this.sql.query<ProfileRow>('SELECT id, customer_id, memo_id FROM profiles WHERE id = $1', [id]);
    return row && this.profiles.keep(toProfile(row));
  }

  async findProfileByMemoId(memoId: string): Promise<ProfileRecord | undefined> {
    const cached = this.profiles.byMemoId.get(memoId);
    if (cached) return cached;
    const [row] = await this.sql.query<ProfileRow>('SELECT id, customer_id, memo_id FROM profiles WHERE memo_id = $1', [memoId]);
    return row && this.profiles.keep(toProfile(row));
  }

  async getBalances(profileId: string): Promise<Record<string, string>> {
    const rows = await this.sql.query<{ asset: string; amount: string }>(
      'SELECT asset, amount::text AS amount FROM balances WHERE profile_id = $1 ORDER BY asset',
      [profileId],
    );
    return Object.fromEntries(rows.map((row) => [row.asset, row.amount]));
  }

  async lockBalance(profileId: string, asset: string): Promise<string> {
    await this.sql.query('INSERT INTO balances (profile_id, asset, amount) VALUES ($1, $2, 0) ON CONFLICT (profile_id, asset) DO NOTHING', [profileId, asset]);
    const [row] = await this.sql.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM balances WHERE profile_id = $1 AND asset = $2 FOR UPDATE',
      [profileId, asset],
    );
    if (!row) throw new Error(`No balance row for ${profileId}/${asset}`);
    return row.amount;
  }

  async setBalance(profileId: string, asset: string, amount: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount) VALUES ($1, $2, $3::text::numeric)
       ON CONFLICT (profile_id, asset) DO UPDATE SET amount = EXCLUDED.amount`,
      [profileId, asset, amount],
    );
  }

  // ---- transfers ----

  async insertDebit(row: NewTransfer, change: BalanceChange): Promise<DebitOutcome> {
    // Inside a transaction, the debit runs in it, alone.
    if (!this.debits) return (await this.#insertDebits([{ row, change }]))[0] as DebitOutcome;
    // Outside, it joins the next batch; a ref_id that an earlier debit of its batch used goes again
    // in a later batch, once that debit is recorded or refused.
    for (;;) {
      const outcome = await this.debits.load({ row, change });
      if (outcome !== AGAIN) return outcome;
    }
  }

  /**
   * Records transfers and debits their balances, one statement for all (`insert_debits`, in
   * migration 0005). Each debit applies only when its balance, as last committed, covers it (a
   * concurrent debit is waited for, then the balance checked again; the balance then reported is
   * the one read after it); a ref_id the customer used already records and debits nothing. The
   * CHECK (amount >= 0) on balances stays the last guard.
   */
  async #insertDebits(debits: readonly Debit[]): Promise<Array<DebitOutcome | typeof AGAIN>> {
    // A ref_id used twice in one batch: only the first use is sent; the others are refused when it
    // is recorded or refused for its ref_id (the ref_id is then taken), and go again in a later
    // batch when it is refused for too little money (the ref_id is then free).
    const outcomes: Array<DebitOutcome | typeof AGAIN> = new Array(debits.length);
    /** The index in `debits` of each item sent; its position is the item's `ord`. */
    const sent: number[] = [];
    /** The index of the first use of each ref_id (with its customer), and of each later use the first's. */
    const firstUse = new Map<string, number>();
    const repeats: Array<[index: number, first: number]> = [];
    const items = [];
    for (const [index, { row, change }] of debits.entries()) {
      const refId = row.transfer.ref_id === undefined ? undefined : `${row.customerId}\n${row.transfer.ref_id}`;
      const first = refId === undefined ? undefined : firstUse.get(refId);
      if (first !== undefined) {
        repeats.push([index, first]);
        continue;
      }
      if (refId !== undefined) firstUse.set(refId, index);
      items.push({ ord: sent.push(index) - 1, ...transferRow(row), asset: change.asset, amount: change.amount });
    }
    const rows = await this.sql.query<{ ord: number; outcome: DebitOutcome['outcome']; available: string | null }>(
      'SELECT ord, outcome, available FROM insert_debits($1::text::json)',
      [JSON.stringify(items)],
    );
    for (const { ord, outcome, available } of rows) {
      outcomes[sent[ord] as number] = outcome === 'insufficient-funds' ? { outcome, available: available ?? '0' } : { outcome };
    }
    for (const [index, first] of repeats) {
      outcomes[index] = (outcomes[first] as DebitOutcome).outcome === 'insufficient-funds' ? AGAIN : { outcome: 'ref-id-taken' };
    }
    return outcomes;
  }

  async insertCredit(row: NewTransfer, { asset, amount }: BalanceChange): Promise<void> {
    // One statement: the transfer, then the credit of the balance it records (created at `amount`
    // when the profile never held the asset).
    try {
      await this.sql.query(
        `WITH created AS (
           INSERT INTO transfers (${TRANSFER_COLUMNS})
           SELECT ${TRANSFER_COLUMNS} FROM json_to_record($1::text::json) AS r (${TRANSFER_RECORD})
           RETURNING profile_id
         )
         INSERT INTO balances (profile_id, asset, amount) SELECT profile_id, $2, $3::text::numeric FROM created
         ${ADDED_TO_BALANCE}`,
        [JSON.stringify(transferRow(row)), asset, amount],
      );
    } catch (error) {
      if (isUniqueViolation(error) && row.transfer.ref_id !== undefined) throw new RefIdTaken(row.transfer.ref_id);
      throw error;
    }
  }

  async creditBalance(profileId: string, asset: string, amount: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount) VALUES ($1, $2, $3::text::numeric) ${ADDED_TO_BALANCE}`,
      [profileId, asset, amount],
    );
  }

  async findTransfer(id: string): Promise<Transfer | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: Transfer }>('SELECT document FROM transfers WHERE id = $1::uuid', [id]);
    return row?.document;
  }

  async findTransferByRefId(customerId: string, refId: string): Promise<Transfer | undefined> {
    const [row] = await this.sql.query<{ document: Transfer }>('SELECT document FROM transfers WHERE customer_id = $1 AND ref_id = $2', [customerId, refId]);
    return row?.document;
  }

  async lockTransfer(id: string): Promise<Transfer | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: Transfer }>('SELECT document FROM transfers WHERE id = $1::uuid FOR UPDATE', [id]);
    return row?.document;
  }

  async updateTransfers(transfers: readonly Transfer[]): Promise<void> {
    if (transfers.length === 0) return;
    // One statement for a whole batch of settlements: the rows as one JSON parameter.
    await this.sql.query(
      `UPDATE transfers AS t SET status = u.status, document = u.document
         FROM json_to_recordset($1::text::json) AS u(id uuid, status text, document json)
        WHERE t.id = u.id`,
      [JSON.stringify(transfers.map((transfer) => ({ id: transfer.id, status: transfer.status, document: inTransferOrder(transfer) })))],
    );
  }

  async listPendingTransfers(): Promise<PendingTransfer[]> {
    const rows = await this.sql.query<{ id: string; settle_at_ms: string }>(
      `SELECT id::text AS id,
              floor(extract(epoch FROM settle_at) * 1000)::bigint::text AS settle_at_ms
         FROM transfers
        WHERE status = 'PENDING' AND settle_at IS NOT NULL
        ORDER BY settle_at, id`,
    );
    return rows.map((row) => ({
      id: row.id,
      settleAtMs: Number(row.settle_at_ms),
    }));
  }

  async claimDueTransfers(untilMs: number, limit: number, wait: boolean): Promise<DueTransfer[]> {
    const rows = await this.sql.query<{ document: Transfer; settle_at_ms: string }>(
      `SELECT document, floor(extract(epoch FROM settle_at) * 1000)::bigint::text AS settle_at_ms
         FROM transfers
        WHERE status = 'PENDING' AND settle_at <= $1::timestamptz
        ORDER BY settle_at, id
        LIMIT $2::integer
          FOR UPDATE${wait ? '' : ' SKIP LOCKED'}`,
      [new Date(untilMs).toISOString(), String(limit)],
    );
    return rows.map((row) => ({ transfer: row.document, settleAtMs: Number(row.settle_at_ms) }));
  }

  async heldBalances(profileId: string): Promise<Record<string, string>> {
    // Summed as numeric: exact, with the scale of the most precise total.
    const rows = await this.sql.query<{ asset: string; held: string }>(
      `SELECT coalesce(document->>'balance_asset', document->>'asset') AS asset, sum((document->>'total')::numeric)::text AS held
         FROM transfers
        WHERE profile_id = $1 AND status = 'PENDING' AND document->>'direction' = 'DEBIT'
        GROUP BY 1 ORDER BY 1`,
      [profileId],
    );
    return Object.fromEntries(rows.map((row) => [row.asset, row.held]));
  }

  // ---- deposit addresses ----

  async insertDepositAddress({ depositAddress, customerId, addressKey, createdBy }: NewDepositAddress): Promise<void> {
    try {
      await this.sql.query(
        `INSERT INTO deposit_addresses (id, customer_id, profile_id, crypto_network, address_key, ref_id, created_at, created_by, document)
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9::text::json)`,
        [
          depositAddress.id,
          customerId,
          depositAddress.profile_id,
          depositAddress.crypto_network,
          addressKey,
          depositAddress.ref_id ?? null,
          depositAddress.created_at,
          createdBy ?? null,
          JSON.stringify(depositAddress),
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error) && depositAddress.ref_id !== undefined) throw new RefIdTaken(depositAddress.ref_id);
      throw error;
    }
  }

  async findDepositAddress(id: string): Promise<DepositAddress | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: DepositAddress }>('SELECT document FROM deposit_addresses WHERE id = $1::uuid', [id]);
    return row?.document;
  }

  async findDepositAddressByRefId(customerId: string, refId: string): Promise<DepositAddress | undefined> {
    const [row] = await this.sql.query<{ document: DepositAddress }>(
      'SELECT document FROM deposit_addresses WHERE customer_id = $1 AND ref_id = $2',
      [customerId, refId],
    );
    return row?.document;
  }

  async findDepositAddressesByKey(addressKey: string): Promise<DepositAddress[]> {
    const rows = await this.sql.query<{ document: DepositAddress }>(
      'SELECT document FROM deposit_addresses WHERE address_key = $1 ORDER BY seq DESC',
      [addressKey],
    );
    return rows.map((row) => row.document);
  }

  // ---- faults ----

  async insertFault(fault: Fault): Promise<void> {
    await this.sql.query(
      `INSERT INTO faults (id, operation, status, retry_after, delay_ms, after_processing, times, remaining, created_at)
       VALUES ($1::uuid, $2, $3::integer, $4::integer, $5::integer, $6::boolean, $7::integer, $8::integer, $9::timestamptz)`,
      [fault.id, fault.operation, fault.status ?? null, fault.retry_after ?? null, fault.delay_ms ?? null, String(fault.after_processing), fault.times, fault.remaining, fault.created_at],
    );
  }

  async listFaults(): Promise<Fault[]> {
    const rows = await this.sql.query<FaultRow>(`SELECT ${FAULT_COLUMNS} FROM faults WHERE remaining > 0 ORDER BY seq`);
    return rows.map(toFault);
  }

  async deleteFaults(): Promise<void> {
    await this.sql.query('DELETE FROM faults');
  }

  async takeFault(operation: string): Promise<Fault | undefined> {
    // The row lock orders concurrent takers; one that waited re-checks `remaining > 0` on the row
    // as committed and, finding it spent, moves on to the next armed fault (READ COMMITTED).
    const [row] = await this.sql.query<FaultRow>(
      `UPDATE faults SET remaining = remaining - 1
        WHERE id = (SELECT id FROM faults WHERE operation = $1 AND remaining > 0 ORDER BY seq LIMIT 1 FOR UPDATE)
          AND remaining > 0
       RETURNING ${FAULT_COLUMNS}`,
      [operation],
    );
    return row && toFault(row);
  }

  async armedFaultOperations(): Promise<string[]> {
    const rows = await this.sql.query<{ operation: string }>('SELECT DISTINCT operation FROM faults WHERE remaining > 0 ORDER BY operation');
    return rows.map((row) => row.operation);
  }

  // ---- reset ----

  async resetToDemo(profiles: readonly DemoProfile[]): Promise<void> {
    await this.sql.query('DELETE FROM transfers');
    await this.sql.query('DELETE FROM deposit_addresses');
    await this.sql.query('DELETE FROM faults');
    await this.sql.query('DELETE FROM balances');
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount)
       SELECT p->>'id', b.key, b.value::numeric
         FROM json_array_elements($1::text::json) AS p, json_each_text(p->'balances') AS b`,
      [JSON.stringify(profiles)],
    );
  }

  // ---- demo data and read models ----

  async insertDemoData(seed: DemoSeed): Promise<void> {
    const json = (value: unknown) => JSON.stringify(value);
    await this.sql.query(
      `INSERT INTO clients (client_id, secret_salt, secret_hash, scopes)
       SELECT c->>'clientId', c->>'secretSalt', c->>'secretHash', ARRAY(SELECT json_array_elements_text(c->'scopes'))
         FROM json_array_elements($1::text::json) AS c
       ON CONFLICT (client_id) DO UPDATE SET scopes = EXCLUDED.scopes`,
      [json(seed.clients)],
    );
    await this.sql.query(
      `INSERT INTO profiles (id, customer_id, memo_id)
       SELECT p->>'id', p->>'customer_id', p->>'memo_id' FROM json_array_elements($1::text::json) AS p
       ON CONFLICT (id) DO NOTHING`,
      [json(seed.profiles)],
    );
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount)
       SELECT p->>'id', b.key, b.value::numeric
         FROM json_array_elements($1::text::json) AS p, json_each_text(p->'balances') AS b
       ON CONFLICT (profile_id, asset) DO NOTHING`,
      [json(seed.profiles)],
    );
    await this.sql.query(
      `INSERT INTO accounts (id, document) SELECT a->>'id', a FROM json_array_elements($1::text::json) AS a
       ON CONFLICT (id) DO NOTHING`,
      [json(seed.accounts)],
    );
    await this.sql.query(
      `INSERT INTO markets (symbol, document) SELECT m->>'symbol', m FROM json_array_elements($1::text::json) AS m
       ON CONFLICT (symbol) DO NOTHING`,
      [json(seed.markets)],
    );
    await this.sql.query(
      `INSERT INTO orders (id, profile_id, account_id)
       SELECT (o->>'id')::uuid, o->>'profile_id', o->>'account_id' FROM json_array_elements($1::text::json) AS o
       ON CONFLICT (id) DO NOTHING`,
      [json(seed.orders)],
    );
    await this.sql.query(
      `INSERT INTO executions (execution_id, order_id, executed_at, document)
       SELECT (e->>'execution_id')::numeric, (e->>'order_id')::uuid, (e->>'executed_at')::timestamptz, e
         FROM json_array_elements($1::text::json) AS e
       ON CONFLICT (execution_id) DO NOTHING`,
      [json(seed.executions)],
    );
    await this.sql.query(
      `INSERT INTO monitoring_addresses (id, crypto_network, address, created_at, document)
       SELECT m->>'id', m->>'crypto_network', m->>'address', (m->>'created_at')::timestamptz, m
         FROM json_array_elements($1::text::json) AS m
       ON CONFLICT (id) DO NOTHING`,
      [json(seed.monitoringAddresses)],
    );
  }

  async listMonitoringAddresses(): Promise<MonitoringAddress[]> {
    const rows = await this.sql.query<{ document: MonitoringAddress }>('SELECT document FROM monitoring_addresses ORDER BY created_at, id');
    return rows.map((row) => row.document);
  }

  async listExecutions(): Promise<ExecutionRecord[]> {
    const rows = await this.sql.query<{ document: ExecutionRecord['execution']; profile_id: string; account_id: string | null }>(
      `SELECT e.document, o.profile_id, o.account_id
         FROM executions AS e JOIN orders AS o ON o.id = e.order_id
        ORDER BY e.executed_at, e.execution_id`,
    );
    return rows.map((row) => ({ execution: row.document, profileId: row.profile_id, accountId: row.account_id ?? undefined }));
  }

  async listAccounts(): Promise<Account[]> {
    const rows = await this.sql.query<{ document: Account }>('SELECT document FROM accounts ORDER BY id');
    return rows.map((row) => row.document);
  }

  async listMarkets(): Promise<DemoMarket[]> {
    const rows = await this.sql.query<{ document: DemoMarket }>('SELECT document FROM markets ORDER BY symbol');
    return rows.map((row) => row.document);
  }
}

/**
 * Profiles as found: nothing changes or deletes a profile while the sandbox runs (demo data only
 * adds them, a reset keeps them), so a profile read once is read from memory after. Profiles not
 * found are not remembered: another instance may add them.
 */
class ProfileCache {
  readonly byId = new Map<string, ProfileRecord>();
  readonly byMemoId = new Map<string, ProfileRecord>();

  keep(profile: ProfileRecord): ProfileRecord {
    this.byId.set(profile.id, profile);
    this.byMemoId.set(profile.memoId, profile);
    return profile;
  }
}

/** What makes an insert into balances a credit: the amount is added to the balance, created at the amount when missing. */
const ADDED_TO_BALANCE = 'ON CONFLICT (profile_id, asset) DO UPDATE SET amount = balances.amount + EXCLUDED.amount';

/** A debit waiting for its batch. */
interface Debit {
  row: NewTransfer;
  change: BalanceChange;
}

/** A debit's outcome when it must go again in a later batch. */
const AGAIN = Symbol('again');

/** Debits per statement at most (a JSON parameter of some 600 bytes each). */
const DEBIT_BATCH_MAX = 100;

/**
 * A transfer's row as JSON goes in (`json_to_record`, and `insert_debits` of migration 0005): its
 * columns and their types, and `transferRow`, which fills them.
 */
const TRANSFER_RECORD =
  'id uuid, customer_id text, profile_id text, ref_id text, type text, status text, created_at timestamptz, settle_at timestamptz, created_by text, document json';
const TRANSFER_COLUMNS = TRANSFER_RECORD.split(', ')
  .map((column) => column.split(' ')[0])
  .join(', ');

function transferRow({ transfer, customerId, settleAtMs, createdBy }: NewTransfer) {
  return {
    id: transfer.id,
    customer_id: customerId,
    profile_id: transfer.profile_id,
    ref_id: transfer.ref_id ?? null,
    type: transfer.type,
    status: transfer.status,
    created_at: transfer.created_at,
    settle_at: settleAtMs === undefined ? null : new Date(settleAtMs).toISOString(),
    created_by: createdBy ?? null,
    document: transfer,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ProfileRow {
  id: string;
  customer_id: string;
  memo_id: string;
}

interface FaultRow {
  id: string;
  operation: string;
  status: number | null;
  retry_after: number | null;
  delay_ms: number | null;
  after_processing: boolean;
  times: number;
  remaining: number;
  created_at: string;
}

const FAULT_COLUMNS = `id::text AS id, operation, status, retry_after, delay_ms, after_processing, times, remaining,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

function toFault(row: FaultRow): Fault {
  const fault: Fault = {
    id: row.id,
    operation: row.operation as Fault['operation'],
    after_processing: row.after_processing,
    times: row.times,
    remaining: row.remaining,
    created_at: row.created_at,
  };
  if (row.status !== null) fault.status = row.status as FaultStatus;
  if (row.retry_after !== null) fault.retry_after = row.retry_after;
  if (row.delay_ms !== null) fault.delay_ms = row.delay_ms;
  return fault;
}

const toProfile = (row: ProfileRow): ProfileRecord => ({ id: row.id, customerId: row.customer_id, memoId: row.memo_id });
