/**
 * `dap-sandbox` stopped under load, as a process on a data directory: concurrent withdrawals (each
 * with its own ref_id) and a WebSocket subscriber, then SIGTERM (a drain) or SIGKILL (no warning),
 * then the store read directly and the sandbox started again on the same directory.
 */
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transfer } from '@dap/api-types';
import { dec } from '../src/common/decimal.js';
import { openStore } from '../src/stores.js';
import { printed, printedUrl, run, stop, type Run } from './support/process.js';
import { allScopesClient, eventually, main, tempDir } from './support/sandbox.js';
import { Client } from '@dap/test-support/ws';

/** 0.01 USDC on Polygon (fee 0.10): the main profile's 250,000 USDC outlast any test. */
const withdrawal = (refId: string) =>
  JSON.stringify({
    profile_id: main.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'POLYGON_POS',
    amount: '0.01',
    ref_id: refId,
  });

/** Workers, and the pause each takes between withdrawals: some 40 a second, under the demo client's rate limit (50/s). */
const WORKERS = 8;
const PAUSE_MS = 200;

interface Sandbox {
  run: Run;
  baseUrl: string;
  wsUrl: string;
  token: string;
}

// A start (process, store, demo data, listen): 1 to 3 s, several times that on a busy machine.
async function startSandbox(dataDir: string): Promise<Sandbox> {
  const r = run({ HOST: '127.0.0.1', PORT: '0', SANDBOX_DATA_DIR: dataDir, SANDBOX_SEED: '3' });
  const output = await printed(r, 'Ctrl+C stops it.', 90_000);
  const tokenUrl = printedUrl(output, 'Token endpoint');
  const response = await fetch(tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: allScopesClient.client_id,
      client_secret: allScopesClient.client_secret,
    }),
  });
  expect(response.status).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { run: r, baseUrl: printedUrl(output, 'REST API'), wsUrl: printedUrl(output, 'WebSocket'), token };
}

/** Withdrawals from `WORKERS` concurrent clients until the sandbox stops answering. */
class Load {
  /** Every ref_id sent, whatever became of it. */
  readonly sent: string[] = [];
  /** What the sandbox answered 200 to. */
  readonly acknowledged: Transfer[] = [];
  /** Answers other than 200, by status (503: refused while draining). */
  readonly refused = new Map<number, number>();
  /** Requests that got no answer (the connection was refused or cut). */
  unanswered = 0;
  readonly #done: Promise<void>;

  constructor(
    private readonly sandbox: Sandbox,
    prefix: string,
  ) {
    this.#done = Promise.all(Array.from({ length: WORKERS }, (_, worker) => this.#work(`${prefix}-${worker}`))).then(
      () => {},
    );
  }

  async #work(prefix: string): Promise<void> {
    for (let n = 0; ; n++) {
      const refId = `${prefix}-${n}`;
      this.sent.push(refId);
      try {
        const response = await fetch(`${this.sandbox.baseUrl}/transfer/crypto-withdrawals`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.sandbox.token}`, 'content-type': 'application/json' },
          body: withdrawal(refId),
        });
        const text = await response.text();
        if (response.status !== 200) {
          this.refused.set(response.status, (this.refused.get(response.status) ?? 0) + 1);
          return;
        }
        this.acknowledged.push(JSON.parse(text) as Transfer);
      } catch {
        this.unanswered++;
        return;
      }
      await sleep(PAUSE_MS);
    }
  }

  /** Resolves when every worker has stopped: its request refused or unanswered. */
  ended(): Promise<void> {
    return this.#done;
  }
}

/**
 * A withdrawal whose headers the sandbox has received (it answered `Expect: 100-continue`) and
 * whose body is held back: in flight until `finish()` sends the rest.
 */
async function heldWithdrawal(
  sandbox: Sandbox,
  refId: string,
): Promise<{ finish: () => Promise<{ status: number; connection: string | undefined; body: string }> }> {
  const body = withdrawal(refId);
  const request = httpRequest(`${sandbox.baseUrl}/transfer/crypto-withdrawals`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sandbox.token}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (message: IncomingMessage) => {
      let text = '';
      message.on('data', (chunk: Buffer) => (text += chunk.toString()));
      message.once('end', () =>
        resolve({ status: message.statusCode ?? 0, connection: message.headers.connection, body: text }),
      );
    });
  });
  request.flushHeaders();
  await once(request, 'continue');
  return {
    finish: () => {
      request.end(body);
      return answered;
    },
  };
}

/** The transfer a ref_id made, as the sandbox reports it: the same withdrawal again answers 409 with it. */
async function existing(sandbox: Sandbox, refId: string): Promise<Transfer> {
  for (;;) {
    const response = await fetch(`${sandbox.baseUrl}/transfer/crypto-withdrawals`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
      body: withdrawal(refId),
    });
    const problem = (await response.json()) as { meta?: { existing?: Transfer } };
    if (response.status === 429) {
      await sleep(Number(response.headers.get('retry-after') ?? '1') * 1000);
      continue;
    }
    expect(response.status).toBe(409);
    if (!problem.meta?.existing) throw new Error(`409 without meta.existing for ${refId}`);
    return problem.meta.existing;
  }
}

/** The stored withdrawals of these ref_ids, and the main profile's USDC balance, read from the store itself. */
async function readStore(
  dataDir: string,
  refIds: readonly string[],
): Promise<{ stored: Map<string, Transfer>; usdc: string; pending: string[] }> {
  const store = await openStore({ dataDir });
  try {
    const stored = new Map<string, Transfer>();
    for (const refId of refIds) {
      const transfer = await store.transfers.findByRefId(main.customer_id, refId);
      if (transfer) stored.set(refId, transfer);
    }
    const pending = new Set((await store.transfers.listPending()).map((p) => p.id));
    return {
      stored,
      usdc: (await store.balances.list(main.id))['USDC'] ?? '0',
      pending: [...stored.values()].filter((t) => pending.has(t.id)).map((t) => t.ref_id ?? ''),
    };
  } finally {
    await store.database.close();
  }
}

const sum = (transfers: Iterable<Transfer>) =>
  [...transfers].reduce((total, t) => total.plus(dec(t.total)), dec('0')).toFixed();
const refIds = (transfers: Iterable<Transfer>) => [...transfers].map((t) => t.ref_id ?? '').sort();

let dir: Awaited<ReturnType<typeof tempDir>>;
let sandbox: Sandbox | undefined;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await stop(sandbox?.run);
  await dir?.remove();
});

// Two starts of the process, the store opened twice beside them, a few seconds of load and the
// settlements' 2 s: 7 to 13 s a test at a load average of 5 to 8 on two cores, 19 s at 10.
describe('dap-sandbox stopped under load', { timeout: 180_000 }, () => {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    it(`keeps every acknowledged withdrawal when stopped with ${signal} (debits equal to what was acknowledged), keeps the pending ones pending, and settles them after a restart on the same data directory`, async () => {
      const dataDir = join(dir.path, signal);
      sandbox = await startSandbox(dataDir);
      const subscriber = await Client.open(sandbox.wsUrl, sandbox.token);
      expect(
        (
          await subscriber.request({
            type: 'subscribe',
            channels: [{ type: 'market_data', params: { market: 'BTCUSD' } }, { type: 'heartbeat' }],
          })
        ).channels.every((c: { success: boolean }) => c.success),
      ).toBe(true);
      const subscriberClosed = subscriber.closed();

      const load = new Load(sandbox, signal);
      await eventually(async () => (load.acknowledged.length >= 40 ? true : undefined), 60_000);
      const held = signal === 'SIGTERM' ? await heldWithdrawal(sandbox, `${signal}-held`) : undefined;
      const before = load.acknowledged.length;
      await eventually(async () => (load.acknowledged.length >= before + 8 ? true : undefined), 60_000);
      sandbox.run.child.kill(signal);

      if (held) {
        // Draining: the WebSocket closes with 1001 (going away), and the request received before the
        // signal is still answered, its connection closed after the answer.
        expect(await subscriberClosed).toBe(1001);
        const answer = await held.finish();
        expect(answer.status).toBe(200);
        expect(answer.connection).toBe('close');
        load.acknowledged.push(JSON.parse(answer.body) as Transfer);
        load.sent.push(`${signal}-held`);
        expect(await sandbox.run.exited).toBe(0);
        expect(sandbox.run.output()).toContain('Stopped.');
      } else {
        expect(await subscriberClosed).toBe(1006); // no close frame from a killed process
        expect(await sandbox.run.exited).toBe('SIGKILL');
      }
      await load.ended();
      expect(subscriber.invalid).toEqual([]);
      // Before the signal, every withdrawal was answered 200; after it, refused (503 while draining) or unanswered.
      expect([...load.refused.keys()].filter((status) => status !== 503)).toEqual([]);

      const { stored, usdc, pending } = await readStore(dataDir, load.sent);
      for (const transfer of load.acknowledged) {
        expect(stored.get(transfer.ref_id ?? '')).toMatchObject({
          id: transfer.id,
          total: transfer.total,
          status: expect.stringMatching(/^(PENDING|COMPLETED)$/),
        });
      }
      if (signal === 'SIGTERM') {
        // A drain leaves no withdrawal whose outcome its client does not know.
        expect(refIds(stored.values())).toEqual(refIds(load.acknowledged));
      } else {
        // Those cut off in flight may have been written (at most one per worker), never more.
        expect(stored.size - load.acknowledged.length).toBeLessThanOrEqual(load.unanswered);
      }
      expect(
        dec(main.balances['USDC'] ?? '0')
          .minus(dec(usdc))
          .toFixed(),
      ).toBe(sum(stored.values()));
      // Settlement comes 2 s after a withdrawal: the last ones were still pending when the sandbox stopped.
      expect(pending.length).toBeGreaterThan(0);

      sandbox = await startSandbox(dataDir);
      for (const refId of pending) {
        await eventually(
          async () => ((await existing(sandbox as Sandbox, refId)).status === 'COMPLETED' ? true : undefined),
          60_000,
        );
      }
      sandbox.run.child.kill('SIGTERM');
      expect(await sandbox.run.exited).toBe(0);

      const after = await readStore(dataDir, load.sent);
      expect(after.pending).toEqual([]);
      expect([...after.stored.values()].every((t) => t.status === 'COMPLETED' && t.crypto_tx_hash !== undefined)).toBe(
        true,
      );
      expect(after.usdc).toBe(usdc);
    });
  }
});
