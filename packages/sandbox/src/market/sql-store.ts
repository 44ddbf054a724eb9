import type { DemoMarket } from '../demo/demo-data.js';
import type { SqlClient } from '../store/sql.js';
import type { MarketStore } from './store.js';

export class SqlMarketStore implements MarketStore {
  constructor(private readonly sql: SqlClient) {}

  async list(): Promise<DemoMarket[]> {
    const rows = await this.sql.query<{ document: DemoMarket }>('SELECT document FROM markets ORDER BY symbol');
    return rows.map((row) => row.document);
  }
}
