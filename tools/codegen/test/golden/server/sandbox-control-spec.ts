// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "78541ed9f3d447fdfd067610bf56e97e8cbc19daece1a64aab9de48f64fd8bbf",
} as const;
