import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

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
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  });
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
