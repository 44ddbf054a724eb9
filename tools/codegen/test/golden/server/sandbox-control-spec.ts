// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "d402d37ed2bb1d031755ec3854e6ad8e38f417dfe2b548da1e74c567acb3ff5a",
} as const;
