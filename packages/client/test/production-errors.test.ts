/**
 * Error bodies as the production API may send them, which our spec does not always promise in full:
 * a real HTTP server answers each request with one such body, and the client still throws its typed
 * error, keeping every field that is there.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APIError,
  BadRequestError,
  ConflictError,
  DapClient,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from '../src/index.js';

interface Canned {
  status: number;
  contentType?: string;
  body: string;
  headers?: Record<string, string>;
}

let server: Server;
let next: Canned = { status: 200, body: '{}' };
let client: DapClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    if (request.url === '/oauth2/token') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: 'token', token_type: 'Bearer', expires_in: 3600, scope: 'all' }));
      return;
    }
    response
      .writeHead(next.status, {
        'x-request-id': 'req-prod-1',
        ...(next.contentType ? { 'content-type': next.contentType } : {}),
        ...next.headers,
      })
      .end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new DapClient({
    baseUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth2/token`,
    clientId: 'id',
    clientSecret: 'secret',
    maxRetries: 0,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The error the client throws for `canned` on a withdrawal. */
async function errorFor(canned: Canned): Promise<APIError> {
  next = canned;
  const error = await client
    .createCryptoWithdrawal({
      profile_id: 'p',
      destination_address: 'a',
      asset: 'ETH',
      crypto_network: 'ETHEREUM',
      amount: '1',
    })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}
const problem = (body: object): Canned => ({
  status: (body as { status?: number }).status ?? 400,
  contentType: 'application/problem+json',
  body: JSON.stringify(body),
});

describe('error bodies from production', () => {
  it('reads a 400 without meta.errors as a BadRequestError with no errors, keeping type and detail', async () => {
    const error = await errorFor(
      problem({
        type: 'https://docs.example.com/problems/validation-failed',
        title: 'Bad Request',
        status: 400,
        detail: 'amount is invalid',
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, detail: 'amount is invalid', requestId: 'req-prod-1', meta: undefined });
    expect((error as BadRequestError).errors).toEqual([]);
  });

  it('keeps validation entries that carry only a pointer or only a message', async () => {
    const error = await errorFor(
      problem({
        status: 400,
        meta: {
          errors: [
            { pointer: '/body/amount' },
            { message: 'is required' },
            { pointer: '/body/asset', message: 'is invalid', code: 'E1' },
            'junk',
          ],
        },
      }),
    );
    expect((error as BadRequestError).errors).toEqual([
      { pointer: '/body/amount', message: '' },
      { pointer: '', message: 'is required' },
      { pointer: '/body/asset', message: 'is invalid', code: 'E1' },
    ]);
  });

  it('reads a 409 whose meta.existing lacks optional fields as a ConflictError carrying what is there', async () => {
    const existing = {
      id: 'tr-1',
      status: 'COMPLETED',
      amount: '1',
      asset: 'ETH',
      a_field_from_a_newer_api: { nested: true },
    };
    const error = await errorFor(
      problem({ type: 'https://docs.example.com/problems/ref-id-conflict', status: 409, meta: { existing } }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).existing).toEqual(existing);
  });

  it('reads a 409 without meta at all as a ConflictError with no existing resource', async () => {
    const error = await errorFor(problem({ status: 409, title: 'Conflict' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).existing).toBeUndefined();
    expect(error.title).toBe('Conflict');
  });

  it('reads a problem without title or type, and with meta of the wrong shape, keeping the rest', async () => {
    const error = await errorFor(problem({ status: 403, detail: 'Refused.', meta: ['not', 'an', 'object'] }));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toMatchObject({ detail: 'Refused.', type: undefined, title: undefined, meta: undefined });
    expect(error.body).toEqual({ status: 403, detail: 'Refused.', meta: ['not', 'an', 'object'] });
  });

  it('reads fields of the wrong type as absent rather than failing', async () => {
    const error = await errorFor(problem({ status: 404, type: 42, title: ['Not', 'found'], detail: null }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, type: undefined, title: undefined, detail: undefined });
  });

  it('reads a JSON error body that is not a problem, an HTML page and an empty body by their status', async () => {
    const json = await errorFor({
      status: 429,
      contentType: 'application/json',
      body: '{"message":"slow down"}',
      headers: { 'retry-after': '2' },
    });
    expect(json).toBeInstanceOf(RateLimitError);
    expect(json).toMatchObject({ retryAfter: 2, body: { message: 'slow down' } });
    const html = await errorFor({
      status: 502,
      contentType: 'text/html',
      body: '<html><body>Bad gateway</body></html>',
    });
    expect(html).toBeInstanceOf(InternalServerError);
    expect(html.body).toBe('<html><body>Bad gateway</body></html>');
    expect(html.message).toContain('Bad gateway');
    const empty = await errorFor({ status: 503, body: '' });
    expect(empty).toBeInstanceOf(InternalServerError);
    expect(empty.message).toBe('503 status code (no problem body)');
  });

  it('reads a problem body cut short as text, with its status class', async () => {
    const error = await errorFor({
      status: 400,
      contentType: 'application/problem+json',
      body: '{"type":"https://docs.example.com/problems/validation-fai',
    });
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.body).toBe('{"type":"https://docs.example.com/problems/validation-fai');
    expect((error as BadRequestError).errors).toEqual([]);
  });
});
