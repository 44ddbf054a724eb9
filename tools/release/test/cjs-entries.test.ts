import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CJS_ENTRIES = join(root, 'tools/release/bin/dap-cjs-entries.js');
const run = promisify(execFile);

const entry = (name: string) => ({
  import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
  require: { types: `./dist/cjs/${name}.d.ts`, default: `./dist/cjs/${name}.js` },
});

/** A built ESM package in a folder of its own: `.` and `./money`, an error class, a declaration in a subfolder. */
async function builtPackage(work: string, exports: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(work, 'package-'));
  await mkdir(join(dir, 'dist/errors'), { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: '@dap/fixture', type: 'module', exports }));
  await writeFile(join(dir, 'dist/errors/errors.js'), 'export class FixtureError extends Error {}\n');
  await writeFile(join(dir, 'dist/errors/errors.d.ts'), 'export declare class FixtureError extends Error {}\n');
  await writeFile(join(dir, 'dist/index.js'), "export { FixtureError } from './errors/errors.js';\n");
  await writeFile(join(dir, 'dist/index.d.ts'), "export { FixtureError } from './errors/errors.js';\n");
  await writeFile(join(dir, 'dist/money.js'), 'export const ZERO = "0";\n');
  await writeFile(join(dir, 'dist/money.d.ts'), 'export declare const ZERO = "0";\n');
  return dir;
}

describe('dap-cjs-entries, the CommonJS face of a built ESM package', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'dap-cjs-entries-'));
  });
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('runs after tsc in the build of every published package', async () => {
    const folders = await readdir(join(root, 'packages'), { withFileTypes: true });
    let published = 0;
    for (const folder of folders.filter((f) => f.isDirectory())) {
      const manifest = JSON.parse(await readFile(join(root, 'packages', folder.name, 'package.json'), 'utf8')) as {
        name: string;
        private?: boolean;
        scripts?: Record<string, string>;
      };
      if (manifest.private) continue;
      published += 1;
      expect(manifest.scripts?.['build'], manifest.name).toMatch(
        /tsc -p tsconfig\.build\.json && node \.\.\/\.\.\/tools\/release\/bin\/dap-cjs-entries\.js( |$)/,
      );
    }
    expect(published).toBeGreaterThanOrEqual(7);
  });

  it('copies every declaration under dist/cjs/, marks the folder CommonJS, and writes each require target as a require() of its ES module, whose classes are the very same', async () => {
    const dir = await builtPackage(work, { '.': entry('index'), './money': entry('money') });
    await run(process.execPath, [CJS_ENTRIES], { cwd: dir });

    expect((await readdir(join(dir, 'dist/cjs'), { recursive: true })).sort()).toEqual([
      'errors',
      'errors/errors.d.ts',
      'index.d.ts',
      'index.js',
      'money.d.ts',
      'money.js',
      'package.json',
    ]);
    expect(JSON.parse(await readFile(join(dir, 'dist/cjs/package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
    expect(await readFile(join(dir, 'dist/cjs/errors/errors.d.ts'), 'utf8')).toBe(
      await readFile(join(dir, 'dist/errors/errors.d.ts'), 'utf8'),
    );

    // In a node of its own: vitest's import() is not Node.js's.
    const script = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const required = require('./dist/cjs/index.js');
      const imported = await import('./dist/index.js');
      console.log(JSON.stringify({
        same: required.FixtureError === imported.FixtureError,
        money: require('./dist/cjs/money.js').ZERO,
      }));`;
    await writeFile(join(dir, 'check.mjs'), script);
    const { stdout } = await run(process.execPath, ['check.mjs'], { cwd: dir });
    expect(JSON.parse(stdout)).toEqual({ same: true, money: '0' });
  });

  it('refuses a package without a require condition, or one whose require target lies outside dist/cjs/', async () => {
    for (const [exports, said] of [
      [{ '.': { types: './dist/index.d.ts', default: './dist/index.js' } }, 'has no `require` condition'],
      [
        { '.': { ...entry('index'), require: { types: './dist/index.d.cts', default: './dist/index.cjs' } } },
        'export . its `require.default` must lie under ./dist/cjs/',
      ],
    ] as const) {
      const dir = await builtPackage(work, exports);
      const failure = await run(process.execPath, [CJS_ENTRIES], { cwd: dir }).then(
        () => undefined,
        (error: Error & { stderr?: string }) => error.stderr ?? '',
      );
      expect(failure).toContain(said);
    }
  });
});
