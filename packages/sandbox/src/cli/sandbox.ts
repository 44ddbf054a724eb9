/**
 * `pnpm start` (and the `dap-sandbox` bin): the sandbox on HOST:PORT (default 127.0.0.1:8080) until
 * SIGINT or SIGTERM. Prints the URLs and the demo clients' credentials (demo values: printing them
 * is the point). Environment:
 *
 * | variable | default | |
 * |---|---|---|
 * | `HOST` | `127.0.0.1` | interface to listen on (`0.0.0.0` for every IPv4 interface) |
 * | `PORT` | `8080` | 0 picks a free port (the printed URLs show it) |
 * | `SANDBOX_DATA_DIR` | `.sandbox-data` | the store, under the working directory, private to the user (0700); delete it to start over |
 * | `DATABASE_URL` | unset | a PostgreSQL server to keep everything in instead (`postgres://user@host:port/db`); instances on one database are one platform |
 * | `SANDBOX_DOCS_DIR` | the repository's `docs/dist`; the installed package's `docs-site/` | the docs site served at `/docs/` |
 * | `SANDBOX_SEED` | random | market simulator seed |
 * | `SANDBOX_OPERATOR_SECRET` | the demo secret, on a loopback HOST only | the operator client's secret (`sandbox-operator`, scope `sandbox:admin`) |
 * | `SANDBOX_SETTLE_AFTER_SECONDS` | `2` | when withdrawals settle by themselves, in seconds of their tenant's clock; `0`: only by a control (`--settle-after-seconds` too) |
 * | `SANDBOX_DOCS_BASE_URL` | the sandbox's `/docs/` at the address a request came to | the docs base of problem `type` URIs (`--docs-base-url` too) |
 * | `SANDBOX_EVOLVE_SEED` | unset | tomorrow's API: every answer of the platform API evolved as a legal next minor version could, with this seed (`--evolve-seed` too) |
 * | `LOG_LEVEL` | `warn` | Fastify's request log level (`info` logs every request; `silent`) |
 *
 * Exit codes: 0 after a clean stop; 2 for a bad HOST, PORT, SANDBOX_SEED, DATABASE_URL, SANDBOX_DOCS_BASE_URL or LOG_LEVEL (or an address that cannot be listened on,
 * a HOST beyond loopback without SANDBOX_OPERATOR_SECRET, or a data directory other users may access);
 * 1 for anything else (another sandbox holds the data directory, …).
 *
 * The process is the sandbox's own, so it runs under umask 077, as Postgres does: whatever it creates is
 * the user's alone. (The embedded store's files are private however the sandbox runs, umask or not:
 * see `store/private-files.ts`; `startSandbox()` in another program leaves that program's umask alone.)
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { docsBaseUrl as asDocsBase } from '@dap/server';
import { DEMO_OPERATOR_SECRET, OperatorSecretRequired } from '../auth/operator.js';
import { demoTenantSeeds, readDemoData } from '../demo/demo-data.js';
import { DEFAULT_DATA_DIR, type StartupStep } from '../sandbox.js';
import { parseDatabaseUrl, redacted } from '../store/postgres.js';
import { startSandbox } from '../start-sandbox.js';
import type { StartedSandbox } from '../start-options.js';
import { StoreLocked, StoreNotPrivate } from '../store/errors.js';
import { isEvolveSeed } from '@dap/server';
import { MAX_SETTLE_AFTER_SECONDS, parseSettleAfterSeconds } from '../tenants/settle-after.js';
import { DEFAULT_SETTLE_AFTER_MS } from '../transfers/settlement.js';

const env = process.env;

const HELP = `Usage: dap-sandbox [--settle-after-seconds <seconds>] [--docs-base-url <url>] [--evolve-seed <seed>] [--help]

Runs the Digital-Asset Platform locally on one port until Ctrl+C (SIGINT) or SIGTERM: the REST API
under /v2, the OAuth2 token endpoint at /oauth2/token, the WebSocket at /ws, the Sandbox Control API
(each tenant's clock, settlements, deposits, balances, faults; scope sandbox:control; the operator's
tenants, markets and reset; scope sandbox:admin) under /sandbox-control/ and the docs at /docs/,
with two demo tenants (clients, profiles, accounts) and markets. \`pnpm start\` builds what it needs
and runs it.

Options:
  --settle-after-seconds <seconds>
                     the same as SANDBOX_SETTLE_AFTER_SECONDS, which it overrides
  --docs-base-url <url>
                     the same as SANDBOX_DOCS_BASE_URL, which it overrides
  --evolve-seed <seed>
                     the same as SANDBOX_EVOLVE_SEED, which it overrides
  -h, --help         this text

Environment:
  HOST               interface to listen on (default 127.0.0.1; 0.0.0.0 for every IPv4 interface)
  PORT               port (default 8080; 0 picks a free one, the printed URLs show which)
  SANDBOX_DATA_DIR   the store, resolved against the working directory (default ${DEFAULT_DATA_DIR});
                     delete it to start over. It holds the token signing key: it is created
                     private (0700, its files 0600), and one that other users may access is
                     refused (exit 2) with the command that makes it private
  DATABASE_URL       keep everything in this PostgreSQL database instead of the embedded store
                     (postgres://user@host:port/database); instances started on one database
                     (different PORTs) act as one platform; the one running the market
                     simulator says so, another takes over when it stops
  SANDBOX_DOCS_DIR   the docs site served at /docs/ (default: the one the package carries;
                     in the contract repository, its docs/dist)
  SANDBOX_SEED       market simulator seed, 0 to ${2 ** 31 - 1} (default random; the same seed gives the same books)
  SANDBOX_OPERATOR_SECRET
                     the operator client's secret (client_id sandbox-operator, scope sandbox:admin:
                     tenants, markets, the whole reset); required on a HOST beyond loopback, where
                     the published demo secret would let anyone in
  SANDBOX_SETTLE_AFTER_SECONDS
                     when withdrawals settle by themselves: that many seconds of their tenant's
                     clock after their creation (default ${DEFAULT_SETTLE_AFTER_MS / 1000}; at most ${MAX_SETTLE_AFTER_SECONDS}); 0: never by
                     themselves, only when completeTransfer or failTransfer settles them. A tenant
                     made with settle_after_seconds keeps its own
  SANDBOX_DOCS_BASE_URL
                     the docs base URL problem types point under: an answer's type is
                     <url>problems/<code> (an absolute http or https URL; for a sandbox reached
                     through a proxy or on HTTPS). Default: this sandbox's /docs/ at the address
                     the request came to, so a type opens its page here
  SANDBOX_EVOLVE_SEED
                     tomorrow's API: every REST response and WebSocket frame of the platform API
                     answered as a legal next minor version could (unknown fields, new values of
                     extensible enums, optional fields left out), chosen from this seed (1 to 32
                     of A-Z a-z 0-9 _ -); a tenant's evolve_seed and a request's
                     Prefer: evolve=<seed> win over it (default: today's API)
  LOG_LEVEL          request log level: fatal, error, warn (default), info, debug, trace or silent

Exit codes: 0 after a clean stop; 2 for a bad option, variable or address, or a data directory
other users may access; 1 for anything else.`;

let args;
try {
  args = parseArgs({
    args: process.argv.slice(2),
    options: {
      help: { type: 'boolean', short: 'h' },
      'settle-after-seconds': { type: 'string' },
      'docs-base-url': { type: 'string' },
      'evolve-seed': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
} catch (error) {
  console.error(`dap-sandbox: ${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (args.values.help) {
  console.log(HELP);
  process.exit(0);
}

function usageError(message: string): never {
  console.error(`dap-sandbox: ${message}`);
  process.exit(2);
}

function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return 8080;
  if (!/^[0-9]{1,5}$/.test(text) || Number(text) > 65535)
    usageError(`PORT must be a port number from 0 to 65535 (0: any free port), got ${JSON.stringify(text)}.`);
  return Number(text);
}

function parseHost(text: string | undefined): string {
  if (text === undefined || text === '') return '127.0.0.1';
  const hostname =
    /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
  if (isIP(text) === 0 && !hostname.test(text))
    usageError(
      `HOST must be an IP address or a host name (such as 127.0.0.1, 0.0.0.0 or localhost), got ${JSON.stringify(text)}.`,
    );
  return text;
}

function parseSeed(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^[0-9]{1,10}$/.test(text) || Number(text) > 2 ** 31 - 1)
    usageError(`SANDBOX_SEED must be an integer from 0 to ${2 ** 31 - 1}, got ${JSON.stringify(text)}.`);
  return Number(text);
}

function parseDatabase(text: string | undefined): URL | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    return parseDatabaseUrl(text);
  } catch (error) {
    usageError((error as Error).message);
  }
}

/** The flag, else the environment variable, else the sandbox's default. */
function parseSettle(flag: string | undefined): number | undefined {
  const [text, what] =
    flag !== undefined
      ? [flag, '--settle-after-seconds']
      : [env['SANDBOX_SETTLE_AFTER_SECONDS'], 'SANDBOX_SETTLE_AFTER_SECONDS'];
  if (text === undefined || text === '') return undefined;
  try {
    return parseSettleAfterSeconds(text, what);
  } catch (error) {
    usageError((error as Error).message);
  }
}

/** The flag, else the environment variable, else undefined (the sandbox's own docs). */
function parseDocsBase(flag: string | undefined): string | undefined {
  const [text, what] =
    flag !== undefined ? [flag, '--docs-base-url'] : [env['SANDBOX_DOCS_BASE_URL'], 'SANDBOX_DOCS_BASE_URL'];
  if (text === undefined || text === '') return undefined;
  const base = asDocsBase(text);
  if (base === undefined) usageError(`${what} must be an absolute http or https URL, got ${JSON.stringify(text)}.`);
  return base;
}

/** The flag, else the environment variable: tomorrow's API's seed, or undefined for today's. */
function parseEvolveSeed(flag: string | undefined): string | undefined {
  const [text, what] =
    flag !== undefined ? [flag, '--evolve-seed'] : [env['SANDBOX_EVOLVE_SEED'], 'SANDBOX_EVOLVE_SEED'];
  if (text === undefined || text === '') return undefined;
  if (!isEvolveSeed(text))
    usageError(`${what} must be 1 to 32 of A-Z, a-z, 0-9, _ and -, got ${JSON.stringify(text)}.`);
  return text;
}

const LISTEN_ERRORS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'is already in use (another process listens there; choose another PORT)',
  EACCES: 'may not be listened on by this user (ports below 1024 need privileges; choose another PORT)',
  EADDRNOTAVAIL: 'is not an address of this machine (choose another HOST)',
  ENOTFOUND: 'does not resolve to an address (choose another HOST)',
  EAI_AGAIN: 'could not be resolved (choose another HOST)',
};

// The sandbox's own process: nothing it creates is for other users (Postgres runs so too).
process.umask(0o077);

const host = parseHost(env['HOST']);
const port = parsePort(env['PORT']);
const seed = parseSeed(env['SANDBOX_SEED']);
const dataDir = env['SANDBOX_DATA_DIR'] || DEFAULT_DATA_DIR;
const databaseUrl = parseDatabase(env['DATABASE_URL']);
const docsDir = env['SANDBOX_DOCS_DIR'] || undefined;
const settleAfterSeconds = parseSettle(args.values['settle-after-seconds']);
const docsBaseUrl = parseDocsBase(args.values['docs-base-url']);
const evolveSeed = parseEvolveSeed(args.values['evolve-seed']);
const level = env['LOG_LEVEL'] || 'warn';
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
if (!LEVELS.includes(level)) usageError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got ${JSON.stringify(level)}.`);

/** What each step of a start is, as printed: the first start creates and migrates the store, which takes seconds. */
const STEPS: Readonly<Record<StartupStep, string>> = {
  store: databaseUrl
    ? `opening the store in PostgreSQL at ${redacted(databaseUrl)}`
    : `opening the store in ${resolve(dataDir)}`,
  'demo-data': 'loading the demo data',
  'read-models': 'loading the read models, resuming settlements, starting the market',
  listen: `listening on ${host}:${port}`,
};
let current: { step: StartupStep; since: number } | undefined;
const started = Date.now();
const finishStep = () => {
  if (current) console.log(`  ${STEPS[current.step].padEnd(72)} ${((Date.now() - current.since) / 1000).toFixed(1)} s`);
};
console.log('Starting the Digital-Asset Platform sandbox…');

let server: StartedSandbox;
try {
  // The same start as a test's, with the CLI's own defaults (port 8080, `.sandbox-data`) passed in.
  server = await startSandbox({
    onProgress: (step) => {
      finishStep();
      current = { step, since: Date.now() };
    },
    // Of the instances on one database, operators (and the cluster tests) see which runs the market simulator.
    ...(databaseUrl !== undefined
      ? {
          onMarketLeadership: (leading: boolean) =>
            console.log(
              leading
                ? 'Market simulator: this instance runs it.'
                : 'Market simulator: lost the lead; following the instance that runs it.',
            ),
        }
      : {}),
    host,
    port,
    dataDir,
    ...(databaseUrl !== undefined ? { databaseUrl: databaseUrl.href } : {}),
    logger: { level },
    ...(seed !== undefined ? { seed } : {}),
    ...(settleAfterSeconds !== undefined ? { settleAfterSeconds } : {}),
    ...(evolveSeed !== undefined ? { evolveSeed } : {}),
    ...(docsDir !== undefined ? { docsDir } : {}),
    ...(docsBaseUrl !== undefined ? { docsBaseUrl } : {}),
    ...(env['SANDBOX_OPERATOR_SECRET'] ? { operatorSecret: env['SANDBOX_OPERATOR_SECRET'] } : {}),
  });
} catch (error) {
  if (error instanceof OperatorSecretRequired) usageError(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && Object.hasOwn(LISTEN_ERRORS, code))
    usageError(`cannot listen on ${host}:${port}: the address ${LISTEN_ERRORS[code]}.`);
  if (error instanceof StoreNotPrivate) usageError(error.message);
  if (error instanceof StoreLocked) {
    console.error(`dap-sandbox: ${error.message}`);
    process.exit(1);
  }
  if (databaseUrl && current?.step === 'store') {
    // Unreachable, refused, unknown database or role: the driver's message says which.
    console.error(
      `dap-sandbox: cannot open the store in PostgreSQL at ${redacted(databaseUrl)}: ${(error as Error).message || (error as NodeJS.ErrnoException).code}`,
    );
    process.exit(1);
  }
  console.error('dap-sandbox: the sandbox could not start:', error);
  process.exit(1);
}

finishStep();
console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

/** What the settlement delay in force means, as printed at start. */
function settlementLine(ms: number): string {
  return ms === 0
    ? 'Withdrawals stay PENDING until completeTransfer or failTransfer settles them (SANDBOX_SETTLE_AFTER_SECONDS=0).'
    : `Withdrawals settle by themselves ${ms / 1000} s after their creation, by their tenant's clock (SANDBOX_SETTLE_AFTER_SECONDS=${ms / 1000}; 0: only by completeTransfer or failTransfer).`;
}

const { full, operator } = server.clients;
const demo = readDemoData();
const tenantLines = demoTenantSeeds(demo).flatMap(({ tenant, clients, profiles, accounts }) => [
  `  ${tenant.name} (customer ${tenant.customer_id})`,
  ...clients.map(
    (c) =>
      `    client_id ${c.client_id}  client_secret ${c.client_secret}  ${c.scopes.length > 1 ? 'every scope' : c.scopes.join(' ')}`,
  ),
  ...profiles.map((p) => `    profile ${p.id}  memo_id ${p.memo_id}  ${p.description ?? ''}`),
  ...accounts.map((a) => `    account ${a.id}  ${a.type ?? ''}  ${a.description ?? ''}`),
]);
console.log(`
Digital-Asset Platform sandbox (market seed ${server.sandbox.seed}; data in ${databaseUrl ? redacted(databaseUrl) : resolve(dataDir)})

  REST API         ${server.url}
  Token endpoint   ${server.tokenUrl}
  WebSocket        ${server.wsUrl}
  Sandbox control  ${server.controlUrl}
  Docs             ${server.docsUrl}
  Problem types    ${server.docsBaseUrl === undefined ? `${server.docsUrl}problems/<code> (this sandbox's docs at the address a request came to; SANDBOX_DOCS_BASE_URL to point elsewhere)` : `${server.docsBaseUrl}problems/<code> (SANDBOX_DOCS_BASE_URL)`}
  Testing guide    ${new URL('testing.html', server.docsUrl).href}

Demo tenants (each sees only its own data; OAuth2 client credentials, demo values):
${tenantLines.join('\n')}

  curl -s ${server.tokenUrl} -d grant_type=client_credentials -d client_id=${full.clientId} -d client_secret=${full.clientSecret}

Operator (sandbox:admin: tenants on demand, markets, the whole reset):
  client_id ${operator.clientId}  ${
    operator.clientSecret === DEMO_OPERATOR_SECRET
      ? `client_secret ${operator.clientSecret}  (the demo secret: set SANDBOX_OPERATOR_SECRET for your own)`
      : 'client_secret from SANDBOX_OPERATOR_SECRET (not printed)'
  }

${settlementLine(server.sandbox.settleAfterMs)}
${
  evolveSeed === undefined
    ? ''
    : `Tomorrow's API (SANDBOX_EVOLVE_SEED=${evolveSeed}): every answer of the platform API is evolved as a legal next minor version could answer it (unknown fields, new values of extensible enums, optional fields left out).\n`
}
Markets (WebSocket channels market_data, market_data.top_of_book, execution_data): ${demo.markets.map((m) => m.symbol).join(', ')}

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
    console.log(`\n${signal}: closing WebSockets, finishing the requests received, closing the store…`);
    const force = setTimeout(() => {
      console.error('dap-sandbox: shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.stop().then(
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
