/**
 * The evolution rules' side of a schema, for what clients receive: a later minor version may add
 * fields (even where a record says `additionalProperties: false`) and values of enums marked
 * `x-extensible-enum: true`. The stream readers (readers.ts of @dap/stream-models) are compiled from
 * these copies, and `pnpm contract:verify` validates responses and frames with them, so both accept
 * exactly the same changes. Its own module, free of the generators' dependencies, for that import
 * (`@dap/codegen/tolerant`).
 */
import { isExtensibleEnum } from './extensible-enums.js';
import { isObject, type Json, type JsonObject } from '../common/json.js';

/** Keywords whose value is a schema (draft-07, and 2020-12 for OpenAPI 3.1). */
const SCHEMA_KEYWORDS = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
  'dependentSchemas',
]);

/** A copy of a received schema that tolerates what may be added without a major version. */
export function tolerant(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    // Unknown fields are kept: the record's closing keyword goes (2020-12 closes records with either).
    if ((keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') && value === false) continue;
    if (keyword === 'enum' && isExtensibleEnum(schema)) continue; // unknown values of an extensible enum are kept
    if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) copy[keyword] = value.map(tolerant);
    else if (SCHEMA_KEYWORDS.has(keyword)) copy[keyword] = tolerant(value);
    else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value))
      copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, tolerant(item)]));
    else copy[keyword] = value;
  }
  if (isExtensibleEnum(schema) && copy['type'] === undefined) copy['type'] = 'string';
  return copy;
}
