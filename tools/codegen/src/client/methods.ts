import { constName, PLATFORM_API, typeName, type RestApi } from '../openapi/apis.js';
import { clientOperations, type ClientOperation } from './operations.js';
import type { RestSpec } from '../openapi/operations.js';

/**
 * `@dap/client`'s operation table (operations.ts; sandbox-control-operations.ts with
 * `CONTROL_OPERATIONS` for the Sandbox Control API): method, path, base, scope and retry policy of
 * every operation, which the hand-written core reads to send a call.
 */
export function clientOperationsModule(spec: RestSpec, api: RestApi = PLATFORM_API): string {
  const operations = clientOperations(spec);
  const table = constName(api, 'OPERATIONS');
  const conflicts = operations
    .filter((op) => op.conflictExisting)
    .map((op) => `  ${op.operation.operationId}: ${op.conflictExisting};`);
  const imports = [
    ...new Set(
      operations.flatMap((op) =>
        op.conflictExisting && op.conflictExisting !== 'Record<string, unknown>' ? [op.conflictExisting] : [],
      ),
    ),
  ].sort();
  const entries = operations.map(
    (op) =>
      `  ${op.operation.operationId}: { method: '${op.method}', path: ${JSON.stringify(op.operation.path)}, base: '${op.operation.base}', scope: ${JSON.stringify(op.scope)}, retry: '${op.retry}' },`,
  );
  return `${imports.length > 0 ? `import type { ${imports.join(', ')} } from '${api.typesModule}';\n` : ''}import type { OperationInfo } from '../core/operation.js';

/** The path of the spec's servers, which the client's \`baseUrl\` ends with: where its \`rest\` operations are served. */
export const ${constName(api, 'REST_BASE_PATH')} = ${JSON.stringify(spec.basePath)};

/** Every operation the client of ${spec.info.title} calls, from the spec: where it lives, its one OAuth2 scope, when it may be sent again. */
export const ${table} = {
${entries.join('\n')}
} as const satisfies Record<string, OperationInfo>;

/** The operationId of an operation the client calls. */
export type ${typeName(api, 'OperationId')} = keyof typeof ${table};

/** The resource a 409 of each create deduplicated by \`ref_id\` carries in \`meta.existing\`. */
export interface ${typeName(api, 'ConflictResources')} {${conflicts.length > 0 ? `\n${conflicts.join('\n')}\n` : ''}}
`;
}

/**
 * `@dap/client`'s \`DapClient\` (\`SandboxControlClient\` for the Sandbox Control API): one method per
 * operation, named after its operationId, typed with the spec's named schemas; the behaviour
 * (tokens, retries, timeouts, errors, pages) is the hand-written `ClientCore`'s, which the class
 * hands its operation table.
 */
export function clientMethodsModule(spec: RestSpec, api: RestApi = PLATFORM_API): string {
  const operations = clientOperations(spec);
  const imports = [...new Set(['paths', ...operations.flatMap((op) => [...op.imports])])].sort();
  const table = constName(api, 'OPERATIONS');
  const queries = operations
    .filter((op) => op.query)
    .map(
      (op) =>
        `/** The query parameters of \`${op.operation.operationId}\`. */\nexport type ${op.query!.typeName} = NonNullable<operations['${op.operation.operationId}']['parameters']['query']>;`,
    );
  const pages = operations
    .filter((op) => op.page)
    .map(
      (op) =>
        `/** One page of \`${op.operation.operationId}\`: its \`${op.page!.itemsKey}\`, the body, and the next page. */\nexport type ${op.page!.pageName} = CursorPage<${op.page!.item}, ${op.result}, ${op.query!.typeName}>;`,
    );
  const usesPages = pages.length > 0;
  const declarations = [...queries, ...pages];
  // An API served at the origin (the Sandbox Control API) is called at the origin of the platform client's `baseUrl`.
  const atOrigin = operations.some((op) => op.operation.base === 'origin')
    ? "\n *\n * Its operations are served at the origin of `baseUrl`: the platform client's options serve it too\n * (`https://api.sandbox.example.com/v2` and `https://api.sandbox.example.com` call the same place)."
    : '';
  return `import type { ${imports.join(', ')} } from '${api.typesModule}';
import type { APIPromise } from '../core/api-promise.js';
import { ClientCore, type DapClientOptions } from '../core/client-core.js';
${usesPages ? "import type { CursorPage, PagePromise } from '../core/pagination.js';\n" : ''}import type { RequestOptions } from '../core/request.js';
import { ${table} } from './${api.filePrefix}operations.js';
${declarations.length > 0 ? `\n${declarations.join('\n\n')}\n` : ''}
/**
 * ${spec.info.title}: one method per operation of the spec, named after its
 * operationId. Every method takes \`RequestOptions\` last (\`signal\`, \`timeoutMs\`, \`maxRetries\`,
 * \`acceptExisting\`); \`.withResponse()\` on what it returns gives status, headers and request id too.${atOrigin}
 */
export class ${api.clientClass} extends ClientCore<typeof ${table}, paths> {
  constructor(options: DapClientOptions) {
    super(options, ${table});
  }

${operations.map(method).join('\n\n')}
}
`;
}

function method(op: ClientOperation): string {
  const id = op.operation.operationId;
  const parameters = [
    ...op.pathParameters.map((name) => `${name}: NonNullable<operations['${id}']['parameters']['path']>['${name}']`),
    ...(op.body ? [`body${op.bodyOptional ? '?' : ''}: ${op.body}`] : []),
    ...(op.query ? [op.query.optional ? `query: ${op.query.typeName} = {}` : `query: ${op.query.typeName}`] : []),
    'options?: RequestOptions',
  ];
  const input = [
    ...(op.pathParameters.length > 0 ? [`path: { ${op.pathParameters.join(', ')} }`] : []),
    ...(op.body ? ['body'] : []),
    ...(op.query && !op.page ? ['query'] : []),
  ];
  const doc = docComment(op);
  if (op.page) {
    return `${doc}
  ${id}(${parameters.join(', ')}): PagePromise<${op.page.pageName}, ${op.page.item}> {
    return this.paginate<${op.page.item}, ${op.result}, ${op.query!.typeName}>('${id}', '${op.page.itemsKey}', query, options);
  }`;
  }
  return `${doc}
  ${id}(${parameters.join(', ')}): APIPromise<${op.result}> {
    return this.request<${op.result}>('${id}', ${input.length > 0 ? `{ ${input.join(', ')} }` : '{}'}, options);
  }`;
}

const RETRY = {
  always: 'Retried on connection errors, timeouts, 429 and 5xx.',
  'with-ref-id':
    'Retried on connection errors, timeouts, 429 and 5xx only when `body.ref_id` is set (the server deduplicates by it): a retry answered 409 resolves to the resource the earlier attempt created. With `acceptExisting`, a 409 whose existing resource matches the request resolves to it too.',
  never: 'Never retried: nothing deduplicates it, so a repeat could act twice.',
} as const;

function docComment(op: ClientOperation): string {
  const { operation } = op;
  const lines = [
    ...(operation.summary ? [operation.summary.trim(), ''] : []),
    `\`${operation.method} ${operation.path}\`, scope \`${op.scope}\`. ${RETRY[op.retry]}`,
    ...(op.page
      ? ['', `Await it for the first page, or \`for await\` it for every item of every page (\`${op.page.itemsKey}\`).`]
      : []),
  ];
  return `  /**\n${lines.map((line) => `   *${line === '' ? '' : ` ${line.replaceAll('*/', '*\\/')}`}`).join('\n')}\n   */`;
}
