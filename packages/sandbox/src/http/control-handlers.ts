import type { ControlHandlers } from '@dap/server';
import { tenantOf } from '../common/tenant.js';
import type { Sandbox } from '../sandbox.js';
import { mapDomainErrors } from './problems.js';

/**
 * One handler per operation of the Sandbox Control API (`specs/sandbox-control`), each a thin call
 * into `sandbox.control`: the server has validated the request against that spec and checked the
 * token's scope (a tenant's `sandbox:control`, the operator's `sandbox:admin`); a tenant's controls
 * act on the caller's tenant (`tenantOf`), the operator's on the sandbox. The services keep the rules
 * the schema cannot say (a transfer must be PENDING, a price stays positive, …).
 */
export function createControlHandlers({ control }: Sandbox): ControlHandlers {
  return {
    getClock: ({ auth }) => mapDomainErrors(() => control.clock.now(tenantOf(auth))),
    advanceClock: ({ auth, body }) => mapDomainErrors(() => control.clock.advance(tenantOf(auth), body)),
    getTransfer: ({ auth, params }) => mapDomainErrors(() => control.transfers.get(tenantOf(auth), params.id)),
    completeTransfer: ({ auth, params }) =>
      mapDomainErrors(() => control.transfers.complete(tenantOf(auth), params.id)),
    failTransfer: ({ auth, params, body }) =>
      mapDomainErrors(() => control.transfers.fail(tenantOf(auth), params.id, body)),
    createCryptoDeposit: ({ auth, body }) =>
      mapDomainErrors(() => control.cryptoDeposits.deposit(tenantOf(auth), body)),
    getBalances: ({ auth, params }) => mapDomainErrors(() => control.balances.list(tenantOf(auth), params.id)),
    setBalance: ({ auth, params, body }) =>
      mapDomainErrors(() => control.balances.set(tenantOf(auth), params.id, params.asset, body)),
    listFaults: ({ auth }) => mapDomainErrors(() => control.faults.list(tenantOf(auth))),
    createFault: ({ auth, body }) => mapDomainErrors(() => control.faults.arm(tenantOf(auth), body)),
    clearFaults: ({ auth }) => mapDomainErrors(() => control.faults.clear(tenantOf(auth))),
    disconnectStreams: ({ auth, body }) =>
      mapDomainErrors(() => control.streams.disconnectEverywhere(tenantOf(auth), body)),
    resetSandbox: ({ auth }) => mapDomainErrors(() => control.reset(tenantOf(auth))),
    moveMarket: ({ params, body }) => mapDomainErrors(() => control.markets.move(params.market, body)),
    resetWholeSandbox: () => mapDomainErrors(() => control.resetAll()),
    createTenant: ({ body }) => mapDomainErrors(() => control.tenants.create(body)),
    listTenants: () => mapDomainErrors(() => control.tenants.list()),
    deleteTenant: ({ params }) => mapDomainErrors(() => control.tenants.delete(params.id)),
  };
}
