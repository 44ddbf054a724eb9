import { NotFound } from '../common/errors.js';
import type { Account } from '@dap/api-types';

/** Identity accounts by id, served from memory (loaded once at start; the demo accounts do not change). */
export class AccountService {
  private readonly byId = new Map<string, Account>();

  constructor(accounts: readonly Account[]) {
    for (const account of accounts)
      if (account.id !== undefined) this.byId.set(account.id.toLowerCase(), Object.freeze(structuredClone(account)));
  }

  /** The account (UUIDs match in any letter case). Throws `NotFound`. */
  get(id: string): Account {
    const account = this.byId.get(id.toLowerCase());
    if (!account) throw new NotFound('account', id);
    return account;
  }
}
