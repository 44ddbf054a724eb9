import { deprecationOf, isDeprecated, type Deprecation } from '@dap/redocly-rules/deprecation';
import { isObject, lookup, toPointer, type Json, type JsonObject } from '../common/json.js';
import { readSpec, type SpecInfo } from '../common/spec-info.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = Uppercase<(typeof METHODS)[number]>;

/** Where a parameter is read from, as Fastify names the request part. */
export type ParameterPart = 'params' | 'querystring' | 'headers';

/** One parameter of an operation, with its `$ref` resolved. */
export interface OperationParameter {
  name: string;
  part: ParameterPart;
  required: boolean;
  /** The parameter's schema, still with `#/components/schemas/…` references. */
  schema: Json;
}

/** One response of an operation, with its `$ref` resolved. */
export interface OperationResponse {
  /** The status as written in the spec: `200`, `4XX`, `default`. */
  status: string;
  /** The one media type of the response, or undefined when it has no content. */
  contentType?: string;
  schema?: Json;
  /** The body of its first example (`examples`' first `value`, or `example`), when it has one. */
  example?: Json;
  /** The example of each of its headers that has one (the header's or its schema's `example`), by name. */
  headerExamples?: Record<string, string>;
}

/** One OpenAPI operation, as the server generators see it. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. `/identity/accounts/{id}`. */
  path: string;
  /**
   * `rest` when the operation is served under the base path of the document's servers (`/v2`);
   * `origin` when it is served at its path from the origin: it names servers of its own (the token
   * endpoint), or the document's servers are origins (the Sandbox Control API, `/sandbox-control/…`).
   */
  base: 'rest' | 'origin';
  /** The one OAuth2 scope it requires, or null when its security is `[]`. */
  scope: string | null;
  summary?: string;
  description?: string;
  parameters: OperationParameter[];
  requestBody?: { contentType: string; required: boolean; schema: Json };
  responses: OperationResponse[];
  /** Where the operation is in the bundle, as a JSON pointer (`/paths/~1executions/get`). */
  pointer: string;
  /** Its announcement when it is deprecated (`deprecated: true`, `x-deprecated-at`, `x-sunset`, `x-replaced-by`). */
  deprecation?: Deprecation;
}

/** A bundled OpenAPI 3.1 document, read for the server generators. */
export interface RestSpec {
  bundlePath: string;
  info: SpecInfo;
  raw: JsonObject;
  /** The path of the document's servers (`/v2`): the REST base path. */
  basePath: string;
  operations: Operation[];
}

/**
 * Reads a bundled OpenAPI 3.1 document and lists its operations in document order, resolving the
 * `$ref`s of parameters, request bodies and responses (schemas keep theirs). Throws, naming the file
 * and the JSON pointer, on anything the server runtime cannot serve: a missing operationId, more
 * than one media type, a security requirement that is not exactly one OAuth2 scope, cookie parameters.
 */
export async function readRestSpec(bundlePath: string): Promise<RestSpec> {
  const { document, info } = await readSpec(bundlePath);
  const raw = document as JsonObject;
  const fail = (pointer: string, message: string): never => {
    throw new Error(`${bundlePath}#${pointer}: ${message}`);
  };
  if (typeof raw['openapi'] !== 'string' || !raw['openapi'].startsWith('3.1.')) {
    fail('/openapi', `expected an OpenAPI 3.1 document, got ${JSON.stringify(raw['openapi'] ?? null)}`);
  }
  const resolve = (value: Json, pointer: string): JsonObject => {
    const seen = new Set<string>();
    let current = value;
    while (isObject(current) && typeof current['$ref'] === 'string') {
      const ref = current['$ref'];
      if (!ref.startsWith('#/') || seen.has(ref)) fail(pointer, `cannot resolve ${ref}`);
      seen.add(ref);
      current = lookup(raw, ref) ?? fail(pointer, `${ref} does not exist`);
    }
    return isObject(current) ? current : fail(pointer, 'expected an object');
  };

  const basePath = basePathOf(raw['servers'], (message) => fail('/servers', message));
  const rootSecurity = raw['security'];
  const paths = isObject(raw['paths']) ? raw['paths'] : {};
  const operations: Operation[] = [];
  const ids = new Set<string>();

  for (const [path, pathItemValue] of Object.entries(paths)) {
    const pathPointer = toPointer(['paths', path]);
    const pathItem = resolve(pathItemValue, pathPointer);
    for (const method of METHODS) {
      const opValue = pathItem[method];
      if (opValue === undefined) continue;
      const pointer = toPointer(['paths', path, method]);
      const op = resolve(opValue, pointer);
      const operationId = op['operationId'];
      if (typeof operationId !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(operationId)) {
        fail(pointer, 'every operation needs an operationId that is a JavaScript identifier (it names the handler)');
      }
      const id = operationId as string;
      if (ids.has(id)) fail(pointer, `operationId ${id} is used twice`);
      ids.add(id);

      const ownServers = op['servers'] ?? pathItem['servers'];
      const hasOwnServers = Array.isArray(ownServers) && ownServers.length > 0;
      if (hasOwnServers && basePathOf(ownServers, (message) => fail(pointer, message)) !== '') {
        fail(
          pointer,
          'servers of an operation must be origins (no path): the operation is served at its path from the origin',
        );
      }
      const security = op['security'] ?? rootSecurity;
      const scope = scopeOf(security, (message) => fail(`${pointer}/security`, message));

      const parameters = new Map<string, OperationParameter>();
      const declared = [
        ...(Array.isArray(pathItem['parameters'])
          ? pathItem['parameters'].map((p, i) => [p, `${pathPointer}/parameters/${i}`] as const)
          : []),
        ...(Array.isArray(op['parameters'])
          ? op['parameters'].map((p, i) => [p, `${pointer}/parameters/${i}`] as const)
          : []),
      ];
      for (const [value, where] of declared) {
        const parameter = resolve(value, where);
        const name = parameter['name'];
        const location = parameter['in'];
        if (typeof name !== 'string') fail(where, 'a parameter needs a name');
        const part =
          location === 'path'
            ? 'params'
            : location === 'query'
              ? 'querystring'
              : location === 'header'
                ? 'headers'
                : undefined;
        if (part === undefined) fail(where, `parameters in ${JSON.stringify(location)} are not supported`);
        if (!('schema' in parameter)) fail(where, 'a parameter needs a schema (`content` is not supported)');
        const key = `${String(location)}:${name as string}`;
        parameters.set(key, {
          name: part === 'headers' ? (name as string).toLowerCase() : (name as string),
          part: part as ParameterPart,
          required: parameter['required'] === true,
          schema: parameter['schema'] as Json,
        });
      }
      const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
      for (const name of pathNames) {
        if (!parameters.has(`path:${name}`)) fail(pointer, `path parameter {${name}} is not declared`);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
          fail(pointer, `path parameter {${name}} needs a name of letters, digits and _`);
      }

      let requestBody: Operation['requestBody'];
      if (op['requestBody'] !== undefined) {
        const body = resolve(op['requestBody'], `${pointer}/requestBody`);
        const media = mediaOf(body['content'], (message) => fail(`${pointer}/requestBody/content`, message));
        if (!media || media.schema === undefined)
          fail(`${pointer}/requestBody`, 'a request body needs content with a schema');
        requestBody = {
          contentType: media!.contentType,
          required: body['required'] === true,
          schema: media!.schema as Json,
        };
      }

      const responses: OperationResponse[] = [];
      const responseMap = isObject(op['responses'])
        ? op['responses']
        : fail(`${pointer}/responses`, 'an operation needs responses');
      for (const [status, value] of Object.entries(responseMap)) {
        const where = `${pointer}/responses/${status}`;
        const response = resolve(value, where);
        const media = mediaOf(response['content'], (message) => fail(`${where}/content`, message));
        const example = media ? firstExample(resolve, media.media, `${where}/content`) : undefined;
        const headerExamples = headerExamplesOf(resolve, response['headers'], `${where}/headers`);
        responses.push({
          status,
          ...(media ? { contentType: media.contentType } : {}),
          ...(media?.schema !== undefined ? { schema: media.schema } : {}),
          ...(example !== undefined ? { example } : {}),
          ...(Object.keys(headerExamples).length > 0 ? { headerExamples } : {}),
        });
      }

      const summary = op['summary'];
      const description = op['description'];
      const deprecation = isDeprecated(op)
        ? (deprecationOf(op) ??
          fail(
            pointer,
            'a deprecated operation needs x-deprecated-at and x-sunset (dates, YYYY-MM-DD) and x-replaced-by (see dap/deprecation-lifecycle)',
          ))
        : undefined;
      operations.push({
        operationId: id,
        method: method.toUpperCase() as HttpMethod,
        path,
        base: hasOwnServers || basePath === '' ? 'origin' : 'rest',
        scope,
        ...(typeof summary === 'string' ? { summary } : {}),
        ...(typeof description === 'string' ? { description } : {}),
        parameters: [...parameters.values()],
        ...(requestBody ? { requestBody } : {}),
        responses,
        pointer,
        ...(deprecation ? { deprecation } : {}),
      });
    }
  }
  return { bundlePath, info, raw, basePath, operations };
}

/** The path every server URL shares (`https://api.example.com/v2` → `/v2`); `` without servers. */
function basePathOf(servers: Json | undefined, fail: (message: string) => never): string {
  if (!Array.isArray(servers) || servers.length === 0) return '';
  const paths = new Set(
    servers.map((server) => {
      const url = isObject(server) ? server['url'] : undefined;
      if (typeof url !== 'string') return fail('every server needs a url');
      if (url.includes('{')) return fail(`server variables are not supported (${url})`);
      return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
    }),
  );
  if (paths.size !== 1)
    fail(`the servers have different paths (${[...paths].join(', ')}); the REST base path must be one`);
  return [...paths][0] ?? '';
}

/** The one OAuth2 scope of a security requirement list, or null for `[]` (a public operation). */
function scopeOf(security: Json | undefined, fail: (message: string) => never): string | null {
  if (!Array.isArray(security)) return fail('every operation needs a security requirement (or `security: []`)');
  if (security.length === 0) return null;
  const [requirement] = security;
  const schemes = isObject(requirement) ? Object.entries(requirement) : [];
  const scopes = schemes.length === 1 && Array.isArray(schemes[0]?.[1]) ? schemes[0][1] : [];
  if (security.length !== 1 || scopes.length !== 1 || typeof scopes[0] !== 'string') {
    return fail('the server supports exactly one security requirement with exactly one OAuth2 scope');
  }
  return scopes[0];
}

/** The one media type of a `content` map and its schema. */
function mediaOf(
  content: Json | undefined,
  fail: (message: string) => never,
): { contentType: string; media: JsonObject; schema?: Json } | undefined {
  if (content === undefined) return undefined;
  if (!isObject(content)) return fail('content must be an object');
  const entries = Object.entries(content);
  if (entries.length === 0) return undefined;
  if (entries.length > 1)
    return fail(
      `one media type per request body or response is supported, found ${entries.map(([t]) => t).join(', ')}`,
    );
  const [contentType, media] = entries[0] as [string, Json];
  if (!isObject(media)) return fail(`${contentType} must be a media type object`);
  return media['schema'] === undefined ? { contentType, media } : { contentType, media, schema: media['schema'] };
}

type Resolve = (value: Json, pointer: string) => JsonObject;

/** The first example of a media type object: its `examples`' first `value` (resolved), or its `example`. */
function firstExample(resolve: Resolve, media: JsonObject, pointer: string): Json | undefined {
  const examples = media['examples'];
  if (isObject(examples)) {
    const [name, first] = Object.entries(examples)[0] ?? [];
    if (name !== undefined && first !== undefined) return resolve(first, `${pointer}/examples/${name}`)['value'];
  }
  return media['example'];
}

/** The example value of each header that has one, as the header would carry it. */
function headerExamplesOf(resolve: Resolve, headers: Json | undefined, pointer: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, raw] of Object.entries(isObject(headers) ? headers : {})) {
    const header = resolve(raw, `${pointer}/${name}`);
    const schema = isObject(header['schema']) ? header['schema'] : {};
    const example =
      header['example'] ?? schema['example'] ?? (Array.isArray(schema['examples']) ? schema['examples'][0] : undefined);
    if (typeof example === 'string' || typeof example === 'number') found[name.toLowerCase()] = String(example);
  }
  return found;
}
