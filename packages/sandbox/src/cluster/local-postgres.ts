import { execFile, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The database the sandbox's instances share, created on first start. */
export const LOCAL_DATABASE = 'dap_sandbox';
/** The superuser `initdb` makes (trust authentication, local connections only). */
const SUPERUSER = 'postgres';

export interface LocalPostgresOptions {
  /** The cluster's data directory (created, and initialised with `initdb`, when it holds none). */
  directory: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. Default 0. */
  port?: number;
  /** Where the server's log goes. Default `<directory>.log`. */
  logFile?: string;
}

export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/dap_sandbox` */
  url: string;
  port: number;
  directory: string;
  /**
   * Stops the server (`pg_ctl stop -m fast`); the data stays. A server this call started is also
   * stopped when the process exits without calling it.
   */
  stop(): Promise<void>;
}

/** The directory holding `initdb` and `pg_ctl`: the PATH's, else the newest of Debian's `/usr/lib/postgresql/N/bin`. */
export function findPostgresBin(): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir !== '' && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(debian, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/** `initdb` refuses to run as root: as root, the cluster belongs to (and runs as) the `postgres` user. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', SUPERUSER, '--', bin, ...args]] : [bin, args];
}

async function serverCommand(bin: string, args: string[]): Promise<string> {
  const [file, argv] = asServerUser(bin, args);
  try {
    const { stdout } = await run(file, argv, { encoding: 'utf8' });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${[file, ...argv].join(' ')} failed:\n${stderr || stdout || (error as Error).message}`, {
      cause: error,
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** The port a running cluster listens on (`postmaster.pid`'s fourth line), when it is running. */
function runningPort(directory: string): number | undefined {
  const pidFile = join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return Number(port);
}

/**
 * Starts a PostgreSQL server of its own in `directory` (initialising it first when empty) on
 * 127.0.0.1, with trust authentication and no Unix socket, and creates the sandbox's database;
 * a server already running there is used as it is. Uses the `initdb`/`pg_ctl` on the PATH, else
 * Debian's; as root, runs them as the `postgres` user (the directory is given to it).
 *
 * Settings for a sandbox: `fsync=off` (a commit survives the sandbox being killed, not a power cut),
 * room for three instances' pools and sessions.
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed: initdb and pg_ctl are neither on the PATH nor under /usr/lib/postgresql (Debian: apt-get install postgresql).',
    );
  const directory = resolve(options.directory);
  const logFile = resolve(options.logFile ?? `${directory}.log`);
  const root = process.getuid?.() === 0;
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    mkdirSync(dirname(directory), { recursive: true });
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    if (root) {
      const { uid, gid } = await serverUser();
      chownSync(directory, uid, gid);
      await serverCommand('test', ['-w', directory]).catch(() => {
        throw new Error(
          `The ${SUPERUSER} user cannot write to ${directory}: every directory above it must be searchable by other users (chmod o+x), or choose another data directory.`,
        );
      });
    }
    await serverCommand(join(bin, 'initdb'), [
      '-D',
      directory,
      '-U',
      SUPERUSER,
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-instructions',
    ]);
  }
  let port = runningPort(directory);
  let started = false;
  if (port === undefined) {
    port = options.port || (await freePort());
    if (root) {
      // pg_ctl, as postgres, appends to the log: it must own it.
      const { uid, gid } = await serverUser();
      closeSync(openSync(logFile, 'a'));
      chownSync(logFile, uid, gid);
    }
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      '-c fsync=off',
      '-c max_connections=200',
    ];
    await serverCommand(join(bin, 'pg_ctl'), [
      '-D',
      directory,
      '-l',
      logFile,
      '-o',
      settings.join(' '),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    started = true;
  }
  // A server this process started does not outlive it, even when it ends without calling `stop`
  // (an uncaught error, process.exit): pg_ctl runs detached, so nothing else would stop it.
  const stopOnExit = () => {
    if (runningPort(directory) === undefined) return;
    const [file, argv] = asServerUser(join(bin, 'pg_ctl'), ['-D', directory, '-m', 'immediate', '-w', 'stop']);
    spawnSync(file, argv, { stdio: 'ignore', timeout: 10_000 });
  };
  if (started) process.once('exit', stopOnExit);
  await ensureDatabase(port);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (runningPort(directory) === undefined) return;
    await serverCommand(join(bin, 'pg_ctl'), ['-D', directory, '-m', 'fast', '-w', 'stop']);
  };
  return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${LOCAL_DATABASE}`, port, directory, stop };
}

async function serverUser(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', SUPERUSER], { encoding: 'utf8' });
  const { stdout: gid } = await run('id', ['-g', SUPERUSER], { encoding: 'utf8' });
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [LOCAL_DATABASE]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${LOCAL_DATABASE}`).catch((error: { code?: string }) => {
        // Created meanwhile by another starter.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}
