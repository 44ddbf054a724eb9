/**
 * Third-party generators agree with the sandbox: each writes zod validators from
 * `specs/dist/openapi.json`, they compile under `tsc --strict` with no diagnostic, and on every
 * corpus entry each validator accepts what the sandbox accepts and refuses what it refuses, but for
 * the divergences listed in divergences.ts, each of which must still diverge.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorpus, type Entry } from './corpus.js';
import { GENERATOR_LIMITATIONS, knownDivergences, SPEC_DEFECTS } from './divergences.js';
import { startVerdictSandbox, type Verdict, type VerdictSandbox } from './sandbox.js';
import { GENERATORS, versionOf, type Generator } from './tools.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The assets the spec's examples withdraw; the tenant holds plenty of each. */
const FUNDED_ASSETS = ['USDC', 'BTC'];

/** The operations with a JSON body: every generator must cover them. */
const BODIES = ['createCryptoWithdrawal', 'createDepositAddress', 'createSandboxFiatDeposit'];

/** What tsc needs of the generated code: strict, and the libraries the generators' output assumes. */
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
  },
  include: ['**/*.ts'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

let dir: string;
let sandbox: VerdictSandbox;
let corpus: Entry[];
const modules = new Map<string, Record<string, unknown>>();
const verdicts = new Map<string, Verdict>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dap-interop-'));
  // The generated code imports zod (and nothing else) from this package's dependencies.
  symlinkSync(join(PACKAGE_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  const [files, started] = await Promise.all([
    Promise.all(GENERATORS.map(async (generator) => [generator.name, await generator.generate(dir)] as const)),
    startVerdictSandbox(FUNDED_ASSETS),
  ]);
  sandbox = started;
  for (const [name, file] of files) {
    if (!existsSync(file)) throw new Error(`${name} wrote no ${file}`);
    modules.set(name, (await import(pathToFileURL(file).href)) as Record<string, unknown>);
  }
  corpus = buildCorpus(sandbox.tenant);
  for (const entry of corpus) verdicts.set(entry.id, await sandbox.verdict(entry));
});

afterAll(async () => {
  await sandbox?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('third-party generators', () => {
  it('write validators that compile under tsc --strict with no diagnostic', async () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('');
  });

  it('are held to a corpus that the sandbox both accepts and refuses, for every operation', () => {
    const byOperation = new Map<string, Set<Verdict>>();
    for (const entry of corpus)
      byOperation.set(
        entry.operationId,
        (byOperation.get(entry.operationId) ?? new Set()).add(verdicts.get(entry.id)!),
      );
    for (const [operationId, seen] of byOperation)
      expect([operationId, [...seen].sort()]).toEqual([operationId, ['accept', 'refuse']]);
  });

  it.each(GENERATORS.map((generator) => [generator.name, generator] as [string, Generator]))(
    "%s's validators give the sandbox's verdict on every corpus entry but the known divergences, each of which still diverges",
    (name, generator) => {
      const module = modules.get(name)!;
      const diverging = new Set<string>();
      const covered = new Set<string>();
      for (const entry of corpus) {
        const validator = generator.validator(module, entry.operationId, entry.part);
        if (!validator) continue;
        covered.add(`${entry.operationId} ${entry.part}`);
        const verdict: Verdict = validator(entry.value) ? 'accept' : 'refuse';
        if (verdict !== verdicts.get(entry.id)) diverging.add(entry.id);
      }
      const known = knownDivergences(name);
      const unexpected = [...diverging].filter((id) => !known.has(id));
      const stale = [...known].filter((id) => !diverging.has(id));
      expect({ unexpected, stale }, 'new divergences, and listed ones that no longer diverge').toEqual({
        unexpected: [],
        stale: [],
      });
      // Every generator is held to every body; a query or form it does not generate is left out.
      expect([...covered]).toEqual(expect.arrayContaining(BODIES.map((operationId) => `${operationId} body`)));
    },
  );

  it("are listed, each at its pinned version, in this package's README and the docs' Tools tested with this contract", () => {
    for (const file of [join(PACKAGE_ROOT, 'README.md'), join(PACKAGE_ROOT, '../../docs/site/tools.md')]) {
      const text = readFileSync(file, 'utf8');
      for (const generator of GENERATORS)
        expect(text, file).toMatch(
          new RegExp(`\\[${escape(generator.name)}\\]\\([^)]+\\) \\| ${escape(versionOf(generator.npmPackage))} \\|`),
        );
    }
  });

  it('name, for each generator limitation, its issue or that none is reported, and only generators under test', () => {
    const names = GENERATORS.map((generator) => generator.name);
    for (const limitation of GENERATOR_LIMITATIONS) {
      expect(names).toContain(limitation.generator);
      expect(limitation.issue).toMatch(
        /^(https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/\d+|not reported upstream: )/,
      );
    }
    for (const defect of SPEC_DEFECTS) for (const generator of defect.generators) expect(names).toContain(generator);
  });
});
