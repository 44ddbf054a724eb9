import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockDocument, startMock, type RunningMock } from '../src/index.js';

describe('mockDocument', () => {
  it('moves REST paths under the server base path and leaves path items with their own servers in place', () => {
    const document = mockDocument({
      servers: [{ url: 'https://api.example.com/v2' }],
      paths: {
        '/executions': { get: {} },
        '/oauth2/token': { servers: [{ url: 'https://auth.example.com' }], post: {} },
      },
    });
    expect(Object.keys(document.paths ?? {})).toEqual(['/v2/executions', '/oauth2/token']);
    expect(document.servers).toBeUndefined();
    expect(document.paths?.['/oauth2/token']).toEqual({ post: {} });
  });
});

describe('the Prism mock', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => {
    await mock.close();
  });

  it('answers REST operations under /v2 with the spec examples', async () => {
    const response = await fetch(`${mock.baseUrl}/executions`, { headers: { Authorization: 'Bearer any' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Array<{ execution_id: string }> };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]?.execution_id).toMatch(/^[0-9]+$/);
  });

  it('serves the token endpoint at the origin, not under /v2', async () => {
    const response = await fetch(mock.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'c', client_secret: 's' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { token_type: string }).token_type).toBe('bearer');
  });

  it('rejects a request that breaks the spec', async () => {
    const response = await fetch(`${mock.baseUrl}/executions?limit=5000`, { headers: { Authorization: 'Bearer any' } });
    // The spec declares a 400 problem response, so Prism answers with it and names the violation.
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('sl-violations')).toContain('limit');
  });
});
