import openapiTS, { astToString } from 'openapi-typescript';
import { pathToFileURL } from 'node:url';
import { banner } from './banner.js';
import { readSpec, specInfoModule } from './spec-info.js';
import type { GeneratedFiles } from './files.js';

/**
 * `@dap/api-types`: openapi-typescript's `paths`, `components` and `operations`, plus a root type
 * alias per component schema (`Transfer`, `Problem`, …) and the spec info.
 */
export async function generateOpenapiTypes(bundlePath: string, source: string): Promise<GeneratedFiles> {
  const { info } = await readSpec(bundlePath);
  // defaultNonNullable off: a default means the caller may leave a field out, not that it is required.
  const ast = await openapiTS(pathToFileURL(bundlePath), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    defaultNonNullable: false,
  });
  const header = banner(source, 'api-types');
  return {
    'openapi.ts': header + '\n' + astToString(ast),
    'spec.ts': header + '\n' + specInfoModule('OPENAPI_SPEC', info),
  };
}
