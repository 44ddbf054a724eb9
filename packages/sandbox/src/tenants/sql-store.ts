import { UUID } from '../common/validation.js';
import type { SqlClient } from '../store/sql.js';
import type { TenantData, TenantRecord, TenantStore } from './store.js';

export class SqlTenantStore implements TenantStore {
  constructor(private readonly sql: SqlClient) {}

  async insert(tenants: readonly TenantData[], { reload = false }: { reload?: boolean } = {}): Promise<void> {
    const all = <T>(pick: (data: TenantData) => readonly T[]) => JSON.stringify(tenants.flatMap(pick));
    // Loading the demo data again keeps what exists and refreshes what the demo data owns; a new
    // tenant's rows are all new, so a clash (of ids drawn at random) fails rather than touch another's.
    const onConflict = (clause: string) => (reload ? clause : '');
    await this.sql.query(
      `INSERT INTO tenants (id, name, customer_id, settle_after_ms, evolve_seed, demo, seed)
       SELECT (t->>'id')::uuid, t->>'name', t->>'customerId', (t->>'settleAfterMs')::bigint, t->>'evolveSeed',
              (t->>'demo')::boolean, t->'seed'
         FROM json_array_elements($1::text::json) AS t
       ${onConflict('ON CONFLICT (customer_id) DO UPDATE SET seed = EXCLUDED.seed')}`,
      [
        JSON.stringify(
          tenants.map(({ tenant, profiles }) => ({
            ...tenant,
            seed: profiles.map(({ id, balances }) => ({ id, balances })),
          })),
        ),
      ],
    );
    await this.sql.query(
      `INSERT INTO clients (client_id, secret_salt, secret_hash, scopes, customer_id)
       SELECT c->>'clientId', c->>'secretSalt', c->>'secretHash', ARRAY(SELECT json_array_elements_text(c->'scopes')),
              c->>'customerId'
         FROM json_array_elements($1::text::json) AS c
       ${onConflict('ON CONFLICT (client_id) DO UPDATE SET scopes = EXCLUDED.scopes, customer_id = EXCLUDED.customer_id')}`,
      [all((data) => data.clients)],
    );
    const profiles = all((data) => data.profiles);
    await this.sql.query(
      `INSERT INTO profiles (id, customer_id, memo_id)
       SELECT p->>'id', p->>'customer_id', p->>'memo_id' FROM json_array_elements($1::text::json) AS p
       ${onConflict('ON CONFLICT (id) DO NOTHING')}`,
      [profiles],
    );
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount)
       SELECT p->>'id', b.key, b.value::numeric
         FROM json_array_elements($1::text::json) AS p, json_each_text(p->'balances') AS b
       ${onConflict('ON CONFLICT (profile_id, asset) DO NOTHING')}`,
      [profiles],
    );
    await this.sql.query(
      `INSERT INTO accounts (id, customer_id, document)
       SELECT a->>'id', a->>'customer_id', (a::jsonb - 'customer_id')::json FROM json_array_elements($1::text::json) AS a
       ${onConflict('ON CONFLICT (id) DO UPDATE SET customer_id = EXCLUDED.customer_id, document = EXCLUDED.document')}`,
      [all((data) => data.accounts)],
    );
    await this.sql.query(
      `INSERT INTO orders (id, profile_id, account_id)
       SELECT (o->>'id')::uuid, o->>'profile_id', o->>'account_id' FROM json_array_elements($1::text::json) AS o
       ${onConflict('ON CONFLICT (id) DO NOTHING')}`,
      [all((data) => data.orders)],
    );
    await this.sql.query(
      `INSERT INTO executions (execution_id, order_id, executed_at, document)
       SELECT (e->>'execution_id')::numeric, (e->>'order_id')::uuid, (e->>'executed_at')::timestamptz, e
         FROM json_array_elements($1::text::json) AS e
       ${onConflict('ON CONFLICT (execution_id) DO NOTHING')}`,
      [all((data) => data.executions)],
    );
    // The document is the API's MonitoringAddress: without the owner, which is a column.
    await this.sql.query(
      `INSERT INTO monitoring_addresses (id, customer_id, crypto_network, address, created_at, document)
       SELECT m->>'id', m->>'customer_id', m->>'crypto_network', m->>'address', (m->>'created_at')::timestamptz,
              (m::jsonb - 'customer_id')::json
         FROM json_array_elements($1::text::json) AS m
       ${onConflict('ON CONFLICT (id) DO UPDATE SET customer_id = EXCLUDED.customer_id, document = EXCLUDED.document')}`,
      [all((data) => data.monitoringAddresses)],
    );
  }

  async list(): Promise<TenantRecord[]> {
    const rows = await this.sql.query<TenantRow>(
      `SELECT ${TENANT_COLUMNS} FROM tenants ORDER BY demo DESC, created_at, id`,
    );
    return rows.map(toTenant);
  }

  async find(customerId: string): Promise<TenantRecord | undefined> {
    const [row] = await this.sql.query<TenantRow>(`SELECT ${TENANT_COLUMNS} FROM tenants WHERE customer_id = $1`, [
      customerId,
    ]);
    return row && toTenant(row);
  }

  async findById(id: string): Promise<TenantRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<TenantRow>(`SELECT ${TENANT_COLUMNS} FROM tenants WHERE id = $1::uuid`, [id]);
    return row && toTenant(row);
  }

  async delete(customerId: string): Promise<boolean> {
    // Children first, each by its tenant's profiles or customer, then the profiles and the tenant.
    const profilesOf = `(SELECT id FROM profiles WHERE customer_id = $1)`;
    await this.#emptyTenant(customerId);
    await this.sql.query(
      `DELETE FROM executions WHERE order_id IN (SELECT id FROM orders WHERE profile_id IN ${profilesOf})`,
      [customerId],
    );
    await this.sql.query(`DELETE FROM orders WHERE profile_id IN ${profilesOf}`, [customerId]);
    await this.sql.query(`DELETE FROM accounts WHERE customer_id = $1`, [customerId]);
    await this.sql.query(`DELETE FROM balances WHERE profile_id IN ${profilesOf}`, [customerId]);
    await this.sql.query('DELETE FROM monitoring_addresses WHERE customer_id = $1', [customerId]);
    await this.sql.query('DELETE FROM clients WHERE customer_id = $1', [customerId]);
    await this.sql.query('DELETE FROM profiles WHERE customer_id = $1', [customerId]);
    const deleted = await this.sql.query('DELETE FROM tenants WHERE customer_id = $1 RETURNING id', [customerId]);
    return deleted.length > 0;
  }

  async reset(customerId: string): Promise<void> {
    await this.#emptyTenant(customerId);
    await this.sql.query(`DELETE FROM balances WHERE profile_id IN (SELECT id FROM profiles WHERE customer_id = $1)`, [
      customerId,
    ]);
    await this.sql.query(
      `INSERT INTO balances (profile_id, asset, amount)
       SELECT p->>'id', b.key, b.value::numeric
         FROM tenants AS t, json_array_elements(t.seed) AS p, json_each_text(p->'balances') AS b
        WHERE t.customer_id = $1`,
      [customerId],
    );
    await this.sql.query('UPDATE tenants SET clock_offset_ms = 0 WHERE customer_id = $1', [customerId]);
  }

  /** What a tenant did since it started: its transfers, deposit addresses and faults. */
  async #emptyTenant(customerId: string): Promise<void> {
    await this.sql.query('DELETE FROM transfers WHERE customer_id = $1', [customerId]);
    await this.sql.query('DELETE FROM deposit_addresses WHERE customer_id = $1', [customerId]);
    await this.sql.query('DELETE FROM faults WHERE customer_id = $1', [customerId]);
  }
}

interface TenantRow {
  id: string;
  name: string;
  customer_id: string;
  settle_after_ms: string | null;
  evolve_seed: string | null;
  demo: boolean;
}

const TENANT_COLUMNS = 'id::text AS id, name, customer_id, settle_after_ms::text AS settle_after_ms, evolve_seed, demo';

const toTenant = (row: TenantRow): TenantRecord => ({
  id: row.id,
  name: row.name,
  customerId: row.customer_id,
  settleAfterMs: row.settle_after_ms === null ? null : Number(row.settle_after_ms),
  evolveSeed: row.evolve_seed,
  demo: row.demo,
});
