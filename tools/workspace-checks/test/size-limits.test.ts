/**
 * The house's size rules (CONTRIBUTING.md, "Small files, small folders"), held for every
 * hand-written source of the packages and tools: a file a reader takes in whole, a folder whose
 * files a reader can tell apart, and interfaces of the sandbox small enough that a change (a tenant
 * scope, a new query) touches one small contract rather than a hub. Tests and generated code aside.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const MAX_LINES = 400;
const MAX_FILES_PER_FOLDER = 15;
const MAX_INTERFACE_MEMBERS = 15;
const SOURCE = /\.(ts|js|mjs|cjs)$/;

/** `tools/interop`'s folders, one per tool family (`generators/`, …): sources of their own, without a `src/`. */
function interopFamilies(): string[] {
  const interop = join(root, 'tools/interop');
  return readdirSync(interop, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => join(interop, entry.name));
}

/** `packages/*\/src`, `tools/*\/src` and the tool families of `tools/interop`. */
function sourceRoots(): string[] {
  return ['packages', 'tools']
    .flatMap((group) =>
      readdirSync(join(root, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const src = join(root, group, entry.name, 'src');
          return readdirSync(join(root, group, entry.name)).includes('src') ? [src] : [];
        }),
    )
    .concat(interopFamilies());
}

/** Every folder under `dir` with its hand-written source files (`generated/` folders left out). */
function folders(dir: string): Array<{ dir: string; files: string[] }> {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(dir, entry.name));
  const below = entries
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .flatMap((entry) => folders(join(dir, entry.name)));
  return [{ dir, files }, ...below];
}

const all = sourceRoots().flatMap(folders);
const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

describe('the size rules', () => {
  it('finds the sources it holds to them', () => {
    expect(all.map((folder) => relative(root, folder.dir))).toEqual(
      expect.arrayContaining(['packages/sandbox/src', 'tools/codegen/src', 'tools/interop/generators']),
    );
    expect(all.flatMap((folder) => folder.files).length).toBeGreaterThan(300);
  });

  it(`keeps every hand-written source file at ${MAX_LINES} lines or fewer`, () => {
    const long = all.flatMap((folder) => folder.files).filter((file) => lines(file) > MAX_LINES);
    expect(long.map((file) => `${relative(root, file)}: ${lines(file)} lines`)).toEqual([]);
  });

  it(`keeps every source folder at ${MAX_FILES_PER_FOLDER} files or fewer`, () => {
    const crowded = all.filter((folder) => folder.files.length > MAX_FILES_PER_FOLDER);
    expect(crowded.map((folder) => `${relative(root, folder.dir)}: ${folder.files.length} files`)).toEqual([]);
  });

  it(`keeps every interface of the sandbox at ${MAX_INTERFACE_MEMBERS} members or fewer`, () => {
    const sandbox = all.filter((folder) => relative(root, folder.dir).startsWith('packages/sandbox/src'));
    const large: string[] = [];
    let interfaces = 0;
    for (const file of sandbox.flatMap((folder) => folder.files)) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        const members = ts.isInterfaceDeclaration(node)
          ? node.members
          : ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)
            ? node.type.members
            : undefined;
        if (members && (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))) {
          interfaces++;
          if (members.length > MAX_INTERFACE_MEMBERS)
            large.push(`${relative(root, file)}: ${node.name.text} has ${members.length} members`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(interfaces).toBeGreaterThan(50);
    expect(large).toEqual([]);
  });
});
