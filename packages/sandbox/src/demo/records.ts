import type { Account, Execution, MonitoringAddress } from '@dap/api-types';
import { EVERY_SCOPE, READ_ORDER_SCOPE } from '../auth/scopes.js';
import { dec, format, mul } from '../common/decimal.js';
import { deriveAddress, deriveBytes } from '../networks/addresses.js';
import { MONITORING_NETWORKS, type MonitoringCryptoNetwork } from '../networks/networks.js';
import type { DemoClient, DemoMarket, DemoOrder, DemoProfile } from './demo-data.js';
import type { Random } from './random.js';

/*
 * The records a tenant's data is made of, made one way for every tenant: the demo script makes the
 * demo tenants' with them (a seeded generator and ids derived from names, so the committed file is
 * the same every time), `seedTenant` a tenant's on demand (`node:crypto`, every id new). Each maker
 * draws from its `Random` in a fixed order, so a seeded generator makes the same records every time.
 */

/** One of `items`, uniformly. */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('Nothing to pick from');
  return items[random.int(0, items.length - 1)] as T;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoSeconds = (ms: number): string => iso(ms).replace(/\.\d{3}Z$/, 'Z');

// ---- ids ---------------------------------------------------------------------------------------

/** A version-4-shaped UUID of 16 bytes. */
export function uuidOf(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = Buffer.from(b).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Capitals and digits without the look-alikes 0, O, 1 and I: 32 symbols, 5 bits each. */
const MEMO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A memo id of one symbol per byte (32 divides 256, so every symbol is as likely). */
export function memoIdOf(bytes: Uint8Array): string {
  return [...bytes].map((byte) => MEMO_ALPHABET[byte % MEMO_ALPHABET.length]).join('');
}

/** Where made records get their ids and addresses, given the name of what they identify (`order:3`). */
export interface IdSource {
  uuid(name: string): string;
  address(network: MonitoringCryptoNetwork, name: string): string;
}

/** Ids and addresses derived from the names (SHA-256): the same name, the same id (the demo data). */
export const NAMED_IDS: IdSource = {
  uuid: (name) => uuidOf(deriveBytes(`uuid:${name}`, 16)),
  address: (network, name) => deriveAddress(network, name),
};

/** Ids and addresses drawn from `random`, names aside: every one new (a tenant made on demand). */
export function randomIds(random: Random): IdSource {
  return {
    uuid: () => uuidOf(random.bytes(16)),
    address: (network) => deriveAddress(network, Buffer.from(random.bytes(32)).toString('hex')),
  };
}

// ---- clients -----------------------------------------------------------------------------------

const CLIENT_ID_SYMBOLS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];

/** A client id of 16 letters and digits (95 bits), like the example client's `3MVG9d8sn2Wq7KxA`. */
function clientIdOf(random: Random): string {
  return Array.from({ length: 16 }, () => pick(random, CLIENT_ID_SYMBOLS)).join('');
}

/** A client secret of bytes, base64url (18 bytes: 24 characters, 144 bits). */
export function clientSecretOf(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/**
 * A tenant's OAuth2 clients, new ids and secrets: the first holds every scope of the platform API
 * and `sandbox:control`, the second only the scope of listing executions (the tests of a missing
 * scope need one), as the first demo tenant's. Scopes come from the generated route tables.
 */
export function tenantClients(random: Random, customerId: string): DemoClient[] {
  const client = (scopes: readonly string[], description: string): DemoClient => ({
    client_id: clientIdOf(random),
    client_secret: clientSecretOf(random.bytes(18)),
    customer_id: customerId,
    scopes: [...scopes],
    description,
  });
  return [
    client(EVERY_SCOPE, 'Every scope of the API, the streaming scope included, and sandbox:control.'),
    client([READ_ORDER_SCOPE], `Only ${READ_ORDER_SCOPE}: lists executions, nothing else.`),
  ];
}

// ---- profiles ----------------------------------------------------------------------------------

/** The balances of a tenant's main profile: every asset the sandbox knows, plenty of each. */
export const MAIN_BALANCES: Readonly<Record<string, string>> = {
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
};

/** The balances of a tenant's second profile. */
export const SECOND_BALANCES: Readonly<Record<string, string>> = {
  BTC: '1.25000000',
  ETH: '10.000000000000000000',
  SOL: '100.000000000',
  USDC: '50000.000000',
  USD: '250000.00',
};

// ---- orders and executions ---------------------------------------------------------------------

/** Whom an order is for: a profile, and one of its accounts or none. */
export interface OrderOwner {
  profile: DemoProfile;
  account: Account | undefined;
}

export function orderOf(id: string, owner: OrderOwner, market: string, side: string): DemoOrder {
  return {
    id,
    profile_id: owner.profile.id,
    ...(owner.account?.id ? { account_id: owner.account.id } : {}),
    market,
    side,
  };
}

/** `count` orders (ids `order:<i>`), each for one of `owners`, on one of `markets`, buying or selling. */
export function makeOrders(
  random: Random,
  ids: IdSource,
  plan: { count: number; owners: readonly OrderOwner[]; markets: readonly DemoMarket[] },
): DemoOrder[] {
  return Array.from({ length: plan.count }, (_, i) =>
    orderOf(
      ids.uuid(`order:${i}`),
      pick(random, plan.owners),
      pick(random, plan.markets).symbol,
      pick(random, ['BUY', 'SELL']),
    ),
  );
}

/** Where a series in time sits: from a moment on (its first record after it), or up to one (its last at it). */
export type Placement = { from: number } | { until: number };

/** The longest time between two executions, in ms. */
export const EXECUTION_GAP_MAX_MS = 25_000_000;

/**
 * `count` executions of `orders`, one after the other: ids increasing from `after` (by 1 to 5,000),
 * about one in ten in the same millisecond as the one before (fills of one sweep), prices within 5%
 * of the market's reference price, amounts of up to four fraction digits, a commission of 0.2% or,
 * for a maker (one in five), a rebate of 0.01%.
 */
export function makeExecutions(
  random: Random,
  plan: {
    count: number;
    orders: readonly DemoOrder[];
    markets: readonly DemoMarket[];
    after: bigint;
    time: Placement;
  },
): Execution[] {
  const made: Array<{ at: number; execution: Omit<Execution, 'executed_at'> }> = [];
  let id = plan.after;
  let at = 0;
  for (let i = 0; i < plan.count; i++) {
    id += BigInt(random.int(1, 5_000));
    if (i === 0 || random.int(0, 9) > 0) at += random.int(1_000, EXECUTION_GAP_MAX_MS);
    const order = pick(random, plan.orders);
    const market = plan.markets.find((m) => m.symbol === order.market);
    if (market === undefined) throw new RangeError(`Order ${order.id} is on ${order.market}, not a given market`);
    const price = format(
      dec(market.reference_price)
        .times(dec(String(random.int(9_500, 10_500))))
        .div(dec('10000')),
      market.price_decimals,
    );
    const scale = Math.min(market.amount_decimals, 4);
    const amount = dec(String(random.int(1, 5_000)))
      .div(dec(`1${'0'.repeat(scale)}`))
      .toFixed();
    const gross = mul(amount, price);
    const maker = random.int(0, 4) === 0;
    made.push({
      at,
      execution: {
        execution_id: String(id),
        order_id: order.id,
        market: order.market,
        side: order.side,
        amount,
        price,
        commission: maker ? '0' : mul(gross, '0.002'),
        commission_asset: market.quote_asset,
        rebate: maker ? mul(gross, '0.0001') : '0',
        rebate_asset: market.quote_asset,
        gross_trade_amount: gross,
      },
    });
  }
  const base = 'from' in plan.time ? plan.time.from : plan.time.until - at;
  return made.map(({ at: offset, execution: { execution_id, order_id, ...rest } }) => ({
    execution_id,
    order_id,
    executed_at: iso(base + offset),
    ...rest,
  }));
}

// ---- monitoring addresses ----------------------------------------------------------------------

/** The longest time between two monitoring addresses' creation, in ms (whole seconds). */
export const MONITORING_GAP_MAX_MS = 60_000_000;

const LABELS = [
  'Treasury wallet',
  'Staking vault',
  'Cold storage',
  'Rewards wallet',
  'Desk wallet',
  'Validator payout',
];

/**
 * `count` monitoring addresses (ids and addresses `monitoring:<i>`), created one after the other
 * in whole seconds, about one in eight in the same second as the one before; the first ones on each
 * monitored network in turn, then on any; two in three named.
 */
export function makeMonitoringAddresses(
  random: Random,
  ids: IdSource,
  plan: { count: number; time: Placement },
): MonitoringAddress[] {
  const made: Array<{ at: number; network: MonitoringCryptoNetwork; address: string; id: string; name?: string }> = [];
  let at = 0;
  for (let i = 0; i < plan.count; i++) {
    if (i === 0 || random.int(0, 7) > 0) at += random.int(1, MONITORING_GAP_MAX_MS / 1_000) * 1_000;
    const network =
      (MONITORING_NETWORKS[i] as MonitoringCryptoNetwork | undefined) ?? pick(random, MONITORING_NETWORKS);
    const address = ids.address(network, `monitoring:${i}`);
    const id = ids.uuid(`monitoring:${i}`);
    made.push({
      at,
      network,
      address,
      id,
      ...(random.int(0, 2) > 0 ? { name: `${pick(random, LABELS)} ${i + 1}` } : {}),
    });
  }
  const base = 'from' in plan.time ? plan.time.from : Math.floor((plan.time.until - at) / 1_000) * 1_000;
  return made.map(({ at: offset, network, address, id, name }) => ({
    address,
    id,
    crypto_network: network,
    created_at: isoSeconds(base + offset),
    ...(name !== undefined ? { name } : {}),
  }));
}
