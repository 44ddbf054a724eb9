import openapiTS, { astToString, tsLiteral, tsUnion } from 'openapi-typescript';
import ts from 'typescript';
import { pathToFileURL } from 'node:url';
import { PLATFORM_API, type RestApi, type SchemaOwner } from '../openapi/apis.js';
import type { Json, JsonObject } from '../common/json.js';
import { banner } from '../common/banner.js';
import { nameComponentSchemas } from './named-types.js';
import { problemTypesModule } from './problem-types.js';
import {
  extensibleEnumsIn,
  extensibleEnumsModule,
  isExtensibleEnum,
  UNKNOWN_ENUM_VALUE,
  type ExtensibleEnum,
} from '../evolution/extensible-enums.js';
import { sharedSchemaNames } from '../openapi/shared-schemas.js';
import { readSpec, specInfoModule } from '../common/spec-info.js';
import type { GeneratedFiles } from '../common/files.js';

const COMPONENT_SCHEMA = /^\/components\/schemas\/([^/]+)$/;

/**
 * `@dap/api-types`: openapi-typescript's `paths`, `components` and `operations`, plus a declaration
 * per component schema (`interface Transfer`, `type Decimal`, …: see named-types.ts) and a root alias
 * per response and parameter, the extensible enums' constants and guards
 * (enums.ts), the problem types with the `meta` of each (problem-types.ts), and the spec info. An extensible enum's type is its values plus `UnknownEnumValue`.
 *
 * For a second API of the package (the Sandbox Control API: `api`, files prefixed
 * `sandbox-control-`), the schemas it shares with `owner` (see openapi/shared-schemas.ts) are imported from
 * the owner's types and re-exported, not declared again, so `Transfer` is one type; its enums module
 * uses the package's one `UnknownEnumValue`, and the problem types stay the owner's when the
 * Problem schema is shared.
 */
export async function generateOpenapiTypes(
  bundlePath: string,
  source: string,
  api: RestApi = PLATFORM_API,
  owner?: SchemaOwner,
): Promise<GeneratedFiles> {
  const { info, document } = await readSpec(bundlePath);
  const ownerSpec = owner ? await readSpec(owner.bundlePath) : undefined;
  const imported = ownerSpec
    ? sharedSchemaNames(document as JsonObject, ownerSpec.document as JsonObject)
    : new Set<string>();
  const enums = componentEnums(document as Json, bundlePath).filter((e) => !imported.has(e.typeName));
  // defaultNonNullable off: a default means the caller may leave a field out, not that it is required.
  const ast = await openapiTS(pathToFileURL(bundlePath), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    defaultNonNullable: false,
    // Called with each component schema (among others); only those are extensible (componentEnums checked).
    transform(schema, { path }) {
      if (!isExtensibleEnum(schema) || !COMPONENT_SCHEMA.test((path ?? '').replace(/^#/, ''))) return undefined;
      return tsUnion([...schema.enum.map(tsLiteral), ts.factory.createTypeReferenceNode(UNKNOWN_ENUM_VALUE)]);
    },
  });
  const header = banner(source, 'api-types');
  const names = [...imported].sort().join(', ');
  const ownerModule = owner ? `./${owner.api.filePrefix}openapi.js` : '';
  const imports = [
    ...(enums.length > 0 ? [`import type { ${UNKNOWN_ENUM_VALUE} } from './enums.js';`] : []),
    ...(imported.size > 0
      ? [
          `import type { ${names} } from '${ownerModule}';`,
          '',
          `/** The schemas this API reuses from the ${ownerSpec?.info.title}: its types, not copies of them. */`,
          `export type { ${names} };`,
        ]
      : []),
  ];
  const files: GeneratedFiles = {
    [`${api.filePrefix}openapi.ts`]:
      header +
      '\n' +
      (imports.length > 0 ? `${imports.join('\n')}\n\n` : '') +
      astToString(nameComponentSchemas(ast, bundlePath, imported)),
    [`${api.filePrefix}enums.ts`]: header + '\n' + extensibleEnumsModule(enums, { declareBrand: owner === undefined }),
    [`${api.filePrefix}spec.ts`]: header + '\n' + specInfoModule(api.specConstant, info),
  };
  if (!imported.has('Problem'))
    files[`${api.filePrefix}problem-types.ts`] = header + '\n' + problemTypesModule(document as JsonObject, bundlePath);
  return files;
}

/** The extensible enums, which must be component schemas: their constants and guards are named after them. */
function componentEnums(document: Json, file: string): ExtensibleEnum[] {
  return [...extensibleEnumsIn(document, file)].map(([pointer, { enum: values }]) => {
    const name = COMPONENT_SCHEMA.exec(pointer)?.[1];
    if (name === undefined) {
      throw new Error(
        `${file}#${pointer}: an extensible enum must be a schema of its own under #/components/schemas, so its constants have a name; move it there and $ref it`,
      );
    }
    return { typeName: name.replaceAll('~1', '/').replaceAll('~0', '~'), values };
  });
}
