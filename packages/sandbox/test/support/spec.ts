import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

const require = createRequire(import.meta.url);

/** The bundled OpenAPI document (`@dap/specs/openapi.json`). */
export const openapi = JSON.parse(readFileSync(require.resolve('@dap/specs/openapi.json'), 'utf8')) as Record<
  string,
  unknown
>;

// OpenAPI 3.1 schemas are JSON Schema 2020-12; formats (uuid, date-time, …) are checked.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
// ajv-formats is CommonJS: under NodeNext the default import is `module.exports`, whose `default` is the plugin.
ajvFormats.default(ajv);
ajv.addSchema(openapi, 'openapi.json');

/** Problems of `value` against `#/components/schemas/<name>`, as "path message" lines; empty when valid. */
export function schemaProblems(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name}`);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`);
}
