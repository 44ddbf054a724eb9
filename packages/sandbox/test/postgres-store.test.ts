import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPostgres, type LocalPostgres } from '../src/cluster/local-postgres.js';
import { parseDatabaseUrl } from '../src/store/postgres.js';
import { MAX_NOTIFY_BYTES } from '../src/store/sql.js';
import { openStore, type Store } from '../src/stores.js';
import { caught, eventually, tempDir } from './support/sandbox.js';

const run = promisify(execFile);

// What only the PostgreSQL backend has: a real server (initdb + pg_ctl), several stores on it as
// several instances would open them (the guarantees both backends share: store-backends.test.ts).
describe('the PostgreSQL store', { timeout: 60_000 }, () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let server: LocalPostgres;
  const opened: Store[] = [];
  const open = async () => {
    const store = await openStore({ databaseUrl: server.url });
    opened.push(store);
    return store;
  };

  beforeAll(async () => {
    dir = await tempDir({ searchable: true });
    server = await startLocalPostgres({ directory: `${dir.path}/pg` });
  });
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.database.close()));
    await server?.stop();
    await dir?.remove();
  });

  it('refuses a notification over the PostgreSQL payload limit, naming its size, and sends nothing', async () => {
    const [sender, receiver] = await Promise.all([open(), open()]);
    const received: string[] = [];
    await receiver.database.listen('dap_test_limit', (payload) => received.push(payload));
    const error = await caught(sender.notifications.notify('dap_test_limit', 'x'.repeat(MAX_NOTIFY_BYTES + 1)));
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toContain(`${MAX_NOTIFY_BYTES + 1} bytes`);
    await sender.notifications.notify('dap_test_limit', 'x'.repeat(MAX_NOTIFY_BYTES));
    await eventually(async () => (received.length > 0 ? true : undefined));
    expect(received.map((payload) => payload.length)).toEqual([MAX_NOTIFY_BYTES]);
  });

  it('opens its listening session again when PostgreSQL ends it, tells the listener to catch up, and delivers what is sent after', async () => {
    const [sender, receiver] = await Promise.all([open(), open()]);
    const received: string[] = [];
    let resumed = 0;
    await receiver.database.listen(
      'dap_test_resume',
      (payload) => received.push(payload),
      () => resumed++,
    );
    await sender.notifications.notify('dap_test_resume', 'before');
    await eventually(async () => (received.includes('before') ? true : undefined));
    // As a server restart or a broken network would: the listening session's backend ends.
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'dap-sandbox listener'",
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await eventually(async () => (resumed > 0 ? true : undefined));
    await sender.notifications.notify('dap_test_resume', 'after');
    await eventually(async () => (received.includes('after') ? true : undefined));
    expect(received).toEqual(['before', 'after']);
    expect(resumed).toBe(1);
  });

  it('gives a role to exactly one instance, and to another once the holder is gone', async () => {
    const stores = await Promise.all([open(), open(), open()]);
    const leading = new Set<number>();
    const events: string[] = [];
    await Promise.all(
      stores.map((store, index) =>
        store.database.lead('dap-test-role', {
          onAcquired: () => (leading.add(index), events.push(`acquired ${index}`)),
          onLost: () => (leading.delete(index), events.push(`lost ${index}`)),
        }),
      ),
    );
    await eventually(async () => (leading.size === 1 ? true : undefined));
    // The followers keep asking; none gets it while the leader holds it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(leading.size).toBe(1);
    const [leader] = [...leading] as [number];
    await (stores[leader] as Store).database.close();
    opened.splice(opened.indexOf(stores[leader] as Store), 1);
    leading.delete(leader);
    const next = await eventually(async () => (leading.size === 1 ? [...leading][0] : undefined));
    expect(next).not.toBe(leader);
    expect(events.filter((event) => event.startsWith('acquired'))).toHaveLength(2);
  });

  it('stops a server it started when its process exits without stopping it', async () => {
    const directory = `${dir.path}/orphan`;
    const script = `
      import { startLocalPostgres } from ${JSON.stringify(new URL('../dist/cluster/local-postgres.js', import.meta.url).href)};
      const server = await startLocalPostgres({ directory: ${JSON.stringify(directory)} });
      console.log(server.port);
      process.exit(0);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const port = Number(stdout.trim());
    expect(port).toBeGreaterThan(0);
    expect(existsSync(`${directory}/postmaster.pid`)).toBe(false);
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    expect(
      await client.connect().then(
        () => 'connected',
        (error: NodeJS.ErrnoException) => error.code,
      ),
    ).toBe('ECONNREFUSED');
  });

  it('refuses a DATABASE_URL that is not a postgres:// URL with a message saying what it must be', () => {
    expect(() => parseDatabaseUrl('mysql://user@host/db')).toThrow(/must start with postgres:\/\/ or postgresql:\/\//);
    expect(() => parseDatabaseUrl('not a url')).toThrow(/must be a URL such as postgres:\/\/user@host:5432\/database/);
    expect(parseDatabaseUrl('postgresql://user@db.internal:5432/sandbox').hostname).toBe('db.internal');
  });
});
