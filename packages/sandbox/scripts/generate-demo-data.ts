/**
 * Generates packages/sandbox/demo-data.json, deterministically: a fixed seed drives every choice and
 * nothing reads the clock, so running it again writes the same bytes (a test checks that the
 * committed file is what this script makes). Run it with `pnpm --filter @dap/sandbox demo-data`.
 *
 * What it makes: two tenants (customers), each with two OAuth2 clients (one with every scope of the
 * platform API and `sandbox:control`, one with only `exchange:read_order`) and two profiles with
 * balances; accounts, the simulated markets (shared by the tenants), orders, 300+ executions and
 * 280+ monitoring addresses. The ids, client and memo of the OpenAPI examples are the first tenant's
 * (and the example executions and monitoring addresses themselves), so the documented example
 * requests work against the sandbox as documented.
 *
 * Its random parts (clients of the second tenant, orders, executions, monitoring addresses) are made
 * with the makers of `src/demo/records.ts`, as a tenant made on demand (`seedTenant`) is. It differs
 * from one where it must: ids derived from names and the examples' fixed ids, so that the committed
 * records never change; many more rows (pages to walk through at any limit); a fixed time line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EVERY_SCOPE, READ_ORDER_SCOPE } from '../src/auth/scopes.js';
import type {
  DemoAccount,
  DemoData,
  DemoMarket,
  DemoMonitoringAddress,
  DemoOrder,
  DemoProfile,
  DemoTenant,
} from '../src/demo/demo-data.js';
import { seededRandom } from '../src/demo/random.js';
import {
  clientSecretOf,
  MAIN_BALANCES,
  makeExecutions,
  makeMonitoringAddresses,
  makeOrders,
  memoIdOf,
  NAMED_IDS,
  orderOf,
  SECOND_BALANCES,
  tenantClients,
  type OrderOwner,
} from '../src/demo/records.js';
import { deriveBytes } from '../src/networks/addresses.js';
import { ASSETS } from '../src/networks/assets.js';
import type { Account, Execution, MonitoringAddress } from '@dap/api-types';

const SEED = 20251121;

/** The ids the OpenAPI examples use. */
const EXAMPLE = {
  customerId: '6b2f0c4e-8d1a-4f3b-9e7c-2a5d8b1c0f93',
  profileId: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  memoId: '8QXZ3KTR',
  accountId: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d',
  clientId: '3MVG9d8sn2Wq7KxA',
  clientSecret: 's3cr3t-Zq8vN1pL6rT0yW4e',
};

type Json = Record<string, unknown>;

function openapi(): Json {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@dap/specs/openapi.json'), 'utf8')) as Json;
}

function at(doc: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
}

const uuid = NAMED_IDS.uuid;
const memoId = (name: string) => memoIdOf(deriveBytes(`memo:${name}`, 8));

export function generateDemoData(): DemoData {
  // Every draw of the first demo data comes from `random`, in the order it always had, so its rows
  // keep their values; what was added later draws from `additions`, never shifting those draws.
  const random = seededRandom(SEED);
  const additions = seededRandom(SEED + 1);
  const spec = openapi();

  // ---- tenants and their clients ----
  // The first tenant is the customer of the OpenAPI examples; its clients are fixed (the example
  // client and a reader whose id says what it is). The second tenant's are made as any tenant's.
  const secondCustomer = uuid('customer:2');
  const tenants: DemoTenant[] = [
    { id: uuid('tenant:1'), name: 'Demo customer', customer_id: EXAMPLE.customerId },
    { id: uuid('tenant:2'), name: 'Second demo customer', customer_id: secondCustomer },
  ];
  const clients = [
    {
      client_id: EXAMPLE.clientId,
      client_secret: EXAMPLE.clientSecret,
      customer_id: EXAMPLE.customerId,
      scopes: [...EVERY_SCOPE],
      description:
        'Every scope of the API, the streaming scope included (the client of the OpenAPI examples), and sandbox:control.',
    },
    {
      client_id: 'sandbox-orders-reader',
      client_secret: clientSecretOf(deriveBytes('secret:sandbox-orders-reader', 18)),
      customer_id: EXAMPLE.customerId,
      scopes: [READ_ORDER_SCOPE],
      description: `Only ${READ_ORDER_SCOPE}: lists executions, nothing else.`,
    },
    ...tenantClients(additions, secondCustomer),
  ];

  // ---- profiles ----
  // The first tenant's two profiles have the balances every tenant starts with; the second
  // tenant's are small, for trying insufficient funds.
  const profiles: DemoProfile[] = [
    {
      id: EXAMPLE.profileId,
      customer_id: EXAMPLE.customerId,
      memo_id: EXAMPLE.memoId,
      description: 'Main trading profile (the profile of the OpenAPI examples).',
      balances: { ...MAIN_BALANCES },
    },
    {
      id: uuid('profile:2'),
      customer_id: EXAMPLE.customerId,
      memo_id: memoId('profile:2'),
      description: 'Second profile of the same customer.',
      balances: { ...SECOND_BALANCES },
    },
    {
      id: uuid('profile:3'),
      customer_id: secondCustomer,
      memo_id: memoId('profile:3'),
      description: 'Small balances, for trying insufficient funds.',
      balances: { BTC: '0.00100000', ETH: '0.010000000000000000', USDC: '10.000000', USD: '100.00' },
    },
    {
      id: uuid('profile:4'),
      customer_id: secondCustomer,
      memo_id: memoId('profile:4'),
      description: 'Dollars only.',
      balances: { USDC: '5000.000000', USD: '5000.00' },
    },
  ];
  const [main, second, small, dollars] = profiles as [DemoProfile, DemoProfile, DemoProfile, DemoProfile];

  // ---- accounts ----
  // Fixed, unlike a tenant's made on demand (three approved ones): the example's, and one of each
  // type and status (pending, denied, with members), which the tests of GET /identity/accounts read.
  const exampleAccount = at(
    spec,
    'paths',
    '/identity/accounts/{id}',
    'get',
    'responses',
    '200',
    'content',
    'application/json',
    'examples',
    'approved',
    'value',
  ) as Account;
  const account = (
    name: string,
    profile: DemoProfile | undefined,
    fields: Omit<Account, 'id' | 'profile_id'>,
  ): DemoAccount => ({
    id: uuid(`account:${name}`),
    ...fields,
    ...(profile ? { profile_id: profile.id } : {}),
    // A profile's customer; an account without one (denied) is the examples' customer's.
    customer_id: profile?.customer_id ?? EXAMPLE.customerId,
  });
  const accounts: DemoAccount[] = [
    { ...exampleAccount, customer_id: EXAMPLE.customerId },
    account('roth', main, {
      identity_id: uuid('identity:42'),
      description: 'Roth IRA',
      admin_disabled: false,
      user_disabled: false,
      metadata: { crm_id: 'C-77813' },
      ref_id: 'acct-user-42-roth',
      members: [],
      created_at: '2025-10-05T09:00:00Z',
      updated_at: '2025-10-05T09:00:00Z',
      summary_status: 'APPROVED',
      type: 'ROTH_IRA',
    }),
    account('ira', second, {
      identity_id: uuid('identity:43'),
      description: 'Traditional IRA',
      admin_disabled: false,
      user_disabled: false,
      metadata: {},
      ref_id: 'acct-user-43',
      members: [{ identity_id: uuid('identity:44'), roles: ['VIEWER'], id: uuid('member:44') }],
      created_at: '2025-09-14T16:20:11Z',
      updated_at: '2025-09-20T10:02:45Z',
      summary_status: 'APPROVED',
      type: 'TRADITIONAL_IRA',
    }),
    account('pending', small, {
      identity_id: uuid('identity:45'),
      description: 'Brokerage account awaiting review',
      admin_disabled: false,
      user_disabled: false,
      ref_id: 'acct-user-45',
      created_at: '2025-11-18T12:00:00Z',
      updated_at: '2025-11-18T12:00:00Z',
      summary_status: 'PENDING',
      type: 'BROKERAGE',
    }),
    account('advisor', dollars, {
      identity_id: uuid('identity:46'),
      description: 'Advisor-managed account',
      admin_disabled: false,
      user_disabled: false,
      ref_id: 'acct-user-46',
      members: [{ identity_id: uuid('identity:47'), roles: ['ADVISOR', 'TRADER'], id: uuid('member:47') }],
      created_at: '2025-08-01T08:30:00Z',
      updated_at: '2025-10-30T17:45:09Z',
      summary_status: 'APPROVED',
      type: 'FINANCIAL_ADVISOR',
    }),
    account('denied', undefined, {
      identity_id: uuid('identity:48'),
      description: 'Application denied; no profile',
      admin_disabled: true,
      user_disabled: false,
      ref_id: 'acct-user-48',
      created_at: '2025-07-11T11:11:11Z',
      updated_at: '2025-07-12T09:00:00Z',
      summary_status: 'DENIED',
      type: 'BROKERAGE',
    }),
  ];
  const [, roth, ira, pending, advisor] = accounts as [DemoAccount, DemoAccount, DemoAccount, DemoAccount, DemoAccount];

  // ---- markets ----
  const market = (base: string, amountDecimals: number): DemoMarket => ({
    symbol: `${base}USD`,
    base_asset: base,
    quote_asset: 'USD',
    reference_price: ASSETS[base]?.usdPrice as string,
    price_decimals: 2,
    amount_decimals: amountDecimals,
  });
  const markets = [market('BTC', 8), market('ETH', 6), market('SOL', 4), market('LTC', 6), market('BCH', 6)];

  // ---- orders and executions ----
  const examplePages = at(
    spec,
    'paths',
    '/executions',
    'get',
    'responses',
    '200',
    'content',
    'application/json',
    'examples',
  ) as Json;
  const exampleExecutions = Object.values(examplePages).flatMap(
    (example) => (at(example, 'value', 'items') as Execution[]) ?? [],
  );
  const owners: OrderOwner[] = [
    { profile: main, account: exampleAccount },
    { profile: main, account: roth },
    { profile: main, account: undefined },
    { profile: second, account: ira },
    { profile: small, account: pending },
    { profile: dollars, account: advisor },
  ];
  // The examples' orders first (fixed ids, the main profile's), then 48 made ones, and 300
  // executions of those (a tenant made on demand has tens): pages to walk through at any limit.
  const orders: DemoOrder[] = [];
  for (const example of exampleExecutions) {
    if (!orders.some((o) => o.id === example.order_id))
      orders.push(orderOf(example.order_id, owners[0] as OrderOwner, example.market, example.side));
  }
  const madeOrders = makeOrders(random, NAMED_IDS, { count: 48, owners, markets });
  orders.push(...madeOrders);

  const executions = makeExecutions(random, {
    count: 300,
    orders: madeOrders,
    markets,
    after: 1_203_000_000n,
    time: { from: Date.parse('2025-09-01T00:00:00.000Z') },
  });
  executions.push(
    ...exampleExecutions.filter((example) => !executions.some((e) => e.execution_id === example.execution_id)),
  );

  // ---- monitoring addresses ----
  const exampleMonitoring = Object.values(
    at(
      spec,
      'paths',
      '/rewards/monitor/address',
      'get',
      'responses',
      '200',
      'content',
      'application/json',
      'examples',
    ) as Json,
  ).flatMap((example) => (at(example, 'value', 'addresses') as MonitoringAddress[]) ?? []);
  const made = makeMonitoringAddresses(random, NAMED_IDS, {
    count: 280,
    time: { from: Date.parse('2025-05-01T00:00:00Z') },
  });
  // Split between the tenants by creation second, without a draw: one second in three goes to the
  // second tenant, so both have addresses over the whole time line, on every network, and each its
  // addresses created in the same second (the ties of its pages). The examples' are the first's.
  let run = -1;
  const monitoring: DemoMonitoringAddress[] = made.map((item, i) => {
    if (item.created_at !== made[i - 1]?.created_at) run++;
    const tenant = (run % 3 === 2 ? tenants[1] : tenants[0]) as DemoTenant;
    return { ...item, customer_id: tenant.customer_id };
  });
  monitoring.push(...exampleMonitoring.map((item) => ({ ...item, customer_id: EXAMPLE.customerId })));

  return {
    $comment:
      'Demo data of the local sandbox, loaded into its store on first start. Generated by scripts/generate-demo-data.ts (pnpm --filter @dap/sandbox demo-data); do not edit by hand. The client secrets are sandbox credentials, published on purpose.',
    tenants,
    clients,
    profiles,
    accounts,
    markets,
    orders,
    executions,
    monitoring_addresses: monitoring,
  };
}

export const DEMO_DATA_PATH = fileURLToPath(new URL('../demo-data.json', import.meta.url));

export function renderDemoData(): string {
  return `${JSON.stringify(generateDemoData(), null, 2)}\n`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DEMO_DATA_PATH, renderDemoData());
  console.log(`Wrote ${DEMO_DATA_PATH}`);
}
