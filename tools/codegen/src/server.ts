import { banner } from './banner.js';
import type { GeneratedFiles } from './files.js';
import { readRestSpec } from './openapi-operations.js';
import { restLimitsModule } from './rest-limits.js';
import { serverHandlersModule } from './server-handlers.js';
import { serverRoutesModule } from './server-routes.js';
import { specInfoModule } from './spec-info.js';

/**
 * `@dap/server`: from an OpenAPI 3.1 bundle, the route table with every operation's JSON schemas
 * (routes.ts), the typed handler interface (handlers.ts), the request limits (limits.ts) and the
 * spec info (spec.ts); the problem types come from `@dap/api-types`.
 */
export async function generateServer(bundlePath: string, source: string): Promise<GeneratedFiles> {
  const spec = await readRestSpec(bundlePath);
  const header = banner(source, 'server');
  return {
    'routes.ts': header + '\n' + serverRoutesModule(spec),
    'handlers.ts': header + '\n' + serverHandlersModule(spec),
    'limits.ts': header + '\n' + restLimitsModule(spec),
    'spec.ts': header + '\n' + specInfoModule('OPENAPI_SPEC', spec.info),
  };
}
