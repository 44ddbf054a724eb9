// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Digital-Asset Platform Streaming API",
  version: "2.0.0",
  sha256: "166ecffcf74e497ad1e3afbe49561e10a92d1c1a1376ca03419d65e8409b4334",
} as const;
