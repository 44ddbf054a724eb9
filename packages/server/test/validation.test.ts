import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../src/index.js';
import { ALL, PROFILE_ID, call, postJson, start, type Running } from './support/app.js';
import { exampleRequest, schemaErrors } from './support/spec.js';

let server: Running;
beforeAll(async () => {
  server = await start({ bodyLimit: 2048 });
});
afterAll(() => server.close());

const VALIDATION_FAILED = PROBLEM_TYPES['validation-failed'].type;
const withdrawal = {
  profile_id: PROFILE_ID,
  destination_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  asset: 'BTC',
  crypto_network: 'BITCOIN',
};
const withdraw = (body: unknown) => postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, body);

/** A 400 validation problem that validates against the spec's ValidationProblem; its errors. */
async function failures(response: Promise<{ status: number; headers: Headers; body: any }>) {
  const { status, headers, body } = await response;
  expect(status).toBe(400);
  expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(body.type).toBe(VALIDATION_FAILED);
  expect(schemaErrors('ValidationProblem', body)).toEqual([]);
  return body.meta.errors as { pointer: string; message: string }[];
}

describe('request validation', () => {
  it('rejects a withdrawal with both amount and total with one error at /body naming both', async () => {
    const errors = await failures(withdraw({ ...withdrawal, amount: '1', total: '1.0002' }));
    expect(errors).toEqual([{ pointer: '/body', message: 'exactly one of `amount` or `total` must be given' }]);
  });

  it('rejects a withdrawal with neither amount nor total with one error at /body', async () => {
    const errors = await failures(withdraw(withdrawal));
    expect(errors).toEqual([{ pointer: '/body', message: 'exactly one of `amount` or `total` must be given' }]);
  });

  it('points at the amount itself, not at the oneOf, when the one amount given is not a decimal', async () => {
    const errors = await failures(withdraw({ ...withdrawal, amount: '1e5' }));
    expect(errors.map((e) => e.pointer)).toEqual(['/body/amount']);
  });

  it('reports the failures of the branch the body chose, at their pointers, and none of the other branch', async () => {
    const errors = await failures(withdraw({ ...withdrawal, amount: '1', ref_id: '', surprise: true }));
    expect(errors.map((e) => e.pointer).sort()).toEqual(['/body/ref_id', '/body/surprise']);
  });

  it('reports what is wrong whichever branch was meant beside the one error at /body when both are given', async () => {
    const errors = await failures(withdraw({ ...withdrawal, amount: '1', total: '2', ref_id: '' }));
    expect(errors.map((e) => e.pointer)).toEqual(['/body', '/body/ref_id']);
  });

  it('rejects a beneficiary that is both a person and an institution with one error at /body/beneficiary', async () => {
    const person_details = { first_name: 'Ada', last_name: 'Lovelace' };
    const institution_details = { name: 'Analytical Engines Ltd' };
    const both = await failures(
      withdraw({ ...withdrawal, amount: '1', beneficiary: { person_details, institution_details } }),
    );
    expect(both.map((e) => e.pointer)).toEqual(['/body/beneficiary']);
    const badPerson = await failures(
      withdraw({ ...withdrawal, amount: '1', beneficiary: { person_details: { first_name: 'Ada' } } }),
    );
    expect(badPerson.map((e) => e.pointer)).toEqual(['/body/beneficiary/person_details/last_name']);
  });

  it('rejects seven metadata pairs at /body/metadata', async () => {
    const metadata = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, 'v']));
    const errors = await failures(withdraw({ ...withdrawal, amount: '1', metadata }));
    expect(errors).toEqual([{ pointer: '/body/metadata', message: 'must NOT have more than 6 properties' }]);
  });

  it('rejects a metadata key over 100 characters at the key', async () => {
    const errors = await failures(withdraw({ ...withdrawal, amount: '1', metadata: { ['k'.repeat(101)]: 'v' } }));
    expect(errors.map((e) => e.pointer)).toEqual([`/body/metadata/${'k'.repeat(101)}`]);
  });

  it('rejects a fiat amount with three decimals at /body/amount', async () => {
    const errors = await failures(
      postJson(`${server.origin}/v2/sandbox/fiat-deposits`, {
        ...exampleRequest('createSandboxFiatDeposit'),
        amount: '10.005',
        memo_id: 'M',
      }),
    );
    expect(errors.map((e) => e.pointer)).toEqual(['/body/amount']);
  });

  it('rejects limit 5000 at /query/limit', async () => {
    const errors = await failures(call(`${server.origin}/v2/rewards/monitor/address?limit=5000`, { headers: ALL }));
    expect(errors).toEqual([{ pointer: '/query/limit', message: 'must be <= 1000' }]);
  });

  it.each(['0x10', '1e2', '+16', ' 16', '0b10', '16.0'])(
    'rejects limit=%s: a number in a URL is written in decimal digits',
    async (limit) => {
      const errors = await failures(
        call(`${server.origin}/v2/executions?limit=${encodeURIComponent(limit)}`, { headers: ALL }),
      );
      expect(errors).toEqual([{ pointer: '/query/limit', message: 'must be an integer in decimal digits' }]);
    },
  );

  it('still accepts limit=16', async () => {
    expect((await call(`${server.origin}/v2/executions?limit=16`, { headers: ALL })).status).toBe(200);
  });

  it('rejects a limit that is not an integer, and a repeated one, at /query/limit', async () => {
    expect(
      (await failures(call(`${server.origin}/v2/executions?limit=ten`, { headers: ALL }))).map((e) => e.pointer),
    ).toEqual(['/query/limit']);
    expect(
      (await failures(call(`${server.origin}/v2/executions?limit=1&limit=2`, { headers: ALL }))).map((e) => e.pointer),
    ).toEqual(['/query/limit']);
  });

  it('rejects an unknown enum value and a non-RFC 3339 time in the query', async () => {
    const errors = await failures(
      call(`${server.origin}/v2/rewards/monitor/address?crypto_network=BITCOIN&order=UP`, { headers: ALL }),
    );
    expect(errors.map((e) => e.pointer).sort()).toEqual(['/query/crypto_network', '/query/order']);
    const range = await failures(call(`${server.origin}/v2/executions?range.begin=yesterday`, { headers: ALL }));
    expect(range.map((e) => e.pointer)).toEqual(['/query/range.begin']);
  });

  it('rejects an account id that is not a UUID at /path/id', async () => {
    const errors = await failures(call(`${server.origin}/v2/identity/accounts/not-a-uuid`, { headers: ALL }));
    expect(errors).toEqual([{ pointer: '/path/id', message: 'must match format "uuid"' }]);
  });

  it('rejects an unknown body field at its own pointer', async () => {
    const errors = await failures(withdraw({ ...withdrawal, amount: '1', nickname: 'x' }));
    expect(errors).toEqual([{ pointer: '/body/nickname', message: 'is not allowed (unknown property)' }]);
    const nested = await failures(
      postJson(`${server.origin}/v2/sandbox/fiat-deposits`, {
        ...exampleRequest('createSandboxFiatDeposit'),
        amount: '10',
        memo_id: 'M',
        fiat_network_instructions: {
          ...(exampleRequest('createSandboxFiatDeposit')['fiat_network_instructions'] as object),
          ach: {},
        },
      }),
    );
    expect(nested.map((e) => e.pointer)).toEqual(['/body/fiat_network_instructions/ach']);
  });

  it('lists every failure of a body, each at its pointer', async () => {
    const errors = await failures(
      withdraw({ destination_address: 7, asset: 'BTC', crypto_network: 'DOGE', amount: '1', extra: true }),
    );
    expect(errors.map((e) => e.pointer).sort()).toEqual([
      '/body/crypto_network',
      '/body/destination_address',
      '/body/extra',
      '/body/profile_id',
    ]);
  });

  it('answers a handler-raised validation failure (a forged cursor) with the same problem', async () => {
    const errors = await failures(
      call(`${server.origin}/v2/rewards/monitor/address?page_cursor=forged`, { headers: ALL }),
    );
    expect(errors).toEqual([{ pointer: '/query/page_cursor', message: 'is not a cursor this server issued' }]);
  });

  it('answers malformed JSON with a 400 problem at /body', async () => {
    expect(await failures(withdraw('{"profile_id": '))).toEqual([{ pointer: '/body', message: 'is not valid JSON' }]);
  });

  it('answers a JSON body that is not an object, and a missing body, with a 400 problem at /body', async () => {
    expect((await failures(withdraw('"just a string"'))).map((e) => e.pointer)).toEqual(['/body']);
    expect(
      (await failures(call(`${server.origin}/v2/transfer/crypto-withdrawals`, { method: 'POST', headers: ALL }))).map(
        (e) => e.pointer,
      ),
    ).toEqual(['/body']);
  });

  it('answers a body over the limit with 413 payload-too-large', async () => {
    const { status, headers, body } = await withdraw({ ...withdrawal, amount: '1', memo: 'x'.repeat(4096) });
    expect(status).toBe(413);
    expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ type: PROBLEM_TYPES['payload-too-large'].type, status: 413 });
    expect(schemaErrors('Problem', body)).toEqual([]);
  });

  it('answers a body that is not application/json with 415 unsupported-media-type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const { status, body } = await call(`${server.origin}/v2/transfer/crypto-withdrawals`, {
        method: 'POST',
        headers: { ...ALL, 'content-type': contentType },
        body: 'profile_id=x',
      });
      expect(status, contentType).toBe(415);
      expect(body).toMatchObject({ type: PROBLEM_TYPES['unsupported-media-type'].type, status: 415 });
      expect(schemaErrors('Problem', body)).toEqual([]);
    }
  });

  it('accepts application/json with a charset', async () => {
    const { status } = await call(`${server.origin}/v2/transfer/crypto-withdrawals`, {
      method: 'POST',
      headers: { ...ALL, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ...withdrawal, amount: '1' }),
    });
    expect(status).toBe(200);
  });

  it('never answers bad input with a 5xx', async () => {
    const attempts = [
      withdraw('{"__proto__": {"polluted": true}, "amount": "1"}'),
      withdraw('[]'),
      withdraw('null'),
      withdraw(''),
      call(`${server.origin}/v2/identity/accounts/%E0%A4%A`, { headers: ALL }),
      call(`${server.origin}/v2/executions?limit[]=1&range.end=`, { headers: ALL }),
      call(`${server.origin}/v2/transfer/crypto-withdrawals`, {
        method: 'POST',
        headers: { ...ALL, 'content-type': 'application/json' },
        body: '\u0000',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status, response.text).toBeGreaterThanOrEqual(400);
      expect(response.status, response.text).toBeLessThan(500);
      expect(schemaErrors('Problem', response.body)).toEqual([]);
    }
  });
});
