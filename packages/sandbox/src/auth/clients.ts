import { createHash, randomBytes } from 'node:crypto';
import type { SqlClient } from '../store/sql.js';

/** A stored OAuth2 client: its secret only as a salted hash. */
export interface ClientRecord {
  clientId: string;
  /** Hex. */
  secretSalt: string;
  /** Hex SHA-256 of salt bytes followed by the secret's UTF-8 bytes. */
  secretHash: string;
  scopes: string[];
  /** The tenant's customer the client belongs to; null for the operator, who belongs to none. */
  customerId: string | null;
}

/** The OAuth2 clients (a tenant's are made with it and go with it; the operator's is written at start). */
export interface ClientStore {
  find(clientId: string): Promise<ClientRecord | undefined>;
  /** Writes the client, replacing its secret and scopes if it exists (the operator's, whose secret is a setting). */
  put(client: ClientRecord): Promise<void>;
}

/** A salted SHA-256 of a client secret, hex (how secrets are stored; secrets themselves never are). */
export function hashSecret(saltHex: string, secret: string): string {
  return createHash('sha256').update(Buffer.from(saltHex, 'hex')).update(secret, 'utf8').digest('hex');
}

/** A client record for `secret` with a fresh random salt. */
export function clientRecord(
  clientId: string,
  secret: string,
  scopes: readonly string[],
  customerId: string | null,
): ClientRecord {
  const secretSalt = randomBytes(16).toString('hex');
  return { clientId, secretSalt, secretHash: hashSecret(secretSalt, secret), scopes: [...scopes], customerId };
}

export class SqlClientStore implements ClientStore {
  constructor(private readonly sql: SqlClient) {}

  async find(clientId: string): Promise<ClientRecord | undefined> {
    const [row] = await this.sql.query<{
      client_id: string;
      secret_salt: string;
      secret_hash: string;
      scopes: string[];
      customer_id: string | null;
    }>('SELECT client_id, secret_salt, secret_hash, scopes, customer_id FROM clients WHERE client_id = $1', [clientId]);
    return (
      row && {
        clientId: row.client_id,
        secretSalt: row.secret_salt,
        secretHash: row.secret_hash,
        scopes: [...row.scopes],
        customerId: row.customer_id,
      }
    );
  }

  async put({ clientId, secretSalt, secretHash, scopes, customerId }: ClientRecord): Promise<void> {
    await this.sql.query(
      `INSERT INTO clients (client_id, secret_salt, secret_hash, scopes, customer_id)
       VALUES ($1, $2, $3, ARRAY(SELECT json_array_elements_text($4::text::json)), $5)
       ON CONFLICT (client_id) DO UPDATE SET secret_salt = EXCLUDED.secret_salt, secret_hash = EXCLUDED.secret_hash,
         scopes = EXCLUDED.scopes, customer_id = EXCLUDED.customer_id`,
      [clientId, secretSalt, secretHash, JSON.stringify(scopes), customerId],
    );
  }
}
