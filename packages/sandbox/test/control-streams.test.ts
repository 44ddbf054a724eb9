import type { ApiServer } from '@dap/server';
import { Client } from '@dap/test-support/ws';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../src/http/app.js';
import { readDemoData } from '../src/demo/demo-data.js';
import { createSandbox, type Sandbox } from '../src/sandbox.js';
import { allScopesClient, eventually, tenant } from './support/sandbox.js';

// A second client holding the stream scope, so that disconnecting one client's connections can be told apart.
const watcher = {
  client_id: 'stream-watcher',
  client_secret: 'watcher-secret-0123456789',
  customer_id: allScopesClient.customer_id,
  scopes: ['exchange:read_aggregated_marketdata_stream'],
};

let sandbox: Sandbox;
let app: ApiServer;
let wsUrl: string;
const tokens: Record<string, string> = {};
const opened: Client[] = [];

beforeAll(async () => {
  const demo = readDemoData();
  sandbox = await createSandbox({
    dataDir: ':memory:',
    demoData: { ...demo, clients: [...demo.clients, watcher] },
    tickMs: 0,
    heartbeatMs: 0,
  });
  app = await createSandboxApp(sandbox, { rateLimit: false, docsDir: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  wsUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  for (const client of [allScopesClient, watcher]) {
    tokens[client.client_id] = (
      await sandbox.tokens.issueToken({
        grant_type: 'client_credentials',
        client_id: client.client_id,
        client_secret: client.client_secret,
      })
    ).access_token;
  }
});
afterEach(async () => {
  for (const client of opened) expect(client.invalid).toEqual([]);
  for (const client of opened.splice(0)) await client.close();
  await eventually(async () => (sandbox.control.streams.size === 0 ? true : undefined));
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

async function open(clientId: string): Promise<Client> {
  const client = await Client.open(wsUrl, tokens[clientId]);
  opened.push(client);
  // Registered once the server has run its open handler: a subscription round trip proves it.
  expect((await client.request({ type: 'subscription_list' })).type).toBe('subscription_list');
  return client;
}

describe('stream disconnect', () => {
  it('closes every connection of one client with the code given, answers how many, and leaves the others open', async () => {
    const mine = [await open(allScopesClient.client_id), await open(allScopesClient.client_id)];
    const theirs = await open(watcher.client_id);
    const codes = mine.map((client) => client.closed());
    expect(sandbox.control.streams.disconnect(tenant, { code: 1013, client_id: allScopesClient.client_id })).toEqual({
      closed: 2,
    });
    expect(await Promise.all(codes)).toEqual([1013, 1013]);
    expect((await theirs.request({ type: 'subscription_list' })).type).toBe('subscription_list');
  });

  it('closes every connection when no client is named, with each code a test may ask for', async () => {
    for (const code of [1001, 1011, 1012, 1013] as const) {
      const clients = [await open(allScopesClient.client_id), await open(watcher.client_id)];
      const codes = clients.map((client) => client.closed());
      expect(sandbox.control.streams.disconnect(tenant, { code })).toEqual({ closed: 2 });
      expect(await Promise.all(codes)).toEqual([code, code]);
    }
  });

  it('closes the connections a predicate picks with 1008 and the reason given (a client whose access is withdrawn), and counts them', async () => {
    const mine = await open(allScopesClient.client_id);
    const theirs = await open(watcher.client_id);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      mine.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const count = sandbox.control.streams.closeWhere(
      (connection) => connection.principal.subject === allScopesClient.client_id,
      1008,
      'access withdrawn',
    );
    expect(count).toBe(1);
    expect(await closed).toEqual({ code: 1008, reason: 'access withdrawn' });
    expect((await theirs.request({ type: 'subscription_list' })).type).toBe('subscription_list');
  });

  it('answers 0 when no connection matches, and forgets connections once they have closed', async () => {
    expect(sandbox.control.streams.disconnect(tenant, { code: 1001, client_id: 'nobody' })).toEqual({ closed: 0 });
    const client = await open(watcher.client_id);
    expect(sandbox.control.streams.size).toBe(1);
    await client.close();
    await eventually(async () => (sandbox.control.streams.size === 0 ? true : undefined));
    expect(sandbox.control.streams.disconnect(tenant, { code: 1001 })).toEqual({ closed: 0 });
  });
});
