import type { Account } from '@dap/api-types';
import type { DemoAccount, DemoMarket, DemoProfile, DemoTenant, TenantSeed } from '../demo/demo-data.js';
import { cryptoRandom, type Random } from '../demo/random.js';
import {
  isoSeconds,
  MAIN_BALANCES,
  makeExecutions,
  makeMonitoringAddresses,
  makeOrders,
  memoIdOf,
  randomIds,
  SECOND_BALANCES,
  tenantClients,
  type OrderOwner,
} from '../demo/records.js';

export interface SeedTenantOptions {
  /** The tenant's name. */
  name: string;
  /** The shared markets its orders and executions are on (at least one). */
  markets: readonly DemoMarket[];
  /** Where its ids, secrets and amounts come from; default `node:crypto` (a seeded one in tests). */
  random?: Random;
  /** The time its history ends at, in ms since the epoch (the sandbox clock's); default now. */
  now?: number;
}

/**
 * How much history a tenant starts with: a few pages at a small `limit`, few enough rows that
 * creating a tenant stays a matter of milliseconds.
 */
export const TENANT_SEED_COUNTS = { orders: 8, executions: 40, monitoringAddresses: 30 } as const;

/** Memo ids of 12 symbols (60 bits), unique across tenants in practice; the demo data's have 8. */
const MEMO_LENGTH = 12;

/** Execution ids of 19 digits, from 10^18 up to 9 × 10^18 (within a signed 64-bit integer, as a platform's would be). */
const EXECUTION_ID_FLOOR = 10n ** 18n;
const EXECUTION_ID_SPAN = 8n * 10n ** 18n;

const DAY_MS = 86_400_000;

/**
 * One new tenant's data, seeded like the demo customer: a new customer id and tenant id; two
 * clients (every platform scope and `sandbox:control`, then only `exchange:read_order`); two
 * profiles with the demo customer's balances (every asset on the first, USD, USDC, BTC, ETH and SOL
 * on the second); three accounts on them; orders and executions on the given markets; monitoring
 * addresses on every monitored network. Every id is new: drawn from `random` (client ids, secrets,
 * memo ids, UUIDs, a random run of execution ids). Its history ends at `now`: the newest execution a
 * minute before, the accounts opened weeks before. Pure but for `random` and the default `now`.
 */
export function seedTenant(options: SeedTenantOptions): TenantSeed {
  if (options.markets.length === 0) throw new RangeError("A tenant's orders need a market");
  const random = options.random ?? cryptoRandom;
  const now = options.now ?? Date.now();
  const ids = randomIds(random);
  const tenant: DemoTenant = { id: ids.uuid('tenant'), name: options.name, customer_id: ids.uuid('customer') };
  const clients = tenantClients(random, tenant.customer_id);

  const profile = (description: string, balances: Readonly<Record<string, string>>): DemoProfile => ({
    id: ids.uuid('profile'),
    customer_id: tenant.customer_id,
    memo_id: memoIdOf(random.bytes(MEMO_LENGTH)),
    description,
    balances: { ...balances },
  });
  const main = profile('Main trading profile.', MAIN_BALANCES);
  const second = profile('Second profile.', SECOND_BALANCES);

  const account = (
    owner: DemoProfile,
    type: NonNullable<Account['type']>,
    description: string,
    refId: string,
    ageDays: number,
  ): DemoAccount => {
    const opened = isoSeconds(now - ageDays * DAY_MS);
    return {
      id: ids.uuid('account'),
      identity_id: ids.uuid('identity'),
      description,
      admin_disabled: false,
      user_disabled: false,
      metadata: {},
      ref_id: refId,
      members: [],
      created_at: opened,
      updated_at: opened,
      summary_status: 'APPROVED',
      profile_id: owner.id,
      type,
      customer_id: tenant.customer_id,
    };
  };
  const brokerage = account(main, 'BROKERAGE', 'Brokerage account', 'acct-brokerage', 60);
  const roth = account(main, 'ROTH_IRA', 'Roth IRA', 'acct-roth-ira', 45);
  const ira = account(second, 'TRADITIONAL_IRA', 'Traditional IRA', 'acct-traditional-ira', 30);

  const owners: OrderOwner[] = [
    { profile: main, account: brokerage },
    { profile: main, account: roth },
    { profile: main, account: undefined },
    { profile: second, account: ira },
  ];
  const orders = makeOrders(random, ids, { count: TENANT_SEED_COUNTS.orders, owners, markets: options.markets });
  const until = now - 60_000;
  const executions = makeExecutions(random, {
    count: TENANT_SEED_COUNTS.executions,
    orders,
    markets: options.markets,
    after: EXECUTION_ID_FLOOR + (bigIntOf(random.bytes(8)) % EXECUTION_ID_SPAN),
    time: { until },
  });
  const monitoring = makeMonitoringAddresses(random, ids, {
    count: TENANT_SEED_COUNTS.monitoringAddresses,
    time: { until },
  });

  return {
    tenant,
    clients,
    profiles: [main, second],
    accounts: [brokerage, roth, ira],
    orders,
    executions,
    monitoring_addresses: monitoring.map((item) => ({ ...item, customer_id: tenant.customer_id })),
  };
}

function bigIntOf(bytes: Uint8Array): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}
