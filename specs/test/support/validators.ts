import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { BundleFile, Json, JsonObject } from './bundles.js';

// ajv-formats is CommonJS: under NodeNext the default import is `module.exports`, whose `default`
// is the plugin.
const addFormats = ajvFormats.default;

const SCHEMA_HOLDERS = ['paths', 'channels', 'components'];
const ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs', 'x-parser-schema-id'];

/**
 * Validates values against schemas found anywhere in a bundled spec, addressed by JSON pointer:
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, AsyncAPI 3.0 schemas are the draft-07-based AsyncAPI
 * Schema. Both keep ajv strict, with the spec's own annotation keywords declared.
 */
export class SpecSchemas {
  private readonly ajv: Ajv;

  constructor(
    private readonly id: BundleFile,
    doc: JsonObject,
  ) {
    // strictRequired is off: "exactly one of amount or total" is `oneOf` branches that only name
    // `required` properties declared beside the `oneOf`, which is valid JSON Schema.
    const options = { strict: true, strictRequired: false, allErrors: true, validateFormats: true } as const;
    this.ajv = id === 'asyncapi.json' ? new Ajv(options) : new Ajv2020(options);
    addFormats(this.ajv);
    // Only the parts of the document that hold schemas, at their usual pointers. ajv compiles the
    // root when it resolves a pointer into it, so those top-level fields are declared as keywords,
    // along with the annotation keywords of the spec's schema dialect.
    const container = Object.fromEntries(Object.entries(doc).filter(([key]) => SCHEMA_HOLDERS.includes(key)));
    this.ajv.addVocabulary([...ANNOTATIONS, ...extensionKeywords(container), ...Object.keys(container)]);
    this.ajv.addSchema(container, id);
  }

  validator(schemaPointer: string): ValidateFunction {
    const validate = this.ajv.getSchema(`${this.id}#${schemaPointer}`);
    if (!validate) throw new Error(`No schema at ${this.id}#${schemaPointer}`);
    return validate;
  }

  /** Problems of `value` against the schema at the pointer, as "instance path: message" lines. */
  problems(schemaPointer: string, value: Json | undefined): string[] {
    const validate = this.validator(schemaPointer);
    return validate(value) ? [] : (validate.errors ?? []).map(describe);
  }
}

/** The specification extensions (`x-…`, such as the Problem schema's `x-problem-types`) used in `value`: annotations to ajv. */
function extensionKeywords(value: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) extensionKeywords(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('x-') && !ANNOTATIONS.includes(key)) found.add(key);
      extensionKeywords(item, found);
    }
  }
  return found;
}

const describe = (error: ErrorObject) =>
  `${error.instancePath || '(root)'} ${error.message ?? error.keyword}${
    error.keyword === 'additionalProperties' ? ` (${String(error.params['additionalProperty'])})` : ''
  }`;
