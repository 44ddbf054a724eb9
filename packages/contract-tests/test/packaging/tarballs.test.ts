import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { startSandboxServer } from '@dap/sandbox';
import { compareDecimals } from '@dap/stream-client';
import demoData from '@dap/sandbox/demo-data.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPackages, type PublishedPackage } from '../support/workspace.js';

const run = promisify(execFile);
const consumerSource = new URL('./consumer/', import.meta.url);
type Sandbox = Awaited<ReturnType<typeof startSandboxServer>>;

/**
 * The packages as another team gets them: packed to tarballs, installed with plain npm into a project
 * outside the workspace, used by a program compiled under strict TypeScript, run against the local sandbox.
 */
describe('the published packages, installed from their tarballs', () => {
  let work: string;
  let project: string;
  let sandbox: Sandbox;
  const packages: PublishedPackage[] = publishedPackages();

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'dap-tarballs-'));
    project = join(work, 'consumer');
    const tarballs = join(work, 'tarballs');
    await mkdir(tarballs, { recursive: true });
    const dependencies: Record<string, string> = {};
    for (const pkg of packages) {
      const { stdout } = await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: pkg.dir });
      const tarball = stdout.trim().split('\n').pop() ?? '';
      dependencies[pkg.name] = `file:../tarballs/${basename(tarball)}`;
    }
    await cp(consumerSource, project, { recursive: true });
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'dap-consumer',
        private: true,
        type: 'module',
        dependencies,
        devDependencies: { typescript: '5.9.3', '@types/node': '^20.19.0' },
      }),
    );
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project });
    sandbox = await startSandboxServer({ port: 0, dataDir: ':memory:', rateLimit: false });
  });

  afterAll(async () => {
    await sandbox?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('lists every published package with an exports map and type declarations', async () => {
    expect(packages.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining(['@dap/api-types', '@dap/client', '@dap/server', '@dap/stream-client', '@dap/stream-models']),
    );
    for (const pkg of packages) {
      const manifest = JSON.parse(await readFile(join(project, 'node_modules', pkg.name, 'package.json'), 'utf8'));
      expect(manifest.exports?.['.']?.types, `${pkg.name} exports types`).toMatch(/\.d\.ts$/);
      expect(manifest.dependencies ?? {}, `${pkg.name} has no workspace: ranges left`).not.toEqual(
        expect.objectContaining(Object.fromEntries(packages.map((p) => [p.name, expect.stringMatching(/^workspace:/)]))),
      );
    }
  });

  it('type-checks a consumer program under strict TypeScript', async () => {
    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    const { stdout } = await run(process.execPath, [tsc, '-p', '.'], { cwd: project }).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`tsc failed:\n${error.stdout}${error.stderr}`);
    });
    expect(stdout).not.toContain('error TS');
  });

  it('runs the consumer program against the sandbox', async () => {
    const profile = demoData.profiles[0];
    const env = {
      ...process.env,
      DAP_BASE_URL: sandbox.baseUrl,
      DAP_TOKEN_URL: sandbox.tokenUrl,
      DAP_WS_URL: sandbox.wsUrl,
      DAP_CLIENT_ID: sandbox.credentials.full.clientId,
      DAP_CLIENT_SECRET: sandbox.credentials.full.clientSecret,
      DAP_PROFILE_ID: profile?.id ?? '',
    };
    const { stdout } = await run(process.execPath, ['dist/main.js'], { cwd: project, env });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    expect(result).toMatchObject({
      spec: '2.0.0',
      streamSpec: '2.0.0',
      transfer: { status: 'PENDING', total: '0.5021', fee: '0.0021' },
      executionsSeen: demoData.executions.length,
      rejected: 400,
      rawStatus: 200,
      rawItems: 2,
      routes: 7,
      frame: 'heartbeat',
      badFramePointers: ['/payload/time'],
    });
    expect(typeof result.bestBid).toBe('string');
    expect(compareDecimals(result.bestBid, result.bestAsk)).toBeLessThan(0);
  });
});
