// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "067ed5554ea63b487740ba3d890889e90d504a691288d7f6d4605fbded4f6303",
} as const;
