import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StartedSandbox } from '../src/start-options.js';
import { difference, main, tempDir } from './support/sandbox.js';
import { clientOf, startTestServer } from './support/server.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
let server: StartedSandbox | undefined;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await server?.stop();
  await dir?.remove();
});

// Two starts on one data directory, each opening the embedded store (a copy of the store template
// the first time): the whole test took 2 to 4 s at a load average of 5 to 7 on two cores, 7 s at
// 10 (it timed out at 30 s when a store's first open still ran initdb).
it(
  'keeps cursors, tokens and balances valid after the server restarts on the same data directory',
  { timeout: 60_000 },
  async () => {
    server = await startTestServer({ dataDir: dir.path });
    const client = clientOf(server, server.clients.full);
    const everything = [];
    for await (const execution of client.listExecutions({ limit: 1000 })) everything.push(execution.execution_id);
    const first = await client.listExecutions({ limit: 10 });
    const cursor = first.nextPageCursor ?? '';
    const token = (await (
      await fetch(server.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: server.clients.full.clientId,
          client_secret: server.clients.full.clientSecret,
        }),
      })
    ).json()) as { access_token: string };
    const before = await server.sandbox.ledger.balance(main.id, 'SOL');
    await client.createCryptoWithdrawal({
      profile_id: main.id,
      destination_address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      asset: 'SOL',
      crypto_network: 'SOLANA',
      amount: '2',
    });
    await server.stop();

    server = await startTestServer({ dataDir: dir.path });
    const again = clientOf(server, server.clients.full);
    const second = await again.listExecutions({ limit: 10, page_cursor: cursor });
    expect(second.items.map((e) => e.execution_id)).toEqual(everything.slice(10, 20));
    const response = await fetch(`${server.url}/executions?limit=1`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(difference(await server.sandbox.ledger.balance(main.id, 'SOL'), before)).toBe('2.01');
  },
);
