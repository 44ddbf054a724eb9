import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { readDemoData } from '@dap/sandbox/internal';
import { startWsRelay } from '@dap/test-support/ws-relay';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { verdictOf, type Report } from '../src/report/model.js';
import { loadBundledSpecs } from '../src/spec/document.js';
import { operations } from '../src/spec/operations.js';
import { verify } from '../src/verify.js';
import { channelPlans } from '../src/ws/channels.js';
import { runCli } from './support/cli.js';
import { alterFrame, FRAME_ALTERATIONS } from './support/frame-alterations.js';

const { openapi, asyncapi } = loadBundledSpecs();
const OPERATION_IDS = operations(openapi).map((op) => op.operationId);
const CHANNELS = ['connection', ...channelPlans(asyncapi).map((plan) => plan.type)];
const WRITES = operations(openapi)
  .filter((op) => op.method !== 'GET' && !op.tokenEndpoint)
  .map((op) => op.operationId);

describe('pnpm contract:verify against the sandbox', () => {
  let server: StartedSandbox;
  let work: string;
  let urls: string[];
  let env: Record<string, string>;

  beforeAll(async () => {
    // A heartbeat every 250 ms, so a 1.5 s listen sees several.
    server = await startSandbox({ rateLimit: false, heartbeatMs: 250 });
    work = await mkdtemp(join(tmpdir(), 'dap-contract-verify-'));
    urls = ['--base-url', server.url, '--token-url', server.tokenUrl, '--ws-url', server.wsUrl];
    env = { DAP_CLIENT_ID: server.clients.full.clientId, DAP_CLIENT_SECRET: server.clients.full.clientSecret };
  });

  afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('finds every operation and channel conforming with --allow-writes, exits 0 and writes JUnit XML without failures', async () => {
    const junit = join(work, 'report.xml');
    const run = await runCli(
      [...urls, '--allow-writes', '--ws-seconds', '1.5', '--requests', '8', '--seed', '7', '--junit', junit],
      env,
    );
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    for (const id of OPERATION_IDS) expect(run.stdout).toMatch(new RegExp(`^  ${id} .* conforms$`, 'm'));
    for (const channel of CHANNELS)
      expect(run.stdout).toMatch(new RegExp(`^  ws ${channel.replace(/\./g, '\\.')} .* conforms$`, 'm'));
    expect(run.stdout).toContain(
      `CONFORMS: ${OPERATION_IDS.length + CHANNELS.length} conform, 0 with violations (0 violations), 0 skipped`,
    );

    const xml = await readFile(junit, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    // Neither the client secret nor a token reaches a CI log.
    expect(xml).not.toContain(server.clients.full.clientSecret);
    expect(xml).toContain('&quot;access_token&quot;:&quot;***&quot;');
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
      testsuites: { failures: string; tests: string; testsuite: { name: string; testcase: { failure?: unknown }[] }[] };
    };
    expect(parsed.testsuites.failures).toBe('0');
    expect(parsed.testsuites.testsuite.map((suite) => suite.name).sort()).toEqual(
      [...OPERATION_IDS, ...CHANNELS.map((c) => `ws ${c}`)].sort(),
    );
    const cases = parsed.testsuites.testsuite.flatMap((suite) => suite.testcase);
    expect(cases.length).toBe(Number(parsed.testsuites.tests));
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
  });

  it('skips the write operations without --allow-writes, saying why, and creates nothing', async () => {
    const demo = readDemoData();
    const balances = () => Promise.all(demo.profiles.map((p) => server.sandbox.ledger.balances(p.id)));
    const before = await balances();
    // The previous test's withdrawals may still be pending (they settle 2 s after creation).
    const pendingBefore = new Set((await server.sandbox.store.transfers.listPending()).map((transfer) => transfer.id));
    const seen: string[] = [];
    const record = (request: { method?: string; url?: string }) =>
      seen.push(`${request.method ?? ''} ${request.url ?? ''}`);
    server.app.server.on('request', record);
    try {
      const { report } = await verify({
        baseUrl: new URL(server.url),
        tokenUrl: new URL(server.tokenUrl),
        credentials: { clientId: server.clients.full.clientId, clientSecret: server.clients.full.clientSecret },
        allowWrites: false,
        wsSeconds: 0,
        requests: 3,
        seed: 11,
        timeoutMs: 10_000,
      });
      for (const id of WRITES) {
        const subject = report.subjects.find((s) => s.kind === 'operation' && s.id === id);
        expect(subject && verdictOf(subject), id).toBe('skipped');
        expect(subject?.skipped).toContain('--allow-writes');
        expect(subject?.checks).toEqual([]);
      }
      const reads = report.subjects.filter((s) => s.kind === 'operation' && !WRITES.includes(s.id));
      expect(reads.map((s) => verdictOf(s))).toEqual(reads.map(() => 'conforms'));
    } finally {
      server.app.server.off('request', record);
    }
    // The server saw reads and token requests only, and no balance or transfer changed.
    expect(seen.filter((line) => line.startsWith('GET /v2/')).length).toBeGreaterThan(20);
    expect(seen.filter((line) => !line.startsWith('GET ') && !line.startsWith('POST /oauth2/token'))).toEqual([]);
    expect(await balances()).toEqual(before);
    expect(
      (await server.sandbox.store.transfers.listPending()).filter((transfer) => !pendingBefore.has(transfer.id)),
    ).toEqual([]);
  });

  it('sends the same requests again with the same seed', async () => {
    const options = {
      baseUrl: new URL(server.url),
      tokenUrl: new URL(server.tokenUrl),
      credentials: { clientId: server.clients.full.clientId, clientSecret: server.clients.full.clientSecret },
      allowWrites: false,
      wsSeconds: 0,
      requests: 4,
      timeoutMs: 10_000,
    };
    const requests = async (seed: number) =>
      (await verify({ ...options, seed })).report.subjects.flatMap((s) => s.checks.map((c) => c.request));
    const first = await requests(5);
    expect(await requests(5)).toEqual(first);
    expect(await requests(6)).not.toEqual(first);
  });

  it('exits 2 and says so when the credentials get no token', async () => {
    const run = await runCli([...urls, '--ws-seconds', '0', '--requests', '0'], {
      ...env,
      DAP_CLIENT_SECRET: 'wrong-secret',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no token was granted to DAP_CLIENT_ID');
    expect(run.stdout).toMatch(
      /^ {2}listExecutions .* skipped: no token for exchange:read_order: the token endpoint answered 401 invalid_client/m,
    );
  });

  it('reports a WebSocket that takes any handshake, echoes other params, lists nothing and sends invalid heartbeats', async () => {
    // A deliberately wrong stream server beside the sandbox's REST API (which grants the tokens).
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => wss.once('listening', resolve));
    wss.on('connection', (socket: WebSocket) => socket.on('message', (data) => answerWrongly(socket, String(data))));
    let report: Report;
    try {
      ({ report } = await verify({
        baseUrl: new URL(server.url),
        tokenUrl: new URL(server.tokenUrl),
        wsUrl: new URL(`ws://127.0.0.1:${(wss.address() as { port: number }).port}/`),
        credentials: { clientId: server.clients.full.clientId, clientSecret: server.clients.full.clientSecret },
        allowWrites: false,
        wsSeconds: 0.3,
        requests: 0,
        seed: 1,
        timeoutMs: 2_000,
      }));
    } finally {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    }
    const found = report.subjects.flatMap((s) =>
      s.checks.flatMap((c) => c.violations.map((v) => `${s.id} > ${c.name}: ${v.part} ${v.pointer} [${v.schema}]`)),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'connection > handshake without a token: protocol  [#/servers/production/security]',
        'market_data > acknowledgement: protocol /channels/0/params [#/operations/subscribe]',
        'heartbeat > frames: frame /payload/timestamp [#/channels/connection/messages/heartbeat/payload/properties/payload/properties/timestamp/pattern]',
        'connection > subscription_list: protocol /channels [#/operations/subscriptionList]',
        'connection > an unknown channel type: protocol /channels/0/success [#/operations/subscribe]',
      ]),
    );
    expect(found.filter((line) => line.startsWith('heartbeat > heartbeat arrives'))).toEqual([]);
  });

  it("reports the sandbox's frames altered as the evolution rules allow as conforming within them, and what goes beyond as violations", async () => {
    // The sandbox's own WebSocket behind a relay that alters what it sends (tools/test-support).
    const relay = await startWsRelay(server.wsUrl, { alterServerFrame: alterFrame });
    let report: Report;
    try {
      ({ report } = await verify({
        baseUrl: new URL(server.url),
        tokenUrl: new URL(server.tokenUrl),
        wsUrl: new URL(relay.url),
        credentials: { clientId: server.clients.full.clientId, clientSecret: server.clients.full.clientSecret },
        allowWrites: false,
        wsSeconds: 1,
        requests: 0,
        seed: 2,
        timeoutMs: 5_000,
      }));
    } finally {
      await relay.close();
    }
    const line = (subject: string, check: string, v: { pointer: string; schema: string }) =>
      `${subject} > ${check}: ${v.pointer} [${v.schema}]`;
    const violations = report.subjects.flatMap((s) =>
      s.checks.flatMap((c) => c.violations.map((v) => line(s.id, c.name, v))),
    );
    const newer = report.subjects.flatMap((s) =>
      s.checks.flatMap((c) => (c.newer ?? []).map((n) => ({ line: line(s.id, c.name, n), message: n.message }))),
    );
    for (const { what, expected } of FRAME_ALTERATIONS) {
      const expectedLine = line(expected.subject, expected.check, expected);
      if (expected.finding === 'violation') expect(violations, what).toContain(expectedLine);
      else {
        expect(
          newer.map((n) => n.line),
          what,
        ).toContain(expectedLine);
        expect(
          violations.filter((v) => v.includes(`: ${expected.pointer} [`)),
          what,
        ).toEqual([]);
        if (expected.message)
          expect(newer.filter((n) => n.line === expectedLine).map((n) => n.message)).toContainEqual(
            expect.stringMatching(expected.message),
          );
      }
    }
    // Nothing else: the sandbox conforms, and what the relay changes is all expected.
    expect(violations).toEqual(
      FRAME_ALTERATIONS.filter((a) => a.expected.finding === 'violation').map(({ expected }) =>
        line(expected.subject, expected.check, expected),
      ),
    );
    const verdicts = Object.fromEntries(
      report.subjects.filter((s) => s.kind === 'channel').map((s) => [s.id, verdictOf(s)]),
    );
    expect(verdicts).toMatchObject({
      connection: 'within-rules',
      heartbeat: 'within-rules',
      market_data: 'violations',
    });
  });
});

/** Acks every request with `params.market` XXX, sends a heartbeat whose timestamp lacks nanoseconds, lists nothing. */
function answerWrongly(socket: WebSocket, text: string): void {
  let request: { type?: string; channels?: Array<{ type: string; params?: unknown }> };
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    socket.send(JSON.stringify({ type: 'error', error: 'MALFORMED_REQUEST', message: 'not JSON' }));
    return;
  }
  if ((request.type === 'subscribe' || request.type === 'unsubscribe') && request.channels) {
    socket.send(
      JSON.stringify({
        type: request.type,
        channels: request.channels.map((c) => ({
          type: c.type,
          ...(c.params ? { params: { market: 'XXX' } } : {}),
          success: true,
        })),
      }),
    );
    if (request.type === 'subscribe' && request.channels[0]?.type === 'heartbeat')
      socket.send(JSON.stringify({ channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30Z' } }));
  } else if (request.type === 'subscription_list')
    socket.send(JSON.stringify({ type: 'subscription_list', channels: [] }));
  else socket.send(JSON.stringify({ type: 'error', error: 'UNKNOWN_ACTION', message: 'unknown' }));
}
