import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
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
  /** The bundled OpenAPI document to serve (tests serve altered copies); default `@dap/specs/openapi.json`. */
  document?: object;
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
  const port = options.port ?? (await freePort());
  const extra: string[] = [];
  if (options.dynamic) extra.push('--dynamic');
  if (options.seed !== undefined) extra.push('--seed', String(options.seed));
  const prism = await startPrism(
    ['mock', '{document}', '--host', '127.0.0.1', '--port', String(port), ...extra],
    options.log,
    options.document,
  );
  const origin = `http://127.0.0.1:${port}`;
  return { origin, baseUrl: `${origin}/v2`, tokenUrl: `${origin}/oauth2/token`, close: prism.close };
}

export interface ProxyOptions {
  /** The server to validate, e.g. `http://127.0.0.1:8080`: REST under `${upstream}/v2`, the token endpoint at `${upstream}/oauth2/token`. */
  upstream: string;
  /** Port on 127.0.0.1 the proxy answers on; a free one when omitted. */
  port?: number;
  /** Where Prism's log lines go; silent when omitted. */
  log?: (line: string) => void;
}

/** One violation Prism reported for a proxied exchange (from its `sl-violations` header). */
export interface Violation {
  method: string;
  /** The request path, without the query. */
  path: string;
  /** The status the upstream answered with (0 when it did not answer). */
  status: number;
  direction: 'request' | 'response';
  /** Prism's severity: `Error`, `Warning`, `Information`, `Hint`. */
  severity: string;
  /** Prism's code: the JSON Schema keyword (`required`, `maximum`, …) or an HTTP status (401 for security). */
  code?: string | number;
  message: string;
  /** Prism's location, e.g. `["response", "body", "items", "0"]`. */
  location: string[];
  /** The location as a JSON pointer below the direction, e.g. `/body/items/0`, `/query/limit`. */
  pointer: string;
  /** `prism` for Prism's findings; `proxy` for a request Prism cannot validate (a malformed JSON body or path: see unvalidatable()) or Prism not answering at all. */
  source: 'prism' | 'proxy';
}

/** One request that went through the proxy, and the upstream's answer. */
export interface Exchange {
  method: string;
  path: string;
  /** The request target with the query. */
  url: string;
  status: number;
  violations: Violation[];
}

export interface RunningProxy extends RunningMock {
  /** Every violation reported so far, in the order the exchanges completed. */
  violations(): Violation[];
  /** Every exchange so far (requests answered by the upstream through Prism, or forwarded past it). */
  exchanges(): Exchange[];
}

/**
 * Prism's validation proxy (`prism proxy`, no `--errors`: the upstream's responses pass through
 * unchanged in status) in front of `upstream`, on the same mock document as startMock(). Prism names
 * its findings in the `sl-violations` response header; a small recorder in front of Prism reads that
 * header for every exchange (its log is plain text without a way to tell concurrent requests apart).
 * Prism never answers a request whose JSON body does not parse, so the recorder sends such a request
 * straight to the upstream and records a request violation of its own for it.
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const upstream = options.upstream.replace(/\/$/, '');
  const prismPort = await freePort();
  const prism = await startPrism(
    ['proxy', '{document}', upstream, '--host', '127.0.0.1', '--port', String(prismPort), '--cors=false'],
    options.log,
  );
  const recorded: Exchange[] = [];
  const upstreamUrl = new URL(upstream);

  const recorder = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const path = url.split('?')[0] ?? url;
      const bypass = unvalidatable(path, req.headers, body);
      const target =
        bypass !== undefined
          ? { host: upstreamUrl.hostname, port: Number(upstreamUrl.port || 80) }
          : { host: '127.0.0.1', port: prismPort };
      const headers = { ...req.headers, host: `${target.host}:${target.port}` };
      const forward = httpRequest({ ...target, method, path: url, headers }, (answer) => {
        const status = answer.statusCode ?? 0;
        const violations: Violation[] =
          bypass !== undefined
            ? [
                {
                  method,
                  path,
                  status,
                  direction: 'request',
                  severity: 'Error',
                  code: bypass.code,
                  message: `${bypass.message} (Prism cannot validate it: sent to the upstream directly)`,
                  location: ['request', ...bypass.at],
                  pointer: bypass.at.map((part) => `/${part}`).join(''),
                  source: 'proxy',
                },
              ]
            : parseViolations(answer.headers['sl-violations'], method, path, status);
        recorded.push({ method, path, url, status, violations });
        res.writeHead(status, answer.rawHeaders);
        answer.pipe(res);
      });
      forward.on('error', (error) => {
        // Prism (or the upstream) did not answer: never a silent pass.
        const message = `no answer through the proxy: ${error.message}`;
        recorded.push({
          method,
          path,
          url,
          status: 0,
          violations: [
            {
              method,
              path,
              status: 0,
              direction: 'response',
              severity: 'Error',
              code: 'proxy',
              message,
              location: ['response'],
              pointer: '',
              source: 'proxy',
            },
          ],
        });
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`proxy: ${error.message}`);
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    recorder.once('error', reject);
    recorder.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  }).catch(async (error: unknown) => {
    await prism.close();
    throw error;
  });

  const origin = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth2/token`,
    violations: () => recorded.flatMap((exchange) => exchange.violations),
    exchanges: () => recorded.map((exchange) => ({ ...exchange, violations: [...exchange.violations] })),
    async close() {
      recorder.closeAllConnections();
      await new Promise<void>((resolve) => recorder.close(() => resolve()));
      await prism.close();
    },
  };
}

/**
 * Requests Prism 5.14 cannot take: a JSON body that does not parse (Prism never answers it) and a
 * path with broken percent-encoding (Prism's process dies on it). Why, and where, or undefined.
 */
function unvalidatable(
  path: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): { code: string; message: string; at: string[] } | undefined {
  try {
    decodeURIComponent(path);
  } catch {
    return { code: 'uri', message: 'Request path is not valid percent-encoding', at: ['path'] };
  }
  if (isJson(headers) && body.length > 0 && !parses(body))
    return { code: 'json', message: 'Request body is not valid JSON', at: ['body'] };
  return undefined;
}

function isJson(headers: IncomingHttpHeaders): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(headers['content-type'] ?? '');
}

function parses(body: Buffer): boolean {
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** The `sl-violations` header: a JSON array of `{ location, severity, code?, message }`. */
export function parseViolations(
  header: string | string[] | undefined,
  method: string,
  path: string,
  status: number,
): Violation[] {
  if (header === undefined) return [];
  const entries: unknown[] = (Array.isArray(header) ? header : [header]).flatMap((text) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [{ location: ['response'], severity: 'Error', message: `unreadable sl-violations header: ${text}` }];
    }
  });
  return entries.map((entry) => {
    const {
      location = [],
      severity = 'Error',
      code,
      message = '',
    } = entry as { location?: unknown[]; severity?: string; code?: string | number; message?: string };
    const parts = location.map(String);
    const direction = parts[0] === 'request' ? 'request' : 'response';
    const pointer = parts
      .slice(1)
      .map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`)
      .join('');
    return {
      method,
      path,
      status,
      direction,
      severity,
      ...(code !== undefined ? { code } : {}),
      message,
      location: parts,
      pointer: pointer || '',
      source: 'prism' as const,
    };
  });
}

interface RunningPrism {
  close(): Promise<void>;
}

/**
 * Writes the mock document of `document` (default the bundled spec) to a temporary file, runs the
 * Prism CLI with `args` (`{document}` stands for that file) and resolves once Prism listens; close()
 * stops it and removes the file.
 */
async function startPrism(args: string[], log?: (line: string) => void, document?: object): Promise<RunningPrism> {
  const spec = document ?? JSON.parse(await readFile(require.resolve('@dap/specs/openapi.json'), 'utf8'));
  const work = await mkdtemp(join(tmpdir(), 'dap-mock-'));
  const file = join(work, 'openapi.json');
  await writeFile(file, JSON.stringify(mockDocument(spec)));

  const prism = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  const child = spawn(process.execPath, [prism, ...args.map((arg) => (arg === '{document}' ? file : arg))], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  try {
    await listening(child, log);
  } catch (error) {
    child.kill();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  return {
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
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
    let ready = false;
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) output += text;
      for (const line of text.split('\n')) if (line.trim()) log?.(line);
      if (!ready && output.includes('Prism is listening')) {
        ready = true;
        output = '';
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
