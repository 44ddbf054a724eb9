// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Golden fixture",
  version: "1.2.3",
  sha256: "d65e70651a0ff710e461e48d9f817a0fa8156b3ce4ed1963400fc328499ae7f6",
} as const;
