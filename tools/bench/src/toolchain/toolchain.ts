/**
 * Toolchain timings of the root scripts, as typed: a cold `pnpm generate` (`--force` goes on to
 * `turbo run generate`, which then replays nothing from its cache: every generator and the builds it
 * depends on run) and a no-change `pnpm build`, which should replay every task from turbo's cache.
 * The times include pnpm's own start.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from '../harness/stats.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** pnpm as it runs this script (`npm_execpath` under `pnpm bench`), else the one on PATH. */
const pnpm: [string, ...string[]] = process.env['npm_execpath']?.endsWith('.cjs')
  ? [process.execPath, process.env['npm_execpath']]
  : ['pnpm'];

export interface TurboRun {
  seconds: number;
  tasks: number;
  cached: number;
  fullTurbo: boolean;
}

export interface ToolchainBenchmark {
  /** The median of `generateRounds`, each cold. */
  generate: TurboRun;
  generateRounds: TurboRun[];
  /** The median no-change build of `buildRounds`, after one that primes the cache. */
  build: TurboRun;
  buildRounds: TurboRun[];
  targets: { buildSeconds: number };
}

function medianRun(rounds: TurboRun[]): TurboRun {
  return {
    seconds: median(rounds.map((r) => r.seconds)),
    tasks: Math.min(...rounds.map((r) => r.tasks)),
    cached: Math.min(...rounds.map((r) => r.cached)),
    fullTurbo: rounds.every((r) => r.fullTurbo),
  };
}

/** Runs a root script (`pnpm run <args>`: a `turbo run …`) and reads turbo's summary; bounded by `timeoutMs`. */
function runTurbo(args: string[], timeoutMs: number): Promise<TurboRun> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const [command, ...prefix] = pnpm;
    const child = spawn(command, [...prefix, 'run', ...args], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        const firstError =
          output
            .split('\n')
            .find((line) => /\berror\b/i.test(line))
            ?.trim() ?? '';
        return reject(
          new Error(
            `pnpm run ${args.join(' ')} failed (${String(code ?? signal)}): ${firstError}\n${output.slice(-4000)}`,
          ),
        );
      }
      const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(output);
      resolve({
        seconds,
        cached: Number(cached?.[1] ?? NaN),
        tasks: Number(cached?.[2] ?? NaN),
        fullTurbo: output.includes('FULL TURBO'),
      });
    });
  });
}

export async function measureToolchain(
  { generateRounds = 3, buildRounds = 3 } = {},
  log: (line: string) => void = console.log,
): Promise<ToolchainBenchmark> {
  log(
    `  pnpm generate --force, ${generateRounds} times (cold: turbo replays nothing, every generator and the builds before it run)…`,
  );
  const generated: TurboRun[] = [];
  for (let round = 0; round < generateRounds; round++) {
    const run = await runTurbo(['generate', '--force'], 8 * 60_000);
    generated.push(run);
    log(`    round ${round + 1}/${generateRounds}: ${run.seconds.toFixed(1)} s, ${run.tasks} tasks run`);
  }
  log('  pnpm build, once to prime the cache, then with no change…');
  await runTurbo(['build'], 8 * 60_000);
  const built: TurboRun[] = [];
  for (let round = 0; round < buildRounds; round++) {
    const run = await runTurbo(['build'], 2 * 60_000);
    built.push(run);
    log(
      `    round ${round + 1}/${buildRounds}: ${run.seconds.toFixed(2)} s, ${run.cached}/${run.tasks} tasks from cache${run.fullTurbo ? ' (FULL TURBO)' : ''}`,
    );
  }
  return {
    generate: medianRun(generated),
    generateRounds: generated,
    build: medianRun(built),
    buildRounds: built,
    targets: { buildSeconds: 2 },
  };
}
