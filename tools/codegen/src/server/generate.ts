import { PLATFORM_API, type RestApi, type SchemaOwner } from '../openapi/apis.js';
import { banner } from '../common/banner.js';
import type { GeneratedFiles } from '../common/files.js';
import { readRestSpec } from '../openapi/operations.js';
import { restEvolutionModule, streamEvolutionModule } from './evolution.js';
import { responseExamplesModule } from './response-examples.js';
import { restLimitsModule } from './rest-limits.js';
import { serverHandlersModule } from './handlers.js';
import { serverRoutesModule } from './routes.js';
import { specInfoModule } from '../common/spec-info.js';

/**
 * `@dap/server`: from an OpenAPI 3.1 bundle, the route table with every operation's JSON schemas
 * (routes.ts), the typed handler interface (handlers.ts), the request limits (limits.ts), the
 * documented answers with their examples (responses.ts) and the spec info (spec.ts); for the Sandbox Control API the same but the limits, named for it
 * (sandbox-control-routes.ts, `ControlHandlers`, …), its route schemas referring to the `owner`'s
 * (the platform's) for the schemas they share. The problem types come from `@dap/api-types`.
 */
export async function generateServer(
  bundlePath: string,
  source: string,
  api: RestApi = PLATFORM_API,
  owner?: SchemaOwner,
): Promise<GeneratedFiles> {
  const spec = await readRestSpec(bundlePath);
  const header = banner(source, 'server');
  const ownerSpec = owner ? { ...(await readRestSpec(owner.bundlePath)), api: owner.api } : undefined;
  return {
    [`${api.filePrefix}routes.ts`]: header + '\n' + serverRoutesModule(spec, api, ownerSpec),
    [`${api.filePrefix}handlers.ts`]: header + '\n' + serverHandlersModule(spec, api),
    // The request limits (root `x-limits`) are the server's, stated by the platform API: an API that
    // reuses its schemas (the Sandbox Control API, served by the same server) is held to them too.
    ...(owner === undefined ? { 'limits.ts': header + '\n' + restLimitsModule(spec) } : {}),
    // What a test may ask of the platform's operations with `Prefer: code=NNN` (the sandbox honours it).
    ...(owner === undefined ? { 'responses.ts': header + '\n' + responseExamplesModule(spec) } : {}),
    // What a legal next minor version may change in the platform's responses (the sandbox's `Prefer: evolve=`).
    ...(owner === undefined ? { 'evolution.ts': header + '\n' + restEvolutionModule(spec) } : {}),
    [`${api.filePrefix}spec.ts`]: header + '\n' + specInfoModule(api.specConstant, spec.info),
  };
}

/** `@dap/server`'s stream-evolution.ts: what a legal next minor version may change in the frames of the AsyncAPI document. */
export async function generateStreamEvolution(bundlePath: string, source: string): Promise<GeneratedFiles> {
  return { 'stream-evolution.ts': banner(source, 'server') + '\n' + (await streamEvolutionModule(bundlePath)) };
}
