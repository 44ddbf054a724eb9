import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '../../../..');
const bin = join(here, '../../bin/dap-spec-diff.js');

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * A throwaway git repository shaped like this one where the gate looks: a pnpm workspace with one
 * published and one private `@dap` package and the real changesets config, so the release plan the
 * gate reads is computed as in the repository.
 */
export class Workspace {
  private constructor(readonly dir: string) {}

  static async create(prefix: string): Promise<Workspace> {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    const ws = new Workspace(dir);
    await ws.write('package.json', JSON.stringify({ name: 'fixture-root', private: true, version: '0.0.0' }));
    await ws.write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n');
    await ws.write('packages/api-types/package.json', JSON.stringify({ name: '@dap/api-types', version: '2.0.0' }));
    await ws.write(
      'packages/sandbox/package.json',
      JSON.stringify({ name: '@dap/sandbox', version: '0.0.0', private: true }),
    );
    await mkdir(join(dir, '.changeset'), { recursive: true });
    await copyFile(join(repoRoot, '.changeset/config.json'), join(dir, '.changeset/config.json'));
    await ws.write('.gitignore', 'node_modules\n');
    await ws.git('init', '--quiet');
    return ws;
  }

  async write(file: string, text: string): Promise<void> {
    await mkdir(dirname(join(this.dir, file)), { recursive: true });
    await writeFile(join(this.dir, file), text);
  }

  /** A pending changeset giving `@dap/<name>` a bump. */
  changeset(id: string, releases: Record<string, 'major' | 'minor' | 'patch'>): Promise<void> {
    const header = Object.entries(releases)
      .map(([name, bump]) => `'${name}': ${bump}`)
      .join('\n');
    return this.write(`.changeset/${id}.md`, `---\n${header}\n---\n\nA change.\n`);
  }

  git(...args: string[]) {
    return run(
      'git',
      [
        '-c',
        'user.name=spec-diff test',
        '-c',
        'user.email=spec-diff@example.com',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd: this.dir },
    );
  }

  /** Runs the real CLI in the workspace, as `pnpm spec:diff` runs it. */
  cli(...args: string[]): Promise<CliResult> {
    return this.cliWith({}, ...args);
  }

  /** Runs the real CLI with `env` added to this process's environment (`SPEC_DIFF_TODAY`). */
  async cliWith(env: Record<string, string>, ...args: string[]): Promise<CliResult> {
    try {
      const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
        cwd: this.dir,
        env: { ...process.env, ...env },
      });
      return { exitCode: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: unknown; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }
}
