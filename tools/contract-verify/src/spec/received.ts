import { tolerant } from '@dap/codegen/tolerant';
import { asSchema, SpecDocument, type Json, type Schema } from './document.js';
import { splitByEvolutionRules, type Evolution } from './evolution.js';
import { SchemaValidator } from './validator.js';

/**
 * Validates what clients receive (responses, their headers): against the bundle exactly, and where
 * that fails, against the bundle as the evolution rules let it grow, to tell a newer deployment
 * (fields added, extensible enums' new values) from one that breaks the contract.
 */
export class ReceivedValidator {
  private readonly strict: SchemaValidator;
  private tolerant: SchemaValidator | undefined;

  constructor(private readonly spec: SpecDocument) {
    this.strict = new SchemaValidator(spec);
  }

  /** The issues of `value` against the schema at `pointer`, split into violations and what is newer. */
  validateAt(pointer: string, value: unknown): Evolution {
    const strict = this.strict.validateAt(pointer, value);
    if (strict.length === 0) return { violations: [], newer: [] };
    // Built on first need: most deployments answer exactly as the spec says.
    this.tolerant ??= new SchemaValidator(new SpecDocument(tolerantDocument(this.spec.document), this.spec.name));
    return splitByEvolutionRules(strict, this.tolerant.validateAt(pointer, value), value);
  }
}

/**
 * A copy of an OpenAPI bundle with every schema made tolerant (`@dap/codegen/tolerant`), request
 * schemas included: only what clients receive is validated with it. Only keywords go, nothing moves,
 * so every `#/…` pointer is the same as in the bundle.
 */
export function tolerantDocument(document: Schema): Schema {
  const { components, ...rest } = document;
  const copy = walk(rest) as Schema;
  if (components === undefined) return copy;
  const { schemas, ...others } = asSchema(components);
  const tolerantSchemas = Object.fromEntries(
    Object.entries(asSchema(schemas)).map(([name, schema]) => [name, tolerant(schema as Json)]),
  );
  return {
    ...copy,
    components: { ...(walk(others) as Schema), ...(schemas === undefined ? {} : { schemas: tolerantSchemas }) },
  };
}

/** A copy of an OpenAPI node with each `schema` (of a media type, header or parameter) made tolerant. */
function walk(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(walk);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'schema' ? tolerant(value as Json) : isData(key) ? value : walk(value),
    ]),
  );
}

/** Examples and extensions hold data, not schemas. */
const isData = (key: string): boolean => key === 'example' || key === 'examples' || key.startsWith('x-');
