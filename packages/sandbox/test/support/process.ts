import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, expect } from 'vitest';

/** The committed launcher, as `pnpm start` runs it; it imports the built dist/cli/sandbox.js. */
export const BIN = fileURLToPath(new URL('../../bin/dap-sandbox.js', import.meta.url));

export interface Run {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Runs `dap-sandbox` with `env` added to this process's environment. */
export function run(env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => output, exited };
}

/** Waits until the process has printed `text`; returns everything it printed. */
export async function printed(r: Run, text: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!r.output().includes(text)) {
    if (r.child.exitCode !== null || r.child.signalCode !== null)
      throw new Error(`exited ${r.child.exitCode ?? r.child.signalCode} before printing ${text}:\n${r.output()}`);
    if (Date.now() > deadline) throw new Error(`did not print ${text} within ${timeoutMs} ms:\n${r.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return r.output();
}

/** The URL printed after `label` in the banner (`REST API`, `Token endpoint`, `WebSocket`, `Docs`). */
export const printedUrl = (output: string, label: string): string =>
  new RegExp(`${label}\\s+(\\S+)`).exec(output)?.[1] ?? '';

/** Stops a run that is still going (SIGKILL) and waits for its exit. */
export async function stop(r: Run | undefined): Promise<void> {
  if (r && r.child.exitCode === null && r.child.signalCode === null) {
    r.child.kill('SIGKILL');
    await r.exited;
  }
}

/**
 * Starts one `dap-sandbox` per test, on loopback, a free port and an in-memory store, with `env`
 * (over those) and `args`; each test's process is stopped after it.
 */
export function binPerTest(): (env?: Record<string, string>, args?: string[]) => Run {
  let sandbox: Run | undefined;
  afterEach(() => stop(sandbox));
  return (env = {}, args = []) =>
    (sandbox = run({ HOST: '127.0.0.1', PORT: '0', SANDBOX_DATA_DIR: ':memory:', ...env }, args));
}

/** A bin run with `env` and `args` that must be refused: exit code 2, the message, nothing started. */
export type UsageErrorCase = readonly [env: Record<string, string>, args: readonly string[], message: RegExp];

/** Each case, started with `start`, exits 2 before starting and prints its message. */
export async function expectUsageErrors(
  start: (env?: Record<string, string>, args?: string[]) => Run,
  cases: readonly UsageErrorCase[],
): Promise<void> {
  for (const [env, args, message] of cases) {
    const r = start(env, [...args]);
    expect(await r.exited).toBe(2);
    expect(r.output()).toMatch(message);
    expect(r.output()).not.toContain('Starting');
  }
}
