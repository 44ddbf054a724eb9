export { createApiServer, type ApiServer, type ApiServerOptions } from './server.js';
export type { Principal, RequestContext, VerifyToken } from './types.js';
export type { HandlerInputs, HandlerResult, HandlerResults, Handlers } from './generated/handlers.js';
export { rawJson, type RawJson } from './raw-json.js';
export { REST_BASE_PATH, ROUTES, SHARED_SCHEMAS, SHARED_SCHEMAS_ID, type OperationId } from './generated/routes.js';
export type {
  JsonSchema,
  ResponseDefinition,
  RouteDefinition,
  RouteDeprecation,
  RouteSchemas,
} from './route-definition.js';
/** The Sandbox Control API (a sandbox's test controls): its handler interface and route table, served by `createApiServer({ control })`. */
export type {
  ControlHandlerInputs,
  ControlHandlerResult,
  ControlHandlerResults,
  ControlHandlers,
} from './generated/sandbox-control-handlers.js';
export {
  CONTROL_ROUTES,
  CONTROL_SHARED_SCHEMAS,
  CONTROL_SHARED_SCHEMAS_ID,
  type ControlOperationId,
} from './generated/sandbox-control-routes.js';
export { SANDBOX_CONTROL_SPEC } from './generated/sandbox-control-spec.js';
export { PROBLEM_TYPES, PROBLEM_TYPES_BASE } from '@dap/api-types';
export {
  PROBLEM_CATALOGUE,
  problem,
  ProblemError,
  statusProblem,
  type ProblemCode,
  type ProblemDocument,
} from './errors/problem-error.js';
export { problems, type ValidationErrors } from './errors/problems.js';
export {
  docsBaseUrl,
  problemDocumentFor,
  type DocsBase,
  type DocsBaseRequest,
  type ProblemRenderer,
} from './errors/docs-base.js';
export { OAuthTokenError, type OAuthErrorCode } from './errors/oauth-token-error.js';
export { bearerTokenOf } from './auth.js';
export { STREAM_SCOPE, type AdmitUpgrade } from './stream/upgrade.js';
export { STREAM_SUBPROTOCOL, TOKEN_PROTOCOL_PREFIX } from './stream/token-protocol.js';
export type { AdmitRequest } from './rest/mount-routes.js';
export { isStreamErrorCode, STREAM_ERROR_CODES } from './stream/error-codes.js';
export type {
  ChannelDeprecations,
  ChannelOutcome,
  StreamConnection,
  StreamHandlers,
  StreamHub,
} from './stream/types.js';
export { closeWhere } from './stream/close-where.js';
export { OPENAPI_SPEC } from './generated/spec.js';
export { REQUEST_ID, REST_LIMITS, type RestLimitName } from './generated/limits.js';
export { specMaxLength } from './bounds.js';
export { DOCUMENTED_RESPONSES, type DocumentedResponse } from './generated/responses.js';
/** The WebSocket protocol the dispatcher speaks and validates with is @dap/stream-models'. */
export { ASYNCAPI_SPEC } from '@dap/stream-models';
/** Tomorrow's API: responses and frames changed as a legal next minor version could (the evolution rules), for tests. */
export {
  EVOLVE_SEED_PATTERN,
  evolveFrame,
  evolveResponse,
  evolveValue,
  isEvolveSeed,
  preferredEvolveSeed,
} from './evolve/evolve.js';
export {
  applyMutations,
  describeMutations,
  mutationSites,
  type EvolutionMutation,
  type EvolutionSite,
  type Mutated,
} from './evolve/sites.js';
export type { Json, JsonPath } from './evolve/json.js';
export { REST_EVOLUTION, type EvolutionTable } from './generated/evolution.js';
export { STREAM_EVOLUTION } from './generated/stream-evolution.js';
export type { StreamEvolveSeed } from './stream/upgrade.js';
