import { readRestLimits } from '@dap/redocly-rules/rest-limits';
import { memberDoc } from '../common/doc-comment.js';
import { isObject } from '../common/json.js';
import type { RestSpec } from '../openapi/operations.js';

/**
 * The limits a REST client can hit, as constants: the request limits (root `x-limits`, read by the
 * same code that renders them into the docs) and the shape of a request id the server echoes (the
 * schema of the `RequestId` response header).
 */
export function restLimitsModule(spec: RestSpec): string {
  const read = readRestLimits(spec.raw);
  if (!read.ok)
    throw new Error(
      read.problems.map((problem) => `${spec.bundlePath}#${problem.pointer}: ${problem.message}`).join('\n'),
    );
  const requestId = requestIdSchemaOf(spec);
  return `/** The limits of a request and of a client's request rate (\`x-limits\`), which the server enforces. */
export const REST_LIMITS = {
${read.value.map((limit) => `${memberDoc(`${limit.description} (${limit.unit})`)}  ${limit.name}: ${limit.value},`).join('\n')}
} as const;

/** The name of a request limit. */
export type RestLimitName = keyof typeof REST_LIMITS;

/**
 * The request ids the server echoes from a client's \`X-Request-Id\` (the schema of the
 * \`RequestId\` response header); any other gets a server-made UUID.
 */
export const REQUEST_ID = {
  pattern: new RegExp(${JSON.stringify(requestId.pattern)}),
  minLength: ${requestId.minLength},
  maxLength: ${requestId.maxLength},
} as const;
`;
}

function requestIdSchemaOf(spec: RestSpec): { pattern: string; minLength: number; maxLength: number } {
  const at = `${spec.bundlePath}#/components/headers/RequestId/schema`;
  const components = isObject(spec.raw['components']) ? spec.raw['components'] : {};
  const headers = isObject(components['headers']) ? components['headers'] : {};
  const header = headers['RequestId'];
  const schema = isObject(header) ? header['schema'] : undefined;
  if (!isObject(schema))
    throw new Error(
      `${at}: the document must describe the X-Request-Id response header as the component header \`RequestId\` with a schema`,
    );
  const { pattern, minLength, maxLength } = schema;
  if (
    typeof pattern !== 'string' ||
    !pattern.startsWith('^') ||
    !pattern.endsWith('$') ||
    !Number.isSafeInteger(minLength) ||
    !Number.isSafeInteger(maxLength)
  ) {
    throw new Error(
      `${at}: a request id's schema needs an anchored \`pattern\` (^…$), \`minLength\` and \`maxLength\`, so the server can tell which ids it may echo`,
    );
  }
  return { pattern, minLength: minLength as number, maxLength: maxLength as number };
}
