// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The values of `GadgetMode` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const GADGET_MODES = ["ON", "OFF"] as const;

/** A `GadgetMode` this version lists. */
export type KnownGadgetMode = (typeof GADGET_MODES)[number];

/** Whether `value` is a `GadgetMode` this version lists; on a `GadgetMode`, `false` leaves `UnknownEnumValue`. */
export function isKnownGadgetMode(value: unknown): value is KnownGadgetMode {
  return (GADGET_MODES as readonly unknown[]).includes(value);
}
