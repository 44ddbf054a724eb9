import type { DepositAddress } from '@dap/api-types';
import { RefIdTaken } from '../store/errors.js';
import { isUniqueViolation, type SqlClient } from '../store/sql.js';
import { UUID } from '../common/validation.js';
import type { DepositAddressStore, NewDepositAddress } from './store.js';

export class SqlDepositAddressStore implements DepositAddressStore {
  constructor(private readonly sql: SqlClient) {}

  async insert({ depositAddress, customerId, addressKey, createdBy }: NewDepositAddress): Promise<void> {
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

  async find(tenant: string, id: string): Promise<DepositAddress | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.sql.query<{ document: DepositAddress }>(
      'SELECT document FROM deposit_addresses WHERE id = $1::uuid AND customer_id = $2',
      [id, tenant],
    );
    return row?.document;
  }

  async findByRefId(tenant: string, refId: string): Promise<DepositAddress | undefined> {
    const [row] = await this.sql.query<{ document: DepositAddress }>(
      'SELECT document FROM deposit_addresses WHERE customer_id = $1 AND ref_id = $2',
      [tenant, refId],
    );
    return row?.document;
  }

  async findByKey(tenant: string, addressKey: string): Promise<DepositAddress[]> {
    const rows = await this.sql.query<{ document: DepositAddress }>(
      'SELECT document FROM deposit_addresses WHERE address_key = $1 AND customer_id = $2 ORDER BY seq DESC',
      [addressKey, tenant],
    );
    return rows.map((row) => row.document);
  }
}
