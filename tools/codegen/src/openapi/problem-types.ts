import { PROBLEM_TYPES as PROBLEM_TYPES_KEY } from '@dap/redocly-rules/extensions';
import { isObject, type JsonObject } from '../common/json.js';

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
  if (!isObject(catalogue))
    fail(
      CATALOGUE,
      'the Problem schema needs an x-problem-types catalogue (code → status, title, description, remedy)',
    );
  const types = Object.entries(catalogue).map(([code, entry]): ProblemType => {
    const at = `${CATALOGUE}/${code}`;
    if (!isObject(entry)) fail(at, 'expected an object');
    const { type, status, title, description, schema } = entry;
    if (typeof type !== 'string' || !type.endsWith(`/problems/${code}`)) {
      const found = JSON.stringify(type ?? null);
      fail(
        `${at}/type`,
        `expected the absolute type URI, ending in /problems/${code}, found ${found}: bundle the spec with specs/redocly.yaml (its decorator dap/problem-type-uris writes it)`,
      );
    }
    if (typeof status !== 'number' || !Number.isInteger(status))
      fail(`${at}/status`, `expected an HTTP status, found ${JSON.stringify(status ?? null)}`);
    if (typeof title !== 'string') fail(`${at}/title`, 'expected the title the server sends');
    if (schema !== undefined && (typeof schema !== 'string' || !(isObject(schemas) && isObject(schemas[schema])))) {
      fail(`${at}/schema`, `expected the name of a component schema, found ${JSON.stringify(schema)}`);
    }
    return {
      code,
      type: type as string,
      status: status as number,
      title: title as string,
      when: typeof description === 'string' ? description : '',
      schema: schema as string | undefined,
    };
  });
  if (types.length === 0) fail(CATALOGUE, 'the catalogue lists no problem types');
  return types;
}
