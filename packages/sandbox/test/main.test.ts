import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printed, printedUrl, run, stop, type Run } from './support/process.js';
import { demo, notPrivate, tempDir } from './support/sandbox.js';
import { DEMO_OPERATOR_SECRET, OPERATOR_CLIENT_ID } from '../src/auth/operator.js';
import { Client } from '@dap/test-support/ws';

describe('the dap-sandbox bin (what pnpm start runs)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let sandbox: Run | undefined;
  beforeAll(async () => {
    dir = await tempDir();
    await mkdir(join(dir.path, 'docs'));
    await writeFile(join(dir.path, 'docs', 'index.html'), '<!doctype html><title>docs of the process test</title>');
  });
  afterAll(async () => {
    await stop(sandbox);
    await dir?.remove();
  });

  it('is built (turbo builds before testing)', () => {
    expect(existsSync(fileURLToPath(new URL('../dist/cli/sandbox.js', import.meta.url)))).toBe(true);
  });

  it('prints the URLs and demo credentials, serves REST, token, WebSocket and docs, keeps a second sandbox off its data directory, and exits 0 on SIGTERM after closing WebSockets with 1001', async () => {
    sandbox = run({
      HOST: '127.0.0.1',
      PORT: '0',
      SANDBOX_DATA_DIR: join(dir.path, 'data'),
      SANDBOX_DOCS_DIR: join(dir.path, 'docs'),
      SANDBOX_SEED: '5',
    });
    const output = await printed(sandbox, 'Ctrl+C stops it.');
    const url = (label: string) => printedUrl(output, label);
    const baseUrl = url('REST API');
    const tokenUrl = url('Token endpoint');
    const wsUrl = url('WebSocket');
    const docsUrl = url('Docs');
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2$/);
    expect(tokenUrl).toBe(baseUrl.replace(/\/v2$/, '/oauth2/token'));
    expect(wsUrl).toBe(baseUrl.replace(/^http/, 'ws').replace(/\/v2$/, '/ws'));
    expect(docsUrl).toBe(baseUrl.replace(/\/v2$/, '/docs/'));
    expect(url('Sandbox control')).toBe(baseUrl.replace(/\/v2$/, '/sandbox-control/'));
    expect(url('Testing guide')).toBe(`${docsUrl}testing.html`);
    // The credentials of the first demo tenant's clients (the other tenant's are in demo-data.json).
    for (const client of demo.clients.filter((c) => c.customer_id === demo.tenants[0]?.customer_id)) {
      expect(output).toContain(client.client_id);
      expect(output).toContain(client.client_secret);
    }
    // The operator's client, with the published demo secret on a loopback address.
    expect(output).toMatch(new RegExp(`client_id ${OPERATOR_CLIENT_ID}\\s+client_secret ${DEMO_OPERATOR_SECRET}`));
    // Next to the credentials: what a first request needs, the demo profiles, accounts and markets.
    for (const profile of demo.profiles) expect(output).toContain(`${profile.id}  memo_id ${profile.memo_id}`);
    for (const account of demo.accounts) expect(output).toContain(account.id);
    expect(output).toContain(`: ${demo.markets.map((m) => m.symbol).join(', ')}`);
    // The start showed its progress, step by step, before the banner.
    expect(output).toMatch(/^ {2}opening the store in .+ \d+\.\d s$/m);
    expect(output).toMatch(/^Ready in \d+\.\d s\.$/m);
    expect(output.indexOf('opening the store')).toBeLessThan(output.indexOf('REST API'));

    const full = demo.clients.find((c) => c.scopes.includes('exchange:read_aggregated_marketdata_stream'));
    const tokenResponse = await fetch(tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: full?.client_id ?? '',
        client_secret: full?.client_secret ?? '',
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const executions = await fetch(`${baseUrl}/executions?limit=2`, { headers: { authorization: `Bearer ${token}` } });
    expect(executions.status).toBe(200);
    expect(((await executions.json()) as { items: unknown[] }).items).toHaveLength(2);
    const docs = await fetch(docsUrl);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('docs of the process test');

    const second = run({ HOST: '127.0.0.1', PORT: '0', SANDBOX_DATA_DIR: join(dir.path, 'data') });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+/);

    const socket = await Client.open(wsUrl, token);
    expect(
      (await socket.request({ type: 'subscribe', channels: [{ type: 'market_data', params: { market: 'BTCUSD' } }] }))
        .channels[0].success,
    ).toBe(true);
    expect((await socket.next()).payload.type).toBe('SNAPSHOT');
    const closed = socket.closed();
    // Twice, as when pnpm forwards the signal its child also got from the terminal: still a clean stop.
    sandbox.child.kill('SIGTERM');
    sandbox.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await sandbox.exited).toBe(0);
    expect(sandbox.output()).toContain('Stopped.');
    expect(socket.invalid).toEqual([]);
    // The store was closed cleanly: its lock is gone. Its files are the user's alone.
    expect(existsSync(join(dir.path, 'data', 'sandbox.lock'))).toBe(false);
    expect(notPrivate(join(dir.path, 'data'))).toEqual([]);
  }, 90_000);

  it('refuses a data directory other users may access with exit code 2, naming it and the command that makes it private, and writes nothing in it', async () => {
    const open = join(dir.path, 'open to others');
    mkdirSync(open);
    chmodSync(open, 0o755);
    const r = run({ HOST: '127.0.0.1', PORT: '0', SANDBOX_DATA_DIR: open });
    expect(await r.exited).toBe(2);
    expect(r.output()).toContain(open);
    expect(r.output()).toContain(`chmod -R go-rwx '${open}'`);
    expect(readdirSync(open)).toEqual([]);
  }, 30_000);

  it('refuses a bad PORT or HOST, a HOST that is not this machine, or one beyond loopback without an operator secret, with a clear message and exit code 2', async () => {
    for (const [env, message] of [
      [{ PORT: 'eighty' }, /PORT must be a port number/],
      [{ PORT: '70000' }, /PORT must be a port number/],
      [{ HOST: 'not a host' }, /HOST must be an IP address or a host name/],
      [
        { HOST: '203.0.113.7', PORT: '8080', SANDBOX_OPERATOR_SECRET: 'a-secret-of-this-test' },
        /not an address of this machine/,
      ],
      // Beyond loopback the published demo secret would let anyone act on every tenant.
      [{ HOST: '0.0.0.0', PORT: '0' }, /set SANDBOX_OPERATOR_SECRET/],
      [
        { DATABASE_URL: 'mysql://user@localhost/sandbox' },
        /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
      ],
      [{ DATABASE_URL: 'localhost:5432' }, /DATABASE_URL must/],
    ] as const) {
      const r = run({ SANDBOX_DATA_DIR: join(dir.path, 'unused'), ...env });
      expect(await r.exited).toBe(2);
      expect(r.output()).toMatch(message);
    }
  }, 30_000);

  it('exits 1 naming the database (without its password) when the PostgreSQL of DATABASE_URL cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const r = run({ PORT: '0', DATABASE_URL: 'postgres://sandbox:s3cret@127.0.0.1:1/sandbox' });
    expect(await r.exited).toBe(1);
    expect(r.output()).toMatch(
      /cannot open the store in PostgreSQL at postgres:\/\/sandbox:\*\*\*@127\.0\.0\.1:1\/sandbox: .*ECONNREFUSED/,
    );
    expect(r.output()).not.toContain('s3cret');
  }, 30_000);

  it('prints its options with --help and exits 0 without starting anything', async () => {
    const r = run({ SANDBOX_DATA_DIR: join(dir.path, 'never-created') }, ['--help']);
    expect(await r.exited).toBe(0);
    for (const variable of ['HOST', 'PORT', 'SANDBOX_DATA_DIR', 'SANDBOX_DOCS_DIR', 'SANDBOX_SEED', 'LOG_LEVEL'])
      expect(r.output()).toContain(`  ${variable} `);
    expect(r.output()).toContain('  SANDBOX_SETTLE_AFTER_SECONDS\n');
    expect(r.output()).toContain('  --settle-after-seconds <seconds>\n');
    expect(r.output()).toContain('  SANDBOX_DOCS_BASE_URL\n');
    expect(r.output()).toContain('  --docs-base-url <url>\n');
    expect(r.output()).toContain('  SANDBOX_EVOLVE_SEED\n');
    expect(r.output()).toContain('  --evolve-seed <seed>\n');
    expect(r.output()).not.toContain('Starting');
    expect(existsSync(join(dir.path, 'never-created'))).toBe(false);
  });

  it('refuses an unknown option with the usage and exit code 2', async () => {
    const r = run({ SANDBOX_DATA_DIR: join(dir.path, 'never-created') }, ['--port', '9']);
    expect(await r.exited).toBe(2);
    expect(r.output()).toContain("Unknown option '--port'");
    expect(r.output()).toContain('Usage: dap-sandbox');
  });

  it('exits 2 with a clear message when the port is taken', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const r = run({ HOST: '127.0.0.1', PORT: String(port), SANDBOX_DATA_DIR: ':memory:' });
      expect(await r.exited).toBe(2);
      expect(r.output()).toContain('already in use');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 90_000);
});
