/** Deprecated operations: the client warns once per operation through its logger, against a real local server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DapClient, NotFoundError, type LogFields, type Logger } from '../src/index.js';
import { sendJson, startLocalServer, type LocalServer } from './helpers/local-server.js';

const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d' };
const DEPRECATED = {
  deprecation: '@1767225600',
  sunset: 'Mon, 01 Jun 2026 00:00:00 GMT',
  link: '<https://docs.example.com/changes.html>; rel="deprecation"; type="text/html"',
};

let server: LocalServer;
beforeAll(async () => {
  // getAccount is deprecated (its answers carry the headers, its 404 too); listExecutions is not.
  server = await startLocalServer((request, response) => {
    if (request.url?.startsWith('/v2/identity/accounts/missing')) {
      response.writeHead(404, { 'content-type': 'application/problem+json', ...DEPRECATED });
      response.end(JSON.stringify({ type: 'about:blank', title: 'Not found', status: 404 }));
    } else if (request.url?.startsWith('/v2/identity/accounts/')) {
      response.writeHead(200, { 'content-type': 'application/json', ...DEPRECATED }).end(JSON.stringify(ACCOUNT));
    } else sendJson(response, 200, { executions: [], has_more: false });
  });
});
afterAll(() => server.close());

function capture(): { logger: Logger; warnings: { message: string; fields: LogFields | undefined }[] } {
  const warnings: { message: string; fields: LogFields | undefined }[] = [];
  const ignore = () => {};
  return {
    warnings,
    logger: {
      debug: ignore,
      info: ignore,
      error: ignore,
      warn: (message, fields) => warnings.push({ message, fields }),
    },
  };
}

describe('a deprecated operation', () => {
  it('is reported once per client through the logger, with its deprecation date, sunset and docs link', async () => {
    const { logger, warnings } = capture();
    const client = new DapClient({ baseUrl: `${server.origin}/v2`, accessToken: 'test-access-token', logger });
    await client.getAccount(ACCOUNT.id);
    await client.getAccount(ACCOUNT.id);
    await client.listExecutions();
    expect(warnings).toEqual([
      {
        message: 'getAccount is deprecated, sunset 2026-06-01T00:00:00.000Z, see https://docs.example.com/changes.html',
        fields: {
          operationId: 'getAccount',
          method: 'GET',
          path: '/identity/accounts/{id}',
          deprecation: '2026-01-01T00:00:00.000Z',
          sunset: '2026-06-01T00:00:00.000Z',
          link: 'https://docs.example.com/changes.html',
        },
      },
    ]);
  });

  it('is reported from an error answer too', async () => {
    const { logger, warnings } = capture();
    const client = new DapClient({
      baseUrl: `${server.origin}/v2`,
      accessToken: 'test-access-token',
      logger,
      maxRetries: 0,
    });
    await expect(client.getAccount('missing')).rejects.toBeInstanceOf(NotFoundError);
    expect(warnings.map((w) => w.fields?.['operationId'])).toEqual(['getAccount', undefined]);
    expect(warnings[0]?.fields?.['sunset']).toBe('2026-06-01T00:00:00.000Z');
  });
});
