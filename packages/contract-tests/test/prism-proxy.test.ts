import { mockDocument, type Violation } from '@dap/mock';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVitest, type VitestRun } from './support/run-vitest.js';

/**
 * The sandbox's HTTP test traffic, run once through Prism's validation proxy (`prism proxy`, see
 * @dap/mock startProxy) in front of the sandbox: packages/sandbox's `test/http-*.test.ts` with
 * `DAP_CONTRACT_PROXY=1` (test/support/server.ts then hands the tests the proxy's URLs and writes what
 * Prism saw to DAP_CONTRACT_REPORT_DIR). Every response must match the spec; a request Prism flags
 * must be one the sandbox rejected too; every REST operation must have been exercised.
 *
 * All five http-* files run through the proxy. Inside them, what does not go through it is direct on
 * purpose: WebSocket (Prism proxies none; ws-frames.test.ts checks those frames), the docs site (not
 * in the spec), and http-errors.test.ts's rate-limit and docs tests, which start apps of their own on
 * other ports (the rate-limit ones count requests against a clock, which a proxy hop would only make
 * flaky).
 */
const require = createRequire(import.meta.url);
const SPEC_FILE = 'specs/openapi';
const sandboxDir = dirname(require.resolve('@dap/sandbox/package.json'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Report {
  testFile: string;
  exchanges: { method: string; path: string; url: string; status: number }[];
  violations: Violation[];
}

interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  /** Declared security requirements (an empty list means none). */
  secured: boolean;
}

/** The REST operations of the bundled spec, with paths as served (REST under /v2; mockDocument). */
async function operations(): Promise<Operation[]> {
  const spec = JSON.parse(await readFile(require.resolve('@dap/specs/openapi.json'), 'utf8'));
  const document = mockDocument(spec) as {
    security?: unknown[];
    paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        secured: (operation.security ?? document.security ?? []).length > 0,
      })),
  );
}

const runSandboxHttpTests = (reportDir: string): Promise<VitestRun> =>
  runVitest(sandboxDir, ['test/http-'], { DAP_CONTRACT_PROXY: '1', DAP_CONTRACT_REPORT_DIR: reportDir });

describe("the sandbox's HTTP test traffic through Prism's validation proxy", () => {
  let reportDir: string;
  let run: VitestRun;
  let reports: Report[] = [];
  let ops: Operation[];
  const operationOf = (method: string, path: string) => ops.find((op) => op.method === method && op.pattern.test(path));
  const describeViolation = (v: Violation) =>
    `${operationOf(v.method, v.path)?.operationId ?? `${v.method} ${v.path} (no operation)`} ${v.direction} violation at ${v.pointer || '/'} (${SPEC_FILE}): ${v.message} [${v.method} ${v.path} answered ${v.status}, ${v.severity}${v.code !== undefined ? `, ${String(v.code)}` : ''}]`;

  beforeAll(async () => {
    ops = await operations();
    reportDir = await mkdtemp(join(tmpdir(), 'dap-prism-proxy-'));
    run = await runSandboxHttpTests(reportDir);
    const files = (await readdir(reportDir)).filter((file) => file.endsWith('.json'));
    reports = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(reportDir, file), 'utf8')) as Report),
    );
  });
  afterAll(async () => {
    if (reportDir) await rm(reportDir, { recursive: true, force: true });
  });

  it('runs every sandbox HTTP test file through the proxy, and they pass', () => {
    expect(run.code, run.output.slice(-6000)).toBe(0);
    const files = new Set(reports.map((report) => report.testFile.split('/').pop()));
    expect([...files].sort()).toEqual([
      'http-auth.test.ts',
      'http-errors.test.ts',
      'http-lists.test.ts',
      'http-restart.test.ts',
      'http-transfers.test.ts',
    ]);
  });

  it('sees no response violation', () => {
    const found = reports.flatMap((report) => report.violations).filter((v) => v.direction === 'response');
    expect(found.map(describeViolation)).toEqual([]);
  });

  it('sees request violations only on requests the sandbox rejected too', () => {
    const disagreements = reports
      .flatMap((report) => report.violations)
      .filter((v) => v.direction === 'request')
      .filter((v) => {
        // Prism flags a missing or unusable token as a security violation (code 401): agreement when the sandbox answered 401/403.
        const security = v.code === 401 || v.code === 403 || /security/i.test(v.message);
        if (security && (v.status === 401 || v.status === 403)) return false;
        return !(v.status >= 400 && v.status < 500);
      });
    expect(disagreements.map(describeViolation)).toEqual([]);
  });

  it('exercises every REST operation of the spec at least once', () => {
    const covered = new Set(
      reports
        .flatMap((report) => report.exchanges)
        .map((exchange) => operationOf(exchange.method, exchange.path)?.operationId),
    );
    expect(ops.length).toBeGreaterThan(0);
    expect(
      ops.filter((op) => !covered.has(op.operationId)).map((op) => `${op.operationId} (${SPEC_FILE}) was never called`),
    ).toEqual([]);
  });
});
