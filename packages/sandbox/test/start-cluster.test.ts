import { spawn, type ChildProcess } from 'node:child_process';
import { chmod } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedUrl } from './support/process.js';
import { allScopesClient, demo, main, tempDir } from './support/sandbox.js';

/** The committed launcher, as `pnpm start:cluster` runs it. */
const CLUSTER_BIN = fileURLToPath(new URL('../bin/dap-sandbox-cluster.js', import.meta.url));

/** Whether `port` is free on 127.0.0.1. */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port }, () => probe.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive free ports, away from 8080 (another sandbox may run there). */
async function freePorts(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => free(base + i)));
    if (checks.every(Boolean)) return base;
  }
}

async function token(tokenUrl: string): Promise<string> {
  const response = await fetch(tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: allScopesClient.client_id,
      client_secret: allScopesClient.client_secret,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('pnpm start:cluster (the dap-sandbox-cluster bin)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let child: ChildProcess | undefined;
  let output = '';
  let exited: Promise<number | NodeJS.Signals | null>;
  beforeAll(async () => {
    dir = await tempDir();
    // As root, PostgreSQL runs as the postgres user, which must reach its data directory.
    await chmod(dir.path, 0o755);
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await dir?.remove();
  });

  it('starts PostgreSQL and three instances that act as one platform, prints their URLs and the demo credentials once, and stops them all, PostgreSQL too, on SIGTERM', async () => {
    const basePort = await freePorts(3);
    const dataDir = join(dir.path, 'data');
    child = spawn(process.execPath, [CLUSTER_BIN], {
      env: { ...process.env, PORT: String(basePort), SANDBOX_DATA_DIR: dataDir, SANDBOX_SEED: '7' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child?.once('exit', (code, signal) => resolve(code ?? signal)));
    const deadline = Date.now() + 150_000;
    while (!output.includes('Ctrl+C stops the instances')) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode} before it served:\n${output}`);
      if (Date.now() > deadline) throw new Error(`did not start within 150 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Each instance's URLs, on consecutive ports.
    const blocks = output.split(/^Instance \d+ /m).slice(1);
    expect(blocks).toHaveLength(3);
    const baseUrls = blocks.map((block) => printedUrl(block, 'REST API'));
    const tokenUrls = blocks.map((block) => printedUrl(block, 'Token endpoint'));
    expect(baseUrls.map((url) => new URL(url).port)).toEqual([0, 1, 2].map((i) => String(basePort + i)));
    for (const block of blocks) expect(printedUrl(block, 'WebSocket')).toMatch(/^ws:\/\//);
    // The demo credentials, once.
    expect(output.split('Demo tenants')).toHaveLength(2);
    expect(output.split('client_id sandbox-operator')).toHaveLength(2);
    expect(output).toContain(allScopesClient.client_secret);
    for (const profile of demo.profiles) expect(output).toContain(profile.id);
    const postgresUrl = /on PostgreSQL at (postgres:\/\/\S+)/.exec(output)?.[1] ?? '';
    expect(postgresUrl).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/dap_sandbox$/);
    const postgresDir = join(dataDir, 'postgres');
    expect(existsSync(join(postgresDir, 'postmaster.pid'))).toBe(true);

    // One platform: a token from the first instance is accepted by the third, and a withdrawal
    // made through the third is read through the second.
    const bearer = { authorization: `Bearer ${await token(tokenUrls[0] ?? '')}` };
    const created = await fetch(`${baseUrls[2]}/transfer/crypto-withdrawals`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        profile_id: main.id,
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'USDC',
        crypto_network: 'POLYGON_POS',
        amount: '1.25',
        ref_id: 'cluster-start',
      }),
    });
    expect(created.status).toBe(200);
    const transfer = (await created.json()) as { id: string; amount: string };
    const read = await fetch(`${printedUrl(blocks[1] ?? '', 'Sandbox control')}transfers/${transfer.id}`, {
      headers: bearer,
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { id: string; amount: string }).amount).toBe('1.25');
    // The same ref_id through another instance is the same customer's replay.
    const replay = await fetch(`${baseUrls[0]}/transfer/crypto-withdrawals`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        profile_id: main.id,
        destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        asset: 'USDC',
        crypto_network: 'POLYGON_POS',
        amount: '1.25',
        ref_id: 'cluster-start',
      }),
    });
    expect(replay.status).toBe(409);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped.');
    // Every instance stopped, and PostgreSQL too: no server holds its directory or answers.
    for (const url of baseUrls) await expect(fetch(url)).rejects.toThrow();
    expect(existsSync(join(postgresDir, 'postmaster.pid'))).toBe(false);
    const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    await expect(client.connect()).rejects.toThrow();
  }, 240_000);

  it('refuses a bad PORT or SANDBOX_INSTANCES with exit code 2, starting nothing', async () => {
    const dataDir = join(dir.path, 'refused');
    for (const [env, message] of [
      [{ PORT: '65535' }, 'PORT must be a port number from 1 to 65533'],
      [{ SANDBOX_INSTANCES: '0' }, 'SANDBOX_INSTANCES must be a number from 1 to 16'],
    ] as const) {
      const refused = spawn(process.execPath, [CLUSTER_BIN], {
        env: { ...process.env, ...env, SANDBOX_DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      refused.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await new Promise((resolve) => refused.once('exit', resolve))).toBe(2);
      expect(stderr).toContain(message);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops PostgreSQL and the instances that started, and exits 1 naming the cause, when an instance cannot start', async () => {
    const basePort = await freePorts(3);
    // The second instance's port is taken.
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen({ host: '127.0.0.1', port: basePort + 1 }, resolve));
    try {
      const dataDir = join(dir.path, 'blocked');
      const failing = spawn(process.execPath, [CLUSTER_BIN], {
        env: { ...process.env, PORT: String(basePort), SANDBOX_DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      failing.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      failing.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      expect(await new Promise((resolve) => failing.once('exit', resolve))).toBe(1);
      expect(printed).toContain(`The instance on port ${basePort + 1} exited`);
      expect(printed).toContain('already in use');
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      for (const port of [basePort, basePort + 2]) await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      blocker.close();
    }
  }, 240_000);
});
