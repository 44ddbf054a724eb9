// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "dbc8a1d7698ba84fcfbd93a58f6aabec695ed3b65c70d053fc8c0886add6eab0",
} as const;
