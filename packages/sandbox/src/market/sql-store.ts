import type { DemoMarket } from '../demo/demo-data.js';
import type { SqlClient } from '../store/sql.js';
import type { MarketStore } from './store.js';

export class SqlMarketStore implements MarketStore {
  constructor(private readonly sql: SqlClient) {}

  async list(): Promise<DemoMarket[]> {
    const rows = await this.sql.query<{ document: DemoMarket }>('SELECT document FROM markets ORDER BY symbol');
    return rows.map((row) => row.document);
  }

  async insert(markets: readonly DemoMarket[]): Promise<void> {
    await this.sql.query(
      `INSERT INTO markets (symbol, document) SELECT m->>'symbol', m FROM json_array_elements($1::text::json) AS m
       ON CONFLICT (symbol) DO NOTHING`,
      [JSON.stringify(markets)],
    );
  }
}
