import type { Transfer } from '@dap/api-types';
import type { Fault, Tenant } from '@dap/api-types/sandbox-control';
import { problems, type ControlHandlers } from '../../src/index.js';

/** The scope of a tenant's Sandbox Control API operations. */
export const CONTROL_SCOPE = 'sandbox:control';
/** The scope of the operator's (tenants, markets, the whole reset). */
export const ADMIN_SCOPE = 'sandbox:admin';

export const PENDING_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60';
export const PENDING_TO_FAIL_ID = 'pending-transfer';
export const SETTLED_ID = 'settled-transfer';
export const CONTROL_PROFILE_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
/** The faults the stub holds at most, as a sandbox holds per tenant. */
export const MAX_FAULTS = 3;
export const TENANT_ID = '001c5b71-5ce9-49f3-b076-9a1bd7df8e1e';

const withdrawal = (id: string, status: Transfer['status']): Transfer => ({
  id,
  customer_id: 'customer-1',
  profile_id: CONTROL_PROFILE_ID,
  amount: '250.00',
  total: '251.25',
  fee: '1.25',
  asset: 'USDC',
  direction: 'DEBIT',
  type: 'CRYPTO_WITHDRAWAL',
  status,
  created_at: '2025-11-21T10:15:30.123Z',
  updated_at: '2025-11-21T10:15:30.123Z',
});

/** What the control handlers saw last, so tests can check what validation handed them. */
export const controlSeen: { body?: unknown; params?: unknown } = {};

/**
 * Stub handlers for every Sandbox Control API operation over plain in-memory data: the framework is
 * under test (routing at the origin, auth, validation, problems), not the sandbox's controls.
 */
export function testControlHandlers(): ControlHandlers {
  const transfers = new Map<string, Transfer>([
    [PENDING_ID, withdrawal(PENDING_ID, 'PENDING')],
    [PENDING_TO_FAIL_ID, withdrawal(PENDING_TO_FAIL_ID, 'PENDING')],
    [SETTLED_ID, withdrawal(SETTLED_ID, 'COMPLETED')],
  ]);
  const faults: Fault[] = [];
  const tenants: Tenant[] = [{ id: TENANT_ID, name: 'Demo customer', customer_id: 'customer-1' }];
  const now = '2025-11-21T10:15:30.123Z';
  const transfer = (id: string) =>
    transfers.get(id) ??
    (() => {
      throw problems.notFound(`No transfer with id ${id}.`);
    })();
  const settle = (id: string, change: Partial<Transfer>) => {
    const found = transfer(id);
    if (found.status !== 'PENDING') throw problems.transferNotPending(id, found.status);
    const settled = { ...found, ...change, updated_at: now };
    transfers.set(id, settled);
    return settled;
  };
  return {
    getClock: () => ({ now }),
    advanceClock({ body }) {
      Object.assign(controlSeen, { body });
      return { now: new Date(Date.parse(now) + body.seconds * 1000).toISOString() };
    },
    getTransfer: ({ params }) => transfer(params.id),
    completeTransfer: ({ params }) => settle(params.id, { status: 'COMPLETED' }),
    failTransfer: ({ params, body }) =>
      settle(params.id, { status: 'FAILED', status_details: { reason: body.reason } }),
    createCryptoDeposit({ body }) {
      Object.assign(controlSeen, { body });
      return {
        ...withdrawal('deposit-1', 'COMPLETED'),
        direction: 'CREDIT',
        type: 'CRYPTO_DEPOSIT',
        amount: body.amount,
        total: body.amount,
        fee: '0',
        asset: body.asset ?? 'ETH',
      };
    },
    getBalances({ params }) {
      if (params.id !== CONTROL_PROFILE_ID) throw problems.notFound(`No profile with id ${params.id}.`);
      return { balances: [{ asset: 'USDC', available: '1250.00', held: '251.25' }] };
    },
    setBalance({ params, body }) {
      Object.assign(controlSeen, { params, body });
      return { asset: params.asset, available: body.available, held: '0' };
    },
    listFaults: () => ({ faults }),
    createFault({ body }) {
      Object.assign(controlSeen, { body });
      if (faults.length >= MAX_FAULTS) throw problems.faultLimitReached(MAX_FAULTS);
      const times = body.times ?? 1;
      const fault: Fault = {
        id: '3c1d9e7f-2a4b-4c8d-9e0f-1a2b3c4d5e6f',
        ...body,
        after_processing: ('after_processing' in body ? body.after_processing : undefined) ?? false,
        times,
        remaining: times,
        created_at: now,
      };
      faults.push(fault);
      return fault;
    },
    clearFaults() {
      faults.length = 0;
    },
    disconnectStreams: ({ body }) => ({ closed: body.client_id === undefined ? 2 : 1 }),
    moveMarket({ params, body }) {
      Object.assign(controlSeen, { params, body });
      if (params.market !== 'BTCUSD') throw problems.notFound(`The sandbox simulates no market ${params.market}.`);
      return {
        market: params.market,
        type: 'TOP_OF_BOOK',
        timestamp: '2025-11-21T10:15:30.123456789Z',
        bids: [{ price: '63760.50', amount: '0.75' }],
        asks: [{ price: '63761.00', amount: '0.5' }],
      };
    },
    resetSandbox() {
      faults.length = 0;
    },
    resetWholeSandbox() {
      faults.length = 0;
      tenants.splice(1);
    },
    listTenants: () => ({ tenants: [...tenants] }),
    createTenant({ body }) {
      Object.assign(controlSeen, { body });
      const tenant = {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        name: body?.name ?? 'Tenant',
        customer_id: 'customer-2',
      };
      tenants.push(tenant);
      return {
        ...tenant,
        clients: [{ client_id: 'client-2', client_secret: 'secret-2', scopes: [CONTROL_SCOPE] }],
        profiles: [{ id: CONTROL_PROFILE_ID, memo_id: 'ABCDEFGHJKLM', balances: { USD: '100.00' } }],
        accounts: [],
      };
    },
    deleteTenant({ params }) {
      const at = tenants.findIndex((tenant) => tenant.id === params.id);
      if (at < 0) throw problems.notFound(`No tenant with id ${params.id}.`);
      tenants.splice(at, 1);
    },
  };
}
