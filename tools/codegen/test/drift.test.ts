import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateTarget, targets } from '../src/index.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * Generated code is committed. Compared with HEAD, not the working tree: by the time tests run,
 * turbo's `generate` has rewritten the working tree already.
 */
describe('committed generated code', () => {
  it.each(Object.entries(targets))('matches what %s generates from the current spec', async (name, target) => {
    const files = await generateTarget(target);
    const dir = `${target.package}/src/generated`;
    const committed = git('ls-tree', '--name-only', 'HEAD', `${dir}/`)
      .split('\n')
      .filter(Boolean)
      .map((path) => path.slice(dir.length + 1));
    const hint = `run \`pnpm generate\` and commit ${dir}`;
    expect(committed.sort(), hint).toEqual(Object.keys(files).sort());
    for (const [file, contents] of Object.entries(files)) {
      expect(
        git('show', `HEAD:${dir}/${file}`),
        `${dir}/${file} differs from what dap-codegen ${name} generates: ${hint}`,
      ).toBe(contents);
    }
  });
});
