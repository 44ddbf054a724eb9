import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** The fields of a workspace manifest the packaging tests read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  description?: string;
  license?: string;
  keywords?: string[];
  homepage?: string;
  repository?: { type?: string; url?: string; directory?: string };
  files?: string[];
  exports?: Record<string, unknown>;
  publishConfig?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  name: string;
  version: string;
  /** Absolute path of the package's folder. */
  dir: string;
  /** The folder relative to the repository root, e.g. `packages/client`. */
  path: string;
  manifest: Manifest;
}

/** Every package under packages/, private ones included, sorted by folder. */
export function workspacePackages(): WorkspacePackage[] {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const dir = join(packagesDir, entry.name);
      let manifest: Manifest;
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
      } catch {
        return [];
      }
      return [{ name: manifest.name, version: manifest.version, dir, path: `packages/${entry.name}`, manifest }];
    });
}

/**
 * The workspace packages other teams install: every package under packages/ that is not private,
 * in dependency order (a package comes after the published packages it depends on), the order a
 * release publishes them in.
 */
export function publishedPackages(): WorkspacePackage[] {
  const published = workspacePackages().filter((pkg) => !pkg.manifest.private);
  const byName = new Map(published.map((pkg) => [pkg.name, pkg]));
  const ordered: WorkspacePackage[] = [];
  const visiting = new Set<string>();
  const visit = (pkg: WorkspacePackage): void => {
    if (ordered.includes(pkg)) return;
    if (visiting.has(pkg.name)) throw new Error(`Dependency cycle through ${pkg.name}`);
    visiting.add(pkg.name);
    for (const name of Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies })) {
      const dependency = byName.get(name);
      if (dependency) visit(dependency);
    }
    visiting.delete(pkg.name);
    ordered.push(pkg);
  };
  published.forEach(visit);
  return ordered;
}
