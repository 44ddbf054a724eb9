/** Breaking changes between two bundled OpenAPI 3.x documents, operation by operation. */
import { LIMITS } from '@dap/redocly-rules/extensions';
import { Findings, type Finding, type Spec } from '../findings/findings.js';
import { at, isObject, objectAt, type Json, type JsonObject } from '../json/json.js';
import { resolve } from '../json/resolve.js';
import { deprecationOf } from '@dap/redocly-rules/deprecation';
import { deprecationNotice, removal } from './lifecycle.js';
import { diffLimits } from './limits.js';
import { diffRequestBody, diffResponses } from './openapi-bodies.js';
import type { OperationContext, Side } from './openapi-operation.js';
import { diffParameters } from './openapi-parameters.js';
import { diffProblemTypes } from './problem-types.js';
import { describeSecurity, securityBreaks, type Requirement } from './security.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `/accounts/{id}` and `/accounts/{account_id}` are the same path to a client. */
const pathKey = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

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
        report(
          removal(deprecationOf(oldOp), {
            severity: 'breaking',
            direction: 'request',
            rule: 'path-removed',
            pointer: at('/paths', path),
            document: 'old',
            path: at('/paths', path),
            change: `path ${path} removed`,
            old: `${method.toUpperCase()} ${path}`,
          }),
        );
        continue;
      }
      const newItem = objectAt(newItemAt.value);
      const newOp = newItem[method];
      if (!isObject(newOp)) {
        report(
          removal(deprecationOf(oldOp), {
            severity: 'breaking',
            direction: 'request',
            rule: 'operation-removed',
            pointer: oldItemAt.keyPointer(method),
            document: 'old',
            path: opPath,
            change: `operation ${method.toUpperCase()} ${path} removed`,
            old: name,
          }),
        );
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
        old: {
          template: path,
          item: oldItem,
          itemAt: oldItemAt.keyPointer,
          op: oldOp,
          opAt: oldItemAt.keyPointer(method),
        },
        new: {
          template: newPath!,
          item: newItem,
          itemAt: newItemAt.keyPointer,
          op: newOp,
          opAt: newItemAt.keyPointer(method),
        },
      });
    }
  }
  diffAddedOperations(findings, oldDoc, oldPaths, newPaths, spec);
  diffProblemTypes(findings, oldDoc, newDoc, spec);
  // The request limits (root `x-limits`) bound every operation.
  diffLimits(findings.reporter({ spec, operation: 'every operation' }), 'request', oldDoc[LIMITS], newDoc[LIMITS], {
    pointer: `/${LIMITS}`,
    path: `/${LIMITS}`,
  });
  return findings.list;
}

/** New paths and methods: a client that does not call them is not affected. */
function diffAddedOperations(
  findings: Findings,
  oldDoc: JsonObject,
  oldPaths: JsonObject,
  newPaths: JsonObject,
  spec: Spec,
): void {
  const oldByKey = new Map(Object.keys(oldPaths).map((path) => [pathKey(path), path]));
  for (const [path, rawItem] of Object.entries(newPaths)) {
    const oldPath = oldByKey.get(pathKey(path));
    const oldItem =
      oldPath === undefined ? {} : objectAt(resolve(oldDoc, oldPaths[oldPath], at('/paths', oldPath)).value);
    for (const method of METHODS) {
      const op = objectAt(rawItem)[method];
      if (!isObject(op) || isObject(oldItem[method])) continue;
      const name = operationName(op, method, path);
      findings.reporter({ spec, operation: name })({
        severity: 'non-breaking',
        direction: 'request',
        rule: 'operation-added',
        pointer: at('/paths', path, method),
        document: 'new',
        path: at('/paths', path, method),
        change: `operation ${method.toUpperCase()} ${path} added`,
        new: name,
      });
    }
  }
}

const operationName = (op: JsonObject, method: string, path: string) =>
  typeof op['operationId'] === 'string' ? op['operationId'] : `${method.toUpperCase()} ${path}`;

function diffOperation(ctx: OperationContext): void {
  deprecationNotice(ctx.report, ctx.old.op, ctx.new.op, 'operation', {
    direction: 'request',
    pointer: at(ctx.new.opAt, 'deprecated'),
    path: at(ctx.path, 'deprecated'),
  });
  diffSecurity(ctx);
  diffParameters(ctx);
  diffRequestBody(ctx);
  diffResponses(ctx);
}

function requirements(value: Json | undefined): Requirement[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([scheme, scopes]) => [scheme, Array.isArray(scopes) ? scopes.map(String) : []]),
      ),
    );
}

function diffSecurity(ctx: OperationContext): void {
  const effective = (doc: JsonObject, side: Side) =>
    'security' in side.op
      ? { value: side.op['security'], pointer: at(side.opAt, 'security') }
      : { value: doc['security'], pointer: '/security' };
  const before = effective(ctx.oldDoc, ctx.old);
  const after = effective(ctx.newDoc, ctx.new);
  const o = requirements(before.value);
  const n = requirements(after.value);
  if (!securityBreaks(o, n)) return;
  ctx.report({
    severity: 'breaking',
    direction: 'request',
    rule: 'scope-changed',
    pointer: after.pointer,
    document: 'new',
    path: at(ctx.path, 'security'),
    change: 'required scope changed',
    old: describeSecurity(o),
    new: describeSecurity(n),
  });
}
