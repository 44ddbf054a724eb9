import type { DemoMarket } from '../demo-data.js';
import type { CryptoNetwork } from '../networks.js';
import type { Account, DepositAddress, MonitoringAddress, Transfer } from '@dap/api-types';
import { inTransferOrder } from '../types.js';
import { isUniqueViolation, type SqlClient } from './sql.js';
import {
  RefIdTaken,
  type ClientRecord,
  type DemoSeed,
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
  ) {}

  transaction<T>(fn: (tx: StoreOperations) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => fn(new SqlStore(tx, this.location)));
  }

  async close(): Promise<void> {
    await this.sql.close();
    await this.onClose();
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

  // ---- clients, profiles, balances ----

  async findClient(clientId: string): Promise<ClientRecord | undefined> {
    const [row] = await this.sql.query<{ client_id: string; secret_salt: string; secret_hash: string; scopes: string[] }>(
      'SELECT client_id, secret_salt, secret_hash, scopes FROM clients WHERE client_id = $1',
      [clientId],
    );
    return row && { clientId: row.client_id, secretSalt: row.secret_salt, secretHash: row.secret_hash, scopes: [...row.scopes] };
  }

  async findProfile(id: string): Promise<ProfileRecord | undefined> {
    const [row] = await this.sql.query<ProfileRow>('SELECT id, customer_id, memo_id FROM profiles WHERE id = $1', [id]);
    return row && toProfile(row);
  }

  async findProfileByMemoId(memoId: string): Promise<ProfileRecord | undefined> {
    const [row] = await this.sql.query<ProfileRow>('SELECT id, customer_id, memo_id FROM profiles WHERE memo_id = $1', [memoId]);
    return row && toProfile(row);
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

  async insertTransfer({ transfer, customerId, settleAtMs, createdBy }: NewTransfer): Promise<void> {
    try {
      await this.sql.query(
        `INSERT INTO transfers (id, customer_id, profile_id, ref_id, type, status, created_at, settle_at, created_by, document)
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7::timestamptz, $8::timestamptz, $9, $10::text::json)`,
        [
          transfer.id,
          customerId,
          transfer.profile_id,
          transfer.ref_id ?? null,
          transfer.type,
          transfer.status,
          transfer.created_at,
          settleAtMs === undefined ? null : new Date(settleAtMs).toISOString(),
          createdBy ?? null,
          JSON.stringify(transfer),
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error) && transfer.ref_id !== undefined) throw new RefIdTaken(transfer.ref_id);
      throw error;
    }
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

  async completeTransfer(id: string, cryptoTxHash: string, updatedAt: string): Promise<Transfer | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: Transfer }>("SELECT document FROM transfers WHERE id = $1::uuid AND status = 'PENDING' FOR UPDATE", [id]);
    if (!row) return undefined;
    const completed = inTransferOrder({ ...row.document, status: 'COMPLETED', crypto_tx_hash: cryptoTxHash, updated_at: updatedAt });
    await this.sql.query("UPDATE transfers SET status = 'COMPLETED', document = $2::text::json WHERE id = $1::uuid", [id, JSON.stringify(completed)]);
    return completed;
  }

  async listPendingTransfers(): Promise<PendingTransfer[]> {
    const rows = await this.sql.query<{ id: string; crypto_network: string | null; settle_at_ms: string }>(
      `SELECT id::text AS id, document->>'crypto_network' AS crypto_network,
              floor(extract(epoch FROM settle_at) * 1000)::bigint::text AS settle_at_ms
         FROM transfers
        WHERE status = 'PENDING' AND settle_at IS NOT NULL
        ORDER BY settle_at, id`,
    );
    return rows.map((row) => ({
      id: row.id,
      cryptoNetwork: (row.crypto_network ?? undefined) as CryptoNetwork | undefined,
      settleAtMs: Number(row.settle_at_ms),
    }));
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

  // ---- demo data and read models ----

  async insertDemoData(seed: DemoSeed): Promise<void> {
    const json = (value: unknown) => JSON.stringify(value);
    await this.sql.query(
      `INSERT INTO clients (client_id, secret_salt, secret_hash, scopes)
       SELECT c->>'clientId', c->>'secretSalt', c->>'secretHash', ARRAY(SELECT json_array_elements_text(c->'scopes'))
         FROM json_array_elements($1::text::json) AS c
       ON CONFLICT (client_id) DO NOTHING`,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ProfileRow {
  id: string;
  customer_id: string;
  memo_id: string;
}

const toProfile = (row: ProfileRow): ProfileRecord => ({ id: row.id, customerId: row.customer_id, memoId: row.memo_id });
