import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../src/findings.js';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '../bin/dap-spec-diff.js');
const specsRoot = join(here, '../../../specs');

/**
 * End to end: a throwaway git repository holding a copy of the real specs (and a link to the
 * workspace's installed CLIs), the real CLI run in it as `pnpm spec:diff` runs it.
 */
describe('dap-spec-diff against a git revision', () => {
  let repo: string;
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=spec-diff test', '-c', 'user.email=spec-diff@example.com', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false', ...args], { cwd: repo });

  async function cli(...args: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, [bin, ...args], { cwd: repo });
      return { exitCode: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: unknown; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }

  async function edit(file: string, from: RegExp, to: string): Promise<void> {
    const path = join(repo, 'specs', file);
    const text = await readFile(path, 'utf8');
    const changed = text.replace(from, to);
    expect(changed, `${file} must match ${String(from)}`).not.toBe(text);
    await writeFile(path, changed);
  }

  /** Removes INK from CryptoNetwork (a request break) and makes Transfer.fee optional (a response break). */
  async function breakTheContract(): Promise<void> {
    await edit('openapi/components/schemas/CryptoNetwork.yaml', /^ {2}- INK\n/m, '');
    await edit('openapi/components/schemas/Transfer.yaml', /^ {2}- fee\n/m, '');
  }

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'dap-spec-diff-e2e-'));
    const specs = join(repo, 'specs');
    await mkdir(specs);
    for (const piece of ['openapi', 'asyncapi', 'redocly.yaml', 'package.json', 'asyncapi-analytics.json']) {
      await cp(join(specsRoot, piece), join(specs, piece), { recursive: true });
    }
    // The installed CLIs and the house-rules plugin redocly.yaml loads, as after `pnpm install`.
    await symlink(join(specsRoot, 'node_modules'), join(specs, 'node_modules'), 'dir');
    await writeFile(join(repo, '.gitignore'), 'node_modules\n');
    await git('init', '--quiet');
    await git('add', '--all');
    await git('commit', '--quiet', '--message', 'The contract');
  });

  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('reports nothing and exits 0 when the working tree equals HEAD', async () => {
    const { exitCode, stdout } = await cli('HEAD', '--json');
    expect(JSON.parse(stdout)).toMatchObject({ base: { ref: 'HEAD' }, summary: { breaking: 0, warnings: 0 }, findings: [] });
    expect(exitCode).toBe(0);
  });

  it('exits 2 with a clear message for an unknown revision', async () => {
    const { exitCode, stderr } = await cli('no-such-ref');
    expect(exitCode).toBe(2);
    expect(stderr).toContain('Unknown git revision "no-such-ref"');
  });

  it('exits 0 with a message when asked for the latest release tag and there is none', async () => {
    const { exitCode, stdout } = await cli('--against-latest-tag');
    expect(exitCode).toBe(0);
    expect(stdout).toContain('no release tag (v*) yet');
  });

  it('reports a removed request enum value and a response field made optional, and exits 1', async () => {
    await breakTheContract();
    try {
      const { exitCode, stdout } = await cli('HEAD', '--json');
      expect(exitCode).toBe(1);
      const report = JSON.parse(stdout) as { findings: Finding[]; summary: { breaking: number } };
      const seen = report.findings.map((f) => [f.spec, f.operation, f.direction, f.rule, f.pointer, f.old, f.new]);
      expect(seen).toEqual([
        ['openapi', 'createCryptoWithdrawal', 'request', 'enum-value-removed', '/components/schemas/CryptoNetwork/enum', 'INK', undefined],
        ['openapi', 'createCryptoWithdrawal', 'response', 'field-no-longer-required', '/components/schemas/Transfer/required', 'required', 'optional'],
        ['openapi', 'createDepositAddress', 'request', 'enum-value-removed', '/components/schemas/CryptoNetwork/enum', 'INK', undefined],
      ]);
      expect(report.summary.breaking).toBe(3);

      // CI's call: the newest v* tag is the published contract. The lines a person reads:
      await git('tag', 'v2.0.0');
      const tagged = await cli('--against-latest-tag');
      expect(tagged.exitCode).toBe(1);
      expect(tagged.stdout).toContain('Comparing specs/ at v2.0.0');
      expect(tagged.stdout).toContain('BREAKING  openapi   createCryptoWithdrawal  request   #/components/schemas/CryptoNetwork/enum  enum value removed: "INK" → (none)');
      expect(tagged.stdout).toContain('BREAKING  openapi   createCryptoWithdrawal  response  #/components/schemas/Transfer/required  field "fee" no longer required (may be absent): required → optional');
      expect(tagged.stdout).toContain('3 breaking changes, 0 warnings.');
    } finally {
      await git('checkout', '--', 'specs');
      await git('tag', '--delete', 'v2.0.0').catch(() => undefined);
    }
  });
});
