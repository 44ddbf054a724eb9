import type { SqlClient } from '../store/sql.js';
import type { DemoProfile } from './demo-data.js';
import type { DemoSeed, DemoStore } from './store.js';

/** The demo data's rows in every table (the one store that writes them all: loading and resetting cross every feature). */
export class SqlDemoStore implements DemoStore {
  constructor(private readonly sql: SqlClient) {}

  async reset(profiles: readonly DemoProfile[]): Promise<void> {
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

  async insert(seed: DemoSeed): Promise<void> {
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
      // The API's document: a monitoring address answers without the tenant it belongs to.
      [json(seed.monitoringAddresses.map(({ customer_id: _customer, ...document }) => document))],
    );
  }
}
