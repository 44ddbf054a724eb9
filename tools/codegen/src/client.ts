import { banner } from './banner.js';
import { clientMethodsModule, clientOperationsModule } from './client-methods.js';
import type { GeneratedFiles } from './files.js';
import { readRestSpec } from './openapi-operations.js';

/**
 * `@dap/client`: from an OpenAPI 3.1 bundle, the `DapClient` class with one method per operation
 * (client.ts) and the operation table its core sends calls by (operations.ts).
 */
export async function generateClient(bundlePath: string, source: string): Promise<GeneratedFiles> {
  const spec = await readRestSpec(bundlePath);
  const header = banner(source, 'client');
  return {
    'client.ts': header + '\n' + clientMethodsModule(spec),
    'operations.ts': header + '\n' + clientOperationsModule(spec),
  };
}
