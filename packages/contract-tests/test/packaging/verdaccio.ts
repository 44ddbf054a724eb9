import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The registry the public packages are published to, and the only one the consumer installs from. */
export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** A publisher's token: the only way to publish `@dap/*` here. */
  token: string;
  /** What Verdaccio printed (warnings and errors only), for failure messages. */
  output(): string;
  /** Stops Verdaccio and waits for it to exit. Idempotent. */
  close(): Promise<void>;
}

const verdaccioBin = join(dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')), 'bin/verdaccio');

/**
 * Its own config: storage under `dir`; `@dap/*` served only from here, published by the one user the
 * htpasswd file allows; everything else proxied to the npm registry. The web UI and every middleware
 * plugin (the npm audit proxy) stay off: nothing is served or called that the rehearsal does not use.
 */
function config(dir: string): string {
  return `storage: ${JSON.stringify(join(dir, 'storage'))}
auth:
  htpasswd:
    file: ${JSON.stringify(join(dir, 'htpasswd'))}
    max_users: 1
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
    timeout: 60s
packages:
  '@dap/*':
    access: $all
    publish: $authenticated
    unpublish: $authenticated
  '**':
    access: $all
    proxy: npmjs
web:
  enable: false
log:
  type: stdout
  format: pretty
  level: warn
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts Verdaccio on 127.0.0.1 with storage under `dir`, waits until it answers `/-/ping`, and registers a publisher. */
export async function startLocalRegistry(dir: string, { readyTimeoutMs = 60_000 } = {}): Promise<LocalRegistry> {
  await mkdir(dir, { recursive: true });
  const configFile = join(dir, 'config.yaml');
  await writeFile(configFile, config(dir));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, [verdaccioBin, '--config', configFile, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };

  try {
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Verdaccio exited with ${child.exitCode}`);
      const ping = await fetch(new URL('-/ping', url)).catch(() => undefined);
      if (ping?.ok) break;
      if (Date.now() > deadline) throw new Error(`Verdaccio did not answer /-/ping within ${readyTimeoutMs} ms`);
      await sleep(100);
    }
    // npm's login call (`npm adduser`): creates the htpasswd user and answers with its token.
    const name = 'dap-release';
    const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: randomUUID() }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token)
      throw new Error(`Verdaccio refused to register a publisher: ${response.status} ${JSON.stringify(body)}`);
    return { url, token: body.token, output: () => output, close };
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
}
