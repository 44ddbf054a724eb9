// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Golden stream fixture",
  version: "1.2.3",
  sha256: "dc4adc65d5fbd9d1639fd767fc00460abeadcff7b2fc4003cf7df3ff2045a575",
} as const;
