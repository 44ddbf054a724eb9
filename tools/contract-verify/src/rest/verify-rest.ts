import type { Arbitraries } from '../arbitraries/types.js';
import type { Check, Subject } from '../report/model.js';
import { asSchema, type SpecDocument } from '../spec/document.js';
import { mediaExamples, type Operation } from '../spec/operations.js';
import type { ReceivedValidator } from '../spec/received.js';
import { AnchorPool } from './anchors.js';
import { checkResponse } from './check.js';
import { describeRequest, describeResponse, send, type HttpRequest, type HttpResponse } from './http.js';
import {
  CURSOR_PARAMETER,
  invalidRequests,
  NEXT_CURSOR_PROPERTY,
  validRequests,
  type PlannedRequest,
  type RequestContext,
} from './requests.js';
import { obtainTokens, type Credentials, type Tokens } from './tokens.js';

export interface RestOptions {
  baseUrl: URL;
  tokenUrl: URL;
  credentials: Credentials;
  allowWrites: boolean;
  /** Generated valid requests per operation (the spec's examples come on top). */
  requests: number;
  seed: number;
  timeoutMs: number;
  /** Scopes needed besides the operations' own (the WebSocket's). */
  extraScopes: readonly string[];
}

export interface RestResult {
  subjects: Subject[];
  tokens: Tokens;
}

/** How many next pages a list is followed to, per operation. */
const MAX_FOLLOW_UPS = 2;
/** A 429 is retried after its Retry-After, at most this long and this often. */
const MAX_RETRY_WAIT_MS = 5_000;
const MAX_RETRIES = 2;

const isRead = (operation: Operation): boolean => operation.method === 'GET';

/**
 * Every operation of the OpenAPI document: tokens first (the token endpoint's subject), then reads
 * (lists before gets, so the ids lists answer with feed the gets), then writes when allowed.
 */
export async function verifyRest(
  spec: SpecDocument,
  validator: ReceivedValidator,
  arbitraries: Arbitraries,
  ops: readonly Operation[],
  options: RestOptions,
): Promise<RestResult> {
  const endpoint = ops.find((op) => op.tokenEndpoint);
  if (!endpoint)
    throw new Error(
      `${spec.name} declares no OAuth2 token endpoint (no operation at the path of a client-credentials tokenUrl)`,
    );
  const scopes = [...new Set([...ops.flatMap((op) => op.security), ...options.extraScopes])];
  const tokens = await obtainTokens(
    spec,
    validator,
    endpoint,
    options.tokenUrl,
    options.credentials,
    scopes,
    options.timeoutMs,
  );

  const anchors = new AnchorPool(spec);
  seedAnchorsFromExamples(spec, anchors, ops);
  const context: RequestContext = { spec, arbitraries, anchors };

  const subjects: Subject[] = [
    {
      kind: 'operation',
      id: endpoint.operationId,
      title: `${endpoint.method} ${endpoint.path}`,
      checks: tokens.checks,
    },
  ];
  const rest = ops.filter((op) => !op.tokenEndpoint);
  const ordered = [
    ...rest.filter((op) => isRead(op) && !op.parameters.some((p) => p.in === 'path')),
    ...rest.filter((op) => isRead(op) && op.parameters.some((p) => p.in === 'path')),
    ...rest.filter((op) => !isRead(op)),
  ];
  for (const [index, operation] of ordered.entries()) {
    const subject: Subject = {
      kind: 'operation',
      id: operation.operationId,
      title: `${operation.method} ${operation.path}`,
      checks: [],
    };
    subjects.push(subject);
    if (!isRead(operation) && !options.allowWrites) {
      subject.skipped = 'a write: run with --allow-writes to exercise it';
      continue;
    }
    const scope = operation.security[0];
    const token = scope === undefined ? '' : tokens.byScope.get(scope);
    if (token === undefined) {
      subject.skipped = `no token for ${scope ?? ''}: ${tokens.refused.get(scope ?? '') ?? 'not requested'}`;
      continue;
    }
    const seed = options.seed + index * 1_000;
    const run = (request: PlannedRequest) =>
      exchange(spec, validator, operation, request, token, options, anchors, subject.checks);

    const followUps: PlannedRequest[] = [];
    for (const request of validRequests(context, operation, options.requests, seed)) {
      const response = await run(request);
      const cursor = response.ok && response.status === 200 ? asSchema(response.json)[NEXT_CURSOR_PROPERTY] : undefined;
      if (
        typeof cursor === 'string' &&
        operation.parameters.some((p) => p.name === CURSOR_PARAMETER) &&
        followUps.length < MAX_FOLLOW_UPS
      ) {
        followUps.push({
          ...request,
          name: `next page of ${request.name}`,
          query: [...request.query.filter(([k]) => k !== CURSOR_PARAMETER), [CURSOR_PARAMETER, cursor]],
        });
      }
    }
    for (const request of followUps) await run(request);

    const foreign = [...tokens.byScope.entries()].find(([other]) => !operation.security.includes(other))?.[1];
    for (const request of invalidRequests(
      context,
      operation,
      Math.max(3, Math.ceil(options.requests / 2)),
      seed + 500,
      foreign,
    ))
      await run(request);
  }
  return { subjects, tokens };
}

/** Sends one planned request (retrying a 429 after its Retry-After), checks each answer, keeps anchors of successful ones. */
async function exchange(
  spec: SpecDocument,
  validator: ReceivedValidator,
  operation: Operation,
  planned: PlannedRequest,
  token: string,
  options: RestOptions,
  anchors: AnchorPool,
  checks: Check[],
): Promise<HttpResponse> {
  const request = toHttpRequest(operation, planned, token, options);
  let response = await send(request, options.timeoutMs);
  for (let attempt = 0; ; attempt++) {
    checks.push({
      name: attempt === 0 ? planned.name : `${planned.name} (retry ${attempt} after 429)`,
      request: describeRequest(request),
      response: describeResponse(response),
      ...checkResponse(spec, validator, operation, response, planned.expectation),
    });
    if (!response.ok || response.status !== 429 || attempt >= MAX_RETRIES) break;
    const seconds = Number(response.headers.get('retry-after') ?? '1');
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(MAX_RETRY_WAIT_MS, Number.isFinite(seconds) ? seconds * 1000 : 1000)),
    );
    response = await send(request, options.timeoutMs);
  }
  const declared = response.ok ? operation.responses.get(response.status)?.content : undefined;
  if (response.ok && response.status < 300 && declared && response.isJson)
    anchors.collect(asSchema(spec.resolve(declared.schemaPointer)), response.json);
  return response;
}

function toHttpRequest(
  operation: Operation,
  planned: PlannedRequest,
  token: string,
  options: RestOptions,
): HttpRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(planned.path[name] ?? ''),
  );
  const url = new URL(`${options.baseUrl.href.replace(/\/$/, '')}${path}`);
  for (const [key, value] of planned.query) url.searchParams.append(key, value);
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  // An operation without security gets no token (its `token` is empty).
  if (planned.authorization.kind === 'token' && token !== '') headers.authorization = `Bearer ${token}`;
  if (planned.authorization.kind === 'header') headers.authorization = planned.authorization.value;
  if (planned.body) headers['content-type'] = planned.body.contentType;
  return { method: operation.method, url, headers, ...(planned.body ? { body: planned.body.text } : {}) };
}

/** The spec's own examples are the first anchors: parameter examples, request bodies and successful answers. */
function seedAnchorsFromExamples(spec: SpecDocument, anchors: AnchorPool, ops: readonly Operation[]): void {
  for (const operation of ops) {
    if (operation.tokenEndpoint) continue;
    for (const p of operation.parameters) {
      if (typeof p.example === 'string' || typeof p.example === 'number') anchors.add(p.name, p.example);
    }
    for (const example of operation.body?.examples ?? []) anchors.collect(operation.body?.schema ?? {}, example);
    for (const [status, response] of operation.responses) {
      if (status >= 300 || !response.content) continue;
      const media = asSchema(spec.resolve(response.content.schemaPointer.replace(/\/schema$/, '')));
      for (const example of mediaExamples(media)) anchors.collect(asSchema(media.schema), example);
    }
  }
}
