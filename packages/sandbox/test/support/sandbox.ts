import { lstatSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dec } from '../../src/common/decimal.js';
import { readDemoData } from '../../src/demo/demo-data.js';
import type { Principal } from '@dap/server';

export const demo = readDemoData();

/** The demo profiles: `main` holds every asset, `small` tiny balances. */
export const [main, second, small, dollars] = demo.profiles as [
  (typeof demo.profiles)[0],
  (typeof demo.profiles)[0],
  (typeof demo.profiles)[0],
  (typeof demo.profiles)[0],
];

export const allScopesClient = demo.clients[0] as (typeof demo.clients)[0];
export const readerClient = demo.clients[1] as (typeof demo.clients)[0];

export const principal: Principal = { subject: allScopesClient.client_id, scopes: allScopesClient.scopes };

/**
 * A fresh temporary directory (0700, as mkdtemp makes it: a sandbox data directory may be one), and
 * a function that removes it. `searchable`: 0755, for a local PostgreSQL under it, which runs as
 * `postgres` when the tests run as root (a sandbox refuses such a directory as its data directory).
 */
export async function tempDir({ searchable = false } = {}): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'dap-sandbox-test-'));
  if (searchable) await chmod(path, 0o755);
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** Every directory (`root` included) and file under `root` whose mode is not 0700 or 0600, as `path mode`. */
export function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    const mode = stats.mode & 0o777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) found.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (mode !== 0o600) found.push(`${path} ${mode.toString(8)}`);
  };
  visit(root);
  return found;
}

/** `after - before`, exactly, in plain notation. */
export function difference(before: string, after: string): string {
  return dec(after).minus(dec(before)).toFixed();
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
// Waits for asynchronous work (settlement timers) that a busy 2-core machine can delay by seconds;
// what is asserted is the outcome, never how fast it came.
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The error a promise or function rejects with (fails when it does not). */
export async function caught(action: Promise<unknown> | (() => unknown)): Promise<unknown> {
  try {
    await (typeof action === 'function' ? action() : action);
  } catch (error) {
    return error;
  }
  throw new Error('Expected an error');
}
