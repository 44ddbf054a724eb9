// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

declare const unknownEnumValue: unique symbol;

/**
 * A value of an extensible enum (`x-extensible-enum: true` in the spec) that this version does not
 * list: the platform adds values to such enums without a major version. Each extensible enum's type
 * is its known values plus this case, so a `switch` over the known values leaves it, and an
 * exhaustiveness check (`const unreachable: never = value`) does not compile until the switch has a
 * default branch. At run time it is the string the server sent; code of your own cannot make one
 * without a cast.
 */
export type UnknownEnumValue = string & { readonly [unknownEnumValue]: true };

/** The values of `FailureCode` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const FAILURE_CODES = ["BAD", "WORSE"] as const;

/** A `FailureCode` this version lists. */
export type KnownFailureCode = (typeof FAILURE_CODES)[number];

/** Whether `value` is a `FailureCode` this version lists; on a `FailureCode`, `false` leaves `UnknownEnumValue`. */
export function isKnownFailureCode(value: unknown): value is KnownFailureCode {
  return (FAILURE_CODES as readonly unknown[]).includes(value);
}
