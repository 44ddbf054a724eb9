import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorkspacePackage } from '../support/workspace.js';
import { runCommand } from './command.js';
import { readmeExamples } from './readme-examples.js';

const template = new URL('./consumer/', import.meta.url);

/**
 * Another team's project: the template in `consumer/` (a program and two strict tsconfigs), every
 * TypeScript example of the public READMEs under `readme/`, and the public packages as plain
 * dependencies at their versions, installed by `npm install` from the registry in `.npmrc`.
 */
export async function createConsumerProject(
  dir: string,
  packages: readonly WorkspacePackage[],
  registryUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  await cp(template, dir, { recursive: true });
  await mkdir(join(dir, 'readme'), { recursive: true });
  for (const example of packages.flatMap(readmeExamples))
    await writeFile(join(dir, 'readme', example.fileName), example.code);
  await writeFile(join(dir, '.npmrc'), `registry=${registryUrl}\n`);
  // The CommonJS program's folder: a package.json of its own makes its files (and tsc's output) CommonJS.
  await writeFile(join(dir, 'cjs', 'package.json'), JSON.stringify({ type: 'commonjs' }, null, 2));
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'dap-consumer',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(packages.map((pkg) => [pkg.name, pkg.version])),
        devDependencies: { typescript: '5.9.3', '@types/node': '^20.19.0' },
      },
      null,
      2,
    ),
  );
  await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env,
    timeoutMs: 420_000,
  });
}

/** The ESM project under node16 (it runs), nodenext and bundler resolution; the CommonJS one under node16 and commonjs (node10). */
export type Resolution = 'node16' | 'nodenext' | 'bundler' | 'cjs-node16' | 'cjs-commonjs';

export interface Compilation {
  /** Empty when tsc compiled the project; otherwise what it said. */
  diagnostics: string;
  /** Every file of the program, by absolute path. */
  files: string[];
}

/**
 * `tsc --strict -p tsconfig.<resolution>.json` with the project's own TypeScript; the node16 build
 * writes `dist/`, the CommonJS ones `cjs/dist-node16/` and `cjs/dist-commonjs/`. A failed compile resolves too: the tests report its diagnostics.
 */
export async function compileConsumer(dir: string, resolution: Resolution): Promise<Compilation> {
  const tsc = join(dir, 'node_modules/typescript/bin/tsc');
  const args = [tsc, '--strict', '--listFiles', '-p', `tsconfig.${resolution}.json`];
  const result = await runCommand(process.execPath, args, { cwd: dir }).then(
    ({ stdout }) => ({ ok: true, output: stdout }),
    (error: Error) => ({ ok: false, output: error.message }),
  );
  // --listFiles prints the program's files by absolute path; on a failure, every other line explains it.
  const lines = result.output.split('\n');
  return {
    diagnostics: result.ok
      ? ''
      : lines.filter((line) => !line.startsWith('/') || line.startsWith(process.execPath)).join('\n'),
    files: lines.filter((line) => line.startsWith('/')),
  };
}
