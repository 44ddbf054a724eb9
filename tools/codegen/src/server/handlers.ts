import { PLATFORM_API, typeName, type RestApi } from '../openapi/apis.js';
import { propertyKey } from '../common/property-key.js';
import type { Operation, RestSpec } from '../openapi/operations.js';

/** The server's hand-written types the handler inputs use (relative to src/generated/). */
export const SERVER_TYPES_MODULE = '../types.js';
export const RAW_JSON_MODULE = '../raw-json.js';

/** `operations["id"]["parameters"]["path"]`, and so on. */
const ref = (op: Operation, ...keys: (string | number)[]) =>
  `operations[${JSON.stringify(op.operationId)}]` +
  keys.map((k) => (typeof k === 'number' ? `[${k}]` : `[${JSON.stringify(k)}]`)).join('');

/** The one 2xx response: what the handler returns. */
function successOf(op: Operation, file: string) {
  const successes = op.responses.filter((r) => /^2\d\d$/.test(r.status));
  if (successes.length !== 1 || !successes[0]) {
    throw new Error(
      `${file}#${op.pointer}/responses: the server needs exactly one 2xx response per operation (it is what the handler returns), found ${successes.length}`,
    );
  }
  return successes[0];
}

function inputOf(op: Operation): string[] {
  const fields: string[] = [];
  const has = (part: string) => op.parameters.some((p) => p.part === part);
  if (has('params')) fields.push(`/** The path parameters, validated. */\nparams: ${ref(op, 'parameters', 'path')};`);
  if (has('querystring'))
    fields.push(
      `/** The query parameters, validated, with the spec's defaults filled in. */\nquery: NonNullable<${ref(op, 'parameters', 'query')}>;`,
    );
  if (has('headers')) {
    const headers = `NonNullable<${ref(op, 'parameters', 'header')}>`;
    fields.push(
      `/** The header parameters, validated; names in lower case, as HTTP/2 and Node give them. */\nheaders: { [Name in keyof ${headers} as Lowercase<Name & string>]: ${headers}[Name] };`,
    );
  }
  if (op.requestBody) {
    const content = op.requestBody.required
      ? `${ref(op, 'requestBody', 'content', op.requestBody.contentType)}`
      : `NonNullable<${ref(op, 'requestBody')}>[${JSON.stringify('content')}][${JSON.stringify(op.requestBody.contentType)}] | undefined`;
    fields.push(
      `/** The request body (\`${op.requestBody.contentType}\`), validated, with the spec's defaults filled in. */\nbody: ${content};`,
    );
  }
  if (op.scope !== null)
    fields.push(
      `/** Who called: the principal of the bearer token, which carries \`${op.scope}\`. */\nauth: Principal;`,
    );
  return fields;
}

function resultOf(op: Operation, file: string): string {
  const success = successOf(op, file);
  if (success.contentType === undefined || success.schema === undefined) return 'void';
  const status = /^\d+$/.test(success.status) ? Number(success.status) : success.status;
  return ref(op, 'responses', status, 'content', success.contentType);
}

/**
 * handlers.ts: what each operation's handler receives and returns, derived from openapi-typescript's
 * `operations` (the API's entry of @dap/api-types), and the `Handlers` interface the server is
 * created with (`ControlHandlers` for the Sandbox Control API). A handler whose result does not have
 * the shape of the operation's 2xx response does not compile.
 */
export function serverHandlersModule(spec: RestSpec, api: RestApi = PLATFORM_API): string {
  const [inputsType, resultsType, resultType, handlersType] = [
    'HandlerInputs',
    'HandlerResults',
    'HandlerResult',
    'Handlers',
  ].map((name) => typeName(api, name));
  const indent = (text: string, by: string) =>
    text
      .split('\n')
      .map((line) => by + line)
      .join('\n');
  const doc = (op: Operation) =>
    `/** \`${op.method} ${op.path}\`${op.scope ? ` (scope \`${op.scope}\`)` : ' (public)'}${op.summary ? `: ${op.summary.replaceAll('*/', '*\\/')}` : ''}. */`;
  const inputs = spec.operations.map((op) => {
    const fields = inputOf(op);
    const type =
      fields.length === 0 ? 'RequestContext' : `RequestContext & {\n${indent(fields.join('\n'), '    ')}\n  }`;
    return `  ${doc(op)}\n  ${propertyKey(op.operationId)}: ${type};`;
  });
  const results = spec.operations.map(
    (op) => `  ${doc(op)}\n  ${propertyKey(op.operationId)}: ${resultOf(op, spec.bundlePath)};`,
  );
  const handlers = spec.operations.map(
    (op) =>
      `  ${doc(op)}\n  ${propertyKey(op.operationId)}(request: ${inputsType}[${JSON.stringify(op.operationId)}]): ${resultType}<${JSON.stringify(op.operationId)}>;`,
  );
  const usesPrincipal = spec.operations.some((op) => op.scope !== null);
  return `import type { operations } from '${api.typesModule}';
import type { RawJson } from '${RAW_JSON_MODULE}';
import type { ${usesPrincipal ? 'Principal, ' : ''}RequestContext } from '${SERVER_TYPES_MODULE}';

/** What the handler of each operation of ${spec.info.title} receives, by operationId: the validated request parts and the caller. */
export interface ${inputsType} {
${inputs.join('\n')}
}

/** What the handler of each operation of ${spec.info.title} returns, by operationId: the body of its 2xx response. */
export interface ${resultsType} {
${results.join('\n')}
}

/** A handler's result (the body, or its JSON bytes as \`RawJson\`), or a promise of it. */
export type ${resultType}<Id extends keyof ${resultsType}> =
  | ${resultsType}[Id]
  | RawJson<${resultsType}[Id]>
  | Promise<${resultsType}[Id] | RawJson<${resultsType}[Id]>>;

/**
 * One handler per operation of ${spec.info.title}. Each returns the body of the operation's 2xx
 * response, or throws a \`ProblemError\`${spec.operations.some((op) => op.scope === null) ? ' (`OAuthTokenError` for the token endpoint)' : ''} for an error response.
 */
export interface ${handlersType} {
${handlers.join('\n')}
}
`;
}
