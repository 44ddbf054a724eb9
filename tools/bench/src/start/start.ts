/**
 * The sandbox's start and stop, as a user meets them: `dap-sandbox` (the bin `pnpm start` runs)
 * spawned on an empty data directory and again on the one it left, timed from the spawn to the
 * first answered request, then stopped with SIGTERM; and the start split into its steps (store
 * open first) in a fresh process each time (start-steps.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMsOf } from '../harness/cpu.js';
import { forkScript } from '../harness/processes.js';
import { median } from '../harness/stats.js';
import type { StepMark } from './start-steps.js';

export interface StartSettings {
  /** Each round: an empty data directory, then the same directory again. */
  rounds: number;
}

export const START_SETTINGS: StartSettings = { rounds: 3 };

export type DataDirState = 'empty' | 'existing';
export const DATA_DIR_STATES: readonly DataDirState[] = ['empty', 'existing'];

export interface ColdStart {
  /** From the spawn to the first answered request (a token from the token endpoint). */
  ms: number;
  /** CPU time of the process by then (Linux clock ticks, 10 ms each). */
  cpuMs: number;
  /** Its resident memory then. */
  rssBytes: number;
}

export interface StartRun {
  cold: ColdStart;
  /** From SIGTERM to the exit. */
  stopMs: number;
  exitCode: number | null;
}

export interface StartFigures {
  /** Medians over the rounds. */
  coldStartMs: number;
  coldStartCpuMs: number;
  stopMs: number;
  /** The store's open (the sandbox's `store` step), medians over the rounds. */
  storeOpenMs: number;
  storeOpenCpuMs: number;
  /** Resident memory two seconds after the first requests, median over the rounds. */
  rssAtRestBytes: number;
  runs: StartRun[];
  /** The steps of the round whose start was the median one. */
  steps: StepMark[];
}

/** `startSandbox()` in one process, one start after another (in-process-starts.ts). */
export interface InProcessStarts {
  /** The first start: the modules loaded, the first store made. */
  firstMs: number;
  /** The median of the starts after the first. */
  warmP50Ms: number;
  /** Every start after the first, call to the first answered request. */
  warmMs: number[];
}

/** The target: an in-process start after the first takes at most this long (median). */
export const IN_PROCESS_WARM_START_TARGET_MS = 1_000;

export interface StartBenchmark {
  settings: StartSettings;
  byDataDir: Record<DataDirState, StartFigures>;
  inProcess: InProcessStarts;
}

/** What `pnpm start` runs. */
const BIN = join(dirname(createRequire(import.meta.url).resolve('@dap/sandbox/package.json')), 'bin', 'dap-sandbox.js');
const DEMO = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@dap/sandbox/demo-data.json'), 'utf8'),
) as {
  clients: Array<{ client_id: string; client_secret: string; scopes: string[] }>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const rssOf = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** Spawns `dap-sandbox` on `dataDir`, times it to its first answered request, then stops it with SIGTERM. */
async function coldStartAndStop(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const client = DEMO.clients.reduce((a, b) => (b.scopes.length > a.scopes.length ? b : a));
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: client.client_id,
    client_secret: client.client_secret,
  });
  const started = performance.now();
  const child = spawn(process.execPath, [BIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_SEED: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  try {
    let cold: ColdStart | undefined;
    while (!cold) {
      if (exitCode !== undefined)
        throw new Error(`dap-sandbox exited with ${String(exitCode)} before answering:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`dap-sandbox did not answer within 120 s:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/oauth2/token`, { method: 'POST', body });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`the token endpoint answered ${response.status}`);
        cold = { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid ?? 0), rssBytes: rssOf(child.pid ?? 0) };
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
        await sleep(5);
      }
    }
    const stopping = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    return { cold, stopMs: performance.now() - stopping, exitCode: code };
  } finally {
    if (exitCode === undefined) child.kill('SIGKILL');
    await exited;
  }
}

/** `startSandbox()` 1 + `warm` times in one fresh process. */
async function inProcessStarts(warm: number): Promise<InProcessStarts> {
  const forked = await forkScript<{ times: number[] }>(new URL('./in-process-starts.js', import.meta.url), {
    timeoutMs: 300_000,
    env: { DAP_BENCH_STARTS: String(warm + 1) },
  });
  await forked.close();
  const [firstMs = Number.NaN, ...warmMs] = forked.info.times;
  return { firstMs, warmP50Ms: median(warmMs), warmMs };
}

/** One start step by step in a fresh process (start-steps.ts); closed again before it returns. */
async function steps(dataDir: string): Promise<StepMark[]> {
  const forked = await forkScript<{ marks: StepMark[] }>(new URL('./start-steps.js', import.meta.url), {
    timeoutMs: 120_000,
    env: { DAP_BENCH_DATA_DIR: dataDir },
  });
  await forked.close();
  return forked.info.marks;
}

const stepOf = (marks: StepMark[], step: string): StepMark => {
  const found = marks.find((m) => m.step === step);
  if (!found) throw new Error(`no ${step} step among ${marks.map((m) => m.step).join(', ')}`);
  return found;
};

/** How long (and how much CPU) the store's open took: from the end of `modules` to the end of `store`. */
export function storeOpen(marks: StepMark[]): { ms: number; cpuMs: number } {
  const before = stepOf(marks, 'modules');
  const after = stepOf(marks, 'store');
  return { ms: after.ms - before.ms, cpuMs: after.cpuMs - before.cpuMs };
}

export async function measureStart(
  settings: StartSettings = START_SETTINGS,
  log: (line: string) => void = console.log,
): Promise<StartBenchmark> {
  const runs: Record<DataDirState, StartRun[]> = { empty: [], existing: [] };
  const marks: Record<DataDirState, StepMark[][]> = { empty: [], existing: [] };
  for (let round = 0; round < settings.rounds; round++) {
    for (const what of ['dap-sandbox', 'steps'] as const) {
      const dir = await mkdtemp(join(tmpdir(), 'dap-bench-start-'));
      try {
        for (const state of DATA_DIR_STATES) {
          if (what === 'dap-sandbox') {
            const run = await coldStartAndStop(dir);
            runs[state].push(run);
            log(
              `    round ${round + 1}/${settings.rounds} dap-sandbox, ${state.padEnd(8)} data directory: first answer after ${run.cold.ms.toFixed(0)} ms (${run.cold.cpuMs} ms CPU), stopped ${run.stopMs.toFixed(0)} ms after SIGTERM (exit ${String(run.exitCode)})`,
            );
            if (run.exitCode !== 0) throw new Error(`dap-sandbox exited with ${String(run.exitCode)} after SIGTERM`);
          } else {
            const stepMarks = await steps(dir);
            marks[state].push(stepMarks);
            const open = storeOpen(stepMarks);
            log(
              `    round ${round + 1}/${settings.rounds} start steps, ${state.padEnd(8)} data directory: store open ${open.ms.toFixed(0)} ms (${open.cpuMs.toFixed(0)} ms CPU), at rest ${(stepOf(stepMarks, 'at rest').rssBytes / 2 ** 20).toFixed(0)} MiB`,
            );
          }
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  }
  const figures = (state: DataDirState): StartFigures => {
    const opens = marks[state].map(storeOpen);
    const medianOpen = median(opens.map((o) => o.ms));
    const medianRun = marks[state][opens.findIndex((o) => o.ms === medianOpen)] ?? marks[state][0] ?? [];
    return {
      coldStartMs: median(runs[state].map((r) => r.cold.ms)),
      coldStartCpuMs: median(runs[state].map((r) => r.cold.cpuMs)),
      stopMs: median(runs[state].map((r) => r.stopMs)),
      storeOpenMs: medianOpen,
      storeOpenCpuMs: median(opens.map((o) => o.cpuMs)),
      rssAtRestBytes: median(marks[state].map((m) => stepOf(m, 'at rest').rssBytes)),
      runs: runs[state],
      steps: medianRun,
    };
  };
  const inProcess = await inProcessStarts(10);
  log(
    `    startSandbox() in one process: first ${inProcess.firstMs.toFixed(0)} ms, then p50 ${inProcess.warmP50Ms.toFixed(0)} ms (${inProcess.warmMs.map((t) => t.toFixed(0)).join(', ')})`,
  );
  return { settings, byDataDir: { empty: figures('empty'), existing: figures('existing') }, inProcess };
}
