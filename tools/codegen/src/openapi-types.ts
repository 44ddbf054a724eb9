import openapiTS, { astToString, tsLiteral, tsUnion } from 'openapi-typescript';
import ts from 'typescript';
import { pathToFileURL } from 'node:url';
import type { Json, JsonObject } from './asyncapi-messages.js';
import { banner } from './banner.js';
import { nameComponentSchemas } from './named-types.js';
import { problemTypesModule } from './problem-types.js';
import { extensibleEnumsIn, extensibleEnumsModule, isExtensibleEnum, UNKNOWN_ENUM_VALUE, type ExtensibleEnum } from './extensible-enums.js';
import { readSpec, specInfoModule } from './spec-info.js';
import type { GeneratedFiles } from './files.js';

const COMPONENT_SCHEMA = /^\/components\/schemas\/([^/]+)$/;

/**
 * `@dap/api-types`: openapi-typescript's `paths`, `components` and `operations`, plus a declaration
 * per component schema (`interface Transfer`, `type Decimal`, …: see named-types.ts) and a root alias
 * per response and parameter, the extensible enums' constants and guards
 * (enums.ts), the problem types with the `meta` of each (problem-types.ts), and the spec info. An extensible enum's type is its values plus `UnknownEnumValue`.
 */
export async function generateOpenapiTypes(bundlePath: string, source: string): Promise<GeneratedFiles> {
  const { info, document } = await readSpec(bundlePath);
  const enums = componentEnums(document as Json, bundlePath);
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
  const imports = enums.length > 0 ? `import type { ${UNKNOWN_ENUM_VALUE} } from './enums.js';\n\n` : '';
  return {
    'openapi.ts': header + '\n' + imports + astToString(nameComponentSchemas(ast, bundlePath)),
    'enums.ts': header + '\n' + extensibleEnumsModule(enums),
    'problem-types.ts': header + '\n' + problemTypesModule(document as JsonObject, bundlePath),
    'spec.ts': header + '\n' + specInfoModule('OPENAPI_SPEC', info),
  };
}

/** The extensible enums, which must be component schemas: their constants and guards are named after them. */
function componentEnums(document: Json, file: string): ExtensibleEnum[] {
  return [...extensibleEnumsIn(document, file)].map(([pointer, { enum: values }]) => {
    const name = COMPONENT_SCHEMA.exec(pointer)?.[1];
    if (name === undefined) {
      throw new Error(`${file}#${pointer}: an extensible enum must be a schema of its own under #/components/schemas, so its constants have a name; move it there and $ref it`);
    }
    return { typeName: name.replaceAll('~1', '/').replaceAll('~0', '~'), values };
  });
}
