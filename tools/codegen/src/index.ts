export { CONTROL_API, constName, PLATFORM_API, typeName, type RestApi, type SchemaOwner } from './openapi/apis.js';
export { banner } from './common/banner.js';
export { writeGenerated, type GeneratedFiles } from './common/files.js';
export { readStreamSpec, type StreamMessage, type StreamSpec } from './asyncapi/messages.js';
export { generateClient } from './client/generate.js';
export { clientMethodsModule, clientOperationsModule } from './client/methods.js';
export { clientOperations, type ClientOperation } from './client/operations.js';
export { nameComponentSchemas } from './api-types/named-types.js';
export { generateOpenapiTypes } from './api-types/generate.js';
export {
  readRestSpec,
  type Operation,
  type OperationParameter,
  type OperationResponse,
  type RestSpec,
} from './openapi/operations.js';
export { generateServer } from './server/generate.js';
export { restLimitsModule } from './server/rest-limits.js';
export { responseExamplesModule } from './server/response-examples.js';
export { serverHandlersModule } from './server/handlers.js';
export { problemTypes, type ProblemType } from './openapi/problem-types.js';
export { problemTypesModule } from './api-types/problem-types.js';
export { fastifyPath, OPENAPI_FORMATS, ROUTE_DEFINITION_MODULE, serverRoutesModule } from './server/routes.js';
export { sharedSchemaNames } from './openapi/shared-schemas.js';
export { SCHEMAS_ID, sharedSchemas, type RuntimeSchemas } from './server/schemas.js';
export { readSpec, specInfoModule, type SpecInfo } from './common/spec-info.js';
export { generateStreamModels } from './stream-models/generate.js';
export { streamModelsModule } from './stream-models/models.js';
export { streamConnectionModule } from './stream-models/connection.js';
export { streamMessagesModule, streamReadersModule, streamValidatorsModule } from './stream-models/validators.js';
export { tolerant } from './evolution/tolerant.js';
export {
  constantName,
  EXTENSIBLE_ENUM,
  extensibleEnumsIn,
  extensibleEnumsModule,
  isExtensibleEnum,
  UNKNOWN_ENUM_VALUE,
  type ExtensibleEnum,
} from './evolution/extensible-enums.js';
export { bundlePathOf, generateTarget, targets, type Target, type TargetPart } from './targets.js';
