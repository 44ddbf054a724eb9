import { NotFound } from '../common/errors.js';
import type { Account } from '@dap/api-types';

/** A tenant's identity accounts by id, served from memory (loaded once; they do not change). */
export class AccountService {
  private readonly byId = new Map<string, Account>();

  constructor(accounts: readonly Account[]) {
    for (const account of accounts)
      if (account.id !== undefined) this.byId.set(account.id.toLowerCase(), Object.freeze(structuredClone(account)));
  }

  /** The account (UUIDs match in any letter case). Throws `NotFound` (another tenant's too: it is not here). */
  get(id: string): Account {
    const account = this.byId.get(id.toLowerCase());
    if (!account) throw new NotFound('account', id);
    return account;
  }
}
