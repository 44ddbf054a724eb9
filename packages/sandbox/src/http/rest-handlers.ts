import { rawJson, type Handlers } from '@dap/server';
import type { SecretFailures } from '../rate-limit/secret-failures.js';
import { tokenFaultAdmission } from '../faults/hooks.js';
import type { Sandbox } from '../sandbox.js';
import { tenantOf } from '../common/tenant.js';
import { mapDomainErrors, oauthErrorOf, problemOfDomainError } from './problems.js';

export interface RestHandlerOptions {
  /**
   * Answer the list operations with the services' `listJson` bytes (items serialised once at load,
   * pages kept by query) instead of the page object that fast-json-stringify would serialise per
   * request. Default true; off, the server's own serialisation is used (tests compare the two).
   */
  preSerialisedLists?: boolean;
  /**
   * The failed client secrets the token endpoint keeps to (`secretFailuresFor`, with the rate
   * limit); without, wrong secrets are not counted.
   */
  secretFailures?: SecretFailures;
}

/**
 * One handler per operation of the spec, each a thin call into the sandbox's services: the server
 * has validated the request against the spec; the services check the rest (balances, addresses,
 * cursors) and throw domain errors, mapped here to the problem catalogue (`problems.ts`).
 */
export function createRestHandlers(sandbox: Sandbox, options: RestHandlerOptions = {}): Handlers {
  const preSerialised = options.preSerialisedLists ?? true;
  const admitToken = tokenFaultAdmission(sandbox.control.faults, (token) => sandbox.tokens.verifyToken(token));
  return {
    createCryptoWithdrawal: ({ body, auth }) =>
      mapDomainErrors(() => sandbox.transfers.createCryptoWithdrawal(auth, body)),

    createDepositAddress: ({ body, auth }) => mapDomainErrors(() => sandbox.depositAddresses.create(auth, body)),

    createSandboxFiatDeposit: ({ body, auth }) =>
      mapDomainErrors(async () => {
        await sandbox.fiatDeposits.create(auth, body);
        return {};
      }),

    listMonitoringAddresses: ({ query, auth }) =>
      mapDomainErrors(async () => {
        const { monitoring } = await sandbox.readModels.of(tenantOf(auth));
        return preSerialised ? rawJson(monitoring.listJson(query)) : monitoring.list(query);
      }),

    listExecutions: ({ query, auth }) =>
      mapDomainErrors(async () => {
        const { executions } = await sandbox.readModels.of(tenantOf(auth));
        return preSerialised ? rawJson(executions.listJson(query)) : executions.list(query);
      }),

    getAccount: ({ params, auth }) =>
      mapDomainErrors(async () => (await sandbox.readModels.of(tenantOf(auth))).accounts.get(params.id)),

    // RFC 6749 errors, but a client id locked after failed secrets is a 429 problem, as the rate limit answers.
    async createToken({ body }) {
      let token;
      try {
        token = await sandbox.tokens.issueToken(body, options.secretFailures);
      } catch (error) {
        throw oauthErrorOf(error) ?? problemOfDomainError(error) ?? error;
      }
      // The client has authenticated: the faults armed for createToken apply to it now.
      const refusal = await admitToken(token.access_token);
      if (refusal) throw refusal;
      return token;
    },
  };
}
