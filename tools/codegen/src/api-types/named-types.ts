import ts from 'typescript';

/**
 * Gives every component schema of openapi-typescript's output a declaration of its own, so that
 * hovers and compile errors read `Transfer`, not `components["schemas"]["Transfer"]` or its whole
 * expansion: an object schema becomes `export interface Transfer { … }`, any other schema
 * `export type Name = …`. `components.schemas` keeps every entry (`Transfer: Transfer`), so
 * `components['schemas']['Transfer']` still names the same type, and every reference to a schema
 * anywhere in the output (`paths`, `operations`, other schemas) is rewritten to its name. The names
 * in `imported` get no declaration: the module imports them from another API's types (see
 * openapi/shared-schemas.ts).
 */
export function nameComponentSchemas(
  statements: readonly ts.Node[],
  file: string,
  imported: ReadonlySet<string> = new Set(),
): ts.Node[] {
  const schemas = componentSchemas(statements);
  if (schemas === undefined) return [...statements];
  const names = new Set(schemas.members.map((member) => memberName(member, file)));
  for (const name of names) {
    if (TAKEN.has(name))
      throw new Error(
        `${file}#/components/schemas/${name}: the schema's name is taken by openapi-typescript's own \`${name}\` export; rename the schema`,
      );
  }

  const declarations = schemas.members
    .filter((member) => !imported.has(memberName(member, file)))
    .map((member) => declarationOf(member as ts.PropertySignature, memberName(member, file), names));
  // The root aliases openapi-typescript writes for schemas (`export type Transfer = components['schemas']['Transfer']`) are now the declarations themselves.
  const kept = statements.filter(
    (statement) =>
      !(ts.isTypeAliasDeclaration(statement) && names.has(statement.name.text) && isSchemaAlias(statement)),
  );
  const rewritten = kept.map((statement) => rewriteSchemaReferences(statement, names, schemas));
  const componentsAt = rewritten.findIndex(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'components',
  );
  return [...rewritten.slice(0, componentsAt + 1), ...declarations, ...rewritten.slice(componentsAt + 1)];
}

/** Names openapi-typescript exports itself. */
const TAKEN = new Set(['paths', 'webhooks', 'components', 'operations', '$defs']);

/** The `schemas: { … }` type literal inside `export interface components`. */
function componentSchemas(statements: readonly ts.Node[]): ts.TypeLiteralNode | undefined {
  const components = statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'components',
  );
  const schemas = components?.members.find(
    (member): member is ts.PropertySignature =>
      ts.isPropertySignature(member) && propertyText(member.name) === 'schemas',
  );
  return schemas?.type && ts.isTypeLiteralNode(schemas.type) ? schemas.type : undefined;
}

function memberName(member: ts.TypeElement, file: string): string {
  const name = member.name ? propertyText(member.name) : undefined;
  if (name === undefined || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)) {
    throw new Error(
      `${file}#/components/schemas/${name ?? '?'}: a schema's name must be a TypeScript identifier, so that its type can be exported under it`,
    );
  }
  return name;
}

function propertyText(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** `export interface Name { … }` for an object schema, `export type Name = …` for any other, with the schema's doc comment. */
function declarationOf(member: ts.PropertySignature, name: string, names: ReadonlySet<string>): ts.Statement {
  const type = rewriteSchemaReferences(
    member.type ?? ts.factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword),
    names,
  );
  const exported = [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)];
  const declaration = ts.isTypeLiteralNode(type)
    ? ts.factory.createInterfaceDeclaration(exported, name, undefined, undefined, type.members)
    : ts.factory.createTypeAliasDeclaration(exported, name, undefined, type);
  return ts.setSyntheticLeadingComments(declaration, ts.getSyntheticLeadingComments(member));
}

/** `components["schemas"]["Name"]` → `Name`, everywhere below `node` (except the members of `schemas` itself, which become `Name: Name`). */
function rewriteSchemaReferences<T extends ts.Node>(
  node: T,
  names: ReadonlySet<string>,
  schemas?: ts.TypeLiteralNode,
): T {
  const transformer: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (child: ts.Node): ts.Node => {
      if (child === schemas) return schemaEntries(schemas);
      const name = schemaReference(child);
      if (name !== undefined && names.has(name)) return ts.factory.createTypeReferenceNode(name);
      return ts.visitEachChild(child, visit, context);
    };
    return (root) => ts.visitNode(root, visit) as ts.Node;
  };
  const result = ts.transform<ts.Node>(node, [transformer]);
  const [transformed] = result.transformed;
  result.dispose();
  return transformed as T;
}

/** `schemas: { Transfer: Transfer; … }`: each entry names its declaration (which took its doc comment). */
function schemaEntries(schemas: ts.TypeLiteralNode): ts.TypeLiteralNode {
  const entries = schemas.members.map((member) => {
    const property = member as ts.PropertySignature;
    const reference = ts.factory.createTypeReferenceNode(propertyText(property.name) ?? '');
    const entry = ts.factory.createPropertySignature(
      property.modifiers,
      property.name,
      property.questionToken,
      reference,
    );
    return entry;
  });
  return ts.factory.createTypeLiteralNode(entries);
}

/** The schema name of `components["schemas"]["Name"]`, or undefined for any other node. */
function schemaReference(node: ts.Node): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node)) return undefined;
  const inner = node.objectType;
  if (!ts.isIndexedAccessTypeNode(inner) || !ts.isTypeReferenceNode(inner.objectType)) return undefined;
  if (!ts.isIdentifier(inner.objectType.typeName) || inner.objectType.typeName.text !== 'components') return undefined;
  const literal = (type: ts.TypeNode) =>
    ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal) ? type.literal.text : undefined;
  return literal(inner.indexType) === 'schemas' ? literal(node.indexType) : undefined;
}

/** openapi-typescript's root alias of a schema, `components['schemas']['Name']`, which it writes as one identifier. */
function isSchemaAlias(statement: ts.TypeAliasDeclaration): boolean {
  const { type, name } = statement;
  if (schemaReference(type) === name.text) return true;
  return (
    ts.isTypeReferenceNode(type) &&
    ts.isIdentifier(type.typeName) &&
    type.typeName.text === `components['schemas']['${name.text}']`
  );
}
