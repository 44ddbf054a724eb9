/**
 * What every test file of the samples shares: where things are, the demo data's ids, the patterns the
 * samples' output is matched with, and running a command to its end.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDemoData } from '@dap/sandbox/internal';
import { expect } from 'vitest';

export const require = createRequire(import.meta.url);
/** The samples' package, docs/samples/. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const repo = join(root, '../..');
/** Where the one tsc run of the global setup compiles every sample (and the tests) to. */
export const out = join(root, 'dist');

export const PROFILE = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const SECOND_PROFILE = '4b7634ca-e099-47a3-ade4-69c67951ce39';
export const ACCOUNT = '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d';
export const demo = readDemoData();
/** The first demo tenant (the customer of PROFILE, whose client the samples use), the key of its data in the sandbox. */
export const TENANT = demo.profiles.find((profile) => profile.id === PROFILE)!.customer_id;
/** The other demo tenant, which no sample of a tenant's controls may touch. */
export const OTHER_TENANT = demo.tenants.find((tenant) => tenant.customer_id !== TENANT)!.customer_id;
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const DECIMAL = '[0-9]+(?:\\.[0-9]+)?';
export const TIMESTAMP = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z';
export const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export type Json = Record<string, any>;

/** What a sample must print, checked against the sandbox. */
export type Check = (stdout: string) => Promise<void> | void;

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (at most `timeoutMs`, 30 s by default) and collects what it printed. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  timeoutMs = 30_000,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment the tests were started with, less what the samples read (their URLs and tokens). */
export const inherited = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('DAP_') && name !== 'TOKEN' && name !== 'OPERATOR_TOKEN',
    ),
  );

/** The sample files under `folder` (relative to the samples' root), with the extension `ext`. */
export const samplesIn = (folder: string, ext: string): string[] =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith(ext))
    .map((file) => `${folder}/${file}`)
    .sort();

export const lines = (text: string) => text.trim().split('\n');

/** The samples a page of the site (docs/site/<page>) includes, in the order it shows them. */
export const includedIn = (text: string): string[] =>
  [...text.matchAll(/^<!-- sample: (\S+) -->$/gm)].map((match) => match[1]!);

/** A run that exited 0 and printed nothing on stderr; its stdout. */
export function succeeded(sample: string, result: Run): string {
  expect(result, `${sample} printed:\n${result.stdout}\n${result.stderr}`).toMatchObject({ code: 0, stderr: '' });
  return result.stdout;
}
