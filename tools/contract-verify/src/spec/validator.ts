import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { escapePointer, type SpecDocument } from './document.js';

/** One reason a value does not match its schema. */
export interface SchemaIssue {
  /** JSON pointer into the value (`''` is the whole value; a missing or extra property is pointed at). */
  pointer: string;
  /** The JSON Schema keyword that failed (`type`, `required`, `enum`, …). */
  keyword: string;
  message: string;
  /** Where the failing keyword is written in the bundle, e.g. `#/components/schemas/Execution/required`. */
  schema: string;
}

const BASE_ID = 'https://dap.example/contract/';

/**
 * ajv 2020 + ajv-formats over a whole bundled document, so any `#/…` schema in it validates with its
 * `$ref`s. `verbose` makes ajv hand back the schema object of each failing keyword, whose place in
 * the bundle names the component (`#/components/schemas/X/…`) rather than a path relative to a `$ref`.
 */
export class SchemaValidator {
  private readonly ajv: Ajv2020;
  private readonly id: string;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly spec: SpecDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
    const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
    addFormats(this.ajv);
    // OpenAPI's `password` format is an annotation for tools, not a constraint.
    this.ajv.addFormat('password', true);
    this.id = `${BASE_ID}${encodeURIComponent(spec.name)}`;
    this.ajv.addSchema({ ...spec.document, $id: this.id });
  }

  /** Validates `value` against the schema at `pointer` (a `#/…` pointer into the bundle). */
  validateAt(pointer: string, value: unknown): SchemaIssue[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`${this.id}${pointer}`);
      if (!validate) throw new Error(`${this.spec.name}: no schema at ${pointer}`);
      this.compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    return issuesOf(
      validate.errors ?? [],
      (error) => {
        const at = this.spec.pointerOf(error.parentSchema);
        return at === undefined ? undefined : `${at}/${escapePointer(error.keyword)}`;
      },
      pointer,
    );
  }
}

/**
 * ajv's errors as issues, once each, pointing at a missing or extra property itself; `locate` says
 * where the failing keyword is written in the bundle (`fallback` and ajv's schema path when it cannot).
 */
export function issuesOf(
  errors: readonly ErrorObject[],
  locate: (error: ErrorObject) => string | undefined,
  fallback: string,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const error of errors) {
    // `if` only says that `then` or `else` failed; their own errors follow.
    if (error.keyword === 'if') continue;
    const params = error.params as Record<string, unknown>;
    const schema = locate(error) ?? `${fallback} ${error.schemaPath}`;
    let pointer = error.instancePath;
    let message = error.message ?? `fails ${error.keyword}`;
    if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
      pointer += `/${escapePointer(params.missingProperty)}`;
      message = 'is required';
    } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      pointer += `/${escapePointer(params.additionalProperty)}`;
      message = 'is not allowed here';
    } else if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    issues.push({ pointer, keyword: error.keyword, message, schema });
  }
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = JSON.stringify(issue);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
