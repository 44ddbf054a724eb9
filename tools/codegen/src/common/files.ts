import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** File name (relative to a package's src/generated/) → contents. */
export type GeneratedFiles = Record<string, string>;

/** Writes the files and removes any other file in the folder: the folder is the generator's alone. */
export async function writeGenerated(dir: string, files: GeneratedFiles): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const existing of await readdir(dir)) {
    if (!(existing in files)) await rm(join(dir, existing), { recursive: true, force: true });
  }
  for (const [name, contents] of Object.entries(files)) {
    await writeFile(join(dir, name), contents);
  }
}
