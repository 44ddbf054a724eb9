import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mockDocument } from './mock-spec.js';

const require = createRequire(import.meta.url);

export interface MockOptions {
  /** Port on 127.0.0.1; a free one when omitted. */
  port?: number;
  /** Generated data (`-d`) instead of the spec's examples. */
  dynamic?: boolean;
  /** Seed for deterministic dynamic data. */
  seed?: number;
  /** Where Prism's log lines go; silent when omitted. */
  log?: (line: string) => void;
}

export interface RunningMock {
  /** http://127.0.0.1:PORT: REST under `${origin}/v2`, the token endpoint at `${origin}/oauth2/token`. */
  origin: string;
  baseUrl: string;
  tokenUrl: string;
  close(): Promise<void>;
}

/** Starts Prism on the bundled spec and resolves once it listens. */
export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const spec = JSON.parse(await readFile(require.resolve('@dap/specs/openapi.json'), 'utf8'));
  const work = await mkdtemp(join(tmpdir(), 'dap-mock-'));
  const file = join(work, 'openapi.json');
  await writeFile(file, JSON.stringify(mockDocument(spec)));

  const port = options.port ?? (await freePort());
  const prism = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  const args = [prism, 'mock', file, '--host', '127.0.0.1', '--port', String(port)];
  if (options.dynamic) args.push('--dynamic');
  if (options.seed !== undefined) args.push('--seed', String(options.seed));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });

  try {
    await listening(child, options.log);
  } catch (error) {
    child.kill();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth2/token`,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await rm(work, { recursive: true, force: true });
    },
  };
}

function listening(child: ChildProcess, log?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log?.(line);
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${String(code)} before listening:\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
