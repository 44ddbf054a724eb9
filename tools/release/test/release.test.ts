import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { readHistory, readReleaseInfo } from '@dap/spec-diff';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cutRelease, ReleaseError } from '../src/version.js';

const run = promisify(execFile);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A small contract: one operation reading a Thing, in YAML sources with comments, and an AsyncAPI stub. */
const OPENAPI_SOURCE = `openapi: 3.1.0
info:
  title: Fixture API
  # The release command owns this line.
  version: 2.0.0
  description: A fixture.
paths: {}
`;
const ASYNCAPI_SOURCE = `asyncapi: 3.0.0
info:
  title: Fixture stream
  version: 2.0.0
channels: {}
`;
const CONTROL_SOURCE = `openapi: 3.1.0
info:
  title: Fixture controls
  version: 2.0.0
paths: {}
`;
const SOURCES = {
  openapi: ['specs/openapi/openapi.yaml', OPENAPI_SOURCE],
  asyncapi: ['specs/asyncapi/asyncapi.yaml', ASYNCAPI_SOURCE],
  'sandbox-control': ['specs/sandbox-control/openapi.yaml', CONTROL_SOURCE],
} as const;
const thing = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' }, ...extra },
});

/**
 * A throwaway repository shaped like this one: a pnpm workspace with two published `@dap` packages
 * in a fixed group (the real changesets config), spec sources, and `pnpm build`'s bundles.
 */
class Repo {
  constructor(readonly dir: string) {}
  /** What the generated parts of the bundles hold: the Thing schema and each spec's info.version. */
  schema: Record<string, unknown> = thing();

  async write(file: string, text: string): Promise<void> {
    await mkdir(dirname(join(this.dir, file)), { recursive: true });
    await writeFile(join(this.dir, file), text);
  }
  read = (file: string) => readFile(join(this.dir, file), 'utf8');
  json = async (file: string) => JSON.parse(await this.read(file));

  changeset(
    id: string,
    bump: 'major' | 'minor' | 'patch',
    summary: string,
    packages = ['@dap/api-types'],
  ): Promise<void> {
    const front = packages.map((name) => `'${name}': ${bump}\n`).join('');
    return this.write(`.changeset/${id}.md`, `---\n${front}---\n\n${summary}\n`);
  }

  /** `pnpm build` of the specs: bundles made from the sources' info.version and the current schema. */
  bundle = async (): Promise<void> => {
    for (const [spec, [file]] of Object.entries(SOURCES)) {
      const version = String((parse(await this.read(file)) as { info: { version: string } }).info.version);
      const doc =
        spec === 'openapi'
          ? {
              openapi: '3.1.0',
              info: { title: 'Fixture API', version },
              paths: {
                '/things/{id}': {
                  get: {
                    operationId: 'getThing',
                    responses: {
                      '200': { description: 'A thing.', content: { 'application/json': { schema: this.schema } } },
                    },
                  },
                },
              },
            }
          : spec === 'asyncapi'
            ? { asyncapi: '3.0.0', info: { title: 'Fixture stream', version }, channels: {}, operations: {} }
            : {
                openapi: '3.1.0',
                info: { title: 'Fixture controls', version },
                paths: {
                  '/controls/reset': {
                    post: { operationId: 'reset', responses: { '204': { description: 'Reset.' } } },
                  },
                },
              };
      await this.write(`specs/dist/${spec}.json`, JSON.stringify(doc));
    }
  };
}

describe('pnpm release:version', () => {
  let repo: Repo;
  const cut = (dryRun = false) => cutRelease(repo.dir, { date: '2026-11-25', rebuild: repo.bundle, dryRun });

  beforeEach(async () => {
    repo = new Repo(await mkdtemp(join(tmpdir(), 'dap-release-')));
    await repo.write('package.json', JSON.stringify({ name: 'fixture-root', private: true, version: '0.0.0' }));
    await repo.write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n');
    await repo.write(
      'packages/api-types/package.json',
      JSON.stringify({ name: '@dap/api-types', version: '0.0.0' }, null, 2),
    );
    await repo.write(
      'packages/client/package.json',
      JSON.stringify(
        { name: '@dap/client', version: '0.0.0', dependencies: { '@dap/api-types': 'workspace:*' } },
        null,
        2,
      ),
    );
    // A private dependent, as the sandbox is: changesets lists it, but it is never versioned.
    await repo.write(
      'packages/sandbox/package.json',
      JSON.stringify(
        { name: '@dap/sandbox', version: '0.0.0', private: true, dependencies: { '@dap/client': 'workspace:*' } },
        null,
        2,
      ),
    );
    await mkdir(join(repo.dir, '.changeset'), { recursive: true });
    await copyFile(join(repoRoot, '.changeset/config.json'), join(repo.dir, '.changeset/config.json'));
    // The changelog generator the config names, resolved from the repository as in this one.
    await mkdir(join(repo.dir, 'node_modules/@changesets'), { recursive: true });
    await run('ln', [
      '-s',
      join(repoRoot, 'node_modules/@changesets/cli'),
      join(repo.dir, 'node_modules/@changesets/cli'),
    ]);
    for (const [file, source] of Object.values(SOURCES)) await repo.write(file, source);
    await repo.bundle();
    await run('git', ['init', '--quiet'], { cwd: repo.dir });
  });

  afterEach(async () => {
    await rm(repo.dir, { recursive: true, force: true });
  });

  it('cuts the first release at the version the specs state, with changelogs and the released contract', async () => {
    await repo.changeset('first', 'minor', 'First release of the contract.');
    const result = await cut();
    expect(result).toMatchObject({
      version: '2.0.0',
      required: 'none',
      declared: 'minor',
      packages: ['@dap/api-types', '@dap/client'],
    });
    expect(result).not.toHaveProperty('previous');

    for (const name of ['api-types', 'client']) {
      expect((await repo.json(`packages/${name}/package.json`)).version).toBe('2.0.0');
      expect(await repo.read(`packages/${name}/CHANGELOG.md`)).toMatch(/^# @dap\/[a-z-]+\n\n## 2\.0\.0\n/);
    }
    expect(await repo.read('packages/api-types/CHANGELOG.md')).toContain('First release of the contract.');
    expect((await repo.json('packages/sandbox/package.json')).version).toBe('0.0.0');
    expect(await readdir(join(repo.dir, '.changeset'))).toEqual(['config.json']);

    expect(await readReleaseInfo(repo.dir)).toMatchObject({
      version: '2.0.0',
      date: '2026-11-25',
      sha256: { openapi: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(await repo.read('specs/released/openapi.json')).toBe(await repo.read('specs/dist/openapi.json'));
    expect(await readHistory(repo.dir)).toEqual([
      {
        version: '2.0.0',
        date: '2026-11-25',
        findings: [],
        notes: [
          { id: 'first', summary: 'First release of the contract.', packages: ['@dap/api-types'], bump: 'minor' },
        ],
      },
    ]);
  });

  it('follows an additive spec change with a minor release and writes the version into both spec sources', async () => {
    await repo.changeset('first', 'minor', 'First release.');
    await cut();
    repo.schema = thing({ colour: { type: 'string' } });
    await repo.bundle();
    await repo.changeset('colour', 'minor', 'A Thing has a colour.');

    const result = await cut();
    expect(result).toMatchObject({ version: '2.1.0', previous: '2.0.0', required: 'minor', declared: 'minor' });
    expect(await repo.read('specs/openapi/openapi.yaml')).toBe(
      OPENAPI_SOURCE.replace('version: 2.0.0', 'version: 2.1.0'),
    );
    expect(await repo.read('specs/asyncapi/asyncapi.yaml')).toBe(
      ASYNCAPI_SOURCE.replace('version: 2.0.0', 'version: 2.1.0'),
    );
    expect(await repo.read('specs/sandbox-control/openapi.yaml')).toBe(
      CONTROL_SOURCE.replace('version: 2.0.0', 'version: 2.1.0'),
    );
    expect((await repo.json('specs/released/openapi.json')).info.version).toBe('2.1.0');
    expect((await repo.json('specs/released/sandbox-control.json')).info.version).toBe('2.1.0');

    const [latest, first] = await readHistory(repo.dir);
    expect(first!.version).toBe('2.0.0');
    expect(latest).toMatchObject({
      version: '2.1.0',
      previous: '2.0.0',
      notes: [{ id: 'colour', summary: 'A Thing has a colour.', bump: 'minor' }],
    });
    expect(latest!.findings.map((f) => [f.severity, f.operation, f.rule, f.new])).toEqual([
      ['non-breaking', 'getThing', 'field-added', 'colour'],
    ]);
  });

  it('writes the deprecation notices of the spec diff, with their sunset and replacement, into every changelog, before every other note', async () => {
    repo.schema = thing({ colour: { type: 'string' } });
    await repo.bundle();
    await repo.changeset('first', 'minor', 'First release.');
    await cut();
    repo.schema = thing({
      colour: {
        type: 'string',
        deprecated: true,
        'x-deprecated-at': '2026-12-01',
        'x-sunset': '2027-03-01',
        'x-replaced-by': 'shade',
      },
      shade: { type: 'string' },
    });
    await repo.bundle();
    await repo.changeset('shade', 'minor', 'A Thing has a shade; colour is deprecated.');
    await repo.changeset('a-one', 'minor', 'One package: a note.');
    await repo.changeset('z-everywhere', 'minor', 'Every package: a note.', ['@dap/api-types', '@dap/client']);

    const result = await cut();
    expect(result).toMatchObject({ version: '2.1.0', required: 'minor' });
    // The notices, then the notes that concern every package, then the others by id.
    const apiTypes = await repo.read('packages/api-types/CHANGELOG.md');
    const order = [
      'Deprecated (they keep working',
      'Every package: a note.',
      'One package: a note.',
      'A Thing has a shade; colour is deprecated.',
    ].map((text) => apiTypes.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const name of ['api-types', 'client']) {
      const changelog = await repo.read(`packages/${name}/CHANGELOG.md`);
      expect(changelog).toContain('Deprecated (they keep working until their sunset; move to the replacement):');
      expect(changelog).toContain('(deprecated 2026-12-01, sunset 2027-03-01, use `shade` instead)');
    }
    // The notices are the changelogs'; the release notes of the history stay the changesets'.
    const [latest] = await readHistory(repo.dir);
    expect(latest!.notes.map((n) => n.id)).toEqual(['z-everywhere', 'a-one', 'shade']);
  });

  it('releases a spec the previous release predates as an addition: its operations added, a minor release, its bundle and hash in the released contract', async () => {
    await repo.changeset('first', 'minor', 'First release.');
    await cut();
    // The released contract as a release before the Sandbox Control API left it.
    const info = await repo.json('specs/released/release.json');
    delete info.sha256['sandbox-control'];
    await repo.write('specs/released/release.json', JSON.stringify(info));
    await rm(join(repo.dir, 'specs/released/sandbox-control.json'));
    await repo.changeset('controls', 'minor', 'The Sandbox Control API.');

    const result = await cut();
    expect(result).toMatchObject({ version: '2.1.0', required: 'minor' });
    expect(result.findings.map((f) => [f.spec, f.severity, f.operation, f.rule])).toEqual([
      ['sandbox-control', 'non-breaking', 'reset', 'operation-added'],
    ]);
    expect((await readReleaseInfo(repo.dir)).sha256['sandbox-control']).toMatch(/^[0-9a-f]{64}$/);
    expect(await repo.read('specs/released/sandbox-control.json')).toBe(
      await repo.read('specs/dist/sandbox-control.json'),
    );
  });

  it('refuses a breaking spec change that the changesets declare only minor, and writes nothing', async () => {
    await repo.changeset('first', 'minor', 'First release.');
    await cut();
    repo.schema = { type: 'object', properties: { id: { type: 'string' } } };
    await repo.bundle();
    await repo.changeset('optional-id', 'minor', 'The id may be absent.');
    const before = await repo.read('packages/api-types/package.json');

    await expect(cut()).rejects.toThrow(
      new ReleaseError(
        'The spec diff since 2.0.0 needs a major release, but the pending changesets declare minor. Run `pnpm spec:diff` to see why, then add a changeset with major (`pnpm changeset`).',
      ),
    );
    expect(await repo.read('packages/api-types/package.json')).toBe(before);
    expect(await readdir(join(repo.dir, '.changeset'))).toContain('optional-id.md');
    expect((await readReleaseInfo(repo.dir)).version).toBe('2.0.0');
  });

  it('refuses a spec change that no changeset records', async () => {
    await repo.changeset('first', 'minor', 'First release.');
    await cut();
    repo.schema = thing({ size: { type: 'integer' } });
    await repo.bundle();
    await expect(cut()).rejects.toThrow('The specs changed since 2.0.0 (minor) but no changeset records it');
  });

  it('says what a release would be on a dry run, and changes nothing', async () => {
    await repo.changeset('first', 'minor', 'First release.');
    await cut();
    await repo.changeset('docs', 'patch', 'Clearer descriptions.');
    expect(await cut(true)).toMatchObject({ version: '2.0.1', required: 'none', declared: 'patch', written: [] });
    expect((await repo.json('packages/api-types/package.json')).version).toBe('2.0.0');
  });
});
