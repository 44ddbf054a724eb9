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
}

/** The OAuth2 clients (the demo data adds them; the API never changes them). */
export interface ClientStore {
  find(clientId: string): Promise<ClientRecord | undefined>;
}

/** A salted SHA-256 of a client secret, hex (how secrets are stored; secrets themselves never are). */
export function hashSecret(saltHex: string, secret: string): string {
  return createHash('sha256').update(Buffer.from(saltHex, 'hex')).update(secret, 'utf8').digest('hex');
}

/** A client record for `secret` with a fresh random salt. */
export function clientRecord(clientId: string, secret: string, scopes: readonly string[]): ClientRecord {
  const secretSalt = randomBytes(16).toString('hex');
  return { clientId, secretSalt, secretHash: hashSecret(secretSalt, secret), scopes: [...scopes] };
}

export class SqlClientStore implements ClientStore {
  constructor(private readonly sql: SqlClient) {}

  async find(clientId: string): Promise<ClientRecord | undefined> {
    const [row] = await this.sql.query<{
      client_id: string;
      secret_salt: string;
      secret_hash: string;
      scopes: string[];
    }>('SELECT client_id, secret_salt, secret_hash, scopes FROM clients WHERE client_id = $1', [clientId]);
    return (
      row && {
        clientId: row.client_id,
        secretSalt: row.secret_salt,
        secretHash: row.secret_hash,
        scopes: [...row.scopes],
      }
    );
  }
}
