/**
 * turbo caches a task by the hash of its inputs. An input that a build writes (dist/, turbo's own
 * logs) changes with every build, so the next command misses the cache and rebuilds everything:
 * every input of every task, and every global input, must be a source file git tracks or could track.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const turbo = join(root, 'node_modules/turbo/bin/turbo');

interface DryRun {
  globalCacheInputs: { files: Record<string, string> };
  tasks: Array<{ taskId: string; directory: string; inputs: Record<string, string> }>;
}

/** Of `files` (relative to the repository root), those git ignores: build output, logs, caches. */
async function ignored(files: string[]): Promise<string[]> {
  const checking = run('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  checking.child.stdin?.end(files.join('\n'));
  const { stdout } = await checking.catch((error: { code?: number }) => {
    if (error.code === 1) return { stdout: '' }; // git's answer when none is ignored
    throw error;
  });
  return stdout.split('\n').filter(Boolean);
}

describe("turbo's inputs", () => {
  it('are sources only, for every task of build, lint, test and docs, and globally', async () => {
    const { stdout } = await run(process.execPath, [turbo, 'run', 'build', 'lint', 'test', 'docs', '--dry=json'], {
      cwd: root,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 256 * 1024 * 1024,
    });
    const dry = JSON.parse(stdout) as DryRun;
    expect(dry.tasks.length).toBeGreaterThan(40);
    const global = Object.keys(dry.globalCacheInputs.files);
    expect(global).toContain('tsconfig.base.json');
    expect(await ignored(global)).toEqual([]);
    const perTask = dry.tasks.flatMap((task) => Object.keys(task.inputs).map((file) => join(task.directory, file)));
    expect(perTask.length).toBeGreaterThan(500);
    const built = await ignored(perTask);
    expect(built, 'inputs that a build writes').toEqual([]);
  });
});
