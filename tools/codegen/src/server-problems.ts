import { isObject } from './asyncapi-messages.js';
import type { RestSpec } from './openapi-operations.js';

/** One problem type, as the `Problem` schema's description lists it. */
export interface ProblemType {
  /** The last segment of the type URI, e.g. `validation-failed`. */
  code: string;
  type: string;
  status: number;
  when: string;
}

/** A table row: `| \`https://…/problems/<code>\` | <status> | <when> |`. */
const ROW = /^\|\s*`([a-z][a-z0-9+.-]*:[^`\s]*\/([a-z0-9-]+))`\s*\|\s*(\d{3})\s*\|\s*(.*?)\s*\|\s*$/;

/**
 * The problem types of the API: the rows of the table in the description of
 * `components.schemas.Problem` (type URI, status, when). The spec is where they are decided; the
 * server's problem catalogue is built on this list, so a type added to the spec shows up here.
 */
export function problemTypes(spec: RestSpec): ProblemType[] {
  const pointer = '/components/schemas/Problem/description';
  const components = spec.raw['components'];
  const schemas = isObject(components) ? components['schemas'] : undefined;
  const problem = isObject(schemas) ? schemas['Problem'] : undefined;
  const description = isObject(problem) ? problem['description'] : undefined;
  if (typeof description !== 'string') throw new Error(`${spec.bundlePath}#${pointer}: the Problem schema needs a description listing the problem types`);
  const types: ProblemType[] = [];
  for (const line of description.split('\n')) {
    const match = ROW.exec(line.trim());
    if (!match) continue;
    const [, type = '', code = '', status = '', when = ''] = match;
    if (types.some((t) => t.code === code)) throw new Error(`${spec.bundlePath}#${pointer}: problem type ${code} is listed twice`);
    types.push({ code, type, status: Number(status), when: when.replaceAll('\\|', '|') });
  }
  if (types.length === 0) {
    throw new Error(`${spec.bundlePath}#${pointer}: no table of problem types (rows like | \`https://…/problems/not-found\` | 404 | When |)`);
  }
  return types;
}

/** problem-types.ts: the problem types of the spec, by code. */
export function serverProblemsModule(spec: RestSpec): string {
  const entries = problemTypes(spec).map(
    (t) =>
      `  /** ${t.status}: ${t.when.replaceAll('*/', '*\\/')} */\n` +
      `  ${JSON.stringify(t.code)}: { type: ${JSON.stringify(t.type)}, status: ${t.status} },`,
  );
  return `/** The problem types the spec lists (the table in the description of its \`Problem\` schema), by code. */
export const PROBLEM_TYPES = {
${entries.join('\n')}
} as const;

/** The code of a problem type the spec lists: the last segment of its type URI. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;
`;
}
