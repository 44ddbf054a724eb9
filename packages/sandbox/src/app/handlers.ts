import type { Handlers, HandlerResults } from '@dap/server';
import type { Sandbox } from '../sandbox.js';
import { mapDomainErrors, oauthErrorOf } from './problems.js';

/** The list operations whose pages the services can hand over as JSON text (`listJson`). */
export const PRE_SERIALISED_OPERATIONS: ReadonlySet<string> = new Set(['listExecutions', 'listMonitoringAddresses']);

export interface RestHandlerOptions {
  /**
   * Answer the list operations with the services' `listJson` text (items serialised once at load,
   * joined per page) instead of the page object that fast-json-stringify would serialise per
   * request. The text is only sent as it is when the response already says `application/json`,
   * which the `preSerialisedLists` hook of `createSandboxApp` sets (see app.ts); without that hook,
   * leave this off.
   */
  preSerialisedLists?: boolean;
}

/**
 * One handler per operation of the spec, each a thin call into the sandbox's services: the server
 * has validated the request against the spec; the services check the rest (balances, addresses,
 * cursors) and throw domain errors, mapped here to the problem catalogue (`problems.ts`).
 */
export function createRestHandlers(sandbox: Sandbox, options: RestHandlerOptions = {}): Handlers {
  const preSerialised = options.preSerialisedLists ?? false;
  return {
    createCryptoWithdrawal: ({ body, auth }) => mapDomainErrors(() => sandbox.transfers.createCryptoWithdrawal(auth, body)),

    createDepositAddress: ({ body, auth }) => mapDomainErrors(() => sandbox.depositAddresses.create(auth, body)),

    createSandboxFiatDeposit: ({ body, auth }) =>
      mapDomainErrors(async () => {
        await sandbox.fiatDeposits.create(auth, body);
        return {};
      }),

    listMonitoringAddresses: ({ query }) =>
      mapDomainErrors(() =>
        preSerialised
          ? (sandbox.monitoring.listJson(query) as unknown as HandlerResults['listMonitoringAddresses'])
          : sandbox.monitoring.list(query),
      ),

    listExecutions: ({ query }) =>
      mapDomainErrors(() =>
        preSerialised ? (sandbox.executions.listJson(query) as unknown as HandlerResults['listExecutions']) : sandbox.executions.list(query),
      ),

    getAccount: ({ params }) => mapDomainErrors(() => sandbox.accounts.get(params.id)),

    async createToken({ body }) {
      try {
        return await sandbox.tokens.issueToken(body);
      } catch (error) {
        throw oauthErrorOf(error) ?? error;
      }
    },
  };
}
