// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ASYNCAPI_SPEC = {
  title: "Digital-Asset Platform Streaming API",
  version: "2.0.0",
  sha256: "3b6db7ae5998ce304de79e3a57a14bcf1e708ef446f591313dbd5d65b0603448",
} as const;
