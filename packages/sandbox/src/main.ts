/**
 * `pnpm start` (and the `dap-sandbox` bin): the sandbox on HOST:PORT (default 127.0.0.1:8080) until
 * SIGINT or SIGTERM. Prints the URLs and the demo clients' credentials (demo values: printing them
 * is the point). Environment:
 *
 * | variable | default | |
 * |---|---|---|
 * | `HOST` | `127.0.0.1` | interface to listen on (`0.0.0.0` for every IPv4 interface) |
 * | `PORT` | `8080` | 0 picks a free port (the printed URLs show it) |
 * | `SANDBOX_DATA_DIR` | `.sandbox-data` | the store, under the working directory; delete it to start over |
 * | `SANDBOX_DOCS_DIR` | the repository's `docs/dist` | the docs site served at `/docs/` |
 * | `SANDBOX_SEED` | random | market simulator seed |
 * | `LOG_LEVEL` | `warn` | Fastify's request log level (`info` logs every request; `silent`) |
 *
 * Exit codes: 0 after a clean stop; 2 for a bad HOST, PORT, SANDBOX_SEED or LOG_LEVEL (or an address that cannot be listened on);
 * 1 for anything else (another sandbox holds the data directory, …).
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { startSandboxServer, type SandboxServer } from './app/start.js';
import { DEFAULT_DATA_DIR } from './sandbox.js';
import { StoreLocked } from './store/store.js';

const env = process.env;

function usageError(message: string): never {
  console.error(`dap-sandbox: ${message}`);
  process.exit(2);
}

function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return 8080;
  if (!/^[0-9]{1,5}$/.test(text) || Number(text) > 65535) usageError(`PORT must be a port number from 0 to 65535 (0: any free port), got ${JSON.stringify(text)}.`);
  return Number(text);
}

function parseHost(text: string | undefined): string {
  if (text === undefined || text === '') return '127.0.0.1';
  const hostname = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
  if (isIP(text) === 0 && !hostname.test(text)) usageError(`HOST must be an IP address or a host name (such as 127.0.0.1, 0.0.0.0 or localhost), got ${JSON.stringify(text)}.`);
  return text;
}

function parseSeed(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^[0-9]{1,10}$/.test(text) || Number(text) > 2 ** 31 - 1) usageError(`SANDBOX_SEED must be an integer from 0 to ${2 ** 31 - 1}, got ${JSON.stringify(text)}.`);
  return Number(text);
}

const LISTEN_ERRORS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'is already in use (another process listens there; choose another PORT)',
  EACCES: 'may not be listened on by this user (ports below 1024 need privileges; choose another PORT)',
  EADDRNOTAVAIL: 'is not an address of this machine (choose another HOST)',
  ENOTFOUND: 'does not resolve to an address (choose another HOST)',
  EAI_AGAIN: 'could not be resolved (choose another HOST)',
};

const host = parseHost(env['HOST']);
const port = parsePort(env['PORT']);
const seed = parseSeed(env['SANDBOX_SEED']);
const dataDir = env['SANDBOX_DATA_DIR'] || DEFAULT_DATA_DIR;
const docsDir = env['SANDBOX_DOCS_DIR'] || undefined;
const level = env['LOG_LEVEL'] || 'warn';
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
if (!LEVELS.includes(level)) usageError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got ${JSON.stringify(level)}.`);

let server: SandboxServer;
try {
  server = await startSandboxServer({
    host,
    port,
    dataDir,
    logger: { level },
    ...(seed !== undefined ? { seed } : {}),
    ...(docsDir !== undefined ? { docsDir } : {}),
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && Object.hasOwn(LISTEN_ERRORS, code)) usageError(`cannot listen on ${host}:${port}: the address ${LISTEN_ERRORS[code]}.`);
  if (error instanceof StoreLocked) {
    console.error(`dap-sandbox: ${error.message}`);
    process.exit(1);
  }
  console.error('dap-sandbox: the sandbox could not start:', error);
  process.exit(1);
}

const { full, readOrder } = server.credentials;
const pad = (text: string, width: number) => text.padEnd(width);
const idWidth = Math.max(full.clientId.length, readOrder.clientId.length);
console.log(`
Digital-Asset Platform sandbox (market seed ${server.sandbox.seed}; data in ${resolve(dataDir)})

  REST API         ${server.baseUrl}
  Token endpoint   ${server.tokenUrl}
  WebSocket        ${server.wsUrl}
  Docs             ${server.docsUrl}

Demo clients (OAuth2 client credentials; demo values):
  every scope           client_id ${pad(full.clientId, idWidth)}  client_secret ${full.clientSecret}
  exchange:read_order   client_id ${pad(readOrder.clientId, idWidth)}  client_secret ${readOrder.clientSecret}

  curl -s ${server.tokenUrl} -d grant_type=client_credentials -d client_id=${full.clientId} -d client_secret=${full.clientSecret}

Ctrl+C stops it.
`);

/** When the first stop signal came. pnpm forwards the terminal's SIGINT to its child, which also gets
 *  it from the terminal: a repeat within a second is that echo; a later one means "stop now". */
let stoppingSince: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < 1000) return;
      console.error(`dap-sandbox: ${signal} again; exiting without waiting.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: closing WebSockets, flushing the store…`);
    const force = setTimeout(() => {
      console.error('dap-sandbox: shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('dap-sandbox: shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
