// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "6ba1aafd70936b4bc0c35f0c78e9ef8d775553b4520b791ceb377ed9f834e372",
} as const;
