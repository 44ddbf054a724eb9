import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { explainAlternatives } from './alternatives.js';
import { createAjv } from './ajv.js';

/**
 * Fastify's validator compiler: bodies are JSON and are taken as sent (no type coercion: `"5"` is
 * not an integer); path, query and header values are text, so they are coerced to the schema's
 * types (`limit=50` → 50; a repeated query parameter is an array and fails a scalar schema).
 */
export function createValidatorCompiler(sharedSchemas: readonly object[]): FastifySchemaCompiler<unknown> {
  const bodies = createAjv({ coerceTypes: false }, sharedSchemas);
  const parameters = createAjv({ coerceTypes: 'array' }, sharedSchemas);
  return ({ schema, httpPart }) =>
    httpPart === 'body'
      ? explainingAlternatives(
          bodies.compile(schema as object) as Validator,
          (errors, data) => explainAlternatives(bodies, sharedSchemas, errors as never, data) as never,
        )
      : decimalNumbersOnly(schema as JsonObject, parameters.compile(schema as object) as Validator);
}

type JsonObject = Record<string, unknown>;

/** A body's failures with each failed union of complete branches explained by the branch meant (alternatives.ts). */
function explainingAlternatives(
  validate: Validator,
  explain: (errors: FastifySchemaValidationError[], data: unknown) => FastifySchemaValidationError[],
): Validator {
  const checked: Validator = (data) => {
    const valid = validate(data);
    checked.errors = valid ? null : explain(validate.errors ?? [], data);
    return valid;
  };
  return checked;
}
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
  const properties =
    typeof schema['properties'] === 'object' && schema['properties'] !== null
      ? (schema['properties'] as Record<string, JsonObject>)
      : {};
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
          checked.errors = [
            {
              instancePath: `/${name}`,
              schemaPath: `#/properties/${name}/type`,
              keyword: 'type',
              params: { type },
              message: `must be ${type === 'integer' ? 'an integer' : 'a number'} in decimal digits`,
            },
          ];
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
