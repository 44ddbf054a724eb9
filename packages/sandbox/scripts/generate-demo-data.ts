/**
 * Generates packages/sandbox/demo-data.json, deterministically: a fixed seed drives every choice and
 * nothing reads the clock, so running it again writes the same bytes (a test checks that the
 * committed file is what this script makes). Run it with `pnpm --filter @dap/sandbox demo-data`.
 *
 * What it makes: the OAuth2 clients (one with every scope of the OpenAPI oauth2 scheme and
 * `sandbox:control`, one with only `exchange:read_order`), four profiles with balances, accounts,
 * the simulated markets, orders, 300+ executions and 280+ monitoring addresses. The ids, client and memo of the OpenAPI examples
 * are part of it (and the example executions and monitoring addresses themselves), so the
 * documented example requests work against the sandbox as documented.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { deriveAddress, deriveBytes } from '../src/networks/addresses.js';
import { CONTROL_SCOPE } from '../src/control/scope.js';
import { mul, normalize } from '../src/common/decimal.js';
import type { DemoData, DemoMarket, DemoOrder, DemoProfile } from '../src/demo/demo-data.js';
import { ASSETS } from '../src/networks/assets.js';
import { fromUnits, toUnits } from '../src/market/order-book.js';
import type { MonitoringCryptoNetwork } from '../src/networks/networks.js';
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

/** A version-4-shaped UUID derived from a name. */
function uuid(name: string): string {
  const bytes = deriveBytes(`uuid:${name}`, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function memoId(name: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...deriveBytes(`memo:${name}`, 8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function generateDemoData(): DemoData {
  const rng = xoroshiro128plus(SEED);
  const int = (from: number, to: number) => uniformInt(rng, from, to);
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const spec = openapi();

  // ---- clients ----
  // The platform API's scopes, then the sandbox-control one (its own contract, not the platform's).
  const scopes = [
    ...Object.keys(at(spec, 'components', 'securitySchemes', 'oauth2', 'flows', 'clientCredentials', 'scopes') as Json),
    CONTROL_SCOPE,
  ];
  const clients = [
    {
      client_id: EXAMPLE.clientId,
      client_secret: EXAMPLE.clientSecret,
      scopes,
      description:
        'Every scope of the API, the streaming scope included (the client of the OpenAPI examples), and sandbox:control.',
    },
    {
      client_id: 'sandbox-orders-reader',
      client_secret: Buffer.from(deriveBytes('secret:sandbox-orders-reader', 18)).toString('base64url'),
      scopes: ['exchange:read_order'],
      description: 'Only exchange:read_order: lists executions, nothing else.',
    },
  ];

  // ---- profiles ----
  const secondCustomer = uuid('customer:2');
  const profiles: DemoProfile[] = [
    {
      id: EXAMPLE.profileId,
      customer_id: EXAMPLE.customerId,
      memo_id: EXAMPLE.memoId,
      description: 'Main trading profile (the profile of the OpenAPI examples).',
      balances: {
        BTC: '5.00000000',
        BCH: '25.00000000',
        LTC: '150.00000000',
        ETH: '40.000000000000000000',
        POL: '20000',
        OKB: '300',
        SOL: '500.000000000',
        XLM: '50000.0000000',
        USDC: '250000.000000',
        USD: '1000000.00',
      },
    },
    {
      id: uuid('profile:2'),
      customer_id: EXAMPLE.customerId,
      memo_id: memoId('profile:2'),
      description: 'Second profile of the same customer.',
      balances: {
        BTC: '1.25000000',
        ETH: '10.000000000000000000',
        SOL: '100.000000000',
        USDC: '50000.000000',
        USD: '250000.00',
      },
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
  ): Account => ({
    id: uuid(`account:${name}`),
    ...fields,
    ...(profile ? { profile_id: profile.id } : {}),
  });
  const accounts: Account[] = [
    exampleAccount,
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
  const [, roth, ira, pending, advisor] = accounts as [Account, Account, Account, Account, Account];

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
  const owners: Array<{ profile: DemoProfile; account: Account | undefined }> = [
    { profile: main, account: exampleAccount },
    { profile: main, account: roth },
    { profile: main, account: undefined },
    { profile: second, account: ira },
    { profile: small, account: pending },
    { profile: dollars, account: advisor },
  ];
  const orders: DemoOrder[] = [];
  const order = (
    id: string,
    owner: { profile: DemoProfile; account: Account | undefined },
    symbol: string,
    side: string,
  ): DemoOrder => {
    const made: DemoOrder = {
      id,
      profile_id: owner.profile.id,
      ...(owner.account?.id ? { account_id: owner.account.id } : {}),
      market: symbol,
      side,
    };
    orders.push(made);
    return made;
  };
  for (const example of exampleExecutions) {
    if (!orders.some((o) => o.id === example.order_id))
      order(example.order_id, owners[0] as (typeof owners)[0], example.market, example.side);
  }
  const generatedOrders = Array.from({ length: 48 }, (_, i) =>
    order(uuid(`order:${i}`), pick(owners), pick(markets).symbol, pick(['BUY', 'SELL'])),
  );

  const executions: Execution[] = [];
  let executionId = 1_203_000_000;
  let time = Date.parse('2025-09-01T00:00:00.000Z');
  for (let i = 0; i < 300; i++) {
    executionId += int(1, 5_000);
    // About one in ten executions shares its millisecond with the previous one (fills of one sweep).
    if (i === 0 || int(0, 9) > 0) time += int(1_000, 25_000_000);
    const parent = pick(generatedOrders);
    const config = markets.find((m) => m.symbol === parent.market) as DemoMarket;
    // Within 5% of the reference price, in whole cents; amounts of up to four fraction digits.
    const referenceCents = toUnits(config.reference_price, 2);
    const price = fromUnits(Math.round((referenceCents * int(9_500, 10_500)) / 10_000), 2);
    const amountScale = Math.min(config.amount_decimals, 4);
    const amount = normalize(fromUnits(int(1, 5_000), amountScale));
    const gross = mul(amount, price);
    const maker = int(0, 4) === 0;
    executions.push({
      execution_id: String(executionId),
      order_id: parent.id,
      executed_at: iso(time),
      market: parent.market,
      side: parent.side,
      amount,
      price,
      commission: maker ? '0' : mul(gross, '0.002'),
      commission_asset: 'USD',
      rebate: maker ? mul(gross, '0.0001') : '0',
      rebate_asset: 'USD',
      gross_trade_amount: gross,
    });
  }
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
  const networks: MonitoringCryptoNetwork[] = ['ETHEREUM', 'SOLANA', 'INK', 'XLAYER'];
  const labels = [
    'Treasury wallet',
    'Staking vault',
    'Cold storage',
    'Rewards wallet',
    'Desk wallet',
    'Validator payout',
  ];
  const monitoring: MonitoringAddress[] = [];
  let created = Date.parse('2025-05-01T00:00:00Z');
  for (let i = 0; i < 280; i++) {
    // About one in eight shares its creation second with the previous one.
    if (i === 0 || int(0, 7) > 0) created += int(1, 60_000) * 1_000;
    const network = i < networks.length ? (networks[i] as MonitoringCryptoNetwork) : pick(networks);
    const item: MonitoringAddress = {
      address: deriveAddress(network, `monitoring:${i}`),
      id: uuid(`monitoring:${i}`),
      crypto_network: network,
      created_at: isoSeconds(created),
    };
    if (int(0, 2) > 0) item.name = `${pick(labels)} ${i + 1}`;
    monitoring.push(item);
  }
  monitoring.push(...exampleMonitoring);

  return {
    $comment:
      'Demo data of the local sandbox, loaded into its store on first start. Generated by scripts/generate-demo-data.ts (pnpm --filter @dap/sandbox demo-data); do not edit by hand. The client secrets are sandbox credentials, published on purpose.',
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
