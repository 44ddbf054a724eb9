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
  // The type of PROBLEM_TYPES says every field of every entry (with its doc line); its value is built
  // from a compact table, since the type URI of each is problems/<code> under the base (checked
  // above) and most titles are the code in words: only the status, and a title that is not, are data.
  const members = types.map(
    (t) =>
      `  /** ${t.status}: ${docLine(t.when)} */\n` +
      `  readonly ${JSON.stringify(t.code)}: { readonly type: ${JSON.stringify(t.type)}; readonly status: ${t.status}; readonly title: ${JSON.stringify(t.title)} };`,
  );
  const rows = types.map(
    (t) =>
      `  ${JSON.stringify(t.code)}: ${t.title === codeInWords(t.code) ? t.status : `[${t.status}, ${JSON.stringify(t.title)}]`},`,
  );
  const schemas = [...new Set(types.flatMap((t) => (t.schema ? [t.schema] : [])))].sort();
  const metas = types.map(
    (t) => `  ${JSON.stringify(t.code)}: ${t.schema ? `NonNullable<${t.schema}['meta']>` : 'ProblemExtras'};`,
  );
  return `${schemas.length > 0 ? `import type { ${schemas.join(', ')} } from './openapi.js';\n\n` : ''}/**
 * The docs base URL every type URI below is under (the spec's \`externalDocs.url\`): a type URI is
 * this base and the type's page, \`problems/<code>\`. A deployment whose docs live elsewhere (a
 * sandbox serving them itself) sends its types under its own base; clients identify a problem by
 * the last path segment of its type, which every base keeps.
 */
export const PROBLEM_TYPES_BASE = ${JSON.stringify(base)};

/**
 * The problem types the spec lists (\`x-problem-types\` of its \`Problem\` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES: {
${members.join('\n')}
} = /* @__PURE__ */ problemTypes({
${rows.join('\n')}
});

/**
 * PROBLEM_TYPES from its table: by code, the status, or the status and the title when the title is
 * not the code in words (\`not-found\` → \`Not found\`). The type URI is \`problems/<code>\` under the base.
 */
function problemTypes<T>(table: Record<string, number | [number, string]>): T {
  const types: Record<string, { type: string; status: number; title: string }> = {};
  for (const [code, entry] of Object.entries(table)) {
    const [status, title = code.charAt(0).toUpperCase() + code.slice(1).replaceAll('-', ' ')] =
      typeof entry === 'number' ? [entry] : entry;
    types[code] = { type: \`\${PROBLEM_TYPES_BASE}problems/\${code}\`, status, title };
  }
  return types as T;
}

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

/** A code in words, as most titles are: \`not-found\` → \`Not found\` (the generated module's rule). */
function codeInWords(code: string): string {
  return code.charAt(0).toUpperCase() + code.slice(1).replaceAll('-', ' ');
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
