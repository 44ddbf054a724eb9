/**
 * Builds the docs site into docs/dist/: a Redoc page per spec (scripts inlined, so it works offline:
 * the platform's REST and WebSocket APIs and the sandbox's control API), the bundled specs for
 * download (each with the code samples of samples/ put in), the Getting
 * started and Testing your integration pages, a page per problem type (the pages the REST problems' `type` URIs name) and their
 * list, the evolution rules, the changes, the benchmarks page, and an index page linking them.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compareWithReleased, readHistory } from '@dap/spec-diff';
import { BENCHMARKS_PAGE, benchmarksPage } from './benchmarks.js';
import { CHANGES_PAGE, renderChangesPage } from './changes.js';
import { buildConsole } from './console/build.js';
import { EVOLUTION_RULES_PAGE, renderEvolutionPage, statedEnums } from './evolution.js';
import {
  GETTING_STARTED_PAGE,
  guidePages,
  MIGRATING_PAGE,
  TESTING_PAGE,
  TOOLS_PAGE,
  twinOf,
} from './getting-started.js';
import { type Reference, writeMachinePages } from './machine/twins.js';
import { inlineScriptedImages, remoteResources } from './offline.js';
import { docsBase, PROBLEMS_DIR, problemPage, problemsIndexPage, problemTypes } from './problems.js';
import { escapeHtml } from './page.js';
import { finishSite, htmlPages } from './site/finish.js';
import { readableBundle } from './site/readable.js';
import { pages, readBundle, readSpec, type SpecInfo, type SpecPage } from './specs.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** Runs the Redocly CLI from docs/ with a configuration of docs/ (the code samples' decorator, Redoc's options). */
async function redoclyCli(args: string[], config: SpecPage['config']): Promise<void> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', NO_COLOR: '1' };
  try {
    await run(process.execPath, [redocly, ...args, '--config', join(root, config)], { cwd: root, env });
  } catch (error) {
    // A decorator's finding (a missing sample) is on stdout/stderr: show it, not only the exit code.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const report = `${stdout}${stderr}`.replace(/^\s*╔[\s\S]*?╝\s*$/m, '').trim();
    throw new Error(`redocly ${args[0]} failed:\n${report}`, { cause: error });
  }
}

async function buildPage(page: SpecPage, spec: SpecInfo): Promise<string> {
  // The spec as offered for download and rendered: the bundle of @dap/specs with the code samples of
  // samples/ put in by the decorator dap/code-samples.
  const bundled = join(dist, page.id, page.file);
  await redoclyCli(['bundle', spec.path, '--output', bundled], page.config);
  // Redoc renders a copy with constraints in words and plain-text server descriptions (readable.ts);
  // the download keeps the spec exactly.
  const scratch = await mkdtemp(join(tmpdir(), 'dap-docs-'));
  const rendered = join(scratch, page.file);
  await writeFile(
    rendered,
    JSON.stringify(readableBundle(JSON.parse(await readFile(bundled, 'utf8')) as Record<string, unknown>)),
  );
  const output = join(dist, page.id, 'index.html');
  try {
    await redoclyCli(
      ['build-docs', rendered, '--inlineBundle', '--output', output, '--title', `${spec.title} ${spec.version}`],
      page.config,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  // Redoc's script loads its logo from a CDN at run time; the page carries it inline instead.
  await writeFile(output, inlineScriptedImages(await readFile(output, 'utf8')).html);
  return output;
}

async function main(): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });

  const cards: string[] = [];
  for (const page of pages) {
    const spec = await readSpec(page);
    await buildPage(page, spec);
    cards.push(`      <li>
        <a class="card" href="${page.id}/index.html">
          <span class="kind">${escapeHtml(page.kind)}</span>
          <strong>${escapeHtml(spec.title)}</strong> <span class="version">v${escapeHtml(spec.version)}</span>
          <p>${escapeHtml(spec.summary)}</p>
        </a>
        <a class="download" href="${page.id}/${page.file}">Download ${page.file}</a>
      </li>`);
  }

  // One page per problem type of the REST spec, where its type URI points (`problems/<code>` under
  // the docs base URL), and their list.
  const rest = await readBundle('openapi.json');
  const problems = problemTypes(rest);
  for (const problem of problems) {
    const file = join(dist, PROBLEMS_DIR, problem.code, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, problemPage(problem));
  }
  const problemsIndex = join(dist, PROBLEMS_DIR, 'index.html');
  await writeFile(problemsIndex, problemsIndexPage(problems, docsBase(rest)));

  // docs/benchmarks.md (written by `pnpm bench`) as a page of its own, linked from the index.
  const benchmarks = await benchmarksPage(join(root, 'benchmarks.md'));
  if (benchmarks !== undefined) {
    await writeFile(join(dist, BENCHMARKS_PAGE), benchmarks);
  }
  const benchmarksLink =
    benchmarks === undefined
      ? ''
      : `\n      <p><a href="${BENCHMARKS_PAGE}">Benchmarks</a>: the sandbox, the client, the WebSocket fan-out and a WebSocket flood, measured by <code>pnpm bench</code>.</p>`;

  // The releases of the contract and what the working specs add to the last one, from the gate's own diff.
  const repo = join(root, '..');
  const history = await readHistory(repo);
  const unreleased = history.length === 0 ? [] : (await compareWithReleased(repo)).findings;
  const upgradeGuides = { 3: { file: MIGRATING_PAGE, title: 'Upgrading from 2.x' } };
  await writeFile(join(dist, CHANGES_PAGE), renderChangesPage(history, unreleased, upgradeGuides));
  const changesLink = `\n      <p><a href="${CHANGES_PAGE}">Changes</a>: every release of the contract, per operation and message, with what to do about each change.</p>`;

  // How the API may change without a major version: the gate's own rules, and the enums of this version.
  const stream = await readBundle('asyncapi.json');
  await writeFile(
    join(dist, EVOLUTION_RULES_PAGE),
    renderEvolutionPage([...statedEnums(rest, 'REST'), ...statedEnums(stream, 'WebSocket')]),
  );

  // From a clone to a token, a withdrawal and a stream (site/getting-started.md), and the sandbox's
  // controls in a partner's tests (site/testing.md), each with its code from samples/; and the
  // third-party tools the contract's suites run (site/tools.md). Each with its Markdown twin.
  for (const [file, { html, markdown }] of await guidePages(root, join(root, 'samples'))) {
    await writeFile(join(dist, file), html);
    await writeFile(join(dist, twinOf(file)), markdown);
  }

  // The console: try the REST APIs and the WebSocket from the docs, on the sandbox serving them.
  await buildConsole(dist, join(root, 'site'));

  const template = await readFile(join(root, 'site/index.html'), 'utf8');
  const index = join(dist, 'index.html');
  await writeFile(
    index,
    template
      .replace('{{cards}}', cards.join('\n'))
      .replace('{{gettingStarted}}', GETTING_STARTED_PAGE)
      .replace('{{testing}}', TESTING_PAGE)
      .replace('{{tools}}', TOOLS_PAGE)
      .replace('{{migrating}}', MIGRATING_PAGE)
      .replace('{{problems}}', `${PROBLEMS_DIR}/index.html`)
      .replace('{{evolution}}', EVOLUTION_RULES_PAGE)
      .replace('{{benchmarks}}', changesLink + benchmarksLink),
  );

  // For machines: a Markdown twin of every operation and channel, and llms.txt listing them and the guides.
  const references: Reference[] = [];
  for (const page of pages) {
    const spec = JSON.parse(await readFile(join(dist, page.id, page.file), 'utf8')) as Record<string, unknown>;
    references.push({ id: page.id, name: page.kind.replace(/ \(.*$/, ''), spec, file: page.file });
  }
  const records = await writeMachinePages(
    dist,
    (await readSpec(pages[0]!)).summary,
    [
      {
        file: twinOf(GETTING_STARTED_PAGE),
        title: 'Getting started',
        about: 'credentials, your first token, withdrawal and stream subscription, in TypeScript and curl',
      },
      {
        file: twinOf(TESTING_PAGE),
        title: 'Testing your integration',
        about: "the sandbox's controls in your tests: settle, fail, deposit, fund, fault, disconnect, reset",
      },
      {
        file: twinOf(TOOLS_PAGE),
        title: 'Tools tested with this contract',
        about: 'the third-party generators and tools run against the specs, and their versions',
      },
      {
        file: twinOf(MIGRATING_PAGE),
        title: 'Upgrading from 2.x',
        about: 'every change of 3.0 that may ask something of your code, with the 3.0 way of doing it',
      },
    ],
    references,
  );

  // The shell (header, navigation, search, favicon) on every page, the search index last.
  const referencePages = new Set(pages.map((page) => `${page.id}/index.html`));
  await finishSite(dist, records, (file) => referencePages.has(file));

  for (const file of (await htmlPages(dist)).map((page) => join(dist, page))) {
    const remote = remoteResources(await readFile(file, 'utf8'));
    if (remote.length > 0) {
      throw new Error(`${file} loads from the network, so it would break offline:\n  ${remote.join('\n  ')}`);
    }
  }
  console.log(`Docs built: ${index}`);
}

await main();
