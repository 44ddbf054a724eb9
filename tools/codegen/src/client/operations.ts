import { isObject, lookup, type Json, type JsonObject } from '../common/json.js';
import type { Operation, RestSpec } from '../openapi/operations.js';

/**
 * What `@dap/client` needs to know about one operation, read from the spec: the facts its methods
 * and its table are generated from.
 */
export interface ClientOperation {
  operation: Operation;
  /** The method, lower case, as openapi-fetch and the table name it. */
  method: string;
  /** The one OAuth2 scope of its `security`. */
  scope: string;
  /**
   * `always` for a read (GET), `with-ref-id` for a create whose body has a `ref_id` (the server
   * deduplicates by it), `never` for anything else.
   */
  retry: 'always' | 'with-ref-id' | 'never';
  /** The TypeScript type of the success body. */
  result: string;
  /** The request body's type, when the operation takes one. */
  body?: string;
  /** Whether the body may be left out (`requestBody.required` false): the method's `body` is optional. */
  bodyOptional?: boolean;
  /** The path parameters, in the order of the path template. */
  pathParameters: string[];
  /** The query's type name, when the operation has query parameters, and whether all are optional. */
  query?: { typeName: string; optional: boolean };
  /** Cursor pagination, when the success body is a page: the key of its list, the item and page types. */
  page?: { itemsKey: string; item: string; pageName: string };
  /** The schema a 409 of the operation carries in `meta.existing` (a create deduplicated by `ref_id`). */
  conflictExisting?: string;
  /** The schema names the module imports from `@dap/api-types`. */
  imports: Set<string>;
}

const SCHEMA_REF = /^#\/components\/schemas\/([A-Za-z_$][\w$]*)$/;

/**
 * The operations the client has methods for: every operation that requires a scope. The one
 * without (`security: []`) is the OAuth2 token endpoint, which the client's token manager calls.
 */
export function clientOperations(spec: RestSpec): ClientOperation[] {
  return spec.operations
    .filter((operation) => operation.scope !== null)
    .map((operation) => clientOperation(spec, operation));
}

function clientOperation(spec: RestSpec, operation: Operation): ClientOperation {
  const fail = (pointer: string, message: string): never => {
    throw new Error(`${spec.bundlePath}#${operation.pointer}${pointer}: ${message}`);
  };
  const id = operation.operationId;
  const imports = new Set<string>(['operations']);
  const named = (schema: Json | undefined, fallback: string): string => {
    const ref = isObject(schema) ? schema['$ref'] : undefined;
    const name = typeof ref === 'string' ? SCHEMA_REF.exec(ref)?.[1] : undefined;
    if (name === undefined) return fallback;
    imports.add(name);
    return name;
  };

  const success = operation.responses.find((response) => /^2\d\d$/.test(response.status));
  if (success === undefined) fail('/responses', 'the client needs a 2xx response to type the result');
  const status = success!.status;
  const result =
    success!.schema === undefined
      ? 'undefined'
      : named(
          success!.schema,
          `operations['${id}']['responses'][${status}]['content']['${success!.contentType ?? 'application/json'}']`,
        );

  const body = operation.requestBody
    ? named(
        operation.requestBody.schema,
        `NonNullable<operations['${id}']['requestBody']>['content']['${operation.requestBody.contentType}']`,
      )
    : undefined;

  const pathParameters = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const queryParameters = operation.parameters.filter((parameter) => parameter.part === 'querystring');
  const query =
    queryParameters.length > 0
      ? { typeName: `${pascal(id)}Query`, optional: queryParameters.every((parameter) => !parameter.required) }
      : undefined;

  const bodySchema = resolveSchema(spec.raw, success!.schema);
  const page =
    query && queryParameters.some((parameter) => parameter.name === 'page_cursor')
      ? pageOf(bodySchema, id, result, named, fail)
      : undefined;

  const hasRefId = everyFormHas(spec.raw, operation.requestBody?.schema, 'ref_id');
  const retry = operation.method === 'GET' ? 'always' : hasRefId ? 'with-ref-id' : 'never';
  const conflict = operation.responses.find((response) => response.status === '409');
  const existing = conflict ? existingOf(spec.raw, conflict.schema) : undefined;
  const conflictExisting = existing === undefined ? undefined : named(existing, 'Record<string, unknown>');

  return {
    operation,
    method: operation.method.toLowerCase(),
    scope: operation.scope ?? '',
    retry,
    result,
    ...(body ? { body } : {}),
    // An optional body is an optional parameter only where no required one follows it (the query).
    ...(body && operation.requestBody?.required === false && (query === undefined || query.optional)
      ? { bodyOptional: true }
      : {}),
    pathParameters,
    ...(query ? { query } : {}),
    ...(page ? { page } : {}),
    ...(conflictExisting ? { conflictExisting } : {}),
    imports,
  };
}

/** A page: an object with `next_page_cursor` and exactly one array, the items. */
function pageOf(
  schema: JsonObject | undefined,
  id: string,
  bodyType: string,
  named: (schema: Json | undefined, fallback: string) => string,
  fail: (pointer: string, message: string) => never,
): ClientOperation['page'] {
  const properties = isObject(schema?.['properties']) ? (schema['properties'] as JsonObject) : {};
  const lists = Object.entries(properties).filter(([, property]) => isObject(property) && property['type'] === 'array');
  if (!('next_page_cursor' in properties) || lists.length !== 1) {
    return fail(
      '/responses',
      'an operation with a `page_cursor` query parameter must answer a page: an object with `next_page_cursor` and exactly one array',
    );
  }
  const [itemsKey, list] = lists[0] as [string, JsonObject];
  const item = named(list['items'], `NonNullable<${bodyType}['${itemsKey}']>[number]`);
  const resource = id.replace(/^list/, '');
  return { itemsKey, item, pageName: `${pascal(resource)}Page` };
}

/** The schema of `meta.existing` in a problem schema (its own properties or those of its `allOf` parts). */
function existingOf(root: JsonObject, schema: Json | undefined): Json | undefined {
  const resolved = resolveSchema(root, schema);
  if (!resolved) return undefined;
  const meta = isObject(resolved['properties'])
    ? resolveSchema(root, (resolved['properties'] as JsonObject)['meta'])
    : undefined;
  const found = meta && isObject(meta['properties']) ? (meta['properties'] as JsonObject)['existing'] : undefined;
  // The most specific part wins: the operation's own part comes after the shared ConflictProblem.
  const parts = Array.isArray(resolved['allOf']) ? [...resolved['allOf']].reverse() : [];
  return found ?? parts.map((part) => existingOf(root, part)).find((part) => part !== undefined);
}

function resolveSchema(root: JsonObject, schema: Json | undefined): JsonObject | undefined {
  let current = schema;
  for (let hops = 0; isObject(current) && typeof current['$ref'] === 'string' && hops < 16; hops++)
    current = lookup(root, current['$ref']);
  return isObject(current) ? current : undefined;
}

export function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Whether every form of a body schema declares a property: the schema's own `properties`, or, for a
 * union of complete branches (`oneOf` / `anyOf`, as CryptoWithdrawalRequest), each branch's.
 */
function everyFormHas(raw: JsonObject, schema: Json | undefined, name: string): boolean {
  const resolved = resolveSchema(raw, schema);
  if (!resolved) return false;
  const properties = resolved['properties'];
  if (isObject(properties) && name in properties) return true;
  const branches = resolved['oneOf'] ?? resolved['anyOf'];
  return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => everyFormHas(raw, branch, name));
}
