import { catalogueTable, ProblemTypeScope, RELATIVE_TYPE, typeUri, unresolvableTypes } from '../problem-types.js';
import { isNode, type Node, type Rule } from '../visitor.js';

/**
 * Bundle-time: the spec sources write problem types relative to the docs base URL
 * (`type: problems/insufficient-funds`); the bundle, which every generator, the mock, the docs and
 * consumers read, carries absolute URIs (`<externalDocs.url>problems/insufficient-funds`). Also
 * gives each `x-problem-types` entry its `type` and appends the catalogue's table to the Problem
 * schema's description, so the table cannot drift from the catalogue. A `problems/<code>` whose
 * code is not catalogued fails the bundle (a problem reported at its file and JSON pointer).
 */
export const ProblemTypeUris: Rule = () => {
  const scope = new ProblemTypeScope();
  return scope.visitor((ctx) => {
    let failed = false;
    unresolvableTypes(scope, (message, location) => {
      failed = true;
      ctx.report({ message, location });
    });
    const base = scope.validBase;
    if (failed || base === undefined) return;

    for (const use of scope.uses) {
      if (!RELATIVE_TYPE.test(use.value)) continue;
      const absolute = base + use.value;
      if (Array.isArray(use.holder)) use.holder[Number(use.key)] = absolute;
      else use.holder[String(use.key)] = absolute;
    }
    for (const { schema, entries } of scope.catalogues) {
      for (const [code, entry] of Object.entries(entries)) {
        if (isNode(entry)) withTypeFirst(entry, typeUri(base, code));
      }
      const table = catalogueTable(entries, base);
      const description = typeof schema['description'] === 'string' ? schema['description'].trimEnd() : '';
      if (!description.includes(table)) schema['description'] = `${description}\n\n${table}\n`.trimStart();
    }
  });
};

/** Sets `entry.type`, as the entry's first field (where a reader of the bundle looks for it). */
function withTypeFirst(entry: Node, type: string): void {
  const rest = Object.entries(entry).filter(([key]) => key !== 'type');
  for (const key of Object.keys(entry)) delete entry[key];
  entry['type'] = type;
  for (const [key, value] of rest) entry[key] = value;
}
