// Generated from test/fixtures/control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const SANDBOX_CONTROL_SPEC = {
  title: "Golden fixture",
  version: "1.2.3",
  sha256: "71d91f2641947fd48a06a71b22d71d80302a24bfa44879b4f59eb058cf9cdf7b",
} as const;
