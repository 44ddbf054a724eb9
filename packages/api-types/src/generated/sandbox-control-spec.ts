// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "37b667ce4dd95f0db156e4e781ce5aeabe634ded5651387e922e1ec3ab918a32",
} as const;
