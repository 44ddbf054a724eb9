import { docLine } from '../common/doc-comment.js';
import type { JsonObject } from '../common/json.js';
import { problemTypes } from '../openapi/problem-types.js';

/**
 * problem-types.ts of `@dap/api-types`: the problem types of the spec by code, and the `meta` each
 * carries (from its problem schema, else any extras), for the server that sends them and the clients
 * that branch on them.
 */
export function problemTypesModule(document: JsonObject, bundlePath: string): string {
  const types = problemTypes(document, bundlePath);
  const base = problemTypesBase(document, types, bundlePath);
  const entries = types.map(
    (t) =>
      `  /** ${t.status}: ${docLine(t.when)} */\n` +
      `  ${JSON.stringify(t.code)}: { type: ${JSON.stringify(t.type)}, status: ${t.status}, title: ${JSON.stringify(t.title)} },`,
  );
  const schemas = [...new Set(types.flatMap((t) => (t.schema ? [t.schema] : [])))].sort();
  const metas = types.map(
    (t) => `  ${JSON.stringify(t.code)}: ${t.schema ? `NonNullable<${t.schema}['meta']>` : 'ProblemExtras'};`,
  );
  return `${schemas.length > 0 ? `import type { ${schemas.join(', ')} } from './openapi.js';\n\n` : ''}/**
 * The problem types the spec lists (\`x-problem-types\` of its \`Problem\` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES = {
${entries.join('\n')}
} as const;

/**
 * The docs base URL every type URI above is under (the spec's \`externalDocs.url\`): a type URI is
 * this base and the type's page, \`problems/<code>\`. A deployment whose docs live elsewhere (a
 * sandbox serving them itself) sends its types under its own base; clients identify a problem by
 * the last path segment of its type, which every base keeps.
 */
export const PROBLEM_TYPES_BASE = ${JSON.stringify(base)};

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;

/** The machine-readable extras of a problem whose type has no schema of its own. */
export interface ProblemExtras {
  [key: string]: unknown;
}

/**
 * The \`meta\` of each problem type, as its problem schema (\`schema\` in the catalogue) describes it.
 * A server of another version may leave fields out or add some: read it as a hint, not a promise.
 */
export interface ProblemMeta {
${metas.join('\n')}
}
`;
}

/** The docs base URL of the bundle, under which every catalogue type URI must lie. */
function problemTypesBase(
  document: JsonObject,
  types: readonly { code: string; type: string }[],
  bundlePath: string,
): string {
  const docs = document['externalDocs'];
  const base =
    typeof docs === 'object' && docs !== null && !Array.isArray(docs) ? (docs as JsonObject)['url'] : undefined;
  if (typeof base !== 'string' || !base.endsWith('/'))
    throw new Error(
      `${bundlePath}#/externalDocs/url: expected the docs base URL, ending in /, found ${JSON.stringify(base ?? null)}`,
    );
  for (const { code, type } of types) {
    if (type !== `${base}problems/${code}`)
      throw new Error(
        `${bundlePath}#/components/schemas/Problem/x-problem-types/${code}/type: expected ${base}problems/${code}, found ${JSON.stringify(type)}`,
      );
  }
  return base;
}
