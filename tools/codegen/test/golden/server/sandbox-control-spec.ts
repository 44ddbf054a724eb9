// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Server fixture",
  version: "0.4.0",
  sha256: "1c0d9009ef2255e91c1796aeb7dc4feffdf3946695b50c05eb1ad6638ce96397",
} as const;
