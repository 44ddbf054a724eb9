import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const PREPACK = join(root, 'tools/release/bin/dap-prepack.js');
const CJS_ENTRIES = join(root, 'tools/release/bin/dap-cjs-entries.js');
const run = promisify(execFile);

interface Manifest {
  name: string;
  private?: boolean;
  scripts?: Record<string, string>;
}

async function publishedManifests(): Promise<Array<{ dir: string; manifest: Manifest }>> {
  const entries = await readdir(join(root, 'packages'), { withFileTypes: true });
  const all = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const dir = join(root, 'packages', entry.name);
        const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Manifest;
        return { dir, manifest };
      }),
  );
  return all.filter(({ manifest }) => !manifest.private);
}

/** A published package's manifest in a folder of its own, with nothing built: what packing after a partial build meets. */
async function unbuiltCopy(work: string, source: string): Promise<string> {
  const dir = await mkdtemp(join(work, 'package-'));
  const manifest = JSON.parse(await readFile(join(source, 'package.json'), 'utf8')) as Manifest & {
    dependencies?: Record<string, string>;
  };
  // Out of the workspace: the script by its absolute path, and no workspace: range for pnpm to resolve.
  manifest.scripts = { prepack: `node ${PREPACK}` };
  delete manifest.dependencies;
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

describe('packing a published package', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'dap-prepack-'));
  });
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('runs the prepack check in every published package', async () => {
    const published = await publishedManifests();
    expect(published.length).toBeGreaterThanOrEqual(6);
    for (const { manifest } of published)
      expect(manifest.scripts?.['prepack'], manifest.name).toMatch(
        // Last: what runs before it (the sandbox copies the docs site it serves) is checked too.
        /(^|&& )node \.\.\/\.\.\/tools\/release\/bin\/dap-prepack\.js$/,
      );
  });

  it('refuses an unbuilt package: pnpm pack fails, names the missing entry points and the command that builds them, and writes no tarball', async () => {
    const dir = await unbuiltCopy(work, join(root, 'packages/stream-client'));
    const failure = await run('pnpm', ['pack', '--pack-destination', dir], { cwd: dir }).then(
      () => undefined,
      (error: Error & { stderr?: string; stdout?: string }) => error,
    );
    expect(failure, 'pnpm pack succeeded').toBeDefined();
    const said = `${failure?.stderr ?? ''}${failure?.stdout ?? ''}`;
    expect(said).toContain(
      '@dap/stream-client is not built (missing ./dist/cjs/index.js, ./dist/cjs/index.d.ts, ./dist/index.d.ts, ./dist/index.js)',
    );
    expect(said).toContain('pnpm turbo run build --filter=@dap/stream-client...');
    expect((await readdir(dir)).filter((file) => file.endsWith('.tgz'))).toEqual([]);
  });

  it('lets a built package through', async () => {
    const dir = await unbuiltCopy(work, join(root, 'packages/stream-client'));
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist/index.js'), 'export {};\n');
    await writeFile(join(dir, 'dist/index.d.ts'), 'export {};\n');
    await run(process.execPath, [CJS_ENTRIES], { cwd: dir });
    await expect(run(process.execPath, [PREPACK], { cwd: dir })).resolves.toMatchObject({ stderr: '' });
  });
});
