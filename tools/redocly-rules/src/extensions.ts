/**
 * The names of the house extensions of both specs, for every tool that reads them (the lint rules
 * and decorators here, codegen, the breaking-change gate): one owner for each name.
 */

/** On an enum: `true` when new values may appear in responses without a major version. */
export const EXTENSIBLE_ENUM = 'x-extensible-enum';
/** On the OpenAPI `Problem` schema: the catalogue of problem types, by code. */
export const PROBLEM_TYPES = 'x-problem-types';
/** At the OpenAPI root (a request's) and on the AsyncAPI connection channel (a connection's): the limits a client can hit. */
export const LIMITS = 'x-limits';
/** On the AsyncAPI connection channel: the close codes the server sends. */
export const CLOSE_CODES = 'x-close-codes';
