/**
 * The Changes page of the docs site: every release of the contract (specs/released/changes.json,
 * written by `pnpm release:version`) and what is in the working specs but not yet released, per
 * operation and per message, breaking changes marked, each with what a consumer has to do. The
 * changes come from the same diff the breaking-change gate runs, so the page cannot disagree with it.
 */
import {
  EVOLUTION_RULES_PAGE,
  migrationFor,
  type Finding,
  type ReleaseHistoryEntry,
  type ReleaseNote,
} from '@dap/spec-diff';
import { escapeHtml as escape, markdown, markdownInline, page } from './page.js';

export const CHANGES_PAGE = 'changes.html';

/** Inline markdown (`code`) of the engine's sentences, escaped. */
const inline = (text: string) => markdownInline(escape(text));

const STYLE = `
    :root { --break: #b42318; --ok: #1a7f37; }
    section.release { background: #fff; border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1.5rem 1rem; margin: 1.5rem 0; }
    section.release table { display: table; width: 100%; }
    h2 .date { color: var(--muted); font-weight: normal; font-size: 1rem; }
    h4 { margin: 1rem 0 .25rem; }
    .class { font-size: .75rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; white-space: nowrap; }
    .breaking { color: var(--break); }
    .non-breaking { color: var(--ok); }
    code { overflow-wrap: anywhere; }
    p.upgrade { background: #fff; border-left: 4px solid var(--ok); padding: .5rem 1rem; }`;

const subject = (f: Finding) => (f.message ? `${f.operation} › ${f.message}` : f.operation);
const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** A finding's class as the page names it: announced removals and deprecations apart from other non-breaking changes. */
function classOf(f: Finding): string {
  if (f.rule === 'removed-after-sunset') return 'Announced removal';
  if (f.rule === 'deprecated') return 'Deprecated';
  return f.severity === 'breaking' ? 'Breaking' : 'Non-breaking';
}

/** Announced removals first (consumers who missed the notice look there), then breaking changes, then the rest. */
const rank = (f: Finding) => (f.rule === 'removed-after-sunset' ? 0 : f.severity === 'breaking' ? 1 : 2);

/** The announcement's dates and replacement, for a deprecation or a removal it announced. */
const announcement = (f: Finding) =>
  f.deprecation
    ? `Deprecated since ${f.deprecation.deprecatedAt}, sunset ${f.deprecation.sunset}, use ${f.deprecation.replacedBy} instead.`
    : '';

function findingRow(f: Finding): string {
  const dates = announcement(f);
  const change = [
    f.change,
    f.old !== undefined || f.new !== undefined ? `${shown(f.old) || '(none)'} → ${shown(f.new) || '(none)'}` : '',
  ]
    .filter(Boolean)
    .join(': ');
  return `        <tr>
          <td class="class ${f.severity}">${classOf(f)}</td>
          <td>${escape(f.direction)}</td>
          <td>${escape(change)}${dates ? `<br><strong class="deprecation">${escape(dates)}</strong>` : ''}<br><code>#${escape(f.pointer)}</code></td>
          <td>${inline(migrationFor(f))}</td>
        </tr>`;
}

/** How the page names each spec of the contract. */
const SPEC_LABELS: Readonly<Record<Finding['spec'], string>> = {
  openapi: 'REST',
  asyncapi: 'WebSocket',
  'sandbox-control': 'Sandbox Control',
};

/** One table per operation or message, announced removals first, then breaking changes. */
function findingsByOperation(findings: Finding[]): string {
  if (findings.length === 0) return '    <p>No change to the contract’s operations, messages or schemas.</p>';
  const groups = new Map<string, Finding[]>();
  for (const f of [...findings].sort((a, b) => rank(a) - rank(b))) {
    const key = `${SPEC_LABELS[f.spec]}: ${subject(f)}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups]
    .map(
      ([key, list]) => `    <h4>${escape(key)}</h4>
    <table>
      <thead><tr><th>Class</th><th>Direction</th><th>Change</th><th>What to do</th></tr></thead>
      <tbody>
${list.map(findingRow).join('\n')}
      </tbody>
    </table>`,
    )
    .join('\n');
}

function summary(findings: Finding[]): string {
  const breaking = findings.filter((f) => f.severity === 'breaking').length;
  return `${breaking} breaking, ${findings.length - breaking} non-breaking`;
}

/** A guide for the teams upgrading to a major version: its page and title, by that major (3 for 3.x). */
export type UpgradeGuides = Readonly<Record<number, { file: string; title: string }>>;

/** The notes a release's changesets declared, by the bump, for the teams that upgrade: what asks something of them first. */
const NOTE_GROUPS: ReadonlyArray<[NonNullable<ReleaseNote['bump']>, string]> = [
  ['major', 'Breaking changes: what to change'],
  ['minor', 'New'],
  ['patch', 'Fixes'],
];

const noteList = (notes: ReleaseNote[]) =>
  `    <ul>\n${notes.map((n) => `      <li>${markdown(n.summary)}</li>`).join('\n') || '      <li>No notes.</li>'}\n    </ul>`;

function releaseNotes(notes: ReleaseNote[]): string {
  // A history written before notes carried their bump (2.0.0's) keeps one list.
  if (notes.some((n) => n.bump === undefined)) return `    <h3>Release notes</h3>\n${noteList(notes)}`;
  return NOTE_GROUPS.filter(([bump]) => notes.some((n) => n.bump === bump))
    .map(([bump, title]) => `    <h3>${title}</h3>\n${noteList(notes.filter((n) => n.bump === bump))}`)
    .join('\n');
}

function releaseSection(entry: ReleaseHistoryEntry, guides: UpgradeGuides): string {
  const guide = guides[Number(entry.version.split('.')[0])];
  const upgrade =
    guide && entry.previous !== undefined && entry.version.endsWith('.0.0')
      ? `    <p class="upgrade"><strong>Upgrading from ${escape(entry.previous)}?</strong> <a href="${guide.file}">${escape(guide.title)}</a> lists every change that may ask something of your code, with the new code.</p>\n`
      : '';
  const changes = entry.previous
    ? `    <h3>Contract changes since ${escape(entry.previous)} (${summary(entry.findings)})</h3>\n${findingsByOperation(entry.findings)}`
    : '    <h3>Contract</h3>\n    <p>The first release: the contract as it stands in this version. Later releases list their changes against it.</p>';
  return `  <section class="release" id="v${escape(entry.version)}">
    <h2>${escape(entry.version)} <span class="date">${escape(entry.date)}</span></h2>
${upgrade}${releaseNotes(entry.notes)}
${changes}
  </section>`;
}

/** The page: unreleased changes of the working specs (if any) above the releases, newest first. */
export function renderChangesPage(
  history: ReleaseHistoryEntry[],
  unreleased: Finding[],
  guides: UpgradeGuides = {},
): string {
  const latest = history[0]?.version;
  const pending =
    unreleased.length === 0
      ? ''
      : `  <section class="release" id="unreleased">
    <h2>Unreleased <span class="date">in the working specs since ${escape(latest ?? 'the start')}</span></h2>
    <p>These changes ship with the next release (${summary(unreleased)}).</p>
${findingsByOperation(unreleased)}
  </section>\n`;
  const body = `    <h1>Changes</h1>
    <p>Every release of the contract, per REST operation and WebSocket message. A <span class="class breaking">breaking</span>
      change needs a new major version; a <span class="class non-breaking">non-breaking</span> one does not. Changes are
      classified from your side by the <a href="${EVOLUTION_RULES_PAGE}">evolution rules</a>: what you send may only
      widen, what you receive may only gain fields, gain values of enums marked extensible, or leave optional fields
      out. The same diff guards every change to the specs (<code>pnpm spec:diff</code>).</p>
${pending}${history.length === 0 ? '    <p>No release yet: <code>pnpm release:version</code> cuts the first.</p>\n' : ''}${history.map((entry) => releaseSection(entry, guides)).join('\n')}`;
  return page({
    title: 'Changes',
    nav: [
      ['index.html', '← Documentation'],
      [EVOLUTION_RULES_PAGE, 'Evolution rules'],
    ],
    body,
    style: STYLE,
  });
}
