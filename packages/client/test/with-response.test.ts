/** withResponse(): the parsed body with the response that carried it, and its request id. */
import { describe, expect, it } from 'vitest';
import { EXECUTION, fakeClient, fakeFetch, json, TRANSFER, WITHDRAWAL } from './helpers/fake-fetch.js';

const ACCOUNT_ID = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
const ACCOUNT = { id: ACCOUNT_ID, summary_status: 'APPROVED' };

describe('withResponse', () => {
  it('gives the body, the status, the headers and the request id of a successful call', async () => {
    const { client } = fakeClient(
      fakeFetch({ api: [json(200, ACCOUNT, { 'x-request-id': 'req-ok-1', 'x-extra': 'yes' })] }),
    );
    const { data, response, requestId } = await client.getAccount(ACCOUNT_ID).withResponse();
    expect(data).toEqual(ACCOUNT);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(requestId).toBe('req-ok-1');
  });

  it('sends one request whether the call is awaited, asked withResponse, or both', async () => {
    const fake = fakeFetch({ api: [json(200, ACCOUNT)] });
    const { client } = fakeClient(fake);
    const call = client.getAccount(ACCOUNT_ID);
    const [body, withResponse] = await Promise.all([call, call.withResponse()]);
    expect(body).toEqual(ACCOUNT);
    expect(withResponse.data).toBe(body);
    expect(fake.api).toHaveLength(1);
  });

  it('gives the response of the attempt that succeeded after retries', async () => {
    const fake = fakeFetch({ api: ['reset', json(200, TRANSFER, { 'x-request-id': 'req-second' })] });
    const { client } = fakeClient(fake);
    const { data, requestId } = await client.createCryptoWithdrawal({ ...WITHDRAWAL, ref_id: 'wd-1' }).withResponse();
    expect(data).toEqual(TRANSFER);
    expect(requestId).toBe('req-second');
    expect(fake.api).toHaveLength(2);
  });

  it('rejects withResponse with the same typed error as the call', async () => {
    const { client } = fakeClient(fakeFetch({ api: [json(404, { title: 'Not found', status: 404 })] }));
    await expect(client.getAccount(ACCOUNT_ID).withResponse()).rejects.toMatchObject({
      name: 'NotFoundError',
      status: 404,
      operationId: 'getAccount',
    });
  });

  it('gives every page of a list with the response that carried it and its request id', async () => {
    const { client } = fakeClient(
      fakeFetch({
        api: [
          json(200, { items: [EXECUTION], next_page_cursor: 'c2' }, { 'x-request-id': 'req-page-1' }),
          json(200, { items: [] }, { 'x-request-id': 'req-page-2' }),
        ],
      }),
    );
    const first = await client.listExecutions({ limit: 1 });
    expect(first.requestId).toBe('req-page-1');
    expect(first.response?.status).toBe(200);
    const second = await first.getNextPage();
    expect(second.requestId).toBe('req-page-2');
  });
});
