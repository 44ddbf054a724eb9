// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "4800fe724c30c00f6a695df605d228ed328573ba75b1af4a261d19d4e5a84fe5",
} as const;
