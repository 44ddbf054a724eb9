/** The error catalogue: one class per status, problem fields lifted, non-problem bodies handled. */
import { describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DapError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from '../src/index.js';
import { TRANSFER, fakeClient, fakeFetch } from './helpers/fake-fetch.js';
import { problemType } from './helpers/problem-types.js';

const headers = (entries: Record<string, string> = {}) => new Headers({ 'x-request-id': 'req-42', ...entries });

describe('APIError.from', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, InternalServerError],
    [502, InternalServerError],
    [503, InternalServerError],
  ])('maps status %i to its own class', (status, expected) => {
    const error = APIError.from(status, { status }, headers());
    expect(error).toBeInstanceOf(expected);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(DapError);
    expect(error.status).toBe(status);
    expect(error.name).toBe(expected.name);
  });

  it('keeps other statuses as a plain APIError with the status', () => {
    const error = APIError.from(422, { title: 'Unprocessable' }, undefined);
    expect(error.constructor).toBe(APIError);
    expect(error.status).toBe(422);
  });

  it('lifts the problem fields and the X-Request-Id onto the error', () => {
    const body = {
      type: problemType('insufficient-funds').type,
      title: 'Insufficient funds',
      status: 403,
      detail: 'The balance cannot cover 251.25 USDC.',
      instance: '/v2/transfer/crypto-withdrawals',
      meta: { available: '10.00' },
    };
    const error = APIError.from(403, body, headers());
    expect(error).toMatchObject({
      status: 403,
      type: body.type,
      title: body.title,
      detail: body.detail,
      instance: body.instance,
      meta: { available: '10.00' },
      requestId: 'req-42',
      body,
    });
    expect(error.message).toBe('403 The balance cannot cover 251.25 USDC.');
  });

  it('exposes the validation failures of a 400 as errors', () => {
    const error = APIError.from(
      400,
      { status: 400, meta: { errors: [{ pointer: '/query/limit', message: 'must be ≤ 1000' }, { junk: true }] } },
      undefined,
    ) as BadRequestError;
    expect(error.errors).toEqual([{ pointer: '/query/limit', message: 'must be ≤ 1000' }]);
  });

  it('exposes meta.existing of a 409 as existing, money still a string', () => {
    const error = APIError.from(409, { status: 409, meta: { existing: TRANSFER } }, undefined) as ConflictError;
    expect(error.existing).toEqual(TRANSFER);
    expect(error.existing?.['total']).toBe('251.25');
  });

  it('reads Retry-After seconds of a 429 as retryAfter', () => {
    const error = APIError.from(429, { status: 429 }, headers({ 'retry-after': '30' })) as RateLimitError;
    expect(error.retryAfter).toBe(30);
  });

  it('builds the right class from a non-problem body: plain text, HTML or nothing', () => {
    const text = APIError.from(502, '<html>Bad Gateway</html>', new Headers({ 'content-type': 'text/html' }));
    expect(text).toBeInstanceOf(InternalServerError);
    expect(text.title).toBeUndefined();
    expect(text.message).toContain('502');
    const empty = APIError.from(404, undefined, undefined) as NotFoundError;
    expect(empty).toBeInstanceOf(NotFoundError);
    expect(empty.requestId).toBeUndefined();
    expect(empty.message).toContain('404');
    const badRequest = APIError.from(400, { message: 'nope' }, undefined) as BadRequestError;
    expect(badRequest.errors).toEqual([]);
    expect((APIError.from(409, 'conflict', undefined) as ConflictError).existing).toBeUndefined();
    expect((APIError.from(429, '', undefined) as RateLimitError).retryAfter).toBeUndefined();
  });

  it('arranges the connection errors under APIError, with no status', () => {
    const timeout = new APIConnectionTimeoutError();
    expect(timeout).toBeInstanceOf(APIConnectionError);
    expect(timeout).toBeInstanceOf(APIError);
    expect(timeout.status).toBeUndefined();
    const abort = new APIUserAbortError();
    expect(abort).toBeInstanceOf(APIError);
    expect(abort).not.toBeInstanceOf(APIConnectionError);
  });
});

describe('errors from the client', () => {
  it('throws a NotFoundError with the request id from a problem+json 404', async () => {
    const fake = fakeFetch({
      api: [
        new Response(JSON.stringify({ type: problemType('not-found').type, title: 'Not Found', status: 404 }), {
          status: 404,
          headers: { 'content-type': 'application/problem+json', 'x-request-id': 'req-404' },
        }),
      ],
    });
    const error = await fakeClient(fake)
      .client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, requestId: 'req-404', type: problemType('not-found').type });
  });

  it('throws an InternalServerError from a 502 with an HTML body', async () => {
    const fake = fakeFetch({
      api: [new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    });
    const error = await fakeClient(fake, { maxRetries: 0 })
      .client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).body).toBe('<html>Bad Gateway</html>');
  });

  it('throws a PermissionDeniedError from a 403 with an empty body', async () => {
    const fake = fakeFetch({ api: [new Response(null, { status: 403, headers: { 'content-length': '0' } })] });
    const error = await fakeClient(fake)
      .client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as PermissionDeniedError).status).toBe(403);
  });
});
