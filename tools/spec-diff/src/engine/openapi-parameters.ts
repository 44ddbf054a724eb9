/** The parameters of one operation, the path's and its own: added, removed, made required, and their schemas. */
import { at, isObject, type Json, type JsonObject } from '../json/json.js';
import { resolve } from '../json/resolve.js';
import { deprecationOf } from '@dap/redocly-rules/deprecation';
import { deprecationNotice, removal } from './lifecycle.js';
import type { OperationContext, Side } from './openapi-operation.js';
import { diffSchema, type SchemaDiffContext } from './schema-diff.js';

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
function parameters(
  doc: JsonObject,
  side: Side,
  template: string,
  itemPath: string,
  opPath: string,
): Map<string, Parameter> {
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

export function diffParameters(ctx: OperationContext): void {
  const before = parameters(ctx.oldDoc, ctx.old, ctx.old.template, ctx.itemPath, ctx.path);
  const after = parameters(ctx.newDoc, ctx.new, ctx.new.template, ctx.itemPath, ctx.path);
  const schemas: SchemaDiffContext = {
    oldDoc: ctx.oldDoc,
    newDoc: ctx.newDoc,
    direction: 'request',
    report: ctx.report,
    visited: ctx.visited,
  };
  for (const [key, p] of after) {
    const label = describeParameter(p.value);
    const was = before.get(key);
    if (!was) {
      ctx.report(
        isRequired(p.value)
          ? {
              severity: 'breaking',
              direction: 'request',
              rule: 'required-parameter-added',
              pointer: p.pointer,
              document: 'new',
              path: p.path,
              change: `new required ${label}`,
              new: 'required',
            }
          : {
              severity: 'non-breaking',
              direction: 'request',
              rule: 'optional-parameter-added',
              pointer: p.pointer,
              document: 'new',
              path: p.path,
              change: `new optional ${label}`,
              new: 'optional',
            },
      );
      continue;
    }
    deprecationNotice(ctx.report, was.value, p.value, label, {
      direction: 'request',
      pointer: p.keyPointer('deprecated'),
      path: at(p.path, 'deprecated'),
    });
    if (isRequired(p.value) && !isRequired(was.value)) {
      ctx.report({
        severity: 'breaking',
        direction: 'request',
        rule: 'parameter-became-required',
        pointer: p.keyPointer('required'),
        document: 'new',
        path: at(p.path, 'required'),
        change: `${label} became required`,
        old: 'optional',
        new: 'required',
      });
    }
    if ('schema' in was.value && 'schema' in p.value) {
      diffSchema(
        schemas,
        { value: was.value['schema'], pointer: was.keyPointer('schema') },
        { value: p.value['schema'], pointer: p.keyPointer('schema') },
        at(p.path, 'schema'),
      );
    }
  }
  for (const [key, was] of before) {
    if (after.has(key)) continue;
    ctx.report(
      removal(deprecationOf(was.value), {
        severity: 'breaking',
        direction: 'request',
        rule: 'parameter-removed',
        pointer: was.pointer,
        document: 'old',
        path: was.path,
        change: `${describeParameter(was.value)} removed: clients that send it are no longer understood`,
        old: String(was.value['name']),
      }),
    );
  }
}
