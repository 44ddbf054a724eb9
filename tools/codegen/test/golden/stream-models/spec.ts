// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Golden stream fixture",
  version: "1.2.3",
  sha256: "a4ce80ae5aaa50d4121f6ab7888fdbf76ba6a0345637caa7cfec81283a8b6d4e",
} as const;
