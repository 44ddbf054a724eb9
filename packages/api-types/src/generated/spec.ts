// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const OPENAPI_SPEC = {
  title: "Digital-Asset Platform API",
  version: "2.0.0",
  sha256: "03628ba8ddf462fa417e5e5606ad4afa2ee97ad69b37a9060ea56a9beeb43b67",
} as const;
