import { isObject, type Json, type JsonObject } from '../common/json.js';

const COMPONENT_REF = /^#\/components\/schemas\/([^/]+)$/;

const componentSchemas = (doc: JsonObject): JsonObject => {
  const components = doc['components'];
  const schemas = isObject(components) ? components['schemas'] : undefined;
  return isObject(schemas) ? schemas : {};
};

/** The component schemas a schema references (`#/components/schemas/<Name>`), anywhere inside it. */
function referencedNames(schema: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) referencedNames(item, found);
  else if (isObject(schema)) {
    for (const [key, value] of Object.entries(schema)) {
      const name = key === '$ref' && typeof value === 'string' ? COMPONENT_REF.exec(value)?.[1] : undefined;
      if (name !== undefined) found.add(name);
      else referencedNames(value, found);
    }
  }
  return found;
}

/**
 * The component schemas `doc` shares with `owner`: those the bundler copied from the owner's files,
 * found by being the same in both bundles: the same name and the same schema, referencing only
 * schemas that are shared too. The Sandbox Control API reuses the platform's `Transfer`, `Problem`,
 * `Decimal`, … by `$ref`, so its bundle holds copies of them; its generated types import the
 * owner's instead of declaring the same facts again.
 */
export function sharedSchemaNames(doc: JsonObject, owner: JsonObject): Set<string> {
  const own = componentSchemas(doc);
  const theirs = componentSchemas(owner);
  const shared = new Set(
    Object.keys(own).filter((name) => name in theirs && JSON.stringify(own[name]) === JSON.stringify(theirs[name])),
  );
  // A schema is only the owner's when everything it references is the owner's too.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of shared) {
      if ([...referencedNames(own[name] ?? null)].some((ref) => !shared.has(ref))) {
        shared.delete(name);
        changed = true;
      }
    }
  }
  return shared;
}
