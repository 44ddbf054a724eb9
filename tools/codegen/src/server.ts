import { PLATFORM_API, type RestApi, type SchemaOwner } from './apis.js';
import { banner } from './banner.js';
import type { GeneratedFiles } from './files.js';
import { readRestSpec } from './openapi-operations.js';
import { serverHandlersModule } from './server-handlers.js';
import { serverRoutesModule } from './server-routes.js';
import { specInfoModule } from './spec-info.js';

/**
 * `@dap/server`: from an OpenAPI 3.1 bundle, the route table with every operation's JSON schemas
 * (routes.ts), the typed handler interface (handlers.ts) and the spec info (spec.ts); for the
 * Sandbox Control API the same, named for it (sandbox-control-routes.ts, `ControlHandlers`, …), its
 * route schemas referring to the `owner`'s (the platform's) for the schemas they share. The problem
 * types come from `@dap/api-types`.
 */
export async function generateServer(bundlePath: string, source: string, api: RestApi = PLATFORM_API, owner?: SchemaOwner): Promise<GeneratedFiles> {
  const spec = await readRestSpec(bundlePath);
  const header = banner(source, 'server');
  const ownerSpec = owner ? { ...(await readRestSpec(owner.bundlePath)), api: owner.api } : undefined;
  return {
    [`${api.filePrefix}routes.ts`]: header + '\n' + serverRoutesModule(spec, api, ownerSpec),
    [`${api.filePrefix}handlers.ts`]: header + '\n' + serverHandlersModule(spec, api),
    [`${api.filePrefix}spec.ts`]: header + '\n' + specInfoModule(api.specConstant, spec.info),
  };
}
