// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "ed72e9906279cd5c545177555ee123639ad1b092791840fdbbc5e1251e4cf135",
} as const;
