import { isObject } from './asyncapi-messages.js';
import type { RestSpec } from './openapi-operations.js';

/** One problem type, as the `x-problem-types` catalogue of the `Problem` schema lists it. */
export interface ProblemType {
  /** The code, the last segment of the type URI, e.g. `validation-failed`. */
  code: string;
  type: string;
  status: number;
  title: string;
  /** When it happens (the catalogue's `description`). */
  when: string;
}

const CATALOGUE = '/components/schemas/Problem/x-problem-types';

/**
 * The problem types of the API: the `x-problem-types` catalogue of `components.schemas.Problem`
 * (code → type URI, status, title, description). The spec is where they are decided; the bundle
 * carries each entry's absolute `type` (the bundle decorator writes it under `externalDocs.url`),
 * and the server's problem catalogue is built on this list.
 */
export function problemTypes(spec: RestSpec): ProblemType[] {
  const components = spec.raw['components'];
  const schemas = isObject(components) ? components['schemas'] : undefined;
  const problem = isObject(schemas) ? schemas['Problem'] : undefined;
  const catalogue = isObject(problem) ? problem['x-problem-types'] : undefined;
  if (!isObject(catalogue)) fail(spec, CATALOGUE, 'the Problem schema needs an x-problem-types catalogue (code → status, title, description, remedy)');
  const types = Object.entries(catalogue).map(([code, entry]): ProblemType => {
    const at = `${CATALOGUE}/${code}`;
    if (!isObject(entry)) fail(spec, at, 'expected an object');
    const { type, status, title, description } = entry;
    if (typeof type !== 'string' || !type.endsWith(`/problems/${code}`)) {
      const found = JSON.stringify(type ?? null);
      fail(spec, `${at}/type`, `expected the absolute type URI, ending in /problems/${code}, found ${found}: bundle the spec with specs/redocly.yaml (its decorator dap/problem-type-uris writes it)`);
    }
    if (typeof status !== 'number' || !Number.isInteger(status)) fail(spec, `${at}/status`, `expected an HTTP status, found ${JSON.stringify(status ?? null)}`);
    if (typeof title !== 'string') fail(spec, `${at}/title`, 'expected the title the server sends');
    return { code, type, status, title, when: typeof description === 'string' ? description : '' };
  });
  if (types.length === 0) fail(spec, CATALOGUE, 'the catalogue lists no problem types');
  return types;
}

function fail(spec: RestSpec, pointer: string, message: string): never {
  throw new Error(`${spec.bundlePath}#${pointer}: ${message}`);
}

/** A JSDoc line: one line of text, and no `*​/` to end the comment early. */
const docLine = (text: string) => text.replace(/\s+/g, ' ').trim().replaceAll('*/', '*\\/');

/** problem-types.ts: the problem types of the spec, by code. */
export function serverProblemsModule(spec: RestSpec): string {
  const entries = problemTypes(spec).map(
    (t) =>
      `  /** ${t.status}: ${docLine(t.when)} */\n` +
      `  ${JSON.stringify(t.code)}: { type: ${JSON.stringify(t.type)}, status: ${t.status}, title: ${JSON.stringify(t.title)} },`,
  );
  return `/**
 * The problem types the spec lists (\`x-problem-types\` of its \`Problem\` schema), by code: the type
 * URI (the docs page explaining the problem), the status and the title the server sends.
 */
export const PROBLEM_TYPES = {
${entries.join('\n')}
} as const;

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;
`;
}
