// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "d90df2c24afccb6618b20ad0ce59f7b41ef897bbfaac000ebb41ca66e98056f5",
} as const;
