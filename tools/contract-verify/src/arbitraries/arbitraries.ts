// Schema-driven arbitraries: a small converter from the JSON Schema subset the bundled OpenAPI
// document uses (2020-12) to fast-check arbitraries of VALID values, and mutations of valid values
// into INVALID ones. Held to the spec by `test/arbitraries.test.ts` (ajv 2020). The verifier and the
// contract tests' fuzz suite both build their requests with it.
//
// valid.ts makes the valid values, invalid.ts and hostile.ts the rest; types.ts holds what they trade.
import type { SpecDocument } from '../spec/document.js';
import { hostileValuesFor } from './hostile.js';
import { invalidValuesFor } from './invalid.js';
import type { Arbitraries } from './types.js';
import { validArbitraryFor } from './valid.js';

/** The converter for the schemas of one bundled document. */
export function arbitrariesFor(spec: SpecDocument): Arbitraries {
  const validArbitrary = validArbitraryFor(spec);
  return { validArbitrary, ...invalidValuesFor(spec, validArbitrary), ...hostileValuesFor(spec) };
}
