/**
 * `docsBase`: where a server's problem `type` URIs point. By default the spec's (`PROBLEM_TYPES`),
 * which production keeps; a URL, or a function of the request, moves every catalogue type under
 * another base, on every path a problem is answered on: routes, 404s, the token endpoint, the HTTP
 * parser's refusals, CONNECT, `Expect`, WebSocket handshakes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiServer, PROBLEM_TYPES, PROBLEM_TYPES_BASE, statusProblem, type ProblemCode } from '../src/index.js';
import { problemRenderer } from '../src/errors/docs-base.js';
import { ALL, call, postJson, start, testHandlers, TOKENS, type Running } from './support/app.js';
import { http, rawRequest } from './support/raw-http.js';

let server: Running | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const portOf = (running: Running) => Number(new URL(running.origin).port);
const typeOf = (body: string) => (JSON.parse(body) as { type: string }).type;

describe('the docs base of problem types', () => {
  it("sends the spec's type URIs when no docs base is set", async () => {
    server = await start({});
    const missing = await call(`${server.origin}/v2/no-such-path`, { headers: ALL });
    expect(missing.body.type).toBe(PROBLEM_TYPES['not-found'].type);
    expect(PROBLEM_TYPES['not-found'].type).toBe(`${PROBLEM_TYPES_BASE}problems/not-found`);
  });

  it('sends every catalogue type under a configured docs base, on every path a problem is answered on', async () => {
    server = await start({ docsBase: 'https://docs.partner.test/dap' });
    const base = 'https://docs.partner.test/dap/';
    const port = portOf(server);
    const expectType = (type: string, code: ProblemCode) => expect(type, code).toBe(`${base}problems/${code}`);

    expectType((await call(`${server.origin}/v2/no-such-path`, { headers: ALL })).body.type, 'not-found');
    expectType((await call(`${server.origin}/v2/executions`)).body.type, 'unauthorized');
    expectType((await postJson(`${server.origin}/v2/transfer/crypto-withdrawals`, '{')).body.type, 'validation-failed');
    expectType(
      (await call(`${server.origin}/v2/executions`, { method: 'PUT', headers: ALL })).body.type,
      'method-not-allowed',
    );
    expectType((await call(`${server.origin}/ws`)).body.type, 'upgrade-required');
    // Refused by Node's HTTP parser, before any header was read: no request to decide a base from, the configured one holds.
    expectType(
      typeOf((await rawRequest(port, 'GET / HTTP/1.1\r\nContent-Length: x\r\n\r\n')).body),
      'malformed-request',
    );
    expectType(typeOf((await rawRequest(port, http('CONNECT', '127.0.0.1:1', {}))).body), 'method-not-allowed');
    expectType(
      typeOf((await rawRequest(port, http('GET', '/v2/executions', { expect: 'teapot' }))).body),
      'expectation-failed',
    );
    // WebSocket handshakes: refused before (401) and by ws (a bad key).
    const upgrade = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' };
    expectType(
      typeOf(
        (await rawRequest(port, http('GET', '/ws', { ...upgrade, 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' })))
          .body,
      ),
      'unauthorized',
    );
    expectType(
      typeOf((await rawRequest(port, http('GET', '/ws', { ...upgrade, ...ALL, 'sec-websocket-key': 'short' }))).body),
      'validation-failed',
    );
  });

  it('decides the docs base per request with a function, and keeps the spec’s where it answers undefined or no URL', async () => {
    server = await start({
      docsBase: ({ headers }) =>
        headers['x-docs'] === 'none'
          ? undefined
          : headers['x-docs'] === 'bad'
            ? 'javascript:alert(1)'
            : `http://${headers.host}/docs/`,
    });
    const missing = (headers: Record<string, string>) =>
      call(`${server!.origin}/v2/no-such-path`, { headers: { ...ALL, ...headers } });
    expect((await missing({})).body.type).toBe(`${server.origin}/docs/problems/not-found`);
    expect((await missing({ 'x-docs': 'none' })).body.type).toBe(PROBLEM_TYPES['not-found'].type);
    expect((await missing({ 'x-docs': 'bad' })).body.type).toBe(PROBLEM_TYPES['not-found'].type);
  });

  it('refuses to build a server whose configured docs base is no absolute http(s) URL', () => {
    for (const docsBase of ['docs/', 'ftp://docs.test/', 'javascript:alert(1)', 'https://user:pw@docs.test/'])
      expect(
        () => createApiServer({ handlers: testHandlers(), verifyToken: (token) => TOKENS[token], docsBase }),
        docsBase,
      ).toThrow(TypeError);
  });

  it('leaves a problem without a catalogue type as it is, whatever the base', () => {
    const render = problemRenderer('https://docs.partner.test/');
    const blank = statusProblem(502, 'Bad gateway', 'Upstream failed.');
    expect(render(blank, undefined)).toEqual(blank.problem);
  });
});
