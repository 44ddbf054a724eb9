// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "8146c0078e38fe8d9eb364ca450321353104c89cb02af968b72a63bbc08699d3",
} as const;
