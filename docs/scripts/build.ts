/**
 * Builds the docs site into docs/dist/: a Redoc page per spec (scripts inlined, so it works offline:
 * the platform's REST and WebSocket APIs and the sandbox's control API), the bundled specs for
 * download (each with the code samples of samples/ put in), the Getting
 * started and Testing your integration pages, a page per problem type (the pages the REST problems' `type` URIs name) and their
 * list, the evolution rules, the changes, the benchmarks page, and an index page linking them.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compareWithReleased, readHistory } from '@dap/spec-diff';
import { BENCHMARKS_PAGE, benchmarksPage } from './benchmarks.js';
import { CHANGES_PAGE, renderChangesPage } from './changes.js';
import { buildConsole } from './console/build.js';
import { EVOLUTION_RULES_PAGE, renderEvolutionPage, statedEnums } from './evolution.js';
import { GETTING_STARTED_PAGE, samplesPage, TESTING_PAGE, TOOLS_PAGE } from './getting-started.js';
import { inlineScriptedImages, remoteResources } from './offline.js';
import { docsBase, PROBLEMS_DIR, problemPage, problemsIndexPage, problemTypes } from './problems.js';
import { escapeHtml } from './page.js';
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
  const output = join(dist, page.id, 'index.html');
  await redoclyCli(
    ['build-docs', bundled, '--inlineBundle', '--output', output, '--title', `${spec.title} ${spec.version}`],
    page.config,
  );
  // Redoc's script loads its logo from a CDN at run time; the page carries it inline instead.
  await writeFile(output, inlineScriptedImages(await readFile(output, 'utf8')).html);
  return output;
}

async function main(): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });

  const cards: string[] = [];
  const built: string[] = [];
  for (const page of pages) {
    const spec = await readSpec(page);
    built.push(await buildPage(page, spec));
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
    built.push(file);
  }
  const problemsIndex = join(dist, PROBLEMS_DIR, 'index.html');
  await writeFile(problemsIndex, problemsIndexPage(problems, docsBase(rest)));
  built.push(problemsIndex);

  // docs/benchmarks.md (written by `pnpm bench`) as a page of its own, linked from the index.
  const benchmarks = await benchmarksPage(join(root, 'benchmarks.md'));
  if (benchmarks !== undefined) {
    await writeFile(join(dist, BENCHMARKS_PAGE), benchmarks);
    built.push(join(dist, BENCHMARKS_PAGE));
  }
  const benchmarksLink =
    benchmarks === undefined
      ? ''
      : `\n      <p><a href="${BENCHMARKS_PAGE}">Benchmarks</a>: the sandbox, the client, the WebSocket fan-out and a WebSocket flood, measured by <code>pnpm bench</code>.</p>`;

  // The releases of the contract and what the working specs add to the last one, from the gate's own diff.
  const repo = join(root, '..');
  const history = await readHistory(repo);
  const unreleased = history.length === 0 ? [] : (await compareWithReleased(repo)).findings;
  await writeFile(join(dist, CHANGES_PAGE), renderChangesPage(history, unreleased));
  built.push(join(dist, CHANGES_PAGE));
  const changesLink = `\n      <p><a href="${CHANGES_PAGE}">Changes</a>: every release of the contract, per operation and message, with what to do about each change.</p>`;

  // How the API may change without a major version: the gate's own rules, and the enums of this version.
  const stream = await readBundle('asyncapi.json');
  await writeFile(
    join(dist, EVOLUTION_RULES_PAGE),
    renderEvolutionPage([...statedEnums(rest, 'REST'), ...statedEnums(stream, 'WebSocket')]),
  );
  built.push(join(dist, EVOLUTION_RULES_PAGE));

  // From a clone to a token, a withdrawal and a stream (site/getting-started.md), and the sandbox's
  // controls in a partner's tests (site/testing.md), each with its code from samples/; and the
  // third-party tools the contract's suites run (site/tools.md).
  for (const [source, file] of [
    ['site/getting-started.md', GETTING_STARTED_PAGE],
    ['site/testing.md', TESTING_PAGE],
    ['site/tools.md', TOOLS_PAGE],
  ] as const) {
    await writeFile(join(dist, file), await samplesPage(join(root, source), join(root, 'samples')));
    built.push(join(dist, file));
  }

  // The console: try the REST APIs and the WebSocket from the docs, on the sandbox serving them.
  built.push(...(await buildConsole(dist, join(root, 'site'))));

  const template = await readFile(join(root, 'site/index.html'), 'utf8');
  const index = join(dist, 'index.html');
  await writeFile(
    index,
    template
      .replace('{{cards}}', cards.join('\n'))
      .replace('{{gettingStarted}}', GETTING_STARTED_PAGE)
      .replace('{{testing}}', TESTING_PAGE)
      .replace('{{tools}}', TOOLS_PAGE)
      .replace('{{problems}}', `${PROBLEMS_DIR}/index.html`)
      .replace('{{evolution}}', EVOLUTION_RULES_PAGE)
      .replace('{{benchmarks}}', changesLink + benchmarksLink),
  );
  built.push(index);

  for (const file of built) {
    const remote = remoteResources(await readFile(file, 'utf8'));
    if (remote.length > 0) {
      throw new Error(`${file} loads from the network, so it would break offline:\n  ${remote.join('\n  ')}`);
    }
  }
  console.log(`Docs built: ${index}`);
}

await main();
