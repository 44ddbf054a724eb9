/**
 * Runs `specmatic test` (the jar the npm package `specmatic` bundles, on the machine's Java) against
 * a running server and reads its JUnit report.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseJUnitReport, type SpecmaticTestCase } from './junit.js';

/** The jar inside the `specmatic` package: the Node wrapper only starts it. */
export const SPECMATIC_JAR = join(
  dirname(createRequire(import.meta.url).resolve('specmatic/package.json')),
  'specmatic.jar',
);

/**
 * The environment of every run, whatever the caller's. Specmatic ships usage analytics to its
 * Insights server unless told not to (without this it looks the server up at start);
 * `MAX_TEST_REQUEST_COMBINATIONS=1` keeps it to one request per example (not one per combination of
 * optional keys and enum values); the tests come from the examples only, not from the schemas.
 */
export const SPECMATIC_ENV = {
  SPECMATIC_DISABLE_TELEMETRY: 'true',
  MAX_TEST_REQUEST_COMBINATIONS: '1',
  SPECMATIC_GENERATIVE_TESTS: 'false',
} as const;

export interface SpecmaticRun {
  /** The bundled OpenAPI document to generate the tests from. */
  spec: string;
  /** Where the spec's paths are served: the test requests go to this URL and the path. */
  baseUrl: string;
  /** Bearer tokens by security scheme name: Specmatic reads each from the variable named after its scheme. */
  tokens: Record<string, string>;
  /** Specmatic's `--filter`, e.g. `PATH!='/oauth2/token'`. */
  filter?: string;
  /** Bound on each test request. Default 30 s (Specmatic's own 6 s is short on a busy machine). */
  requestTimeoutMs?: number;
  /** Bound on the whole run. Default 150 s. */
  timeoutMs?: number;
}

export interface SpecmaticResult {
  tests: SpecmaticTestCase[];
  /** Specmatic's exit code (non-zero when a test failed). */
  exitCode: number | null;
  /** Its console output: every request and response, and the summary. */
  output: string;
}

const JAVA_INSTALL = 'apt-get install -y openjdk-17-jre-headless (.ci/run does so)';

/** Java's version line, or a failure saying how to install it: Specmatic needs Java 17 or newer. */
export function javaVersion(): string {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    throw new Error(`Specmatic needs Java 17 or newer, and \`java\` is not on the PATH: ${JAVA_INSTALL}`);
  const line = java.stderr.split('\n')[0] ?? '';
  const major = Number(/version "(\d+)/.exec(line)?.[1]);
  if (!(major >= 17)) throw new Error(`Specmatic needs Java 17 or newer, and \`java\` is ${line}: ${JAVA_INSTALL}`);
  return line;
}

/** Runs `specmatic test` in a temporary directory (its reports go there) and returns the tests it ran. */
export async function runSpecmatic(run: SpecmaticRun): Promise<SpecmaticResult> {
  const workDir = await mkdtemp(join(tmpdir(), 'dap-specmatic-'));
  try {
    const junitDir = join(workDir, 'junit');
    const args = [
      // C1 only: a short run is done before C2 would pay off, and the machine has two cores.
      '-XX:TieredStopAtLevel=1',
      '-jar',
      SPECMATIC_JAR,
      'test',
      run.spec,
      `--testBaseURL=${run.baseUrl}`,
      `--junitReportDir=${junitDir}`,
      `--timeout-in-ms=${run.requestTimeoutMs ?? 30_000}`,
      ...(run.filter !== undefined ? [`--filter=${run.filter}`] : []),
    ];
    const child = spawn('java', args, {
      cwd: workDir,
      env: { ...process.env, ...SPECMATIC_ENV, ...run.tokens },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), run.timeoutMs ?? 150_000);
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    }).finally(() => clearTimeout(timer));
    const reports = (await readdir(junitDir).catch(() => [])).filter((name) => name.endsWith('.xml'));
    if (reports.length === 0) {
      throw new Error(`specmatic test wrote no JUnit report (exit code ${exitCode}):\n${output.slice(-4000)}`);
    }
    const tests: SpecmaticTestCase[] = [];
    for (const report of reports.sort())
      tests.push(...parseJUnitReport(await readFile(join(junitDir, report), 'utf8')));
    return { tests, exitCode, output };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
