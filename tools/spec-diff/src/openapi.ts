/** Breaking changes between two bundled OpenAPI 3.x documents, operation by operation. */
import { Findings, type Finding, type Report } from './findings.js';
import { at, isObject, type Json, type JsonObject } from './json.js';
import { resolve } from './resolve.js';
import { diffSchema, type SchemaDiffContext } from './schema-diff.js';
import { describeSecurity, securityBreaks, type Requirement } from './security.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `/accounts/{id}` and `/accounts/{account_id}` are the same path to a client. */
const pathKey = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const objectAt = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status);

export function diffOpenApi(oldDoc: JsonObject, newDoc: JsonObject): Finding[] {
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
      const report = findings.reporter({ spec: 'openapi', operation: name });
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
      const named = findings.reporter({ spec: 'openapi', operation: operationName(newOp, method, path) });
      diffOperation({
        oldDoc,
        newDoc,
        report: named,
        visited: new Set(),
        itemPath: at('/paths', path),
        path: opPath,
        old: { item: oldItem, itemAt: oldItemAt.keyPointer, op: oldOp, opAt: oldItemAt.keyPointer(method) },
        new: { item: newItem, itemAt: newItemAt.keyPointer, op: newOp, opAt: newItemAt.keyPointer(method) },
      });
    }
  }
  return findings.list;
}

const operationName = (op: JsonObject, method: string, path: string) =>
  typeof op['operationId'] === 'string' ? op['operationId'] : `${method.toUpperCase()} ${path}`;

interface Side {
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

/** Path-level parameters, overridden by the operation's own (same `in` and `name`). */
function parameters(doc: JsonObject, side: Side, itemPath: string, opPath: string): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  const add = (list: Json | undefined, listAt: string, pathAt: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const p = resolve(doc, raw, at(listAt, i));
      if (!isObject(p.value)) return;
      found.set(`${String(p.value['in'])}:${String(p.value['name'])}`, { value: p.value, pointer: p.pointer, keyPointer: p.keyPointer, path: at(pathAt, i) });
    });
  };
  add(side.item['parameters'], side.itemAt('parameters'), at(itemPath, 'parameters'));
  add(side.op['parameters'], at(side.opAt, 'parameters'), at(opPath, 'parameters'));
  return found;
}

function diffParameters(ctx: OperationContext): void {
  const before = parameters(ctx.oldDoc, ctx.old, ctx.itemPath, ctx.path);
  const after = parameters(ctx.newDoc, ctx.new, ctx.itemPath, ctx.path);
  const schemas: SchemaDiffContext = { oldDoc: ctx.oldDoc, newDoc: ctx.newDoc, direction: 'request', report: ctx.report, visited: ctx.visited };
  for (const [key, p] of after) {
    const label = `${String(p.value['in'])} parameter "${String(p.value['name'])}"`;
    const required = p.value['required'] === true || p.value['in'] === 'path';
    const was = before.get(key);
    if (required && !was) {
      ctx.report({ severity: 'breaking', direction: 'request', rule: 'required-parameter-added', pointer: p.pointer, document: 'new', path: p.path, change: `new required ${label}`, new: 'required' });
    } else if (required && was && !(was.value['required'] === true || was.value['in'] === 'path')) {
      ctx.report({ severity: 'breaking', direction: 'request', rule: 'parameter-became-required', pointer: p.keyPointer('required'), document: 'new', path: at(p.path, 'required'), change: `${label} became required`, old: 'optional', new: 'required' });
    }
    if (was && 'schema' in was.value && 'schema' in p.value) {
      diffSchema(schemas, { value: was.value['schema'], pointer: was.keyPointer('schema') }, { value: p.value['schema'], pointer: p.keyPointer('schema') }, at(p.path, 'schema'));
    }
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
