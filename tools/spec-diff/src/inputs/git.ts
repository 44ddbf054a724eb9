import { execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { UsageError } from './errors.js';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** The top of the git work tree that holds `cwd`. */
export async function repoRoot(cwd: string): Promise<string> {
  try {
    return await git(cwd, ['rev-parse', '--show-toplevel']);
  } catch {
    throw new UsageError(`${cwd} is not inside a git work tree.`);
  }
}

/** The commit `ref` names; a UsageError when it names none. */
export async function resolveRevision(root: string, ref: string): Promise<string> {
  if (ref.startsWith('-')) throw new UsageError(`"${ref}" is not a git revision.`);
  try {
    return await git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(
      `Unknown git revision "${ref}": give a branch, tag or commit of this repository (git fetch --tags if it is a tag you expect).`,
    );
  }
}

/** Writes `folder` as it is at `commit` into `dest` (dest/folder/…), without touching the index or the work tree. */
export async function materialise(root: string, commit: string, folder: string, dest: string): Promise<void> {
  try {
    await git(root, ['cat-file', '-e', `${commit}:${folder}`]);
  } catch {
    throw new UsageError(`${commit.slice(0, 12)} has no ${folder}/ folder: nothing to compare with.`);
  }
  await mkdir(dest, { recursive: true });
  await new Promise<void>((resolvePromise, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', commit, folder], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tar = spawn('tar', ['-x', '-C', dest], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    tar.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    const done = (code: number | null) => {
      if (code !== 0) reject(new Error(`git archive ${commit} ${folder} | tar -x failed:\n${errors}`));
      else if (--pending === 0) resolvePromise();
    };
    archive.on('error', reject);
    tar.on('error', reject);
    archive.on('close', done);
    tar.on('close', done);
  });
}
