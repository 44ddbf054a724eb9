export { banner } from './banner.js';
export { writeGenerated, type GeneratedFiles } from './files.js';
export { readStreamSpec, type StreamMessage, type StreamSpec } from './asyncapi-messages.js';
export { generateOpenapiTypes } from './openapi-types.js';
export { readSpec, specInfoModule, type SpecInfo } from './spec-info.js';
export { generateStreamModels, streamModelsModule } from './stream-models.js';
export { streamMessagesModule, streamValidatorsModule } from './stream-validators.js';
export { bundlePathOf, targets, type Target } from './targets.js';
