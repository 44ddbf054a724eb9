import { PLATFORM_API, type RestApi } from '../openapi/apis.js';
import { banner } from '../common/banner.js';
import { clientMethodsModule, clientOperationsModule } from './methods.js';
import type { GeneratedFiles } from '../common/files.js';
import { readRestSpec } from '../openapi/operations.js';

/**
 * `@dap/client`: from an OpenAPI 3.1 bundle, the client class with one method per operation
 * (client.ts) and the operation table its core sends calls by (operations.ts); for the Sandbox
 * Control API the same, named for it (sandbox-control-client.ts, `SandboxControlClient`).
 */
export async function generateClient(
  bundlePath: string,
  source: string,
  api: RestApi = PLATFORM_API,
): Promise<GeneratedFiles> {
  const spec = await readRestSpec(bundlePath);
  const header = banner(source, 'client');
  return {
    [`${api.filePrefix}client.ts`]: header + '\n' + clientMethodsModule(spec, api),
    [`${api.filePrefix}operations.ts`]: header + '\n' + clientOperationsModule(spec, api),
  };
}
