import type { Account, MonitoringAddress } from '@dap/api-types';
import type { SqlClient } from '../store/sql.js';
import type { ExecutionRecord, ReadModelStore } from './store.js';

export class SqlReadModelStore implements ReadModelStore {
  constructor(private readonly sql: SqlClient) {}

  async listMonitoringAddresses(tenant: string): Promise<MonitoringAddress[]> {
    const rows = await this.sql.query<{ document: MonitoringAddress }>(
      'SELECT document FROM monitoring_addresses WHERE customer_id = $1 ORDER BY created_at, id',
      [tenant],
    );
    return rows.map((row) => row.document);
  }

  async listExecutions(tenant: string): Promise<ExecutionRecord[]> {
    const rows = await this.sql.query<{
      document: ExecutionRecord['execution'];
      profile_id: string;
      account_id: string | null;
    }>(
      `SELECT e.document, o.profile_id, o.account_id
         FROM executions AS e JOIN orders AS o ON o.id = e.order_id JOIN profiles AS p ON p.id = o.profile_id
        WHERE p.customer_id = $1
        ORDER BY e.executed_at, e.execution_id`,
      [tenant],
    );
    return rows.map((row) => ({
      execution: row.document,
      profileId: row.profile_id,
      accountId: row.account_id ?? undefined,
    }));
  }

  async listAccounts(tenant: string): Promise<Account[]> {
    const rows = await this.sql.query<{ document: Account }>(
      `SELECT document FROM accounts WHERE customer_id = $1 ORDER BY id`,
      [tenant],
    );
    return rows.map((row) => row.document);
  }
}
