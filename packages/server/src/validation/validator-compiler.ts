import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

// ajv-formats is CommonJS: the default import is its module object, whose `default` is the plugin.
const addFormats = ajvFormats.default;

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, so requests are checked by ajv's 2020 dialect (not
 * Fastify's draft-07 default): `oneOf`, `propertyNames` and `$defs` keep their meaning.
 * - strict: a keyword or format ajv does not know fails at start-up, not silently at run time
 *   (strictTypes and strictRequired are off: the spec's `oneOf` branches name `required` properties
 *   without repeating `type: object`, which is valid 2020-12);
 * - allErrors and verbose: every failure is reported, and a `oneOf` failure carries its branches, so
 *   it can be explained in the spec's terms (see validation-errors.ts);
 * - useDefaults: handlers get the spec's defaults (`limit` 100, `order` DESC, …);
 * - removeAdditional off: unknown body fields are rejected, never silently dropped.
 */
const COMMON: Options = {
  strict: true,
  strictTypes: false,
  strictRequired: false,
  allErrors: true,
  verbose: true,
  useDefaults: true,
  removeAdditional: false,
};

/** OpenAPI's own formats, which ajv-formats does not define (the generator checks the spec with the same list). */
export function addOpenapiFormats(ajv: Ajv2020): Ajv2020 {
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  return ajv;
}

/** An ajv for one kind of request part, with the component schemas of each API served (`SHARED_SCHEMAS`, …) registered once. */
export function createAjv(options: Options, sharedSchemas: readonly object[]): Ajv2020 {
  const ajv = new Ajv2020({ ...COMMON, ...options });
  addFormats(ajv);
  addOpenapiFormats(ajv);
  for (const schemas of sharedSchemas) ajv.addSchema(schemas);
  return ajv;
}

/**
 * Fastify's validator compiler: bodies are JSON and are taken as sent (no type coercion: `"5"` is
 * not an integer); path, query and header values are text, so they are coerced to the schema's
 * types (`limit=50` → 50; a repeated query parameter is an array and fails a scalar schema).
 */
export function createValidatorCompiler(sharedSchemas: readonly object[]): FastifySchemaCompiler<unknown> {
  const bodies = createAjv({ coerceTypes: false }, sharedSchemas);
  const parameters = createAjv({ coerceTypes: 'array' }, sharedSchemas);
  return ({ schema, httpPart }) =>
    httpPart === 'body' ? bodies.compile(schema as object) : decimalNumbersOnly(schema as JsonObject, parameters.compile(schema as object) as Validator);
}

type JsonObject = Record<string, unknown>;
type Validator = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

const TEXT_OF: Record<string, RegExp> = {
  integer: /^-?[0-9]+$/,
  number: /^-?[0-9]+(\.[0-9]+)?$/,
};

/**
 * ajv coerces parameter text with Number(), which also reads `0x10`, `1e2`, `+5` and ` 5`. A number
 * in a URL is written in decimal digits; anything else is refused before coercion, at its pointer.
 */
function decimalNumbersOnly(schema: JsonObject, validate: Validator): Validator {
  const properties = typeof schema['properties'] === 'object' && schema['properties'] !== null ? (schema['properties'] as Record<string, JsonObject>) : {};
  const numeric = Object.entries(properties).flatMap(([name, property]) => {
    const pattern = typeof property['type'] === 'string' ? TEXT_OF[property['type']] : undefined;
    return pattern ? [[name, pattern, property['type']] as const] : [];
  });
  if (numeric.length === 0) return validate;
  const checked: Validator = (data) => {
    if (typeof data === 'object' && data !== null) {
      for (const [name, pattern, type] of numeric) {
        const value = (data as JsonObject)[name];
        if (typeof value === 'string' && !pattern.test(value)) {
          checked.errors = [{ instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, keyword: 'type', params: { type }, message: `must be ${type === 'integer' ? 'an integer' : 'a number'} in decimal digits` }];
          return false;
        }
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors ?? null;
    return valid;
  };
  return checked;
}
