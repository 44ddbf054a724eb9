/**
 * The problem type pages of the docs site. Every REST problem `type` is the URL of one of them,
 * `<externalDocs.url>problems/<code>` in the bundled spec, so the site writes
 * `problems/<code>/index.html` for each entry of the spec's catalogue (`x-problem-types` of the
 * Problem schema) and `problems/index.html` listing them all.
 */
import { escapeHtml, markdown, markdownInline, page } from './page.js';

/** Folder of the problem pages under dist/: the path of the type URIs under the docs base URL. */
export const PROBLEMS_DIR = 'problems';

export interface ProblemType {
  code: string;
  /** The type URI, absolute in the bundle. */
  type: string;
  status: number;
  title: string;
  /** When it happens (markdown). */
  description: string;
  /** What the client should do about it (markdown). */
  remedy: string;
  /** A problem document of this type from the spec's examples, when it has one. */
  example?: { summary?: string; value: unknown };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The docs base URL of the bundled spec (`externalDocs.url`), under which the type URIs are. */
export function docsBase(spec: Json): string {
  const docs = spec['externalDocs'];
  const url = isObject(docs) ? docs['url'] : undefined;
  if (typeof url !== 'string' || !url.endsWith('/'))
    throw new Error(
      `the bundled spec's externalDocs.url must be the docs base URL, ending in /; found ${JSON.stringify(url ?? null)}`,
    );
  return url;
}

/** The catalogue of the bundled spec, in its order, each entry with the first example of its type. */
export function problemTypes(spec: Json): ProblemType[] {
  const components = isObject(spec['components']) ? spec['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const problem = isObject(schemas['Problem']) ? schemas['Problem'] : {};
  const catalogue = problem['x-problem-types'];
  if (!isObject(catalogue)) throw new Error('the bundled spec has no x-problem-types in its Problem schema');
  const examples = problemExamples(spec);
  return Object.entries(catalogue).map(([code, raw]) => {
    const entry = isObject(raw) ? raw : {};
    const text = (field: string) => {
      const value = entry[field];
      if (typeof value !== 'string') throw new Error(`x-problem-types/${code}/${field} must be text`);
      return value;
    };
    const status = entry['status'];
    if (typeof status !== 'number') throw new Error(`x-problem-types/${code}/status must be a number`);
    const type = text('type');
    const example = examples.get(type);
    return {
      code,
      type,
      status,
      title: text('title'),
      description: text('description'),
      remedy: text('remedy'),
      ...(example ? { example } : {}),
    };
  });
}

/** The first example of each problem type among the spec's `application/problem+json` examples, in document order. */
function problemExamples(spec: Json): Map<string, { summary?: string; value: unknown }> {
  const found = new Map<string, { summary?: string; value: unknown }>();
  const resolve = (node: unknown): unknown => {
    if (!isObject(node) || typeof node['$ref'] !== 'string' || !node['$ref'].startsWith('#/')) return node;
    return node['$ref']
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (isObject(at) ? at[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
        spec,
      );
  };
  const add = (value: unknown, summary: unknown) => {
    if (isObject(value) && typeof value['type'] === 'string' && !found.has(value['type'])) {
      found.set(value['type'], { ...(typeof summary === 'string' ? { summary } : {}), value });
    }
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'application/problem+json' && isObject(child)) {
        add(child['example'], undefined);
        for (const example of Object.values(isObject(child['examples']) ? child['examples'] : {})) {
          const resolved = resolve(example);
          if (isObject(resolved)) add(resolved['value'], resolved['summary']);
        }
      }
      visit(child);
    }
  };
  visit(spec);
  return found;
}

const NAV_FROM_PROBLEM = [
  ['../index.html', '← All problem types'],
  ['../../index.html', 'Documentation'],
  ['../../rest/index.html', 'REST API reference'],
] as const;

/** The page of one problem type, written to `problems/<code>/index.html`. */
export function problemPage(problem: ProblemType): string {
  const example = problem.example
    ? `
    <h2>Example</h2>
    ${problem.example.summary ? `<p>${markdownInline(problem.example.summary)}:</p>` : ''}
    <pre><code>${escapeHtml(JSON.stringify(problem.example.value, null, 2))}</code></pre>`
    : '';
  const body = `    <h1>${escapeHtml(problem.title)}</h1>
    <p class="lead">HTTP <strong>${problem.status}</strong> · problem <code>${escapeHtml(problem.code)}</code> · <code>type</code> <code>${escapeHtml(problem.type)}</code></p>
    <h2>When it happens</h2>
    ${markdown(problem.description)}
    <h2>What to do</h2>
    ${markdown(problem.remedy)}${example}
    <p class="lead">Every REST error is an <code>application/problem+json</code> document (RFC 9457); branch on its <code>type</code>, not on its text. Quote the response's <code>X-Request-Id</code> when contacting support.</p>`;
  return page({ title: `${problem.title} (${problem.status})`, nav: NAV_FROM_PROBLEM, body });
}

/** The list of every problem type, written to `problems/index.html`. */
export function problemsIndexPage(problems: readonly ProblemType[], base: string): string {
  const rows = problems.map(
    (p) =>
      `      <tr><td><a href="${escapeHtml(p.code)}/index.html"><code>${escapeHtml(p.code)}</code></a></td><td>${p.status}</td><td>${escapeHtml(p.title)}</td><td>${markdownInline(p.description.replace(/\s+/g, ' ').trim())}</td></tr>`,
  );
  const body = `    <h1>Problem types</h1>
    <p class="lead">Every REST error is an <code>application/problem+json</code> document (RFC 9457) whose <code>type</code>
      is the URL of one of these pages: <code>${escapeHtml(base)}problems/&lt;code&gt;</code>. Each says when the problem
      happens and what to do about it. Branch on <code>type</code> (and <code>status</code>), not on <code>title</code> or <code>detail</code>.</p>
    <table>
      <thead><tr><th>Problem</th><th>Status</th><th>Title</th><th>When</th></tr></thead>
      <tbody>
${rows.join('\n')}
      </tbody>
    </table>`;
  return page({
    title: 'Problem types',
    nav: [
      ['../index.html', '← Documentation'],
      ['../rest/index.html', 'REST API reference'],
    ],
    body,
  });
}
