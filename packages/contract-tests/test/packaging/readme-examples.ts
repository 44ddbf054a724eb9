import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { WorkspacePackage } from '../support/workspace.js';

export interface ReadmeExample {
  /** A file name naming where the block is: `client-README-line-9.ts`. */
  fileName: string;
  /** The block's code, made a module (each example is compiled as a file of its own). */
  code: string;
}

/** The ```ts (or ```typescript) blocks of a README, each with the line its code starts on. */
export function typescriptBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i] ?? '')) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`Unclosed code block at line ${i + 1}`);
    blocks.push({ line: i + 2, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

/** Every TypeScript example of a package's README, ready to drop into the consumer project. */
export function readmeExamples(pkg: WorkspacePackage): ReadmeExample[] {
  const folder = basename(pkg.dir);
  return typescriptBlocks(readFileSync(join(pkg.dir, 'README.md'), 'utf8')).map(({ line, code }) => ({
    fileName: `${folder}-README-line-${line}.ts`,
    // `export {}` keeps a block without imports a module, so top-level await and names stay its own.
    code: `${code}\nexport {};\n`,
  }));
}
