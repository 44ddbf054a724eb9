import { PROBLEM_TYPES } from './extensions.js';
import { externalDocsOf, validDocsBase } from './docs-links.js';
import { resolveNode } from './schemas.js';
import { isNode, type Location, type Node, type UserContext, type Visitor } from './visitor.js';

/**
 * Problem types (RFC 9457 `type`) in this contract: one catalogue, the `x-problem-types` map of the
 * Problem schema (code → status, title, description, remedy), and type URIs written relative to
 * the docs base URL, the root `externalDocs.url`: `problems/<code>`. The lint rule and the bundle
 * decorator both walk the spec with a `ProblemTypeScope` and judge what it collected at the end,
 * since examples may come before the schema that holds the catalogue.
 */
/** Where the catalogue is: `x-problem-types` of the Problem schema. */
export const CATALOGUE_KEY = PROBLEM_TYPES;

/** A problem type written relative to the docs base: `problems/<code>`, the code in kebab case. */
export const RELATIVE_TYPE = /^problems\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
export const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PROBLEM_MEDIA_TYPE = /^application\/problem\+json$/i;

/** The absolute type URI of a code: the page of the docs that explains it. */
export const typeUri = (base: string, code: string): string => `${base}problems/${code}`;

/** A place where the spec writes a problem `type`: `holder[key]` is the string. */
export interface TypeUse {
  holder: Node | unknown[];
  key: string | number;
  value: string;
  /** Where the string is, and where its holder is (the example's `status` and `title` sit beside it). */
  location: Location;
  parent: Location;
}

export interface Catalogue {
  schema: Node;
  entries: Node;
  location: Location;
  /**
   * Whether the linted document owns it: its `components.schemas` declare the schema holding it.
   * A document that only references another's Problem schema (the Sandbox Control API, the
   * platform's) uses the catalogue but leaves judging its entries to the document that owns it.
   */
  owned: boolean;
}

/** Collects the docs base, the catalogue and every problem `type` an example writes. */
export class ProblemTypeScope {
  base: unknown;
  baseLocation: Location | undefined;
  /** The names of the document's component schemas (a catalogue entry's `schema` names one). */
  schemaNames = new Set<string>();
  readonly catalogues: Catalogue[] = [];
  readonly uses: TypeUse[] = [];
  private readonly seen = new Set<unknown>();
  /** The component schemas the root declares, resolved: the schemas this document owns. */
  private readonly declared = new Set<unknown>();

  visitor(done: (ctx: UserContext) => void): Visitor {
    return {
      Root: {
        enter: (root: Node, ctx: UserContext) => {
          const components = root['components'];
          const schemas = isNode(components) ? components['schemas'] : undefined;
          this.schemaNames = new Set(isNode(schemas) ? Object.keys(schemas) : []);
          for (const raw of isNode(schemas) ? Object.values(schemas) : [])
            this.declared.add(resolveNode(raw, ctx)?.node);
          const docs = externalDocsOf(root, ctx);
          this.base = docs?.['url'];
          this.baseLocation = ctx.location.child(isNode(root['externalDocs']) ? ['externalDocs', 'url'] : []);
        },
        leave: (_: Node, ctx: UserContext) => done(ctx),
      },
      Schema: { enter: (schema: Node, ctx: UserContext) => this.enterSchema(schema, ctx) },
      MediaType: { enter: (media: Node, ctx: UserContext) => this.enterMediaType(media, ctx) },
    };
  }

  /** The catalogue's codes (of the first catalogue; a second one is an error of its own). */
  get codes(): Set<string> {
    const first = this.catalogues[0];
    return new Set(first ? Object.keys(first.entries) : []);
  }

  /** The docs base URL, when it is an absolute URL ending in `/` (so `problems/<code>` resolves under it). */
  get validBase(): string | undefined {
    return validDocsBase(this.base);
  }

  private enterSchema(schema: Node, ctx: UserContext): void {
    const entries = schema[CATALOGUE_KEY];
    if (entries === undefined || this.seen.has(schema)) return;
    this.seen.add(schema);
    if (isNode(entries))
      this.catalogues.push({
        schema,
        entries,
        location: ctx.location.child(CATALOGUE_KEY),
        owned: this.declared.has(schema),
      });
    // The `type` property's own examples are problem types too.
    const properties = isNode(schema['properties']) ? schema['properties'] : {};
    const type = properties['type'];
    const examples = isNode(type) ? type['examples'] : undefined;
    if (Array.isArray(examples)) {
      examples.forEach((value, i) => {
        if (typeof value === 'string')
          this.use(examples, i, value, ctx.location.child(['properties', 'type', 'examples']));
      });
    }
  }

  private enterMediaType(media: Node, ctx: UserContext): void {
    if (!PROBLEM_MEDIA_TYPE.test(String(ctx.key))) return;
    const example = media['example'];
    if (isNode(example) && typeof example['type'] === 'string') {
      this.use(example, 'type', example['type'], ctx.location.child('example'));
    }
    const examples = isNode(media['examples']) ? media['examples'] : {};
    for (const [name, raw] of Object.entries(examples)) {
      const direct = isNode(raw) && typeof raw['$ref'] !== 'string';
      const resolved = direct
        ? { node: raw, location: ctx.location.child(['examples', name]) }
        : ctx.resolve<Node>(raw);
      const value = isNode(resolved.node) ? resolved.node['value'] : undefined;
      if (isNode(value) && typeof value['type'] === 'string' && resolved.location) {
        this.use(value, 'type', value['type'], resolved.location.child('value'));
      }
    }
  }

  private use(holder: Node | unknown[], key: string | number, value: string, parent: Location): void {
    // A shared example is reached once per reference: count it once.
    if (this.uses.some((u) => u.holder === holder && u.key === key)) return;
    this.uses.push({ holder, key, value, location: parent.child(key), parent });
  }
}

/** What is wrong with the spec's problem types that would leave a `type` without a page. */
export function unresolvableTypes(
  scope: ProblemTypeScope,
  report: (message: string, location: Location) => void,
): void {
  const relative = scope.uses.filter((use) => RELATIVE_TYPE.test(use.value));
  const needsBase = relative.length > 0 || scope.catalogues.length > 0;
  if (needsBase && scope.validBase === undefined && scope.baseLocation) {
    report(
      `The docs base URL \`externalDocs.url\` of the root document must be an absolute URL ending in \`/\` (problem types are \`problems/<code>\` under it); found ${JSON.stringify(scope.base ?? null)}.`,
      scope.baseLocation,
    );
  }
  const first = scope.catalogues[0];
  for (const extra of scope.catalogues.slice(1)) {
    report(
      `A second \`${CATALOGUE_KEY}\` catalogue: problem types are listed once, in the Problem schema${first ? ` (${first.location.source.absoluteRef}#${first.location.pointer})` : ''}.`,
      extra.location,
    );
  }
  const codes = scope.codes;
  for (const use of relative) {
    const code = RELATIVE_TYPE.exec(use.value)?.[1] ?? '';
    if (codes.has(code)) continue;
    const known =
      codes.size > 0 ? `known codes: ${[...codes].join(', ')}` : `no \`${CATALOGUE_KEY}\` catalogue was found`;
    report(
      `Problem type \`${use.value}\` is not in the catalogue (\`${CATALOGUE_KEY}\` of the Problem schema; ${known}).`,
      use.location,
    );
  }
}

/** The markdown table of the catalogue, with absolute type URIs: what the Problem description shows. */
export function catalogueTable(entries: Node, base: string): string {
  const cell = (value: unknown) =>
    String(value ?? '')
      .replace(/\s*\n\s*/g, ' ')
      .replaceAll('|', '\\|')
      .trim();
  const rows = Object.entries(entries).map(([code, raw]) => {
    const entry = isNode(raw) ? raw : {};
    const uri = typeUri(base, code);
    return `| [\`${uri}\`](${uri}) | ${cell(entry['status'])} | ${cell(entry['title'])} | ${cell(entry['description'])} |`;
  });
  return ['| `type` | Status | Title | When |', '|---|---|---|---|', ...rows].join('\n');
}
