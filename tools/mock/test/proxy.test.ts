import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RunningProxy } from '../src/index.js';

const require = createRequire(import.meta.url);
/** The spec's own example of a page of executions: valid by definition. */
const spec = JSON.parse(readFileSync(require.resolve('@dap/specs/openapi.json'), 'utf8'));
const validBody: unknown =
  spec.paths['/executions'].get.responses['200'].content['application/json'].examples.firstPage.value;

/** A tiny upstream: the valid page on `?valid=1`, an invalid one otherwise. */
describe('the Prism validation proxy', () => {
  let upstream: Server;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-request-id', 'req-1');
      if (req.url?.includes('valid=1')) res.end(JSON.stringify(validBody));
      else res.end(JSON.stringify({ items: [{ bogus: true }] }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startProxy({ upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('passes an invalid upstream response through and reports a response violation with its JSON pointer', async () => {
    const before = proxy.violations().length;
    const response = await fetch(`${proxy.baseUrl}/executions`, { headers: { authorization: 'Bearer any' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [{ bogus: true }] });
    const found = proxy.violations().slice(before);
    expect(found).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/v2/executions',
        status: 200,
        direction: 'response',
        severity: 'Error',
        pointer: expect.stringMatching(/^\/body\/items\/0/),
        message: expect.stringContaining("'execution_id'"),
      }),
    );
    expect(found.every((v) => v.direction === 'response')).toBe(true);
  });

  it('reports nothing for a valid exchange, and records it', async () => {
    const before = proxy.violations().length;
    const response = await fetch(`${proxy.baseUrl}/executions?valid=1`, { headers: { authorization: 'Bearer any' } });
    expect(response.status).toBe(200);
    expect(proxy.violations().slice(before)).toEqual([]);
    expect(proxy.exchanges().at(-1)).toMatchObject({
      method: 'GET',
      path: '/v2/executions',
      url: '/v2/executions?valid=1',
      status: 200,
      violations: [],
    });
  });

  it('reports a request violation, and a missing token as a security violation', async () => {
    const before = proxy.violations().length;
    await fetch(`${proxy.baseUrl}/executions?valid=1&limit=5000`);
    const found = proxy.violations().slice(before);
    expect(found).toContainEqual(expect.objectContaining({ direction: 'request', pointer: '/query/limit' }));
    expect(found).toContainEqual(expect.objectContaining({ direction: 'request', pointer: '', code: 401 }));
  });

  it('forwards a malformed JSON body past Prism (which would never answer) and reports it as a request violation', async () => {
    const response = await fetch(`${proxy.baseUrl}/transfer/crypto-withdrawals`, {
      method: 'POST',
      headers: { authorization: 'Bearer any', 'content-type': 'application/json' },
      body: '{"profile_id": ',
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
    expect(proxy.exchanges().at(-1)?.violations).toEqual([
      expect.objectContaining({ direction: 'request', pointer: '/body', source: 'proxy' }),
    ]);
  });
});
