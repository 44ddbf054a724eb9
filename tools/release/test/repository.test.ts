import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHistory, readReleaseInfo, SPEC_FILES, SPEC_NAMES } from '@dap/spec-diff';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** What `pnpm release:version` keeps true between releases, held in this repository. */
describe('the released contract of this repository', () => {
  it('hashes to what release.json states, and carries its version', async () => {
    const release = await readReleaseInfo(root);
    // A spec the release predates (no hash in release.json) joins the released contract with the next release.
    for (const spec of SPEC_NAMES.filter((name) => release.sha256[name] !== undefined)) {
      const bytes = readFileSync(join(root, 'specs/released', `${spec}.json`));
      expect(createHash('sha256').update(bytes).digest('hex'), spec).toBe(release.sha256[spec]);
      expect(JSON.parse(bytes.toString('utf8')).info.version, spec).toBe(release.version);
    }
  });

  it('is the version of every published package and of every spec source until the next release', async () => {
    const { version } = await readReleaseInfo(root);
    const published = readdirSync(join(root, 'packages'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(
        (entry) => json(`packages/${entry.name}/package.json`) as { name: string; version: string; private?: boolean },
      )
      .filter((manifest) => !manifest.private);
    expect(published.length).toBeGreaterThanOrEqual(5);
    for (const manifest of published) expect(manifest.version, manifest.name).toBe(version);
    for (const file of Object.values(SPEC_FILES).map((source) => `specs/${source}`)) {
      expect(
        String((parse(readFileSync(join(root, file), 'utf8')) as { info: { version: unknown } }).info.version),
        file,
      ).toBe(version);
    }
  });

  it('heads its history with the latest release', async () => {
    const [latest] = await readHistory(root);
    expect(latest).toMatchObject({ version: (await readReleaseInfo(root)).version });
  });
});
