// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Golden stream fixture",
  version: "1.2.3",
  sha256: "95cc3bb1f55348a38aee60c9fc865e1357ec0ca1bbc03b8ae49e3556694d4a88",
} as const;
