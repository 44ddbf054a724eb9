// What the parts of the converter trade: its face (`Arbitraries`), the hints valid values take and
// the invalid bodies the invalid and hostile parts both make.
import type fc from 'fast-check';
import type { Json, Schema } from '../spec/document.js';

/** Arbitraries used instead of the schema's own for properties of this name (realistic anchors). */
export type Hints = Readonly<Record<string, fc.Arbitrary<Json>>>;

/** An invalid request body: the text sent, its content type, and which rule it breaks. */
export interface InvalidBody {
  kind: string;
  text: string;
  contentType: string;
  /** The parsed value when the text is JSON (checked to be invalid against the schema). */
  value?: Json;
}

export interface Arbitraries {
  /** An arbitrary of values valid against `schema`; `hints` replace the arbitraries of named properties. */
  validArbitrary(schema: Schema, hints?: Hints): fc.Arbitrary<Json>;
  /**
   * Invalid bodies derived from a valid object value of `schema`: a required field dropped, a field of
   * the wrong JSON type, a number where a decimal string belongs, an unknown field where
   * `additionalProperties` is false, a too-long or too-many metadata entries, an unknown enum value, a
   * pattern broken, both/neither branch of a `oneOf`, a body that is not an object, malformed JSON, a
   * wrong content type and a body over the size limit.
   */
  invalidBodyArbitrary(schema: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody>;
  /** Query or path parameter values that break the parameter's schema (wrong format, range, enum or pattern). */
  invalidParameterValues(schema: Schema): string[];
  /**
   * Hostile bodies derived from a valid object value of `schema`: one field anywhere in it (nested
   * objects, metadata keys and values included) replaced by a hostile string (NUL, a lone surrogate,
   * one character over its `maxLength`, 60,000 characters) or a huge number (`1e400`, 400 digits).
   * Some are valid (a NUL in a memo): a server must answer every one without a 5xx, and change
   * nothing when it refuses one. `value` is left out where the text holds a number JSON.parse
   * cannot keep.
   */
  hostileBodyArbitrary(schema: Schema, valid: fc.Arbitrary<Json>): fc.Arbitrary<InvalidBody>;
  /** Hostile text for a query or path parameter (or a form field): the strings and numbers above, within what fits in a URL. */
  hostileParameterValues(schema: Schema): string[];
}
