// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "0cddbcd2b09a20df5104378232ad113d391093a0a2e3daea8cc86e8ddc3eff29",
} as const;
