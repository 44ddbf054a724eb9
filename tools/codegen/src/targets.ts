import { createRequire } from 'node:module';
import { generateClient } from './client.js';
import type { GeneratedFiles } from './files.js';
import { generateOpenapiTypes } from './openapi-types.js';
import { generateServer } from './server.js';
import { generateStreamModels } from './stream-models.js';

const require = createRequire(import.meta.url);

export interface Target {
  /** The bundled spec it reads, as shown in banners. */
  source: string;
  /** The package whose src/generated/ it owns, from the repository root. */
  package: string;
  generate(bundlePath: string, source: string): Promise<GeneratedFiles>;
}

/** Every generator, by the name packages use in their `generate` script. */
export const targets: Record<string, Target> = {
  'api-types': { source: 'specs/dist/openapi.json', package: 'packages/api-types', generate: generateOpenapiTypes },
  'stream-models': { source: 'specs/dist/asyncapi.json', package: 'packages/stream-models', generate: generateStreamModels },
  client: { source: 'specs/dist/openapi.json', package: 'packages/client', generate: generateClient },
  server: { source: 'specs/dist/openapi.json', package: 'packages/server', generate: generateServer },
};

/** The bundle a target reads, from @dap/specs. */
export function bundlePathOf(target: Target): string {
  return require.resolve(`@dap/specs/${target.source.split('/').pop() ?? ''}`);
}
