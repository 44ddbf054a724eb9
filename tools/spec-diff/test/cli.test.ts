import { cp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../src/findings/findings.js';
import { repoRoot, Workspace } from './support/workspace.js';

const specsRoot = join(repoRoot, 'specs');

/**
 * End to end with a git revision: a throwaway repository holding a copy of the real spec sources (and
 * a link to the workspace's installed CLIs), both sides bundled by the real Redocly and AsyncAPI CLIs.
 */
describe('pnpm spec:diff <git-ref>', () => {
  let ws: Workspace;

  async function edit(file: string, from: RegExp, to: string): Promise<void> {
    const path = join(ws.dir, 'specs', file);
    const text = await readFile(path, 'utf8');
    const changed = text.replace(from, to);
    expect(changed, `${file} must match ${String(from)}`).not.toBe(text);
    await writeFile(path, changed);
  }

  beforeAll(async () => {
    ws = await Workspace.create('dap-spec-diff-e2e-');
    for (const piece of ['openapi', 'asyncapi', 'redocly.yaml', 'package.json', 'asyncapi-analytics.json']) {
      await cp(join(specsRoot, piece), join(ws.dir, 'specs', piece), { recursive: true });
    }
    // The installed CLIs and the house-rules plugin redocly.yaml loads, as after `pnpm install`.
    await symlink(join(specsRoot, 'node_modules'), join(ws.dir, 'specs', 'node_modules'), 'dir');
    await ws.git('add', '--all');
    await ws.git('commit', '--quiet', '--message', 'The contract');
  });

  afterAll(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('reports nothing and exits 0 when the working tree equals HEAD', async () => {
    const { exitCode, stdout } = await ws.cli('HEAD', '--json');
    expect(JSON.parse(stdout)).toMatchObject({
      base: expect.stringContaining('specs/ at HEAD'),
      summary: { breaking: 0, nonBreaking: 0 },
      findings: [],
    });
    expect(exitCode).toBe(0);
  });

  it('exits 2 with a clear message for an unknown revision', async () => {
    const { exitCode, stderr } = await ws.cli('no-such-ref');
    expect(exitCode).toBe(2);
    expect(stderr).toContain('Unknown git revision "no-such-ref"');
  });

  it('exits 2 and says how to cut one when no contract has been released yet', async () => {
    const { exitCode, stderr } = await ws.cli();
    expect(exitCode).toBe(2);
    expect(stderr).toContain(
      'specs/released/release.json is missing: no contract has been released yet (`pnpm release:version` cuts the first).',
    );
  });

  it('reports a removed request enum value and a response field made optional in the sources, and exits 1', async () => {
    await edit('openapi/components/schemas/CryptoNetwork.yaml', /^ {2}- INK\n/m, '');
    await edit('openapi/components/schemas/Transfer.yaml', /^ {2}- fee\n/m, '');
    try {
      const { exitCode, stdout } = await ws.cli('HEAD', '--json');
      expect(exitCode).toBe(1);
      const report = JSON.parse(stdout) as { findings: Finding[]; summary: { breaking: number } };
      expect(report.findings.map((f) => [f.spec, f.operation, f.direction, f.rule, f.pointer, f.old, f.new])).toEqual([
        [
          'openapi',
          'createCryptoWithdrawal',
          'request',
          'enum-value-removed',
          '/components/schemas/CryptoNetwork/enum',
          'INK',
          undefined,
        ],
        [
          'openapi',
          'createCryptoWithdrawal',
          'response',
          'field-no-longer-required',
          '/components/schemas/Transfer/required',
          'required',
          'optional',
        ],
        [
          'openapi',
          'createCryptoWithdrawal',
          'response',
          'enum-value-removed',
          '/components/schemas/CryptoNetwork/enum',
          'INK',
          undefined,
        ],
        [
          'openapi',
          'createDepositAddress',
          'request',
          'enum-value-removed',
          '/components/schemas/CryptoNetwork/enum',
          'INK',
          undefined,
        ],
        [
          'openapi',
          'createDepositAddress',
          'response',
          'enum-value-removed',
          '/components/schemas/CryptoNetwork/enum',
          'INK',
          undefined,
        ],
      ]);
      expect(report.summary.breaking).toBe(5);

      const text = await ws.cli('HEAD');
      expect(text.stdout).toMatch(/^Comparing specs\/ at HEAD \([0-9a-f]{12}\) with the working tree\.$/m);
      expect(text.stdout).toContain(
        'BREAKING      openapi   createCryptoWithdrawal  response  #/components/schemas/Transfer/required  field "fee" no longer required (may be absent): required → optional',
      );
      expect(text.stdout).toContain('5 breaking changes, 0 non-breaking.');
    } finally {
      await ws.git('checkout', '--', 'specs');
    }
  });
});
