import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, repoRoot, workspacePackages } from '../support/workspace.js';
import { readmeExamples } from './readme-examples.js';

// The docs base URL is the spec's setting (the root `externalDocs.url`); a package's homepage is that site.
const DOCS_BASE = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@dap/specs/openapi.json'), 'utf8')) as {
    externalDocs: { url: string };
  }
).externalDocs.url;

/** What a registry shows of each public package, checked in the workspace (the rehearsal checks the tarballs). */
describe('the public packages’ metadata', () => {
  const packages = publishedPackages();
  const rootLicense = readFileSync(join(repoRoot, 'LICENSE'), 'utf8');

  it('the repository is licensed under the Apache License 2.0', () => {
    expect(rootLicense).toMatch(
      /^\s*Apache License\s+Version 2\.0, January 2004\s+http:\/\/www\.apache\.org\/licenses\//,
    );
    expect(rootLicense).toContain('Copyright 2026 the DAP contracts authors');
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { license?: string };
    expect(root.license).toBe('Apache-2.0');
  });

  it('every package under packages/, private ones too, says Apache-2.0', () => {
    for (const pkg of workspacePackages()) expect(pkg.manifest.license, pkg.name).toBe('Apache-2.0');
  });

  it('every public package holds a copy of the repository LICENSE, byte for byte (npm packs only the package folder)', () => {
    for (const pkg of packages) expect(readFileSync(join(pkg.dir, 'LICENSE'), 'utf8'), pkg.name).toBe(rootLicense);
  });

  it('every public package names its description, keywords, homepage and folder in the repository', () => {
    for (const pkg of packages) {
      expect(pkg.manifest.description?.length, pkg.name).toBeGreaterThan(40);
      expect(pkg.manifest.keywords, pkg.name).toEqual(expect.arrayContaining(['dap', 'typescript']));
      expect(pkg.manifest.homepage, pkg.name).toBe(DOCS_BASE);
      expect(pkg.manifest.repository, pkg.name).toEqual({
        type: 'git',
        url: 'git+https://git.example.com/dap/dap-contracts.git',
        directory: pkg.path,
      });
    }
  });

  it('every public package’s README shows its use in TypeScript', () => {
    for (const pkg of packages)
      expect(readmeExamples(pkg).length, `${pkg.name}: \`\`\`ts blocks in README.md`).toBeGreaterThan(0);
  });
});
