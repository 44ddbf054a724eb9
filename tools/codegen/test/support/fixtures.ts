import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The absolute path of a fixture of test/fixtures/. */
export const fixturePath = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** The fixture at `path`, changed by `edit`, written under the same name to a temporary folder; its path. */
export async function fixtureWith(path: string, edit: (doc: any) => void): Promise<string> {
  const doc = JSON.parse(await readFile(path, 'utf8')) as unknown;
  edit(doc);
  const file = join(await mkdtemp(join(tmpdir(), 'dap-codegen-')), basename(path));
  await writeFile(file, JSON.stringify(doc, null, 2));
  return file;
}
