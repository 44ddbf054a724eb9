import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findPostgresBin, startLocalPostgres, type LocalPostgres } from './local-postgres.js';

const run = promisify(execFile);

/** The committed launcher of one instance (`dap-sandbox`), as `pnpm start` runs it. */
export const SANDBOX_BIN = fileURLToPath(new URL('../../bin/dap-sandbox.js', import.meta.url));

/** What an instance prints once it serves (the end of its banner). */
const READY_LINE = 'Ctrl+C stops it.';
/** How long an instance may take to start (the first migrates the database and loads the demo data). */
const START_TIMEOUT_MS = 120_000;
/** How long an instance may take to stop after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 15_000;

export interface ClusterOptions {
  /** The sandbox data directory: the PostgreSQL cluster lives in its `postgres` directory. */
  dataDir: string;
  /** Interface the instances listen on. */
  host: string;
  /** The first instance's port; the others take the next ones. */
  basePort: number;
  instances: number;
  /** Added to the instances' environment (this process's environment is passed on too). */
  env?: NodeJS.ProcessEnv;
  /** Told of each step (installing PostgreSQL, starting it, starting the instances). */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  port: number;
  /** Everything the instance printed up to its banner's end (its URLs, the demo credentials). */
  banner: string;
  child: ChildProcess;
  /** Resolves when the process ends, with its exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export interface Cluster {
  postgres: LocalPostgres;
  instances: ClusterInstance[];
  /** Stops the instances (SIGTERM; SIGKILL after 15 s), then the PostgreSQL server. */
  stop(): Promise<void>;
}

/** initdb and pg_ctl missing: what to install. */
export const INSTALL_HINT =
  "PostgreSQL is not installed (initdb and pg_ctl are neither on the PATH nor under /usr/lib/postgresql). Install Debian's postgresql package: sudo apt-get install postgresql (or your system's PostgreSQL server package), then run this again.";

/**
 * Makes sure `initdb` and `pg_ctl` are there: as root on a Debian-like system (apt-get), installs
 * the `postgresql` package when they are missing; otherwise says what to install.
 */
export async function ensurePostgresInstalled(log: (line: string) => void = () => {}): Promise<void> {
  if (findPostgresBin()) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) throw new Error(INSTALL_HINT);
  log("PostgreSQL is not installed: installing Debian's postgresql package (apt-get install postgresql)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  if (!findPostgresBin())
    throw new Error(`apt-get installed postgresql, but initdb and pg_ctl are still not found. ${INSTALL_HINT}`);
}

/**
 * A platform of several instances on one PostgreSQL: starts a PostgreSQL server of its own with its
 * data in `<dataDir>/postgres` (installing PostgreSQL first when it is missing and this runs as
 * root), then `instances` `dap-sandbox` processes on `basePort`, `basePort + 1`, … with its
 * `DATABASE_URL`, all at once (the migrations run under an advisory lock, by whichever comes
 * first). Resolves when every instance serves; when one fails to start, stops what was started
 * and rejects with what it printed.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  await ensurePostgresInstalled(log);
  const directory = join(options.dataDir, 'postgres');
  log(`Starting PostgreSQL (data in ${directory})…`);
  const postgres = await startLocalPostgres({ directory });
  const instances: RunningInstance[] = [];
  const stop = async () => {
    await Promise.all(instances.map(stopInstance));
    await postgres.stop();
  };
  try {
    log(
      `Starting ${options.instances} instances on ports ${options.basePort}–${options.basePort + options.instances - 1}…`,
    );
    for (let i = 0; i < options.instances; i++) {
      const port = options.basePort + i;
      instances.push(
        spawnInstance(port, { ...options.env, HOST: options.host, PORT: String(port), DATABASE_URL: postgres.url }),
      );
    }
    await Promise.all(instances.map(ready));
  } catch (error) {
    await stop();
    throw error;
  }
  return { postgres, instances, stop };
}

interface RunningInstance extends ClusterInstance {
  output(): string;
}

function spawnInstance(port: number, env: NodeJS.ProcessEnv): RunningInstance {
  const child = spawn(process.execPath, [SANDBOX_BIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  // After the start, an instance's errors still reach the terminal.
  child.stderr?.on('data', (chunk: Buffer) => {
    collect(chunk);
    process.stderr.write(`[${port}] ${chunk.toString()}`);
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const instance: RunningInstance = { port, banner: '', child, exited, output: () => output };
  return instance;
}

/** Waits for the instance's banner; rejects when it exits first or takes too long. */
function ready(running: RunningInstance): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const output = running.output();
      const end = output.indexOf(READY_LINE);
      if (end >= 0) {
        finish();
        running.banner = output.slice(0, end + READY_LINE.length);
        resolve();
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      finish();
      reject(
        new Error(
          `The instance on port ${running.port} exited (${code ?? signal}) before it served:\n${running.output()}`,
        ),
      );
    };
    const timer = setTimeout(() => {
      finish();
      reject(
        new Error(
          `The instance on port ${running.port} did not start within ${START_TIMEOUT_MS / 1000} s:\n${running.output()}`,
        ),
      );
    }, START_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      running.child.stdout?.off('data', check);
      running.child.off('exit', onExit);
    };
    running.child.stdout?.on('data', check);
    running.child.once('exit', onExit);
    check();
  });
}

async function stopInstance(instance: ClusterInstance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  child.kill('SIGTERM');
  await instance.exited;
  clearTimeout(killer);
}
