import { asSchema, asStrings, escapePointer, type Schema, type SpecDocument } from './document.js';

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  /** The parameter's own example, when the spec gives one. */
  example?: unknown;
}

/** A response header the spec declares. */
export interface DeclaredHeader {
  name: string;
  required: boolean;
  /** Where the header object is written (after `$ref`s), e.g. `#/components/headers/RequestId`. */
  pointer: string;
}

/** A response the spec declares for a status. */
export interface DeclaredResponse {
  /** Where the response object is written (after `$ref`s). */
  pointer: string;
  /** The body's media type and the pointer of its schema; absent when the response has no body. */
  content?: { contentType: string; schemaPointer: string };
  headers: DeclaredHeader[];
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** `#/paths/…/<method>` in the bundle. */
  pointer: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean; examples: unknown[] };
  /** Declared statuses and what each carries. */
  responses: Map<number, DeclaredResponse>;
  /** The OAuth2 scopes of `security` (the token endpoint has none). */
  security: string[];
  /** The OAuth2 token endpoint (the path of the client-credentials `tokenUrl`), served at its own URL. */
  tokenEndpoint: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of an OpenAPI bundle, in document order: method, path, parameters, body, responses, scopes. */
export function operations(spec: SpecDocument): Operation[] {
  const tokenPaths = tokenUrlPaths(spec);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(asSchema(spec.document.paths))) {
    const pathItem = asSchema(item);
    for (const method of METHODS) {
      const op = pathItem[method] as Schema | undefined;
      if (!op) continue;
      const pointer = `#/paths/${escapePointer(path)}/${method}`;
      const parameters = [
        ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
        .map((p) => spec.deref(asSchema(p)))
        .map((p): Parameter => {
          // A parameter holds `example` or named `examples`, as a media type does: the first is its example.
          const [example] = mediaExamples(p);
          return {
            name: String(p.name),
            in: p.in as Parameter['in'],
            required: p.required === true,
            schema: asSchema(p.schema),
            ...(example !== undefined ? { example } : {}),
          };
        });
      const responses = new Map<number, DeclaredResponse>();
      for (const status of Object.keys(asSchema(op.responses))) {
        responses.set(Number(status), declaredResponse(spec, `${pointer}/responses/${status}`));
      }
      const requestBody = op.requestBody ? spec.deref(asSchema(op.requestBody)) : undefined;
      const bodyContent = requestBody ? Object.entries(asSchema(requestBody.content))[0] : undefined;
      const security = Array.isArray(op.security)
        ? (op.security as Schema[]).flatMap((s) => Object.values(s).flatMap(asStrings))
        : [];
      out.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        pointer,
        parameters,
        ...(bodyContent
          ? {
              body: {
                contentType: bodyContent[0],
                schema: asSchema(asSchema(bodyContent[1]).schema),
                required: requestBody?.required === true,
                examples: mediaExamples(asSchema(bodyContent[1])),
              },
            }
          : {}),
        responses,
        security,
        tokenEndpoint: tokenPaths.has(path),
      });
    }
  }
  return out;
}

function declaredResponse(spec: SpecDocument, at: string): DeclaredResponse {
  const pointer = spec.target(at);
  const response = asSchema(spec.resolve(pointer));
  const [contentType] = Object.keys(asSchema(response.content));
  const headers = Object.keys(asSchema(response.headers)).map((name): DeclaredHeader => {
    const headerPointer = spec.target(`${pointer}/headers/${escapePointer(name)}`);
    return { name, required: asSchema(spec.resolve(headerPointer)).required === true, pointer: headerPointer };
  });
  return {
    pointer,
    ...(contentType !== undefined
      ? { content: { contentType, schemaPointer: `${pointer}/content/${escapePointer(contentType)}/schema` } }
      : {}),
    headers,
  };
}

/** The example values of a media type object (`examples.*.value`, or `example`). */
export function mediaExamples(media: Schema): unknown[] {
  const named = Object.values(asSchema(media.examples))
    .map((e) => asSchema(e).value)
    .filter((v) => v !== undefined);
  return media.example !== undefined ? [media.example, ...named] : named;
}

/** The paths of every OAuth2 client-credentials `tokenUrl` the document declares. */
function tokenUrlPaths(spec: SpecDocument): Set<string> {
  const paths = new Set<string>();
  for (const scheme of Object.values(asSchema(asSchema(spec.document.components).securitySchemes))) {
    const tokenUrl = asSchema(asSchema(asSchema(scheme).flows).clientCredentials).tokenUrl;
    if (typeof tokenUrl === 'string') paths.add(new URL(tokenUrl, 'http://base.invalid').pathname);
  }
  return paths;
}
