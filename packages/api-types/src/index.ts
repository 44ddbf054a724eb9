export type * from './generated/openapi.js';
export * from './generated/enums.js';
export { OPENAPI_SPEC } from './generated/spec.js';
