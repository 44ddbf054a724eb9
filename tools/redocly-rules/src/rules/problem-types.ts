import { CATALOGUE_KEY, CODE, ProblemTypeScope, RELATIVE_TYPE, unresolvableTypes } from '../problem-types.js';
import { isNode, type Rule } from '../visitor.js';

/** What each catalogue entry says; the type URI is not among them: it follows from the code. */
const ENTRY_FIELDS = ['status', 'title', 'description', 'remedy'];
/** What an entry may say: the problem schema of a type whose `meta` has fields of its own. */
const OPTIONAL_FIELDS = ['schema'];

/**
 * Every problem type is catalogued once and has a docs page: `x-problem-types` of the Problem schema
 * lists each code with its status, title, when it happens (description) and what to do (remedy);
 * examples write `type: problems/<code>` with a catalogued code (the bundle decorator
 * `dap/problem-type-uris` makes it absolute against `externalDocs.url`), with that code's status and
 * title, or `about:blank`. The docs base URL is written once, so an absolute URI under it is refused.
 * `redocly lint` does not run decorators; this rule reports what the decorator would fail on, and more.
 */
export const ProblemTypes: Rule = () => {
  const scope = new ProblemTypeScope();
  return scope.visitor((ctx) => {
    const report = (message: string, location = ctx.location) => ctx.report({ message, location });
    unresolvableTypes(scope, report);

    const catalogue = scope.catalogues[0];
    if (catalogue?.owned) {
      for (const [code, entry] of Object.entries(catalogue.entries)) {
        const at = catalogue.location.child(code);
        if (!CODE.test(code))
          report(`Problem code \`${code}\` must be kebab case (it is the last segment of the type URI).`, at);
        if (!isNode(entry)) {
          report(`Problem type \`${code}\` must be an object with ${ENTRY_FIELDS.join(', ')}.`, at);
          continue;
        }
        const status = entry['status'];
        if (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599) {
          report(`Problem type \`${code}\` needs a \`status\` from 400 to 599.`, at.child('status'));
        }
        for (const field of ['title', 'description', 'remedy']) {
          const text = entry[field];
          if (typeof text !== 'string' || text.trim() === '')
            report(`Problem type \`${code}\` needs a \`${field}\` (non-empty text).`, at);
        }
        const schema = entry['schema'];
        if (schema !== undefined && (typeof schema !== 'string' || !scope.schemaNames.has(schema))) {
          report(
            `Problem type \`${code}\` names its problem schema by the name of a component schema, found ${JSON.stringify(schema)}.`,
            at.child('schema'),
          );
        }
        for (const key of Object.keys(entry).filter((k) => !ENTRY_FIELDS.includes(k) && !OPTIONAL_FIELDS.includes(k))) {
          const why =
            key === 'type'
              ? ': the type URI is `problems/<code>` under `externalDocs.url`, added when the spec is bundled'
              : '';
          report(`Problem type \`${code}\` has an unknown field \`${key}\`${why}.`, at.child(key));
        }
      }
    }

    const base = scope.validBase;
    for (const use of scope.uses) {
      const code = RELATIVE_TYPE.exec(use.value)?.[1];
      if (code === undefined) {
        if (use.value === 'about:blank') continue;
        const relative = base !== undefined && use.value.startsWith(base) ? use.value.slice(base.length) : undefined;
        report(
          relative !== undefined
            ? `Write the problem type relative to the docs base URL (\`externalDocs.url\`): \`${relative}\`, not \`${use.value}\`.`
            : `Problem type \`${use.value}\` is not one of this API's: write \`problems/<code>\` with a code of \`${CATALOGUE_KEY}\`, or \`about:blank\`.`,
          use.location,
        );
        continue;
      }
      const entry = catalogue?.entries[code];
      if (!isNode(entry) || !isNode(use.holder)) continue;
      for (const field of ['status', 'title']) {
        const shown = use.holder[field];
        if (shown !== undefined && shown !== entry[field]) {
          report(
            `A \`${use.value}\` problem has ${field} ${JSON.stringify(entry[field])} (\`${CATALOGUE_KEY}\`), not ${JSON.stringify(shown)}.`,
            use.parent.child(field),
          );
        }
      }
    }
  });
};
