import { describe, expect, it } from 'vitest';
import { loadBundle, pointer, type Json, type JsonObject } from './support/bundles.js';
import { SpecSchemas } from './support/validators.js';

/**
 * Hand-written invalid documents: each starts from a document the schema accepts, changes one
 * thing, and must be rejected at the expected place. The valid starting point proves the rejection
 * comes from the change.
 */
interface Rejection {
  name: string;
  schema: string;
  valid: Json;
  invalid: Json;
  /** Instance path the error must point at ('' for the root). */
  at: string;
}

const component = (name: string) => pointer('components', 'schemas', name);
const parameterSchema = (name: string) => `${pointer('components', 'parameters', name)}/schema`;
const without = (doc: JsonObject, ...keys: string[]) =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => !keys.includes(k)));
const pairs = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, `value${i}`]));

const withdrawal: JsonObject = {
  profile_id: '1f1c2b7e-6a4d-4f3e-9a51-0d8f3f2a9c11',
  destination_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '0.5',
};
const depositAddress: JsonObject = { profile_id: '1f1c2b7e-6a4d-4f3e-9a51-0d8f3f2a9c11', crypto_network: 'SOLANA' };
const address: JsonObject = {
  country: 'US',
  address1: '350 Fifth Avenue',
  city: 'New York',
  province: 'NY',
  zip_code: '10118',
};
const routing: JsonObject = {
  routing_number_type: 'ABA',
  routing_number: '021000021',
  bank_name: 'Example National Bank',
  bank_address: { country: 'US' },
};
const wire: JsonObject = {
  account_number: '000123456789',
  fiat_account_owner_address: address,
  routing_details: routing,
};
const fiatDeposit: JsonObject = {
  amount: '100.50',
  asset: 'USD',
  memo_id: 'MEMO-7F3K2Q',
  fiat_network_instructions: { wire },
};
const withWire = (changed: JsonObject): JsonObject => ({
  ...fiatDeposit,
  fiat_network_instructions: { wire: changed },
});
const person = { person_details: { first_name: 'Ada', last_name: 'Lovelace' } };
const institution = { institution_details: { name: 'Example Holdings LLC' } };
const transfer: JsonObject = {
  id: '6f0bd1e5-8a36-4b71-a1c6-2f4f0b0d4e7a',
  customer_id: 'b2f0c2a8-1d7e-4f55-8a8c-0b0e6b7e5d21',
  profile_id: '1f1c2b7e-6a4d-4f3e-9a51-0d8f3f2a9c11',
  amount: '0.5',
  total: '0.5021',
  fee: '0.0021',
  asset: 'ETH',
  direction: 'DEBIT',
  type: 'CRYPTO_WITHDRAWAL',
  status: 'PENDING',
  created_at: '2026-11-21T10:15:30Z',
  updated_at: '2026-11-21T10:15:30Z',
};

const rest: Rejection[] = [
  {
    name: 'a withdrawal that gives both amount and total',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, total: '0.51' },
    at: '',
  },
  {
    name: 'a withdrawal that gives neither amount nor total',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: without(withdrawal, 'amount'),
    at: '',
  },
  {
    name: 'a withdrawal amount sent as a JSON number',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, amount: 0.5 },
    at: '/amount',
  },
  {
    name: 'a withdrawal amount in exponent notation',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, amount: '5e-1' },
    at: '/amount',
  },
  {
    name: 'a withdrawal amount of zero',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, amount: '0.00' },
    at: '/amount',
  },
  {
    name: 'a withdrawal with an empty ref_id',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, ref_id: 'wd-1' },
    invalid: { ...withdrawal, ref_id: '' },
    at: '/ref_id',
  },
  {
    name: 'a negative withdrawal total',
    schema: component('CryptoWithdrawalRequest'),
    valid: without({ ...withdrawal, total: '1' }, 'amount'),
    invalid: without({ ...withdrawal, total: '-1' }, 'amount'),
    at: '/total',
  },
  {
    name: 'a withdrawal on an unknown network',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, crypto_network: 'DOGECOIN' },
    at: '/crypto_network',
  },
  {
    name: 'a withdrawal with 7 metadata pairs',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, metadata: pairs(6) },
    invalid: { ...withdrawal, metadata: pairs(7) },
    at: '/metadata',
  },
  {
    name: 'a metadata key of 101 characters',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, metadata: { ['k'.repeat(100)]: 'v' } },
    invalid: { ...withdrawal, metadata: { ['k'.repeat(101)]: 'v' } },
    at: '/metadata',
  },
  {
    name: 'a metadata value of 101 characters',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, metadata: { k: 'v'.repeat(100) } },
    invalid: { ...withdrawal, metadata: { k: 'v'.repeat(101) } },
    at: '/metadata/k',
  },
  {
    name: 'a metadata value that is not a string',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, metadata: { k: '1' } },
    invalid: { ...withdrawal, metadata: { k: 1 } },
    at: '/metadata/k',
  },
  {
    name: 'a withdrawal with a misspelt field',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, ref_ids: 'x' },
    at: '',
  },
  {
    name: 'a deposit address request without a network',
    schema: component('DepositAddressRequest'),
    valid: depositAddress,
    invalid: without(depositAddress, 'crypto_network'),
    at: '',
  },
  {
    name: 'a deposit address on an unknown network',
    schema: component('DepositAddressRequest'),
    valid: depositAddress,
    invalid: { ...depositAddress, crypto_network: 'DOGECOIN' },
    at: '/crypto_network',
  },
  {
    name: 'a deposit address converting to an unknown asset',
    schema: component('DepositAddressRequest'),
    valid: { ...depositAddress, conversion_target_asset: 'USD' },
    invalid: { ...depositAddress, conversion_target_asset: 'EUR' },
    at: '/conversion_target_asset',
  },
  {
    name: 'a deposit address with 7 metadata pairs',
    schema: component('DepositAddressRequest'),
    valid: { ...depositAddress, metadata: pairs(6) },
    invalid: { ...depositAddress, metadata: pairs(7) },
    at: '/metadata',
  },
  {
    name: 'a fiat deposit amount with 3 decimals',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: { ...fiatDeposit, amount: '100.505' },
    at: '/amount',
  },
  {
    name: 'a fiat deposit amount sent as a JSON number',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: { ...fiatDeposit, amount: 100.5 },
    at: '/amount',
  },
  {
    name: 'a fiat deposit in an asset other than USD',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: { ...fiatDeposit, asset: 'EUR' },
    at: '/asset',
  },
  {
    name: 'a fiat deposit without wire instructions',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: { ...fiatDeposit, fiat_network_instructions: {} },
    at: '/fiat_network_instructions',
  },
  // What the production API refuses in a wire deposit (its published schema), the sandbox refuses too.
  ...(['account_number', 'fiat_account_owner_address', 'routing_details'] as const).map((field) => ({
    name: `a wire without ${field}`,
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: withWire(without(wire, field)),
    at: '/fiat_network_instructions/wire',
  })),
  ...(['routing_number_type', 'routing_number', 'bank_name', 'bank_address'] as const).map((field) => ({
    name: `routing details without ${field}`,
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: withWire({ ...wire, routing_details: without(routing, field) }),
    at: '/fiat_network_instructions/wire/routing_details',
  })),
  {
    name: 'a routing number type other than ABA or SWIFT',
    schema: component('SandboxFiatDepositRequest'),
    valid: withWire({ ...wire, routing_details: { ...routing, routing_number_type: 'SWIFT' } }),
    invalid: withWire({ ...wire, routing_details: { ...routing, routing_number_type: 'IBAN' } }),
    at: '/fiat_network_instructions/wire/routing_details/routing_number_type',
  },
  {
    name: 'an address without a country',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: withWire({ ...wire, fiat_account_owner_address: without(address, 'country') }),
    at: '/fiat_network_instructions/wire/fiat_account_owner_address',
  },
  {
    name: 'an address line of 36 characters',
    schema: component('SandboxFiatDepositRequest'),
    valid: withWire({ ...wire, fiat_account_owner_address: { ...address, address1: 'a'.repeat(35) } }),
    invalid: withWire({ ...wire, fiat_account_owner_address: { ...address, address1: 'a'.repeat(36) } }),
    at: '/fiat_network_instructions/wire/fiat_account_owner_address/address1',
  },
  {
    name: 'an address line with a character outside the SWIFT set',
    schema: component('SandboxFiatDepositRequest'),
    valid: withWire({
      ...wire,
      fiat_account_owner_address: { ...address, city: "Saint-Denis (L'Île)".replace('Î', 'I') },
    }),
    invalid: withWire({ ...wire, fiat_account_owner_address: { ...address, city: 'Saint-Denis (L’Île)' } }),
    at: '/fiat_network_instructions/wire/fiat_account_owner_address/city',
  },
  {
    name: 'an empty address line',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: withWire({ ...wire, fiat_account_owner_address: { ...address, address2: '' } }),
    at: '/fiat_network_instructions/wire/fiat_account_owner_address/address2',
  },
  {
    name: 'a fiat account owner that is both a person and an institution',
    schema: component('SandboxFiatDepositRequest'),
    valid: { ...fiatDeposit, fiat_account_owner: person },
    invalid: { ...fiatDeposit, fiat_account_owner: { ...person, ...institution } },
    at: '/fiat_account_owner',
  },
  {
    name: 'a fiat account owner that is neither',
    schema: component('SandboxFiatDepositRequest'),
    valid: { ...fiatDeposit, fiat_account_owner: institution },
    invalid: { ...fiatDeposit, fiat_account_owner: {} },
    at: '/fiat_account_owner',
  },
  {
    name: 'a person without a last name',
    schema: component('SandboxFiatDepositRequest'),
    valid: { ...fiatDeposit, fiat_account_owner: person },
    invalid: { ...fiatDeposit, fiat_account_owner: { person_details: { first_name: 'Ada' } } },
    at: '/fiat_account_owner/person_details',
  },
  {
    name: 'an institution without a name',
    schema: component('SandboxFiatDepositRequest'),
    valid: { ...fiatDeposit, fiat_account_owner: institution },
    invalid: { ...fiatDeposit, fiat_account_owner: { institution_details: {} } },
    at: '/fiat_account_owner/institution_details',
  },
  {
    name: 'a withdrawal beneficiary that is neither a person nor an institution',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, beneficiary: person },
    invalid: { ...withdrawal, beneficiary: { name: 'Ada Lovelace' } },
    at: '/beneficiary',
  },
  {
    name: 'a withdrawal beneficiary person without a first name',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, beneficiary: person },
    invalid: { ...withdrawal, beneficiary: { person_details: { last_name: 'Lovelace' } } },
    at: '/beneficiary/person_details',
  },
  {
    name: 'a withdrawal beneficiary institution without a name',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, beneficiary: institution },
    invalid: { ...withdrawal, beneficiary: { institution_details: { lei: '5493001KJTIIGC8Y1R12' } } },
    at: '/beneficiary/institution_details',
  },
  {
    name: 'a transfer whose fee is a JSON number',
    schema: component('Transfer'),
    valid: transfer,
    invalid: { ...transfer, fee: 0.0021 },
    at: '/fee',
  },
  {
    name: 'a transfer with an unknown status',
    schema: component('Transfer'),
    valid: transfer,
    invalid: { ...transfer, status: 'DONE' },
    at: '/status',
  },
  { name: 'a page limit of 1001', schema: parameterSchema('Limit'), valid: 1000, invalid: 1001, at: '' },
  { name: 'a page limit of 0', schema: parameterSchema('Limit'), valid: 1, invalid: 0, at: '' },
  {
    name: 'a monitoring network rewards does not support',
    schema: parameterSchema('CryptoNetworkQuery'),
    valid: 'INK',
    invalid: 'BITCOIN',
    at: '',
  },
  // Every string is bounded; identifiers refuse what the store cannot hold as text.
  {
    name: 'a ref_id of 129 characters',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, ref_id: 'r'.repeat(128) },
    invalid: { ...withdrawal, ref_id: 'r'.repeat(129) },
    at: '/ref_id',
  },
  {
    name: 'a ref_id holding NUL',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, ref_id: 'wd-1' },
    invalid: { ...withdrawal, ref_id: 'wd-\u00001' },
    at: '/ref_id',
  },
  {
    name: 'a profile_id holding a lone surrogate',
    schema: component('DepositAddressRequest'),
    valid: { ...depositAddress, profile_id: 'p-\u{1F600}' },
    invalid: { ...depositAddress, profile_id: 'p-\uD83D' },
    at: '/profile_id',
  },
  {
    name: 'a destination address of 129 characters',
    schema: component('CryptoWithdrawalRequest'),
    valid: withdrawal,
    invalid: { ...withdrawal, destination_address: 'a'.repeat(129) },
    at: '/destination_address',
  },
  {
    name: 'a withdrawal amount of 65 digits',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, amount: '9'.repeat(64) },
    invalid: { ...withdrawal, amount: '9'.repeat(65) },
    at: '/amount',
  },
  {
    name: 'a memo of 129 characters',
    schema: component('CryptoWithdrawalRequest'),
    valid: { ...withdrawal, memo: 'm'.repeat(128) },
    invalid: { ...withdrawal, memo: 'm'.repeat(129) },
    at: '/memo',
  },
  {
    name: 'a memo_id holding NUL',
    schema: component('SandboxFiatDepositRequest'),
    valid: fiatDeposit,
    invalid: { ...fiatDeposit, memo_id: '\u0000' },
    at: '/memo_id',
  },
  {
    name: 'a token request whose client_id holds NUL',
    schema: component('TokenRequest'),
    valid: { grant_type: 'client_credentials', client_id: 'c', client_secret: 's' },
    invalid: { grant_type: 'client_credentials', client_id: 'c\u0000', client_secret: 's' },
    at: '/client_id',
  },
  {
    name: 'a page cursor of 1025 characters',
    schema: parameterSchema('PageCursor'),
    valid: 'c'.repeat(1024),
    invalid: 'c'.repeat(1025),
    at: '',
  },
  {
    name: 'an execution id of 33 digits',
    schema: parameterSchema('SinceExecutionId'),
    valid: '9'.repeat(32),
    invalid: '9'.repeat(33),
    at: '',
  },
  {
    name: 'a token request with the password grant',
    schema: component('TokenRequest'),
    valid: { grant_type: 'client_credentials', client_id: 'c', client_secret: 's' },
    invalid: { grant_type: 'password', client_id: 'c', client_secret: 's' },
    at: '/grant_type',
  },
];

const bid = { price: '64250.5', amount: '0.75' };
const marketData: JsonObject = {
  channel: 'market_data',
  payload: { market: 'BTCUSD', type: 'SNAPSHOT', time: '2026-11-21T10:15:30.123Z', bids: [bid], asks: [] },
};
const topOfBook: JsonObject = {
  channel: 'market_data.top_of_book',
  payload: {
    market: 'BTCUSD',
    type: 'TOP_OF_BOOK',
    timestamp: '2026-11-21T10:15:30.123456789Z',
    bids: [bid],
    asks: [],
  },
};
const heartbeat: JsonObject = { channel: 'heartbeat', payload: { timestamp: '2026-11-21T10:15:30.123456789Z' } };
const subscribe: JsonObject = { type: 'subscribe', channels: [{ type: 'market_data', params: { market: 'BTCUSD' } }] };
const withPayload = (event: JsonObject, change: JsonObject): JsonObject => ({
  ...event,
  payload: { ...(event['payload'] as JsonObject), ...change },
});

const stream: Rejection[] = [
  {
    name: 'a subscribe with no channels',
    schema: component('SubscribeRequest'),
    valid: subscribe,
    invalid: { ...subscribe, channels: [] },
    at: '/channels',
  },
  {
    name: 'a subscribe to an unknown channel type',
    schema: component('SubscribeRequest'),
    valid: subscribe,
    invalid: { ...subscribe, channels: [{ type: 'trades' }] },
    at: '/channels/0/type',
  },
  {
    name: 'a subscribe to a lower-case market symbol',
    schema: component('SubscribeRequest'),
    valid: subscribe,
    invalid: { ...subscribe, channels: [{ type: 'market_data', params: { market: 'btcusd' } }] },
    at: '/channels/0/params/market',
  },
  {
    name: 'an acknowledgement echoing a channel type of 65 characters',
    schema: component('ChannelResult'),
    valid: { type: 't'.repeat(64), success: false, error: 'UNKNOWN_CHANNEL' },
    invalid: { type: 't'.repeat(65), success: false, error: 'UNKNOWN_CHANNEL' },
    at: '/type',
  },
  {
    name: 'an error frame with a message of 1025 characters',
    schema: component('ErrorMessage'),
    valid: { type: 'error', error: 'MALFORMED_REQUEST', message: 'x'.repeat(1024) },
    invalid: { type: 'error', error: 'MALFORMED_REQUEST', message: 'x'.repeat(1025) },
    at: '/message',
  },
  {
    name: 'a failed acknowledgement entry without its error code',
    schema: component('ChannelResult'),
    valid: { type: 'trades', success: false, error: 'UNKNOWN_CHANNEL' },
    invalid: { type: 'trades', success: false },
    at: '',
  },
  {
    name: 'a successful acknowledgement entry with an error code',
    schema: component('ChannelResult'),
    valid: { type: 'heartbeat', success: true },
    invalid: { type: 'heartbeat', success: true, error: 'NO_EFFECT_ACTION' },
    at: '/error',
  },
  {
    name: 'an error frame with an unknown code',
    schema: component('ErrorMessage'),
    valid: { type: 'error', error: 'MALFORMED_REQUEST', message: 'x' },
    invalid: { type: 'error', error: 'TEAPOT', message: 'x' },
    at: '/error',
  },
  {
    name: 'a market data price sent as a JSON number',
    schema: component('MarketDataEvent'),
    valid: marketData,
    invalid: withPayload(marketData, { bids: [{ price: 64250.5, amount: '0.75' }] }),
    at: '/payload/bids/0/price',
  },
  {
    name: 'a market data time with nanosecond precision',
    schema: component('MarketDataEvent'),
    valid: marketData,
    invalid: withPayload(marketData, { time: '2026-11-21T10:15:30.123456789Z' }),
    at: '/payload/time',
  },
  {
    name: 'a market data message of an unknown type',
    schema: component('MarketDataEvent'),
    valid: marketData,
    invalid: withPayload(marketData, { type: 'DELTA' }),
    at: '/payload/type',
  },
  {
    name: 'a top of book with two bid levels',
    schema: component('TopOfBookEvent'),
    valid: topOfBook,
    invalid: withPayload(topOfBook, { bids: [bid, bid] }),
    at: '/payload/bids',
  },
  {
    name: 'a heartbeat timestamp with millisecond precision',
    schema: component('HeartbeatEvent'),
    valid: heartbeat,
    invalid: withPayload(heartbeat, { timestamp: '2026-11-21T10:15:30.123Z' }),
    at: '/payload/timestamp',
  },
];

describe.each([
  ['OpenAPI', 'openapi.json', rest],
  ['AsyncAPI', 'asyncapi.json', stream],
] as const)('%s schemas', (_, file, rejections) => {
  const schemas = new SpecSchemas(file, loadBundle(file));

  it.each(rejections.map((r) => [r.name, r] as const))('rejects %s', (_, r) => {
    expect(schemas.problems(r.schema, r.valid), 'the starting document must be valid').toEqual([]);
    const problems = schemas.problems(r.schema, r.invalid);
    expect(problems.length, `${file}#${r.schema} accepted ${JSON.stringify(r.invalid)}`).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.split(' ')[0])).toContain(r.at || '(root)');
  });
});

describe('declared defaults', () => {
  it('pages monitoring addresses and executions 100 at a time, newest first, unless told otherwise', () => {
    const openapi = loadBundle('openapi.json');
    const parameters = (openapi['components'] as { parameters: Record<string, { schema: JsonObject }> }).parameters;
    expect(parameters['Limit']?.schema['default']).toBe(100);
    expect(parameters['SortOrder']?.schema['default']).toBe('DESC');
  });
});
