// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Digital-Asset Platform Sandbox Control API",
  version: "2.0.0",
  sha256: "6c53ccb662fe898bccc8f4c7721c04e9f40325a685d1e6501f4ea87b8c4b2bfb",
} as const;
