// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
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

/** The values of `ErrorCode` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const ERROR_CODES = ["UNKNOWN_ACTION", "INTERNAL_SERVER_ERROR", "MALFORMED_REQUEST", "NO_EFFECT_ACTION", "UNKNOWN_CHANNEL", "UNKNOWN_CHANNEL_PARAMS_CONFIGURATION", "TOO_MANY_REQUESTS"] as const;

/** A `ErrorCode` this version lists. */
export type KnownErrorCode = (typeof ERROR_CODES)[number];

/** Whether `value` is a `ErrorCode` this version lists; on a `ErrorCode`, `false` leaves `UnknownEnumValue`. */
export function isKnownErrorCode(value: unknown): value is KnownErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
