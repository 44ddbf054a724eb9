// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Golden stream fixture",
  version: "1.2.3",
  sha256: "716e9f18cdb788c50881e1463e880a504b470c36c6fc555963484a3bbd7893de",
} as const;
