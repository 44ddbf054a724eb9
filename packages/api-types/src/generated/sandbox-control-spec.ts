// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "92810d75a98f3960e15a1553ca965f4c906197da2dcc8c7476f547997a0026c6",
} as const;
