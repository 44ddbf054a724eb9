import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Manifest } from '../support/workspace.js';
import { runCommand } from './command.js';

/** One package's tarball as the registry serves it to npm, unpacked. */
export interface PublishedTarball {
  name: string;
  version: string;
  /** Size of the .tgz in bytes. */
  size: number;
  /** Every file in it, relative to its `package/` folder, sorted. */
  files: string[];
  /** The manifest it carries (what consumers install). */
  manifest: Manifest & Record<string, unknown>;
  /** Reads one of its files as text. */
  read(path: string): Promise<string>;
}

interface Packument {
  versions?: Record<string, { dist?: { tarball?: string } }>;
}

/** Fetches `name@version`'s tarball the way npm finds it (the packument's `dist.tarball`) and unpacks it under `dir`. */
export async function fetchPublishedTarball(
  registryUrl: string,
  name: string,
  version: string,
  dir: string,
): Promise<PublishedTarball> {
  const packumentResponse = await fetch(new URL(name.replace('/', '%2f'), registryUrl));
  if (!packumentResponse.ok) throw new Error(`${name}: the registry answered ${packumentResponse.status}`);
  const packument = (await packumentResponse.json()) as Packument;
  const tarballUrl = packument.versions?.[version]?.dist?.tarball;
  if (!tarballUrl) throw new Error(`${name}@${version} is not in the registry`);
  const tarballResponse = await fetch(tarballUrl);
  if (!tarballResponse.ok) throw new Error(`${tarballUrl}: the registry answered ${tarballResponse.status}`);
  const bytes = Buffer.from(await tarballResponse.arrayBuffer());

  await mkdir(dir, { recursive: true });
  const file = join(dir, 'package.tgz');
  await writeFile(file, bytes);
  await runCommand('tar', ['-xzf', file, '-C', dir], { cwd: dir });
  const root = join(dir, 'package');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const read = (path: string) => readFile(join(root, path), 'utf8');
  return { name, version, size: bytes.length, files, manifest: JSON.parse(await read('package.json')), read };
}
