/**
 * Tokens the caller hands the client (`accessToken`), for a team whose tokens come from its own vault
 * or gateway: a fixed token, or a function called whenever a call needs one (it may return one it
 * cached), and again after the API refused one with 401. The client requests none itself, so it
 * knows no expiry. The last few tokens handed out are remembered, for the logger to scrub them.
 */
import { DapError } from './errors.js';

/** A token, or a function giving one: called when a call needs a token, and again after a 401. */
export type AccessTokenOption = string | (() => Promise<string>);

/** The same methods as the token manager's, on the caller's token. */
export interface ProvidedTokens {
  cachedToken(scope: string): string | undefined;
  getToken(scope: string, signal?: AbortSignal): Promise<string>;
  invalidate(scope: string, accessToken: string): void;
  expiresAt(scope: string, accessToken: string): number | undefined;
  heldTokens(): string[];
}

export function providedTokens(accessToken: AccessTokenOption): ProvidedTokens {
  const fixed = typeof accessToken === 'string' ? accessToken : undefined;
  let given = fixed === undefined ? [] : [fixed];
  return {
    cachedToken: () => fixed,
    getToken: async () => {
      if (fixed !== undefined) return fixed;
      let token: unknown;
      try {
        token = await (accessToken as () => Promise<string>)();
      } catch (error) {
        throw new DapError('DapClient: the `accessToken` function failed', { cause: error });
      }
      if (typeof token !== 'string' || token === '') throw new DapError('DapClient: `accessToken` gave no token');
      given = [token, ...given.filter((held) => held !== token).slice(0, 3)];
      return token;
    },
    // Nothing is cached: the next call asks the function again.
    invalidate: () => {},
    expiresAt: () => undefined,
    heldTokens: () => given,
  };
}
