import { lstatSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dec } from '../../src/common/decimal.js';
import {
  demoTenantSeeds,
  readDemoData,
  type DemoAccount,
  type DemoMonitoringAddress,
  type DemoProfile,
} from '../../src/demo/demo-data.js';
import type { Account, MonitoringAddress } from '@dap/api-types';
import type { Principal } from '@dap/server';

export const demo = readDemoData();

/** The demo tenants: the first owns `main` and `second`, the other `small` and `dollars`. */
export const [firstTenant, otherTenant] = demoTenantSeeds(demo) as [
  ReturnType<typeof demoTenantSeeds>[0],
  ReturnType<typeof demoTenantSeeds>[0],
];
/** The first demo tenant's customer id: what its clients' principals carry. */
export const tenant = firstTenant.tenant.customer_id;

/** The demo profiles: `main` holds every asset, `small` tiny balances. */
export const [main, second, small, dollars] = demo.profiles as [
  (typeof demo.profiles)[0],
  (typeof demo.profiles)[0],
  (typeof demo.profiles)[0],
  (typeof demo.profiles)[0],
];

const fullClientOf = (seed: typeof firstTenant) => {
  const largest = Math.max(...seed.clients.map((client) => client.scopes.length));
  return seed.clients.find((client) => client.scopes.length === largest) as (typeof demo.clients)[0];
};

/** The first demo tenant's clients: one with every scope, one with only `exchange:read_order`. */
export const allScopesClient = fullClientOf(firstTenant);
export const readerClient = firstTenant.clients.find(
  (client) => client.scopes.length === 1,
) as (typeof demo.clients)[0];

/** The other demo tenant's client with every scope. */
export const otherAllScopesClient = fullClientOf(otherTenant);

/** The first demo tenant's full-access client, as a verified token stands for it. */
export const principal: Principal = {
  subject: allScopesClient.client_id,
  scopes: allScopesClient.scopes,
  tenant,
};

/** The full-access client of the tenant that owns `profile`, as a verified token stands for it. */
export function principalFor(profile: DemoProfile): Principal {
  const seed = profile.customer_id === tenant ? firstTenant : otherTenant;
  const client = fullClientOf(seed);
  return { subject: client.client_id, scopes: client.scopes, tenant: profile.customer_id };
}

/** The principal of the tenant that owns the demo profile `profileId` (the first tenant's for any other id). */
export function principalForProfile(profileId: string): Principal {
  const profile = demo.profiles.find((candidate) => candidate.id === profileId);
  return profile ? principalFor(profile) : principal;
}

/** A demo account as the API answers it: without its owner. */
export function apiAccount({ customer_id: _owner, ...account }: DemoAccount): Account {
  return account;
}

/** A demo monitoring address as the API answers it: without its owner. */
export function apiMonitoringAddress({ customer_id: _owner, ...address }: DemoMonitoringAddress): MonitoringAddress {
  return address;
}

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
