export type * from './generated/openapi.js';
export { OPENAPI_SPEC } from './generated/spec.js';
