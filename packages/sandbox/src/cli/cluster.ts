/**
 * `pnpm start:cluster` (and the `dap-sandbox-cluster` bin): a PostgreSQL server of its own and three
 * sandbox instances on it, acting as one platform, until SIGINT or SIGTERM; then the instances
 * stop, and the PostgreSQL server after them. Environment:
 *
 * | variable | default | |
 * |---|---|---|
 * | `HOST` | `127.0.0.1` | interface the instances listen on |
 * | `PORT` | `8080` | the first instance's port; the others take the next ones |
 * | `SANDBOX_INSTANCES` | `3` | how many instances |
 * | `SANDBOX_DATA_DIR` | `.sandbox-data` | PostgreSQL's data goes in its `postgres` directory |
 *
 * The instances get the rest of the environment (`SANDBOX_SEED`, `LOG_LEVEL`, `SANDBOX_DOCS_DIR`).
 * Exit codes: 0 after a clean stop; 2 for a bad variable; 1 for anything else.
 */
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../sandbox.js';
import { startCluster, type Cluster } from '../cluster/start-cluster.js';

const env = process.env;

const HELP = `Usage: dap-sandbox-cluster [--help]

Starts a PostgreSQL server of its own (its data in SANDBOX_DATA_DIR/postgres) and several dap-sandbox
instances on it, on consecutive ports, acting as one platform, until Ctrl+C (SIGINT) or SIGTERM; then
stops the instances and PostgreSQL. Needs PostgreSQL's initdb and pg_ctl (on the PATH or under
/usr/lib/postgresql/<version>/bin); run as root on Debian, it installs the postgresql package when
they are missing. \`pnpm start:cluster\` builds what it needs and runs it.

Environment:
  HOST               interface the instances listen on (default 127.0.0.1)
  PORT               the first instance's port (default 8080); the others take the next ones
  SANDBOX_INSTANCES  how many instances, 1 to 16 (default 3)
  SANDBOX_DATA_DIR   the sandbox data directory (default ${DEFAULT_DATA_DIR}); PostgreSQL's data goes in its postgres directory
  SANDBOX_SEED, LOG_LEVEL, SANDBOX_DOCS_DIR  passed on to the instances (see dap-sandbox --help)

Exit codes: 0 after a clean stop; 2 for a bad variable; 1 for anything else.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`dap-sandbox-cluster: unknown arguments ${args.join(' ')}\n\n${HELP}`);
  process.exit(2);
}

function usageError(message: string): never {
  console.error(`dap-sandbox-cluster: ${message}`);
  process.exit(2);
}

function parseCount(text: string | undefined): number {
  if (text === undefined || text === '') return 3;
  if (!/^[0-9]{1,2}$/.test(text) || Number(text) < 1 || Number(text) > 16)
    usageError(`SANDBOX_INSTANCES must be a number from 1 to 16, got ${JSON.stringify(text)}.`);
  return Number(text);
}

function parseBasePort(text: string | undefined, instances: number): number {
  if (text === undefined || text === '') return 8080;
  const last = 65535 - (instances - 1);
  if (!/^[0-9]{1,5}$/.test(text) || Number(text) < 1 || Number(text) > last)
    usageError(
      `PORT must be a port number from 1 to ${last} (the first of ${instances} consecutive ports), got ${JSON.stringify(text)}.`,
    );
  return Number(text);
}

const instances = parseCount(env['SANDBOX_INSTANCES']);
const basePort = parseBasePort(env['PORT'], instances);
const host = env['HOST'] || '127.0.0.1';
const dataDir = resolve(env['SANDBOX_DATA_DIR'] || DEFAULT_DATA_DIR);

console.log(`Starting the Digital-Asset Platform sandbox: ${instances} instances on one PostgreSQL…`);
let cluster: Cluster;
try {
  cluster = await startCluster({ dataDir, host, basePort, instances, log: (line) => console.log(`  ${line}`) });
} catch (error) {
  console.error(`dap-sandbox-cluster: ${(error as Error).message}`);
  process.exit(1);
}

/** The banner's lines that hold a URL (`  REST API   http://…`), and its demo data section. */
const urlLines = (banner: string) => banner.split('\n').filter((line) => /^ {2}\S.*\s[a-z]+:\/\/\S+$/.test(line));
const first = cluster.instances[0]?.banner ?? '';
const demoSection = first.slice(first.indexOf('Demo tenants'), first.lastIndexOf('\n')).trimEnd();

console.log(`
Digital-Asset Platform sandbox: ${instances} instances acting as one platform (any instance serves any
request and any subscription), on PostgreSQL at ${cluster.postgres.url} (data in ${cluster.postgres.directory})
`);
for (const [i, instance] of cluster.instances.entries()) {
  console.log(`Instance ${i + 1} (port ${instance.port})\n${urlLines(instance.banner).join('\n')}\n`);
}
console.log(`${demoSection}

Ctrl+C stops the instances, then PostgreSQL.
`);

let stopping = false;
async function shutdown(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping the instances, then PostgreSQL…`);
  try {
    await cluster.stop();
    console.log('Stopped.');
    process.exit(code);
  } catch (error) {
    console.error('dap-sandbox-cluster: stopping failed:', error);
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal, 0));
for (const instance of cluster.instances) {
  void instance.exited.then((how) => {
    if (!stopping) void shutdown(`the instance on port ${instance.port} ended (${String(how)})`, 1);
  });
}
