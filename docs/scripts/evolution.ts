/**
 * The "Evolution rules" page of the docs site: how the API may change without a major version, from
 * the rules the breaking-change gate is held to (`EVOLUTION_RULES` of @dap/spec-diff), per direction,
 * and the enums of this version that are extensible or closed, read from the bundled specs.
 */
import { EVOLUTION_RULES, EVOLUTION_RULES_PAGE, EXTENSIBLE_ENUM as MARKER, type EvolutionRule } from '@dap/spec-diff';
import { escapeHtml as escape, markdownInline, page } from './page.js';

export { EVOLUTION_RULES_PAGE };

/** An enum of a spec that states whether it is extensible. */
export interface StatedEnum {
  spec: 'REST' | 'WebSocket';
  /** The component schema's name (REST) or the schema's title (WebSocket). */
  name: string;
  values: string[];
  extensible: boolean;
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The enums of more than one value of a bundled spec, by name (REST: component schemas; WebSocket:
 * titled schemas, which the bundle repeats where they are used: each is listed once).
 */
export function statedEnums(doc: Json, spec: StatedEnum['spec']): StatedEnum[] {
  const found = new Map<string, StatedEnum>();
  const add = (name: string, schema: Record<string, Json>) => {
    const values = schema['enum'];
    if (!Array.isArray(values) || values.length < 2 || found.has(name)) return;
    found.set(name, { spec, name, values: values.map(String), extensible: schema[MARKER] === true });
  };
  if (spec === 'REST') {
    const components = isObject(doc) && isObject(doc['components']) ? doc['components'] : {};
    for (const [name, schema] of Object.entries(isObject(components['schemas']) ? components['schemas'] : {}))
      if (isObject(schema)) add(name, schema);
  } else {
    const walk = (value: Json): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (isObject(value)) {
        if (typeof value['title'] === 'string') add(value['title'], value);
        Object.values(value).forEach(walk);
      }
    };
    walk(doc);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const inline = (text: string) => markdownInline(escape(text));

const STYLE = `
    :root { --break: #b42318; --ok: #1a7f37; }
    section { background: #fff; border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1.5rem 1rem; margin: 1.5rem 0; }
    section table { display: table; width: 100%; }
    .class { font-size: .75rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; white-space: nowrap; }
    .breaking { color: var(--break); }
    .non-breaking { color: var(--ok); }
    code { overflow-wrap: anywhere; }`;

function rulesTable(rules: readonly EvolutionRule[]): string {
  const rows = rules.map(
    (r) => `        <tr id="${escape(`${r.rule}-${r.direction}-${r.severity}`)}">
          <td class="class ${r.severity}">${r.severity === 'breaking' ? 'Breaking' : 'Allowed'}</td>
          <td>${inline(r.sentence)}</td>
          <td>${inline(r.example)}</td>
          <td><code>${escape(r.rule)}</code></td>
        </tr>`,
  );
  return `    <table>
      <thead><tr><th>Class</th><th>Change</th><th>Example</th><th>Rule</th></tr></thead>
      <tbody>
${rows.join('\n')}
      </tbody>
    </table>`;
}

function directionSection(direction: 'request' | 'response', title: string, lead: string): string {
  const rules = EVOLUTION_RULES.filter((r) => r.direction === direction || r.direction === 'both');
  const allowed = rules.filter((r) => r.severity === 'non-breaking');
  const breaking = rules.filter((r) => r.severity === 'breaking');
  return `  <section id="${direction}">
    <h2>${escape(title)}</h2>
    <p>${lead}</p>
    <h3>Allowed within a major version</h3>
${rulesTable(allowed)}
    <h3>Only in a new major version</h3>
${rulesTable(breaking)}
  </section>`;
}

function enumsSection(enums: readonly StatedEnum[]): string {
  const row = (e: StatedEnum) =>
    `        <tr><td>${escape(e.spec)}</td><td><code>${escape(e.name)}</code></td><td class="class ${e.extensible ? 'non-breaking' : 'breaking'}">${e.extensible ? 'Extensible' : 'Closed'}</td><td>${e.values.map((v) => `<code>${escape(v)}</code>`).join(', ')}</td></tr>`;
  return `  <section id="enums">
    <h2>The enums of this version</h2>
    <p>Every enum of more than one value states <code>${MARKER}</code> (the lint fails otherwise). <strong>Extensible</strong>
      (<code>true</code>): what you receive may carry a value not listed here; switch with a default branch.
      <strong>Closed</strong> (<code>false</code>): a new value comes only with a new major version.</p>
    <table>
      <thead><tr><th>API</th><th>Enum</th><th>Class</th><th>Values of this version</th></tr></thead>
      <tbody>
${enums.map(row).join('\n')}
      </tbody>
    </table>
  </section>`;
}

/** The page: the principle, what the generated packages do about it, the rules per direction, and the enums. */
export function renderEvolutionPage(enums: readonly StatedEnum[]): string {
  const body = `    <h1>Evolution rules</h1>
    <p class="lead">How this API may change without a new major version, so that a client written against an earlier
      version keeps working. Every change to the specs is classified by exactly these rules (<code>pnpm spec:diff</code>,
      the breaking-change gate of the contract); the <a href="changes.html">Changes</a> page lists each release's
      changes by them.</p>
    <p>Changes are classified from your side, by the way the data flows: <strong>what you send</strong> (request bodies
      and parameters, WebSocket requests) may only widen; <strong>what you receive</strong> (responses, the messages the
      server sends) may only gain fields, gain values of enums marked <code>${MARKER}: true</code>, or leave optional
      fields out. Anything else needs a new major version.</p>
    <p>So a client must: <strong>ignore and keep fields it does not know</strong>, at any depth; <strong>handle a value of
      an extensible enum it does not know</strong> with a default branch; and <strong>read an absent optional field as
      absent</strong> (an empty last page may leave out its list: read it as empty). The published packages do exactly
      that: in <code>@dap/api-types</code> and <code>@dap/stream-models</code> an extensible enum's type is its values plus
      <code>UnknownEnumValue</code> (an exhaustive <code>switch</code> without a default branch does not compile), with
      the listed values as a constant (<code>CRYPTO_NETWORKS</code>) and a guard (<code>isKnownCryptoNetwork</code>);
      <code>@dap/client</code>'s pagination reads an absent list as empty and never drops or rejects unknown fields;
      <code>@dap/stream-client</code> reads frames with <code>readServerFrame</code>, which accepts exactly these changes
      and keeps what it does not know (<code>validateServerFrame</code> checks a server against exactly this version).</p>
${directionSection('response', 'What you receive', 'Responses, and the WebSocket messages the server sends.')}
${directionSection('request', 'What you send', 'Request bodies and parameters, and the WebSocket messages the client sends.')}
${enumsSection(enums)}`;
  return page({
    title: 'Evolution rules',
    nav: [
      ['index.html', '← Documentation'],
      ['changes.html', 'Changes'],
    ],
    body,
    style: STYLE,
  });
}
