/**
 * `pnpm lint` holds every hand-written source to one format (Prettier) and one set of rules
 * (ESLint): that holds only while neither tool's ignore list reaches a source. This check asks both
 * tools, as they are configured at the root, which files they own.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const ignorePath = join(root, '.prettierignore');

/** Folders no tool reads as sources: dependencies, build output, captured fixtures and goldens. */
const SKIPPED = new Set(['node_modules', 'dist', 'fixtures', 'golden']);

/** The TypeScript and JavaScript files under `dir`, each marked whether it lies in a `generated/` folder. */
function sources(dir: string, generated = false): Array<{ path: string; generated: boolean }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED.has(entry.name) ? [] : sources(path, generated || entry.name === 'generated');
    return /\.(ts|js)$/.test(entry.name) ? [{ path, generated }] : [];
  });
}

const all = ['packages', 'tools']
  .flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name)),
  )
  .flatMap((dir) =>
    ['src', 'test', 'bin']
      .filter((part) => readdirSync(dir).includes(part))
      .flatMap((part) => sources(join(dir, part))),
  )
  // tools/interop holds a folder per tool family (generators/, …), sources and tests together.
  .concat(
    readdirSync(join(root, 'tools/interop'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
      .flatMap((entry) => sources(join(root, 'tools/interop', entry.name))),
  );
const handWritten = all.filter((file) => !file.generated).map((file) => file.path);
const generated = all.filter((file) => file.generated).map((file) => file.path);

describe('the formatter and the linter', () => {
  it('find the files they are to cover', () => {
    expect(handWritten.length).toBeGreaterThan(500);
    expect(generated.length).toBeGreaterThan(20);
  });

  it('Prettier owns every hand-written source and test, and leaves generated code alone', async () => {
    const info = async (file: string) => prettier.getFileInfo(file, { ignorePath, resolveConfig: true });
    const skipped = [];
    for (const file of handWritten) if ((await info(file)).ignored) skipped.push(relative(root, file));
    expect(skipped, 'hand-written files Prettier ignores').toEqual([]);
    const owned = [];
    for (const file of generated) if (!(await info(file)).ignored) owned.push(relative(root, file));
    expect(owned, 'generated files Prettier would rewrite').toEqual([]);
  });

  it('ESLint lints every hand-written source and test, and leaves generated code alone', async () => {
    const eslint = new ESLint({ cwd: root });
    const skipped = [];
    for (const file of handWritten) if (await eslint.isPathIgnored(file)) skipped.push(relative(root, file));
    expect(skipped, 'hand-written files ESLint ignores').toEqual([]);
    const linted = [];
    for (const file of generated) if (!(await eslint.isPathIgnored(file))) linted.push(relative(root, file));
    expect(linted, 'generated files ESLint would lint').toEqual([]);
  });
});
