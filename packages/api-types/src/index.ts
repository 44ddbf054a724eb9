export type * from './generated/openapi.js';
export * from './generated/enums.js';
export { OPENAPI_SPEC } from './generated/spec.js';
export {
  PROBLEM_TYPES,
  PROBLEM_TYPES_BASE,
  type ProblemCode,
  type ProblemExtras,
  type ProblemMeta,
} from './generated/problem-types.js';
