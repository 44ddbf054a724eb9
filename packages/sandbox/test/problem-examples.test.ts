/**
 * Each problem page's example is what the server sends: for every page of the built docs site that
 * shows an example, the request the spec names beside that example (`x-sandbox-request` of the
 * named example) is sent to a real sandbox, and the answer must equal the example, the type URI's
 * base mapped to the sandbox's. What varies per request is named by the spec too (`varies`: JSON
 * pointers copied from the answer once present; `retryAfterInDetail`: the seconds of the detail are
 * those of `Retry-After`); nothing else is loosened.
 */
import { PROBLEM_TYPES, PROBLEM_TYPES_BASE } from '@dap/server';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_DIR } from '../src/http/docs.js';
import type { StartedSandbox } from '../src/start-options.js';
import { openapi } from './support/spec.js';
import { startTestServer, tokenOf } from './support/server.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request an example is the answer to, as the spec writes it beside the example. */
interface SandboxRequest {
  method: string;
  path: string;
  /** The demo client whose token the request carries. */
  client?: 'full' | 'readOrder';
  /** A bearer token sent as it is (an invalid one). */
  bearer?: string;
  body?: unknown;
  contentType?: string;
  /** A JSON string body of this many bytes. */
  bodyBytes?: number;
  /** A form body (the token endpoint). */
  form?: Record<string, string>;
  /** Sent this many times; the example is the last answer. */
  times?: number;
  /** Pointers into the answer that vary per request. */
  varies?: string[];
  retryAfterInDetail?: boolean;
  /** A state of the platform the request meets: `store-failure`, `shutting-down`. */
  given?: string;
}

const unescapeHtml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name] ?? '',
  );

/** The example a problem page shows, parsed from its `<pre><code>` after "Example". */
function pageExample(code: string): unknown {
  const html = readFileSync(join(DEFAULT_DOCS_DIR, 'problems', code, 'index.html'), 'utf8');
  const block = /<h2>Example<\/h2>[\s\S]*?<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1];
  return block === undefined ? undefined : JSON.parse(unescapeHtml(block));
}

/** Every named `application/problem+json` example of the bundled spec, with its value and request. */
function specExamples(): { value: unknown; request: SandboxRequest | undefined }[] {
  const found: { value: unknown; request: SandboxRequest | undefined }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'application/problem+json' && isObject(child) && isObject(child['examples']))
        for (const example of Object.values(child['examples']))
          if (isObject(example))
            found.push({
              value: example['value'],
              request: example['x-sandbox-request'] as SandboxRequest | undefined,
            });
      visit(child);
    }
  };
  visit(openapi);
  return found;
}

const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
function at(document: unknown, pointer: string): unknown {
  return pointerParts(pointer).reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
}
function put(document: unknown, pointer: string, value: unknown): void {
  const parts = pointerParts(pointer);
  const last = parts.pop()!;
  const holder = at(document, parts.length === 0 ? '' : `/${parts.join('/')}`);
  if (isObject(holder)) holder[last] = value;
}

let server: StartedSandbox;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_DOCS_DIR, 'problems', 'index.html')))
    throw new Error(
      `The docs site in ${DEFAULT_DOCS_DIR} is not built: run \`pnpm run docs\` (turbo runs it before these tests).`,
    );
  // The rate limit on: the token endpoint's failed secrets are one of the examples.
  server = await startTestServer({ docsDir: DEFAULT_DOCS_DIR, settleAfterSeconds: 0, rateLimit: {} });
  // Every token first: an example locks the demo client out of the token endpoint for a minute.
  tokens['full'] = await tokenOf(server, server.clients.full);
  tokens['readOrder'] = await tokenOf(server, server.clients.readOrder);
});
afterAll(() => server?.stop());

/** Sends `request` (its last answer) to `on`: status, `Retry-After` and the parsed body. */
async function send(on: StartedSandbox, request: SandboxRequest) {
  const headers: Record<string, string> = {};
  const bearer = request.bearer ?? (request.client !== undefined ? tokens[request.client] : undefined);
  if (bearer !== undefined) headers['authorization'] = `Bearer ${bearer}`;
  let body: string | undefined;
  if (request.form !== undefined) {
    body = new URLSearchParams(request.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (request.bodyBytes !== undefined) {
    body = `"${'x'.repeat(request.bodyBytes - 2)}"`;
    headers['content-type'] = 'application/json';
  } else if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['content-type'] = request.contentType ?? 'application/json';
  }
  let last: { status: number; retryAfter: string | null; body: unknown } | undefined;
  for (let i = 0; i < (request.times ?? 1); i++) {
    const response = await fetch(`${on.origin}${request.path}`, {
      method: request.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    last = {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: JSON.parse(await response.text()),
    };
  }
  return last!;
}

/**
 * `request` on a server that has begun to shut down: a request in flight (held by a delay fault)
 * keeps it open, and the request, begun before, is completed after the shutdown began.
 */
async function sendWhileShuttingDown(on: StartedSandbox, request: SandboxRequest) {
  const armed = await fetch(`${on.origin}/sandbox-control/faults`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens['full']}`, 'content-type': 'application/json' },
    body: JSON.stringify({ operation: 'listExecutions', delay_ms: 1500 }),
  });
  expect(armed.status).toBe(201);
  const { port } = new URL(on.origin);
  const open = async () => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return { socket, received: () => received };
  };
  const head = (path: string) =>
    `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nauthorization: Bearer ${tokens[request.client ?? 'full']}\r\n`;
  const held = await open();
  held.socket.write(`${head('/v2/executions')}\r\n`); // held by the delay fault
  const late = await open();
  late.socket.write(head(request.path)); // begun, not finished
  await new Promise((resolve) => setTimeout(resolve, 300));
  const closing = on.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  late.socket.write('\r\n'); // finished while the server shuts down
  await closing;
  held.socket.destroy();
  late.socket.destroy();
  const answer = late.received();
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  const retryAfter = /\r\nretry-after: ([^\r]*)/i.exec(answer)?.[1] ?? null;
  return { status, retryAfter, body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown };
}

describe('the examples of the problem pages', () => {
  const examples = specExamples();
  const pages = Object.keys(PROBLEM_TYPES).flatMap((code) => {
    const example = existsSync(join(DEFAULT_DOCS_DIR, 'problems', code, 'index.html')) ? pageExample(code) : undefined;
    return example === undefined ? [] : [[code, example] as const];
  });

  it('show an example on the pages of the problems a request to the platform API brings about', () => {
    expect(pages.map(([code]) => code)).toEqual(
      expect.arrayContaining([
        'validation-failed',
        'unauthorized',
        'insufficient-scope',
        'insufficient-funds',
        'not-found',
        'ref-id-conflict',
        'rate-limited',
      ]),
    );
  });

  it.each(pages)(
    'equal what a sandbox answers to the request the spec names beside them: %s',
    async (code, example) => {
      // The same example may stand beside several operations; one of them names the request.
      const request = examples.find(
        (candidate) => candidate.request !== undefined && isDeepStrictEqual(candidate.value, example),
      )?.request;
      expect(request, `the example of problems/${code} names its request (x-sandbox-request)`).toBeDefined();
      if (request === undefined) return;
      // Each example on the demo tenant as it starts: a tenant's reset puts back balances and ref_ids.
      const reset = await fetch(`${server.origin}/sandbox-control/reset`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens['full']}` },
      });
      expect(reset.status).toBeLessThan(300);
      let answer: { status: number; retryAfter: string | null; body: unknown };
      if (request.given === undefined) answer = await send(server, request);
      else {
        // A platform in that state: a sandbox of its own, which the state ends.
        const own = await startTestServer({ docsDir: DEFAULT_DOCS_DIR, settleAfterSeconds: 0 });
        const mainToken = tokens['full']!;
        tokens['full'] = await tokenOf(own, own.clients.full);
        try {
          if (request.given === 'store-failure') {
            await own.sandbox.store.database.close();
            answer = await send(own, request);
          } else if (request.given === 'shutting-down') answer = await sendWhileShuttingDown(own, request);
          else throw new Error(`no way to bring about ${request.given}`);
        } finally {
          await own.stop().catch(() => {});
          tokens['full'] = mainToken;
        }
        answer.body = JSON.parse(JSON.stringify(answer.body).replaceAll(own.docsUrl, server.docsUrl));
      }
      const expected = JSON.parse(JSON.stringify(example).replaceAll(PROBLEM_TYPES_BASE, server.docsUrl)) as Json;
      expect(answer.status, code).toBe(expected['status']);
      for (const pointer of request.varies ?? []) {
        expect(at(answer.body, pointer), `${code}: ${pointer} is sent`).toBeDefined();
        put(expected, pointer, at(answer.body, pointer));
      }
      if (request.retryAfterInDetail === true) {
        expect(answer.retryAfter, `${code}: Retry-After`).toMatch(/^\d+$/);
        expected['detail'] = String(expected['detail']).replace(
          /retry after \d+ s/,
          `retry after ${answer.retryAfter} s`,
        );
      }
      expect(answer.body, code).toEqual(expected);
    },
  );
});
