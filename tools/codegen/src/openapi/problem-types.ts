import { PROBLEM_TYPES as PROBLEM_TYPES_KEY } from '@dap/redocly-rules/extensions';
import { isObject, type JsonObject } from '../common/json.js';
import { docLine } from '../common/doc-comment.js';

/** One problem type, as the `x-problem-types` catalogue of the `Problem` schema lists it. */
export interface ProblemType {
  /** The code, the last segment of the type URI, e.g. `validation-failed`. */
  code: string;
  type: string;
  status: number;
  title: string;
  /** When it happens (the catalogue's `description`). */
  when: string;
  /** The component schema of the problem, when its `meta` has fields of its own. */
  schema: string | undefined;
}

const CATALOGUE = '/components/schemas/Problem/x-problem-types';

/**
 * The problem types of the API: the `x-problem-types` catalogue of `components.schemas.Problem`
 * (code → type URI, status, title, description). The spec is where they are decided; the bundle
 * carries each entry's absolute `type` (the bundle decorator writes it under `externalDocs.url`),
 * and the clients' and the server's problem catalogue is built on this list.
 */
export function problemTypes(document: JsonObject, bundlePath: string): ProblemType[] {
  const fail: (pointer: string, message: string) => never = (pointer, message) => {
    throw new Error(`${bundlePath}#${pointer}: ${message}`);
  };
  const components = document['components'];
  const schemas = isObject(components) ? components['schemas'] : undefined;
  const problem = isObject(schemas) ? schemas['Problem'] : undefined;
  const catalogue = isObject(problem) ? problem[PROBLEM_TYPES_KEY] : undefined;
  if (!isObject(catalogue)) fail(CATALOGUE, 'the Problem schema needs an x-problem-types catalogue (code → status, title, description, remedy)');
  const types = Object.entries(catalogue).map(([code, entry]): ProblemType => {
    const at = `${CATALOGUE}/${code}`;
    if (!isObject(entry)) fail(at, 'expected an object');
    const { type, status, title, description, schema } = entry;
    if (typeof type !== 'string' || !type.endsWith(`/problems/${code}`)) {
      const found = JSON.stringify(type ?? null);
      fail(`${at}/type`, `expected the absolute type URI, ending in /problems/${code}, found ${found}: bundle the spec with specs/redocly.yaml (its decorator dap/problem-type-uris writes it)`);
    }
    if (typeof status !== 'number' || !Number.isInteger(status)) fail(`${at}/status`, `expected an HTTP status, found ${JSON.stringify(status ?? null)}`);
    if (typeof title !== 'string') fail(`${at}/title`, 'expected the title the server sends');
    if (schema !== undefined && (typeof schema !== 'string' || !(isObject(schemas) && isObject(schemas[schema])))) {
      fail(`${at}/schema`, `expected the name of a component schema, found ${JSON.stringify(schema)}`);
    }
    return { code, type: type as string, status: status as number, title: title as string, when: typeof description === 'string' ? description : '', schema: schema as string | undefined };
  });
  if (types.length === 0) fail(CATALOGUE, 'the catalogue lists no problem types');
  return types;
}

/**
 * problem-types.ts of `@dap/api-types`: the problem types of the spec by code, and the `meta` each
 * carries (from its problem schema, else any extras), for the server that sends them and the clients
 * that branch on them.
 */
export function problemTypesModule(document: JsonObject, bundlePath: string): string {
  const types = problemTypes(document, bundlePath);
  const entries = types.map(
    (t) =>
      `  /** ${t.status}: ${docLine(t.when)} */\n` +
      `  ${JSON.stringify(t.code)}: { type: ${JSON.stringify(t.type)}, status: ${t.status}, title: ${JSON.stringify(t.title)} },`,
  );
  const schemas = [...new Set(types.flatMap((t) => (t.schema ? [t.schema] : [])))].sort();
  const metas = types.map((t) => `  ${JSON.stringify(t.code)}: ${t.schema ? `NonNullable<${t.schema}['meta']>` : 'ProblemExtras'};`);
  return `${schemas.length > 0 ? `import type { ${schemas.join(', ')} } from './openapi.js';\n\n` : ''}/**
 * The problem types the spec lists (\`x-problem-types\` of its \`Problem\` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES = {
${entries.join('\n')}
} as const;

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
