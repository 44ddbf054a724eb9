import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SandboxServer } from '../src/app/start.js';
import { difference, main, tempDir } from './support/sandbox.js';
import { clientOf, startTestServer } from './support/server.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
let server: SandboxServer | undefined;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await server?.close();
  await dir?.remove();
});

// Two starts on one data directory: each opens the embedded store, which takes up to ~20 s on a busy two-core machine.
it('keeps cursors, tokens and balances valid after the server restarts on the same data directory', { timeout: 120_000 }, async () => {
  server = await startTestServer({ dataDir: dir.path });
  const client = clientOf(server, server.credentials.full);
  const everything = [];
  for await (const execution of client.listExecutions({ limit: 1000 })) everything.push(execution.execution_id);
  const first = await client.listExecutions({ limit: 10 });
  const cursor = first.nextPageCursor ?? '';
  const token = (await (await fetch(server.tokenUrl, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: server.credentials.full.clientId, client_secret: server.credentials.full.clientSecret }) })).json()) as { access_token: string };
  const before = await server.sandbox.ledger.balance(main.id, 'SOL');
  await client.createCryptoWithdrawal({ profile_id: main.id, destination_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', asset: 'SOL', crypto_network: 'SOLANA', amount: '2' });
  await server.close();

  server = await startTestServer({ dataDir: dir.path });
  const again = clientOf(server, server.credentials.full);
  const second = await again.listExecutions({ limit: 10, page_cursor: cursor });
  expect(second.items.map((e) => e.execution_id)).toEqual(everything.slice(10, 20));
  const response = await fetch(`${server.baseUrl}/executions?limit=1`, { headers: { authorization: `Bearer ${token.access_token}` } });
  expect(response.status).toBe(200);
  expect(difference(await server.sandbox.ledger.balance(main.id, 'SOL'), before)).toBe('2.01');
});
