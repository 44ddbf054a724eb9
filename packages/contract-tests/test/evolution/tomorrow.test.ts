// Tomorrow's API end to end: @dap/client and @dap/stream-client run their usual flows against a real
// sandbox (real HTTP, real WebSocket) that answers as a legal next minor version could, with the
// sandbox's start-up seed and with tenants' own seeds: create a withdrawal, page executions, read an
// account, subscribe to a market and get its SNAPSHOT and UPDATEs, what they did not know kept.
import { DapClient } from '@dap/client';
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { StreamClient, type StreamError } from '@dap/stream-client';
import { validateServerFrame } from '@dap/stream-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STARTUP_SEED = 'tomorrow-1';
const SEEDS = [STARTUP_SEED, 'tomorrow-2', 'tomorrow-3'];
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const DECIMAL = /^[0-9]*\.?[0-9]+$/;

let sandbox: StartedSandbox;
beforeAll(async () => {
  // Fast market ticks, so that UPDATEs follow the SNAPSHOT within a second.
  sandbox = await startSandbox({
    rateLimit: false,
    tickMs: 20,
    heartbeatMs: 200,
    evolveSeed: STARTUP_SEED,
  });
});
afterAll(() => sandbox?.stop());

const hasUnknownField = (value: unknown): boolean => JSON.stringify(value).includes('"evolved_');

describe.each(SEEDS)("the clients against tomorrow's API, evolve seed %s", (seed) => {
  let rest: DapClient;
  let profileId: string;
  let accountId: string;
  beforeAll(async () => {
    // The first seed is the sandbox's own; the others, tenants' own settings.
    const tenant = await sandbox.createTenant(
      seed === STARTUP_SEED ? { name: seed } : { name: seed, evolve_seed: seed },
    );
    const [client] = tenant.clients;
    if (!client) throw new Error('a new tenant has a client');
    profileId = tenant.profiles[0]?.id ?? '';
    accountId = tenant.accounts[0]?.id ?? '';
    rest = new DapClient({
      baseUrl: sandbox.url,
      tokenUrl: sandbox.tokenUrl,
      clientId: client.client_id,
      clientSecret: client.client_secret,
      maxRetries: 0,
    });
  });

  it('creates a withdrawal, its money still decimal strings, what it did not know kept', async () => {
    const transfer = await rest.createCryptoWithdrawal({
      profile_id: profileId,
      destination_address: ETH_ADDRESS,
      asset: 'ETH',
      crypto_network: 'ETHEREUM',
      amount: '0.01',
    });
    expect(typeof transfer.id).toBe('string');
    expect(transfer.amount).toMatch(DECIMAL);
    expect(transfer.total).toMatch(DECIMAL);
    expect(hasUnknownField(transfer)).toBe(true);
  });

  it('pages through executions, two at a time, and reads an account', async () => {
    // A page's `items` and `next_page_cursor` are optional: tomorrow's API may leave either out, and
    // the client reads an absent list as empty and an absent cursor as the last page.
    const first = await rest.listExecutions({ limit: 2 });
    expect(Array.isArray(first.items)).toBe(true);
    expect(first.items.length).toBeLessThanOrEqual(2);
    const seen: string[] = [];
    for await (const execution of rest.listExecutions({ limit: 2 })) {
      expect(typeof execution.execution_id).toBe('string');
      expect(execution.amount).toMatch(DECIMAL);
      seen.push(execution.execution_id);
    }
    expect(new Set(seen).size).toBe(seen.length);
    // An account's `id` is optional in the spec, so tomorrow's API may leave it out: code that
    // needs it must say what it does without it.
    const account = await rest.getAccount(accountId);
    expect([accountId, undefined]).toContain(account.id);
    expect(hasUnknownField(account)).toBe(true);
  });

  it('subscribes to a market over a real WebSocket and gets its SNAPSHOT and UPDATEs, frames the exact validator flags', async () => {
    const raw: string[] = [];
    const stream = new StreamClient({
      url: sandbox.wsUrl,
      token: rest.tokens,
      reconnect: false,
      requestTimeoutMs: 10_000,
    });
    const errors: StreamError[] = [];
    stream.on('error', (error) => errors.push(error));
    try {
      await stream.connect();
      const events: Array<{ type: string; body: unknown }> = [];
      const done = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no SNAPSHOT and UPDATE within 10 s: ${JSON.stringify(events)}`)),
          10_000,
        );
        stream.on('market_data', (event) => {
          events.push({ type: event.payload.type, body: event });
          raw.push(JSON.stringify(event));
          if (events.some((e) => e.type === 'SNAPSHOT') && events.some((e) => e.type === 'UPDATE')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const results = await stream.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
      expect(results.map((r) => r.success)).toEqual([true]);
      await done;
      expect(events[0]?.type).toBe('SNAPSHOT');
      expect(events.some((e) => hasUnknownField(e.body))).toBe(true);
      expect(raw.every((text) => !validateServerFrame(text).ok)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await stream.close();
    }
  });
});

describe("a stream client asking for tomorrow's API on one connection", () => {
  it("sends Prefer: evolve=<seed> in the handshake through its headers option, and reads that connection's evolved frames", async () => {
    const { clientId, clientSecret } = sandbox.clients.full;
    const rest = new DapClient({ baseUrl: sandbox.url, tokenUrl: sandbox.tokenUrl, clientId, clientSecret });
    const ackOf = async (headers: Record<string, string>) => {
      const stream = new StreamClient({ url: sandbox.wsUrl, token: rest.tokens, reconnect: false, headers });
      try {
        await stream.connect();
        const heartbeat = new Promise<unknown>((resolve) => stream.once('heartbeat', resolve));
        expect((await stream.subscribe([{ type: 'heartbeat' }])).map((r) => r.success)).toEqual([true]);
        return await heartbeat;
      } finally {
        await stream.close();
      }
    };
    const asked = await ackOf({ prefer: 'evolve=one-connection' });
    expect(hasUnknownField(asked)).toBe(true);
    expect(validateServerFrame(JSON.stringify(asked)).ok).toBe(false);
  });
});
