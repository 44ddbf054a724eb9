import {
  ASYNCAPI_SPEC_FILE,
  WS_REPORT_DIR_ENV,
  type FrameSender,
  type FrameViolation,
  type WsFrameReport,
} from '@dap/test-support/ws-report';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVitest, type VitestRun } from './support/run-vitest.js';

/**
 * Every WebSocket frame of the sandbox's and the stream client's tests, checked against the
 * AsyncAPI messages. The suites run again with DAP_CONTRACT_WS_REPORT_DIR set: their test support
 * (@dap/test-support/ws-contract) then sends every connection through a relay that validates each
 * frame both ways and writes what it saw per test file. packages/sandbox's test/stream.test.ts (the
 * protocol, with hand-written frames) and all of packages/stream-client's tests (the real client).
 *
 * The rule for who is to blame: every frame the server sends must be valid, whichever connection
 * it goes to (error frames are messages too). A client frame must be valid unless a test wrote it
 * by hand (the test-support Client says so in its handshake): the server's error-code tests send
 * malformed frames on purpose, which says nothing about a client. A connection that does not say
 * so counts as a real client, so the stream client cannot slip through by accident.
 *
 * Not relayed: the stream client's tests that forge frames on the server's own socket, invalid ones
 * and ones of a later minor version (they connect past the relay; those frames are not the
 * sandbox's), and the sandbox's process test
 * (test/main.test.ts), whose few frames the test-support Client checks itself after every test.
 */
const require = createRequire(import.meta.url);
const sandboxDir = dirname(require.resolve('@dap/sandbox/package.json'));
const streamClientDir = dirname(require.resolve('@dap/stream-client/package.json'));

interface SpecMessage {
  name: string;
  sender: 'server' | 'client';
  /** `operation › message`, as a reader finds it in the AsyncAPI document. */
  label: string;
}

/** The messages of the bundled AsyncAPI document, by the side that sends them, with their operation. */
async function specMessages(): Promise<SpecMessage[]> {
  type Refs = { $ref: string }[];
  const spec = JSON.parse(await readFile(require.resolve('@dap/specs/asyncapi.json'), 'utf8')) as {
    operations: Record<string, { action: 'send' | 'receive'; messages: Refs; reply?: { messages?: Refs } }>;
  };
  const name = (ref: { $ref: string }) => ref.$ref.split('/').pop() ?? ref.$ref;
  return Object.entries(spec.operations).flatMap(([id, operation]) => [
    // AsyncAPI describes the server: it receives what clients send, and sends the rest.
    ...operation.messages.map((ref): SpecMessage => ({
      name: name(ref),
      sender: operation.action === 'receive' ? 'client' : 'server',
      label: `${id} › ${name(ref)}`,
    })),
    ...(operation.reply?.messages ?? []).map((ref): SpecMessage => ({
      name: name(ref),
      sender: 'server',
      label: `${id} (reply) › ${name(ref)}`,
    })),
  ]);
}

/** The stream client's test files that talk to a sandbox: each goes through the relay, so each must report. */
async function sandboxBackedStreamClientTests(): Promise<string[]> {
  const testDir = join(streamClientDir, 'test');
  const files = (await readdir(testDir)).filter((file) => file.endsWith('.test.ts'));
  const backed = await Promise.all(
    files.map(async (file) =>
      (await readFile(join(testDir, file), 'utf8')).includes("from './support/sandbox.js'") ? file : undefined,
    ),
  );
  return backed.filter((file): file is string => file !== undefined).map((file) => `stream-client/${file}`);
}

describe('every WebSocket frame of the sandbox and stream-client tests against the AsyncAPI messages', () => {
  let reportDir: string;
  let runs: { sandbox: VitestRun; streamClient: VitestRun };
  let reports: WsFrameReport[] = [];
  let messages: SpecMessage[];
  const violations = (sender: FrameSender) =>
    reports.flatMap((report) =>
      report.violations.filter((v) => v.sender === sender).map((v) => ({ ...v, testFile: report.testFile })),
    );
  const describeViolation = (v: FrameViolation & { testFile: string }) => {
    const what =
      v.message !== undefined
        ? (messages.find((m) => m.name === v.message)?.label ?? v.message)
        : `no message (candidates: ${v.candidates.join(', ')})`;
    const direction =
      v.sender === 'server'
        ? 'server → client'
        : `client → server, ${v.sender === 'client' ? 'a real client' : 'hand-written'}`;
    return `${what} (${direction}) at ${v.pointer || '/'} (${v.specFile}): ${v.error} [${v.keyword}] in ${basename(v.testFile)}, frame ${v.frame}`;
  };
  const seen = (sender: FrameSender) =>
    new Set(
      reports.flatMap((report) =>
        report.frames.filter((f) => f.sender === sender && f.count > 0).map((f) => f.message),
      ),
    );

  beforeAll(async () => {
    messages = await specMessages();
    reportDir = await mkdtemp(join(tmpdir(), 'dap-ws-frames-'));
    const env = { [WS_REPORT_DIR_ENV]: reportDir };
    // Side by side: both are mostly waiting on sockets and timers.
    const [sandbox, streamClient] = await Promise.all([
      runVitest(sandboxDir, ['test/stream.test.ts'], env),
      runVitest(streamClientDir, [], env),
    ]);
    runs = { sandbox, streamClient };
    const files = (await readdir(reportDir)).filter((file) => file.endsWith('.json'));
    reports = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(reportDir, file), 'utf8')) as WsFrameReport),
    );
  });
  afterAll(async () => {
    if (reportDir) await rm(reportDir, { recursive: true, force: true });
  });

  it('runs the WebSocket test files through the validating relay, and they pass', async () => {
    expect(runs.sandbox.code, runs.sandbox.output.slice(-6000)).toBe(0);
    expect(runs.streamClient.code, runs.streamClient.output.slice(-6000)).toBe(0);
    const files = reports
      .map((report) => `${basename(dirname(dirname(report.testFile)))}/${basename(report.testFile)}`)
      .sort();
    expect(files).toEqual(['sandbox/stream.test.ts', ...(await sandboxBackedStreamClientTests())].sort());
  });

  it('sees no server frame that its AsyncAPI message does not accept', () => {
    expect(violations('server').map(describeViolation)).toEqual([]);
  });

  it('sees no stream-client frame that its AsyncAPI message does not accept', () => {
    expect(violations('client').map(describeViolation)).toEqual([]);
  });

  it("checks the frames tests write by hand too: the sandbox's error-code tests' malformed frames are found, and blamed on no client", () => {
    // '{not json' and {"type":"dance"} of test/stream.test.ts: the relay checked client frames in this run.
    const keywords = new Set(violations('hand-written').map((v) => v.keyword));
    expect([...keywords]).toEqual(expect.arrayContaining(['json', 'discriminator']));
    expect(reports.flatMap((report) => report.violations).every((v) => v.specFile === ASYNCAPI_SPEC_FILE)).toBe(true);
  });

  it('sees every message the server sends, valid, at least once', () => {
    const server = messages.filter((m) => m.sender === 'server');
    expect(server.length).toBeGreaterThan(0);
    const sent = seen('server');
    expect(
      server
        .filter((m) => !sent.has(m.name))
        .map((m) => `${m.label} (${ASYNCAPI_SPEC_FILE}) was never sent by the sandbox`),
    ).toEqual([]);
  });

  it('sees every message a client sends, valid, from the stream client at least once', () => {
    const client = messages.filter((m) => m.sender === 'client');
    expect(client.length).toBeGreaterThan(0);
    const sent = seen('client');
    expect(
      client
        .filter((m) => !sent.has(m.name))
        .map((m) => `${m.label} (${ASYNCAPI_SPEC_FILE}) was never sent by @dap/stream-client`),
    ).toEqual([]);
  });
});
