// The request limits the spec states (`x-limits`, the RequestId header schema) are the server's
// defaults: checked at their edges over real sockets, with a server started without options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID, REST_LIMITS, SHARED_SCHEMAS, specMaxLength } from '../src/index.js';
import { ALL, PROFILE_ID, start, type Running } from './support/app.js';
import { http, rawRequest } from './support/raw-http.js';

let server: Running;
let port: number;
beforeAll(async () => {
  server = await start();
  port = Number(new URL(server.origin).port);
});
afterAll(() => server.close());

const withdrawal = {
  profile_id: PROFILE_ID,
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'ETH',
  crypto_network: 'ETHEREUM',
  amount: '0.1',
};
/** The withdrawal as JSON padded with trailing whitespace to exactly `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify(withdrawal).padEnd(bytes, ' ');
const postWithdrawal = (body: string) =>
  rawRequest(
    port,
    http('POST', '/v2/transfer/crypto-withdrawals', { ...ALL, 'content-type': 'application/json' }, body),
  );

describe("the spec's request limits", () => {
  it('reads a body of exactly maxBodyBytes and refuses one byte more with 413 payload-too-large', async () => {
    expect((await postWithdrawal(bodyOf(REST_LIMITS.maxBodyBytes))).status).toBe(200);
    const over = await postWithdrawal(bodyOf(REST_LIMITS.maxBodyBytes + 1));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toMatchObject({
      status: 413,
      detail: expect.stringContaining(String(REST_LIMITS.maxBodyBytes)),
    });
  });

  it('reads headers well under maxHeaderBytes and refuses headers over it with 431', async () => {
    const headers = (bytes: number) => ({ ...ALL, 'x-padding': 'p'.repeat(bytes) });
    expect(
      (await rawRequest(port, http('GET', '/v2/executions', headers(REST_LIMITS.maxHeaderBytes / 2)))).status,
    ).toBe(200);
    expect((await rawRequest(port, http('GET', '/v2/executions', headers(REST_LIMITS.maxHeaderBytes)))).status).toBe(
      431,
    );
  });

  it('gives a request headersTimeoutSeconds for its headers and requestTimeoutSeconds in all, as Node enforces them', () => {
    expect(server.app.server.headersTimeout).toBe(REST_LIMITS.headersTimeoutSeconds * 1000);
    expect(server.app.server.requestTimeout).toBe(REST_LIMITS.requestTimeoutSeconds * 1000);
  });

  it("echoes an X-Request-Id the RequestId schema allows, up to its maxLength, and replaces any other with the server's own", async () => {
    const idOf = async (id: string) =>
      (await rawRequest(port, http('GET', '/v2/executions', { ...ALL, 'x-request-id': id }))).headers['x-request-id'];
    const longest = 'r'.repeat(REQUEST_ID.maxLength);
    expect(await idOf(longest)).toBe(longest);
    expect(await idOf('trace:a.b_c-1')).toBe('trace:a.b_c-1');
    for (const refused of [`${longest}r`, 'has space', '<b>', 'semi;colon']) {
      const answered = await idOf(refused);
      expect(answered).not.toBe(refused);
      expect(answered).toMatch(REQUEST_ID.pattern);
    }
  });
});

describe('specMaxLength', () => {
  it("reads the maxLength of a component schema and of a component's string property from the generated schemas", () => {
    const defs = SHARED_SCHEMAS.$defs as Record<
      string,
      { maxLength?: number; properties?: Record<string, { maxLength?: number }> }
    >;
    expect(specMaxLength('Decimal')).toBe(defs['Decimal']?.maxLength);
    expect(specMaxLength('Problem', 'detail')).toBe(defs['Problem']?.properties?.['detail']?.maxLength);
    expect(specMaxLength('Problem', 'detail')).toBeGreaterThan(0);
  });

  it('throws, naming the schema and property, when the spec gives it no maxLength', () => {
    expect(() => specMaxLength('Transfer')).toThrow('The spec gives Transfer no maxLength');
    expect(() => specMaxLength('Problem', 'status')).toThrow('The spec gives Problem.status no maxLength');
  });
});
