import { createRequire } from 'node:module';
import { CONTROL_API, PLATFORM_API, type RestApi, type SchemaOwner } from './openapi/apis.js';
import { generateClient } from './client/generate.js';
import type { GeneratedFiles } from './common/files.js';
import { generateOpenapiTypes } from './api-types/generate.js';
import { generateServer, generateStreamEvolution } from './server/generate.js';
import { generateStreamModels } from './stream-models/generate.js';

const require = createRequire(import.meta.url);

/** One generator run on one bundled spec. */
export interface TargetPart {
  /** The bundled spec it reads, as shown in banners. */
  source: string;
  generate(bundlePath: string, source: string): Promise<GeneratedFiles>;
}

export interface Target {
  /** The package whose src/generated/ it owns, from the repository root. */
  package: string;
  /** What it generates there, from which spec: one part per API it serves. */
  parts: TargetPart[];
}

const sourceOf = (api: RestApi) => `specs/dist/${api.bundle}`;

/** The bundle of `source` (`specs/dist/<file>`), from @dap/specs. */
export function bundlePathOf(source: string): string {
  return require.resolve(`@dap/specs/${source.split('/').pop() ?? ''}`);
}

/**
 * The same generator, once per REST API: the platform's, and the Sandbox Control API's, whose code
 * refers to the platform's for the schemas it reuses (the platform API is their owner).
 */
const perApi = (
  generate: (bundlePath: string, source: string, api: RestApi, owner?: SchemaOwner) => Promise<GeneratedFiles>,
): TargetPart[] => [
  { source: sourceOf(PLATFORM_API), generate: (bundlePath, source) => generate(bundlePath, source, PLATFORM_API) },
  {
    source: sourceOf(CONTROL_API),
    generate: (bundlePath, source) =>
      generate(bundlePath, source, CONTROL_API, {
        bundlePath: bundlePathOf(sourceOf(PLATFORM_API)),
        api: PLATFORM_API,
      }),
  },
];

/** Every generator, by the name packages use in their `generate` script. */
export const targets: Record<string, Target> = {
  'api-types': { package: 'packages/api-types', parts: perApi(generateOpenapiTypes) },
  'stream-models': {
    package: 'packages/stream-models',
    parts: [{ source: 'specs/dist/asyncapi.json', generate: generateStreamModels }],
  },
  client: { package: 'packages/client', parts: perApi(generateClient) },
  server: {
    package: 'packages/server',
    parts: [...perApi(generateServer), { source: 'specs/dist/asyncapi.json', generate: generateStreamEvolution }],
  },
};

/** Everything a target generates: each part's files, from the bundles of @dap/specs. */
export async function generateTarget(target: Target): Promise<GeneratedFiles> {
  const files: GeneratedFiles = {};
  for (const part of target.parts) {
    for (const [name, contents] of Object.entries(await part.generate(bundlePathOf(part.source), part.source))) {
      if (name in files)
        throw new Error(`${target.package}/src/generated/${name} is generated twice (from ${part.source} too)`);
      files[name] = contents;
    }
  }
  return files;
}
