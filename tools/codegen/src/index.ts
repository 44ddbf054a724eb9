export { banner } from './banner.js';
export { writeGenerated, type GeneratedFiles } from './files.js';
export { generateOpenapiTypes } from './openapi-types.js';
export { readSpec, specInfoModule, type SpecInfo } from './spec-info.js';
export { bundlePathOf, targets, type Target } from './targets.js';
