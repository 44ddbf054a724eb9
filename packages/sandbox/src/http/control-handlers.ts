import type { ControlHandlers } from '@dap/server';
import type { Sandbox } from '../sandbox.js';
import { mapDomainErrors } from './problems.js';

/**
 * One handler per operation of the Sandbox Control API (`specs/sandbox-control`), each a thin call
 * into `sandbox.control`: the server has validated the request against that spec; the services
 * keep the rules the schema cannot say (a transfer must be PENDING, a price stays positive, …).
 */
export function createControlHandlers({ control }: Sandbox): ControlHandlers {
  return {
    getClock: () => mapDomainErrors(() => control.clock.now()),
    advanceClock: ({ body }) => mapDomainErrors(() => control.clock.advance(body)),
    getTransfer: ({ params }) => mapDomainErrors(() => control.transfers.get(params.id)),
    completeTransfer: ({ params }) => mapDomainErrors(() => control.transfers.complete(params.id)),
    failTransfer: ({ params, body }) => mapDomainErrors(() => control.transfers.fail(params.id, body)),
    createCryptoDeposit: ({ body }) => mapDomainErrors(() => control.cryptoDeposits.deposit(body)),
    getBalances: ({ params }) => mapDomainErrors(() => control.balances.list(params.id)),
    setBalance: ({ params, body }) => mapDomainErrors(() => control.balances.set(params.id, params.asset, body)),
    listFaults: () => mapDomainErrors(() => control.faults.list()),
    createFault: ({ body }) => mapDomainErrors(() => control.faults.arm(body)),
    clearFaults: () => mapDomainErrors(() => control.faults.clear()),
    disconnectStreams: ({ body }) => mapDomainErrors(() => control.streams.disconnectEverywhere(body)),
    moveMarket: ({ params, body }) => mapDomainErrors(() => control.markets.move(params.market, body)),
    resetSandbox: () => mapDomainErrors(() => control.reset()),
  };
}
