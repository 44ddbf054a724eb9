import fc from 'fast-check';
import type { Arbitraries, Hints } from '../arbitraries/types.js';
import { asSchema, type Json, type Schema, type SpecDocument } from '../spec/document.js';
import type { Operation, Parameter } from '../spec/operations.js';
import { snakeCase, type AnchorPool } from './anchors.js';
import type { Expectation } from './check.js';

/** The pagination convention of the contract: `page_cursor` in, `next_page_cursor` out (opaque, server-issued). */
export const CURSOR_PARAMETER = 'page_cursor';
export const NEXT_CURSOR_PROPERTY = 'next_page_cursor';

/** The credentials a request carries: the operation's token, none, or a given header value. */
export type Authorization = { kind: 'token' } | { kind: 'none' } | { kind: 'header'; value: string };

/** A request to make of an operation, before it has a URL. */
export interface PlannedRequest {
  name: string;
  path: Record<string, string>;
  query: [string, string][];
  body?: { text: string; contentType: string };
  authorization: Authorization;
  expectation: Expectation;
}

export interface RequestContext {
  spec: SpecDocument;
  arbitraries: Arbitraries;
  anchors: AnchorPool;
}

type Params = Pick<PlannedRequest, 'path' | 'query'>;

/** The component a successful answer of `operation` is (`Account` for getAccount), if it names one. */
function successComponent(spec: SpecDocument, operation: Operation): string | undefined {
  for (const [status, response] of operation.responses) {
    if (status < 200 || status > 299 || !response.content) continue;
    const ref = asSchema(spec.resolve(response.content.schemaPointer)).$ref;
    const name = typeof ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1] : undefined;
    if (name !== undefined) return name;
  }
  return undefined;
}

/** The anchor keys for a parameter: a path `id` is the id of the resource the operation answers with. */
function anchorKeys(context: RequestContext, operation: Operation, parameter: Parameter): string[] {
  if (parameter.in === 'path' && parameter.name === 'id') {
    const component = successComponent(context.spec, operation);
    return component !== undefined ? [`${component}.id`, `${snakeCase(component)}_id`] : [];
  }
  return [parameter.name];
}

const requestParameters = (operation: Operation): Parameter[] =>
  operation.parameters.filter((p) => (p.in === 'query' || p.in === 'path') && p.name !== CURSOR_PARAMETER);

function toParams(operation: Operation, values: Record<string, Json | undefined>): Params {
  const path: Record<string, string> = {};
  const query: [string, string][] = [];
  for (const p of operation.parameters) {
    const v = values[p.name];
    if (v === undefined) continue;
    if (p.in === 'path') path[p.name] = String(v);
    else if (p.in === 'query') query.push([p.name, String(v)]);
  }
  return { path, query };
}

/** Required parameters only, each an anchor or its example or a generated value. */
function plainParams(context: RequestContext, operation: Operation, seed: number): Params {
  const values: Record<string, Json> = {};
  for (const p of requestParameters(operation).filter((q) => q.required)) {
    const anchor = anchorKeys(context, operation, p)
      .map((key) => context.anchors.get(key))
      .find((list) => list.length > 0)?.[0];
    values[p.name] =
      anchor ??
      (p.example as Json | undefined) ??
      fc.sample(context.arbitraries.validArbitrary(p.schema), { numRuns: 1, seed })[0] ??
      '';
  }
  return toParams(operation, values);
}

function parametersArbitrary(context: RequestContext, operation: Operation): fc.Arbitrary<Params> {
  const params = requestParameters(operation);
  if (params.length === 0) return fc.constant({ path: {}, query: [] });
  const model = Object.fromEntries(
    params.map((p) => {
      const own = context.arbitraries.validArbitrary(p.schema);
      return [p.name, context.anchors.arbitrary(anchorKeys(context, operation, p), own) ?? own];
    }),
  );
  return fc
    .record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) })
    .map((values) => toParams(operation, values));
}

/** Hints for every property of `schema` (at any depth) that has anchors: realistic values, sometimes generated ones. */
function bodyHints(context: RequestContext, schema: Schema): Hints {
  const hints: Record<string, fc.Arbitrary<Json>> = {};
  const walk = (node: Schema, depth: number): void => {
    const resolved = context.spec.deref(node);
    for (const [name, child] of Object.entries(asSchema(resolved.properties))) {
      const childSchema = asSchema(child);
      const type = context.spec.deref(childSchema).type;
      if (type === 'object' || type === 'array') {
        if (depth < 6) walk(childSchema, depth + 1);
      } else if (!(name in hints)) {
        const hint = context.anchors.arbitrary([name], context.arbitraries.validArbitrary(childSchema));
        if (hint) hints[name] = hint;
      }
    }
  };
  walk(schema, 0);
  return hints;
}

export function bodyArbitrary(context: RequestContext, operation: Operation): fc.Arbitrary<Json> {
  const schema = operation.body?.schema ?? {};
  return context.arbitraries.validArbitrary(schema, bodyHints(context, schema));
}

export function encodeBody(operation: Operation, value: Json): { text: string; contentType: string } {
  if (operation.body?.contentType === 'application/x-www-form-urlencoded') {
    const entries = Object.entries(value as Record<string, Json>).map(([k, v]): [string, string] => [k, String(v)]);
    return { text: new URLSearchParams(entries).toString(), contentType: operation.body.contentType };
  }
  return { text: JSON.stringify(value), contentType: operation.body?.contentType ?? 'application/json' };
}

const valid: Expectation = { kind: 'valid' };
const invalid: Expectation = { kind: 'invalid' };

/**
 * Valid requests: the spec's own examples first (realistic by design), then `count` generated from the
 * schemas with anchors mixed in.
 */
export function validRequests(
  context: RequestContext,
  operation: Operation,
  count: number,
  seed: number,
): PlannedRequest[] {
  const token: Authorization = { kind: 'token' };
  const out: PlannedRequest[] = [];
  const plain = plainParams(context, operation, seed);
  if (operation.body) {
    operation.body.examples.forEach((example, i) => {
      out.push({
        name: `example body ${i + 1}`,
        ...plain,
        body: encodeBody(operation, example as Json),
        authorization: token,
        expectation: valid,
      });
    });
  } else {
    out.push({ name: 'required parameters only', ...plain, authorization: token, expectation: valid });
    const examples = Object.fromEntries(
      requestParameters(operation)
        .filter((p) => p.example !== undefined)
        .map((p) => [p.name, p.example as Json]),
    );
    if (Object.keys(examples).length > 0) {
      // Path parameters stay the anchors found: an example id need not exist on this deployment.
      out.push({
        name: 'parameter examples',
        ...toParams(operation, { ...examples, ...plain.path }),
        authorization: token,
        expectation: valid,
      });
    }
  }
  if (count > 0) {
    const body = operation.body ? bodyArbitrary(context, operation) : fc.constant(undefined);
    const samples = fc.sample(fc.tuple(parametersArbitrary(context, operation), body), { numRuns: count, seed });
    samples.forEach(([params, value], i) => {
      out.push({
        name: `generated request ${i + 1}`,
        ...params,
        ...(value !== undefined ? { body: encodeBody(operation, value) } : {}),
        authorization: token,
        expectation: valid,
      });
    });
  }
  return out;
}

/**
 * Invalid requests, a few per operation: no or a malformed token (401), a token without the
 * operation's scope (403, when `foreignToken` is one), each parameter with a value its schema
 * refuses, and `bodies` mutated bodies; each must be refused with a declared 4xx.
 */
export function invalidRequests(
  context: RequestContext,
  operation: Operation,
  bodies: number,
  seed: number,
  foreignToken: string | undefined,
): PlannedRequest[] {
  const out: PlannedRequest[] = [];
  const base = validRequests(context, operation, 0, seed)[0] ?? {
    name: '',
    path: {},
    query: [],
    authorization: { kind: 'token' },
    expectation: valid,
  };
  if (operation.security.length > 0) {
    out.push({
      ...base,
      name: 'no token',
      authorization: { kind: 'none' },
      expectation: { kind: 'invalid', statuses: [401] },
    });
    out.push({
      ...base,
      name: 'malformed token',
      authorization: { kind: 'header', value: 'Bearer not-a-token' },
      expectation: { kind: 'invalid', statuses: [401] },
    });
    if (foreignToken !== undefined) {
      out.push({
        ...base,
        name: 'token without the scope',
        authorization: { kind: 'header', value: `Bearer ${foreignToken}` },
        expectation: { kind: 'invalid', statuses: [403] },
      });
    }
  }
  operation.parameters.forEach((p, i) => {
    if (p.in !== 'query' && p.in !== 'path') return;
    const values = context.arbitraries.invalidParameterValues(p.schema);
    if (values.length === 0) return;
    const [value = ''] = fc.sample(fc.constantFrom(...values), { numRuns: 1, seed: seed + i });
    const params =
      p.in === 'path'
        ? { path: { ...base.path, [p.name]: value }, query: base.query }
        : {
            path: base.path,
            query: [...base.query.filter(([k]) => k !== p.name), [p.name, value] as [string, string]],
          };
    out.push({ ...base, ...params, name: `${p.in} ${p.name}=${JSON.stringify(value)}`, expectation: invalid });
  });
  if (operation.body && bodies > 0 && operation.body.contentType === 'application/json') {
    const mutated = fc.sample(
      context.arbitraries.invalidBodyArbitrary(operation.body.schema, bodyArbitrary(context, operation)),
      { numRuns: bodies, seed },
    );
    for (const body of mutated)
      out.push({
        ...base,
        name: body.kind,
        body: { text: body.text, contentType: body.contentType },
        expectation: invalid,
      });
  }
  return out;
}
