import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface PublishedPackage {
  name: string;
  version: string;
  dir: string;
}

/** The workspace packages other teams install: every package under packages/ that is not private. */
export function publishedPackages(): PublishedPackage[] {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = join(packagesDir, entry.name);
      let manifest: { name: string; version: string; private?: boolean };
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      } catch {
        return [];
      }
      return manifest.private ? [] : [{ name: manifest.name, version: manifest.version, dir }];
    });
}
