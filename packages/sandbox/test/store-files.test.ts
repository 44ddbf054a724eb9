/**
 * The embedded store's files are the user's alone (it holds the token signing key): directories
 * 0700, files 0600, from the template, in a new store, and as Postgres writes while it runs; a data
 * directory that other users may access is refused.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/sandbox.js';
import { StoreNotPrivate } from '../src/store/errors.js';
import { IN_MEMORY, STORE_TEMPLATE } from '../src/store/pglite.js';
import { openStore, type Store } from '../src/stores.js';
import { caught, notPrivate, tempDir } from './support/sandbox.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => dir?.remove());

/** The WAL segments of the store in `dataDir`. */
const walSegments = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));

/** Writes about 8 MB that does not compress, in 60 statements: Postgres fills and creates WAL segments. */
async function writeMegabytes(store: Store): Promise<void> {
  await store.database.exec('CREATE TABLE IF NOT EXISTS scratch (id serial PRIMARY KEY, body text)');
  for (let i = 0; i < 60; i++)
    await store.database.query('INSERT INTO scratch (body) VALUES ($1)', [randomBytes(100_000).toString('base64')]);
}

describe('the embedded store’s files', { timeout: 60_000 }, () => {
  it('makes the store template private: every directory 0700, every file 0600', () => {
    expect(existsSync(join(STORE_TEMPLATE, 'PG_VERSION'))).toBe(true);
    expect(notPrivate(STORE_TEMPLATE)).toEqual([]);
  });

  it('creates a new data directory 0700 and the store copied into it from the template 0700 and 0600, the lock file included', async () => {
    const dataDir = join(dir.path, 'new', 'data');
    const store = await openStore({ dataDir });
    try {
      expect(existsSync(join(dataDir, 'sandbox.lock'))).toBe(true);
      expect(existsSync(join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await store.database.close();
    }
  });

  it('keeps what Postgres writes while it runs private: new WAL segments and relation files after writes', async () => {
    const dataDir = join(dir.path, 'written');
    const store = await openStore({ dataDir });
    try {
      const before = walSegments(dataDir);
      await writeMegabytes(store);
      await store.database.exec('CHECKPOINT');
      expect(walSegments(dataDir).filter((name) => !before.includes(name))).not.toEqual([]);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await store.database.close();
    }
    // Closing writes the last files (a clean shutdown's checkpoint).
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('gives a throwaway (:memory:) store a private temporary directory', async () => {
    const store = await openStore({ dataDir: IN_MEMORY });
    try {
      expect(notPrivate(store.database.location)).toEqual([]);
    } finally {
      await store.database.close();
    }
  });

  it('makes the files of an older store private when it opens it, in a data directory that is private', async () => {
    const dataDir = join(dir.path, 'older');
    const store = await openStore({ dataDir });
    await store.database.close();
    // As an older sandbox left it: files 0666 and directories 0755 inside.
    execFileSync('chmod', ['-R', 'go+rX,go+w', join(dataDir, 'pg')]);
    chmodSync(join(dataDir, 'pg', 'pg_wal'), 0o755);
    expect(notPrivate(dataDir)).not.toEqual([]);
    const reopened = await openStore({ dataDir });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await reopened.database.close();
    }
  });

  it('refuses a data directory its group or others may access, writing nothing in it, with StoreNotPrivate and the command that makes it private', async () => {
    // A name a shell must quote: the command in the error works as it is.
    const dataDir = join(dir.path, "a user's data");
    const store = await openStore({ dataDir });
    await store.database.close();
    let refused: unknown;
    for (const mode of [0o750, 0o701, 0o707, 0o755]) {
      chmodSync(dataDir, mode);
      refused = await caught(openStore({ dataDir }));
      expect(refused).toBeInstanceOf(StoreNotPrivate);
      expect((refused as StoreNotPrivate).dataDir).toBe(dataDir);
      expect((refused as StoreNotPrivate).mode).toBe(mode);
      expect(existsSync(join(dataDir, 'sandbox.lock'))).toBe(false);
    }
    // createSandbox, what startSandbox runs, throws the same.
    expect(await caught(createSandbox({ dataDir, tickMs: 0, heartbeatMs: 0 }))).toBeInstanceOf(StoreNotPrivate);

    const empty = join(dir.path, 'made by hand');
    mkdirSync(empty);
    chmodSync(empty, 0o755);
    expect(await caught(openStore({ dataDir: empty }))).toBeInstanceOf(StoreNotPrivate);
    expect(readdirSync(empty)).toEqual([]);

    execFileSync('sh', ['-c', (refused as StoreNotPrivate).fix]);
    const fixed = await openStore({ dataDir });
    try {
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await fixed.database.close();
    }
  });
});
