/** Breaking changes between two bundled OpenAPI 3.x documents, operation by operation. */
import { LIMITS, PROBLEM_TYPES } from '@dap/redocly-rules/extensions';
import { Findings, type Finding, type Report, type Spec } from '../findings/findings.js';
import { at, canonical, isObject, objectAt, type Json, type JsonObject } from '../json/json.js';
import { resolve } from '../json/resolve.js';
import { diffLimits } from './limits.js';
import { diffSchema, type SchemaDiffContext } from './schema-diff.js';
import { describeSecurity, securityBreaks, type Requirement } from './security.js';

/** The extension of the Problem schema that lists every problem type by code. */
export { PROBLEM_TYPES };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `/accounts/{id}` and `/accounts/{account_id}` are the same path to a client. */
const pathKey = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

/** `spec` names the document in the findings: the platform API (`openapi`) or the Sandbox Control API. */
export function diffOpenApi(oldDoc: JsonObject, newDoc: JsonObject, spec: Spec = 'openapi'): Finding[] {
  const findings = new Findings();
  const oldPaths = objectAt(oldDoc['paths']);
  const newPaths = objectAt(newDoc['paths']);
  const newByKey = new Map(Object.keys(newPaths).map((path) => [pathKey(path), path]));

  for (const [path, rawItem] of Object.entries(oldPaths)) {
    const oldItemAt = resolve(oldDoc, rawItem, at('/paths', path));
    const oldItem = objectAt(oldItemAt.value);
    const newPath = newByKey.get(pathKey(path));
    const newItemAt = newPath === undefined ? undefined : resolve(newDoc, newPaths[newPath], at('/paths', newPath));
    for (const method of METHODS) {
      const oldOp = oldItem[method];
      if (!isObject(oldOp)) continue;
      const name = operationName(oldOp, method, path);
      const report = findings.reporter({ spec, operation: name });
      const opPath = at('/paths', path, method);
      if (!newItemAt) {
        report({ severity: 'breaking', direction: 'request', rule: 'path-removed', pointer: at('/paths', path), document: 'old', path: at('/paths', path), change: `path ${path} removed`, old: `${method.toUpperCase()} ${path}` });
        continue;
      }
      const newItem = objectAt(newItemAt.value);
      const newOp = newItem[method];
      if (!isObject(newOp)) {
        report({ severity: 'breaking', direction: 'request', rule: 'operation-removed', pointer: oldItemAt.keyPointer(method), document: 'old', path: opPath, change: `operation ${method.toUpperCase()} ${path} removed`, old: name });
        continue;
      }
      const named = findings.reporter({ spec, operation: operationName(newOp, method, path) });
      diffOperation({
        oldDoc,
        newDoc,
        report: named,
        visited: new Set(),
        itemPath: at('/paths', path),
        path: opPath,
        old: { template: path, item: oldItem, itemAt: oldItemAt.keyPointer, op: oldOp, opAt: oldItemAt.keyPointer(method) },
        new: { template: newPath!, item: newItem, itemAt: newItemAt.keyPointer, op: newOp, opAt: newItemAt.keyPointer(method) },
      });
    }
  }
  diffAddedOperations(findings, oldDoc, oldPaths, newPaths, spec);
  diffProblemTypes(findings, oldDoc, newDoc, spec);
  // The request limits (root `x-limits`) bound every operation.
  diffLimits(findings.reporter({ spec, operation: 'every operation' }), 'request', oldDoc[LIMITS], newDoc[LIMITS], { pointer: `/${LIMITS}`, path: `/${LIMITS}` });
  return findings.list;
}

/** New paths and methods: a client that does not call them is not affected. */
function diffAddedOperations(findings: Findings, oldDoc: JsonObject, oldPaths: JsonObject, newPaths: JsonObject, spec: Spec): void {
  const oldByKey = new Map(Object.keys(oldPaths).map((path) => [pathKey(path), path]));
  for (const [path, rawItem] of Object.entries(newPaths)) {
    const oldPath = oldByKey.get(pathKey(path));
    const oldItem = oldPath === undefined ? {} : objectAt(resolve(oldDoc, oldPaths[oldPath], at('/paths', oldPath)).value);
    for (const method of METHODS) {
      const op = objectAt(rawItem)[method];
      if (!isObject(op) || isObject(oldItem[method])) continue;
      const name = operationName(op, method, path);
      findings.reporter({ spec, operation: name })({
        severity: 'non-breaking', direction: 'request', rule: 'operation-added', pointer: at('/paths', path, method), document: 'new', path: at('/paths', path, method), change: `operation ${method.toUpperCase()} ${path} added`, new: name,
      });
    }
  }
}

/** The problem types the spec lists (`x-problem-types` of a schema, codes under the docs' `problems/`), by type URI. */
function problemTypes(doc: JsonObject): Map<string, { code: string; status: Json | undefined; pointer: string }> {
  const found = new Map<string, { code: string; status: Json | undefined; pointer: string }>();
  const docs = objectAt(doc['externalDocs'])['url'];
  const base = typeof docs === 'string' ? docs : '';
  for (const [name, schema] of Object.entries(objectAt(objectAt(doc['components'])['schemas']))) {
    for (const [code, entry] of Object.entries(objectAt(objectAt(schema)[PROBLEM_TYPES]))) {
      // The bundle states each entry's URI (the house decorator writes it); the docs base and the code make it otherwise.
      const type = objectAt(entry)['type'];
      const uri = typeof type === 'string' ? type : `${base}problems/${code}`;
      found.set(uri, { code, status: objectAt(entry)['status'], pointer: at('/components/schemas', name, PROBLEM_TYPES, code) });
    }
  }
  return found;
}

/** Clients branch on a problem's `type` URI: one that goes (or moves) breaks them; a new one does not. */
function diffProblemTypes(findings: Findings, oldDoc: JsonObject, newDoc: JsonObject, spec: Spec): void {
  const report = findings.reporter({ spec, operation: 'problem types' });
  const before = problemTypes(oldDoc);
  const after = problemTypes(newDoc);
  for (const [uri, was] of before) {
    const now = after.get(uri);
    if (!now) {
      report({ severity: 'breaking', direction: 'response', rule: 'problem-type-removed', pointer: was.pointer, document: 'old', path: was.pointer, change: `problem type "${was.code}" removed or renamed`, old: uri });
    } else if (canonical(now.status) !== canonical(was.status)) {
      report({ severity: 'breaking', direction: 'response', rule: 'problem-type-changed', pointer: at(now.pointer, 'status'), document: 'new', path: at(now.pointer, 'status'), change: `status of problem type "${was.code}" changed`, old: was.status ?? null, new: now.status ?? null });
    }
  }
  for (const [uri, now] of after) {
    if (before.has(uri)) continue;
    report({ severity: 'non-breaking', direction: 'response', rule: 'problem-type-added', pointer: now.pointer, document: 'new', path: now.pointer, change: `problem type "${now.code}" added`, new: uri });
  }
}

const operationName = (op: JsonObject, method: string, path: string) =>
  typeof op['operationId'] === 'string' ? op['operationId'] : `${method.toUpperCase()} ${path}`;

interface Side {
  /** The path template, as written in this document. */
  template: string;
  item: JsonObject;
  itemAt: (key: string) => string;
  op: JsonObject;
  opAt: string;
}

interface OperationContext {
  oldDoc: JsonObject;
  newDoc: JsonObject;
  report: Report;
  visited: Set<string>;
  itemPath: string;
  path: string;
  old: Side;
  new: Side;
}

function diffOperation(ctx: OperationContext): void {
  diffSecurity(ctx);
  diffParameters(ctx);
  diffRequestBody(ctx);
  diffResponses(ctx);
}

function requirements(value: Json | undefined): Requirement[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((r) => Object.fromEntries(Object.entries(r).map(([scheme, scopes]) => [scheme, Array.isArray(scopes) ? scopes.map(String) : []])));
}

function diffSecurity(ctx: OperationContext): void {
  const effective = (doc: JsonObject, side: Side) =>
    'security' in side.op ? { value: side.op['security'], pointer: at(side.opAt, 'security') } : { value: doc['security'], pointer: '/security' };
  const before = effective(ctx.oldDoc, ctx.old);
  const after = effective(ctx.newDoc, ctx.new);
  const o = requirements(before.value);
  const n = requirements(after.value);
  if (!securityBreaks(o, n)) return;
  ctx.report({ severity: 'breaking', direction: 'request', rule: 'scope-changed', pointer: after.pointer, document: 'new', path: at(ctx.path, 'security'), change: 'required scope changed', old: describeSecurity(o), new: describeSecurity(n) });
}

interface Parameter {
  value: JsonObject;
  pointer: string;
  keyPointer: (key: string) => string;
  path: string;
}

/**
 * Path-level parameters, overridden by the operation's own (same `in` and `name`). Path parameters
 * are keyed by their place in the path template: the client sends the same URL whatever they are named.
 */
function parameters(doc: JsonObject, side: Side, template: string, itemPath: string, opPath: string): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  const slots = [...template.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const add = (list: Json | undefined, listAt: string, pathAt: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const p = resolve(doc, raw, at(listAt, i));
      if (!isObject(p.value)) return;
      const name = String(p.value['name']);
      const key = p.value['in'] === 'path' ? `path:#${slots.indexOf(name)}` : `${String(p.value['in'])}:${name}`;
      found.set(key, { value: p.value, pointer: p.pointer, keyPointer: p.keyPointer, path: at(pathAt, i) });
    });
  };
  add(side.item['parameters'], side.itemAt('parameters'), at(itemPath, 'parameters'));
  add(side.op['parameters'], at(side.opAt, 'parameters'), at(opPath, 'parameters'));
  return found;
}

const isRequired = (p: JsonObject) => p['required'] === true || p['in'] === 'path';
const describeParameter = (p: JsonObject) => `${String(p['in'])} parameter "${String(p['name'])}"`;

function diffParameters(ctx: OperationContext): void {
  const before = parameters(ctx.oldDoc, ctx.old, ctx.old.template, ctx.itemPath, ctx.path);
  const after = parameters(ctx.newDoc, ctx.new, ctx.new.template, ctx.itemPath, ctx.path);
  const schemas: SchemaDiffContext = { oldDoc: ctx.oldDoc, newDoc: ctx.newDoc, direction: 'request', report: ctx.report, visited: ctx.visited };
  for (const [key, p] of after) {
    const label = describeParameter(p.value);
    const was = before.get(key);
    if (!was) {
      ctx.report(isRequired(p.value)
        ? { severity: 'breaking', direction: 'request', rule: 'required-parameter-added', pointer: p.pointer, document: 'new', path: p.path, change: `new required ${label}`, new: 'required' }
        : { severity: 'non-breaking', direction: 'request', rule: 'optional-parameter-added', pointer: p.pointer, document: 'new', path: p.path, change: `new optional ${label}`, new: 'optional' });
      continue;
    }
    if (isRequired(p.value) && !isRequired(was.value)) {
      ctx.report({ severity: 'breaking', direction: 'request', rule: 'parameter-became-required', pointer: p.keyPointer('required'), document: 'new', path: at(p.path, 'required'), change: `${label} became required`, old: 'optional', new: 'required' });
    }
    if ('schema' in was.value && 'schema' in p.value) {
      diffSchema(schemas, { value: was.value['schema'], pointer: was.keyPointer('schema') }, { value: p.value['schema'], pointer: p.keyPointer('schema') }, at(p.path, 'schema'));
    }
  }
  for (const [key, was] of before) {
    if (after.has(key)) continue;
    ctx.report({ severity: 'breaking', direction: 'request', rule: 'parameter-removed', pointer: was.pointer, document: 'old', path: was.path, change: `${describeParameter(was.value)} removed: clients that send it are no longer understood`, old: String(was.value['name']) });
  }
}

function diffRequestBody(ctx: OperationContext): void {
  const o = resolve(ctx.oldDoc, ctx.old.op['requestBody'], at(ctx.old.opAt, 'requestBody'));
  const n = resolve(ctx.newDoc, ctx.new.op['requestBody'], at(ctx.new.opAt, 'requestBody'));
  if (!isObject(n.value)) return;
  const path = at(ctx.path, 'requestBody');
  const oldBody = objectAt(o.value);
  if (n.value['required'] === true && oldBody['required'] !== true) {
    ctx.report({ severity: 'breaking', direction: 'request', rule: 'request-body-became-required', pointer: n.keyPointer('required'), document: 'new', path: at(path, 'required'), change: 'request body became required', ...(isObject(o.value) ? { old: 'optional' } : {}), new: 'required' });
  }
  diffContent(ctx, 'request', { value: oldBody, keyPointer: o.keyPointer }, { value: n.value, keyPointer: n.keyPointer }, path, true);
}

function diffResponses(ctx: OperationContext): void {
  const oldResponses = objectAt(ctx.old.op['responses']);
  const newResponses = objectAt(ctx.new.op['responses']);
  for (const [status, raw] of Object.entries(oldResponses)) {
    const path = at(ctx.path, 'responses', status);
    const o = resolve(ctx.oldDoc, raw, at(ctx.old.opAt, 'responses', status));
    if (!(status in newResponses)) {
      if (isSuccess(status)) {
        ctx.report({ severity: 'breaking', direction: 'response', rule: 'success-status-removed', pointer: at(ctx.old.opAt, 'responses', status), document: 'old', path, change: `success status ${status} removed`, old: status });
      }
      continue;
    }
    const n = resolve(ctx.newDoc, newResponses[status], at(ctx.new.opAt, 'responses', status));
    diffContent(ctx, 'response', { value: objectAt(o.value), keyPointer: o.keyPointer }, { value: objectAt(n.value), keyPointer: n.keyPointer }, path, isSuccess(status));
  }
  for (const status of Object.keys(newResponses).filter((s) => !(s in oldResponses))) {
    // A client handles errors by class (any 4xx), but a success it was not told about is data it cannot read.
    const success = isSuccess(status);
    ctx.report({
      severity: success ? 'breaking' : 'non-breaking',
      direction: 'response',
      rule: 'status-added',
      pointer: at(ctx.new.opAt, 'responses', status),
      document: 'new',
      path: at(ctx.path, 'responses', status),
      change: success ? `new success status ${status}` : `new error status ${status}`,
      new: status,
    });
  }
}

/** Compares `content` maps media type by media type; a media type that goes is breaking where `strict`. */
function diffContent(
  ctx: OperationContext,
  direction: 'request' | 'response',
  o: { value: JsonObject; keyPointer: (key: string) => string },
  n: { value: JsonObject; keyPointer: (key: string) => string },
  path: string,
  strict: boolean,
): void {
  const oldContent = objectAt(o.value['content']);
  const newContent = objectAt(n.value['content']);
  const schemas: SchemaDiffContext = { oldDoc: ctx.oldDoc, newDoc: ctx.newDoc, direction, report: ctx.report, visited: ctx.visited };
  for (const [mediaType, oldMedia] of Object.entries(oldContent)) {
    const mediaPath = at(path, 'content', mediaType);
    if (!(mediaType in newContent)) {
      if (strict) {
        ctx.report({ severity: 'breaking', direction, rule: 'media-type-removed', pointer: at(o.keyPointer('content'), mediaType), document: 'old', path: mediaPath, change: `media type ${mediaType} removed`, old: mediaType });
      }
      continue;
    }
    const newMedia = newContent[mediaType];
    if (!isObject(oldMedia) || !isObject(newMedia) || !('schema' in oldMedia) || !('schema' in newMedia)) continue;
    diffSchema(
      schemas,
      { value: oldMedia['schema'], pointer: at(o.keyPointer('content'), mediaType, 'schema') },
      { value: newMedia['schema'], pointer: at(n.keyPointer('content'), mediaType, 'schema') },
      at(mediaPath, 'schema'),
    );
  }
}
