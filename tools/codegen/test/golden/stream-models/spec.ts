// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Golden stream fixture",
  version: "1.2.3",
  sha256: "45ddf611e49257df57498c52a4026e1128197918d9b6c34e07c6246b442b5df4",
} as const;
