/**
 * The structural diff of two JSON Schemas (OpenAPI 3.x schema objects, AsyncAPI payloads), by
 * direction. A request schema breaks clients when it accepts less than before; a response schema
 * breaks them when it can produce what it did not promise before.
 */
import type { Direction, Report } from './findings.js';
import { at, canonical, isObject, type Json, type JsonObject } from './json.js';
import { resolve, type Resolved } from './resolve.js';

export interface SchemaDiffContext {
  oldDoc: Json;
  newDoc: Json;
  direction: Direction;
  report: Report;
  /** Schema pairs already compared for this operation (also what ends recursive schemas). */
  visited: Set<string>;
}

export interface Located {
  value: Json | undefined;
  /** Where `value` is written in its bundled document. */
  pointer: string;
}

const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'] as const;
const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'] as const;

/** Compares the schema `oldSchema` (base revision) with `newSchema` (working tree) reached at `path`. */
export function diffSchema(ctx: SchemaDiffContext, oldSchema: Located, newSchema: Located, path: string): void {
  const o = resolve(ctx.oldDoc, oldSchema.value, oldSchema.pointer);
  const n = resolve(ctx.newDoc, newSchema.value, newSchema.pointer);
  const key = `${ctx.direction} ${o.pointer} ${n.pointer}`;
  if (ctx.visited.has(key)) return;
  ctx.visited.add(key);

  if (typeof o.value === 'boolean' || typeof n.value === 'boolean') {
    diffBooleanSchemas(ctx, o, n, path);
    return;
  }
  if (!isObject(o.value) || !isObject(n.value)) return;
  const os = o.value;
  const ns = n.value;
  const where = (keyword: string) =>
    keyword in ns ? { pointer: n.keyPointer(keyword), document: 'new' as const } : { pointer: o.keyPointer(keyword), document: 'old' as const };
  const report = (keyword: string, rest: Omit<Parameters<Report>[0], 'pointer' | 'document' | 'path' | 'direction'>) =>
    ctx.report({ ...rest, direction: ctx.direction, ...where(keyword), path: at(path, keyword) });

  diffTypes(ctx, os, ns, report);
  diffEnums(ctx, os, ns, report);
  if (ctx.direction === 'request') diffRequestConstraints(os, ns, report);
  diffObjects(ctx, o, n, path, report);

  if ('items' in os && 'items' in ns && !Array.isArray(os['items']) && !Array.isArray(ns['items'])) {
    diffSchema(ctx, { value: os['items'], pointer: o.keyPointer('items') }, { value: ns['items'], pointer: n.keyPointer('items') }, at(path, 'items'));
  }
  for (const keyword of ['then', 'else', 'contains', 'propertyNames'] as const) {
    if (keyword in os && keyword in ns) {
      diffSchema(ctx, { value: os[keyword], pointer: o.keyPointer(keyword) }, { value: ns[keyword], pointer: n.keyPointer(keyword) }, at(path, keyword));
    }
  }
  diffCompositions(ctx, o, n, path, report);
}

type KeywordReport = (keyword: string, finding: Omit<Parameters<Report>[0], 'pointer' | 'document' | 'path' | 'direction'>) => void;

function diffBooleanSchemas(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string): void {
  // `true` (or any object) accepts values, `false` accepts none.
  const oldAccepts = o.value !== false;
  const newAccepts = n.value !== false;
  if (ctx.direction === 'request' && oldAccepts && !newAccepts) {
    ctx.report({ severity: 'breaking', direction: 'request', rule: 'schema-disallowed', pointer: n.pointer, document: 'new', path, change: 'no value is accepted any more', old: o.value ?? true, new: false });
  }
  if (ctx.direction === 'response' && !oldAccepts && newAccepts) {
    ctx.report({ severity: 'breaking', direction: 'response', rule: 'type-changed', pointer: n.pointer, document: 'new', path, change: 'a value can now be sent where none was', old: false, new: n.value ?? true });
  }
}

function typesOf(schema: JsonObject): Set<string> | undefined {
  const type = schema['type'];
  if (type === undefined) return undefined;
  const types = new Set((Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string'));
  if (schema['nullable'] === true) types.add('null'); // OpenAPI 3.0
  return types;
}

const covers = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));
const typeList = (types: Set<string>): Json => (types.size === 1 ? [...types][0]! : [...types]);

/** Only schemas that both state a `type` are compared: a schema made of `allOf`/`oneOf` has none of its own. */
function diffTypes(ctx: SchemaDiffContext, os: JsonObject, ns: JsonObject, report: KeywordReport): void {
  const oldTypes = typesOf(os);
  const newTypes = typesOf(ns);
  if (!oldTypes || !newTypes) return;
  const [from, to] = ctx.direction === 'request' ? [oldTypes, newTypes] : [newTypes, oldTypes];
  const escaped = [...from].filter((type) => !covers(to, type));
  if (escaped.length === 0) return;
  report('type', {
    severity: 'breaking',
    rule: 'type-changed',
    change: ctx.direction === 'request' ? `type changed: ${escaped.join(', ')} no longer accepted` : `type changed: ${escaped.join(', ')} can now be sent`,
    old: typeList(oldTypes),
    new: typeList(newTypes),
  });
}

function enumOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  if ('const' in schema) return [schema['const'] ?? null];
  return undefined;
}

function diffEnums(ctx: SchemaDiffContext, os: JsonObject, ns: JsonObject, report: KeywordReport): void {
  const oldValues = enumOf(os);
  const newValues = enumOf(ns);
  const keyword = 'enum' in ns || !('const' in ns) ? 'enum' : 'const';
  if (ctx.direction === 'request') {
    if (oldValues && newValues) {
      const kept = new Set(newValues.map(canonical));
      for (const value of oldValues.filter((v) => !kept.has(canonical(v)))) {
        report(keyword, { severity: 'breaking', rule: 'enum-value-removed', change: 'enum value removed', old: value });
      }
    } else if (newValues) {
      report(keyword, { severity: 'breaking', rule: 'enum-added', change: 'values restricted to an enum', new: newValues });
    }
  } else if (oldValues) {
    if (newValues) {
      const known = new Set(oldValues.map(canonical));
      for (const value of newValues.filter((v) => !known.has(canonical(v)))) {
        report(keyword, { severity: 'warning', rule: 'enum-value-added', change: 'enum value added (breaks clients with an exhaustive switch)', new: value });
      }
    } else {
      report('enum' in os ? 'enum' : 'const', { severity: 'warning', rule: 'enum-removed', change: 'enum dropped: any value can now be sent', old: oldValues });
    }
  }
}

function diffRequestConstraints(os: JsonObject, ns: JsonObject, report: KeywordReport): void {
  const num = (value: Json | undefined) => (typeof value === 'number' ? value : undefined);
  for (const keyword of UPPER_BOUNDS) {
    const before = num(os[keyword]);
    const after = num(ns[keyword]);
    if (after !== undefined && (before === undefined || after < before)) {
      report(keyword, { severity: 'breaking', rule: 'constraint-narrowed', change: `${keyword} lowered`, ...(before === undefined ? {} : { old: before }), new: after });
    }
  }
  for (const keyword of LOWER_BOUNDS) {
    const before = num(os[keyword]);
    const after = num(ns[keyword]);
    if (after !== undefined && (before === undefined || after > before)) {
      report(keyword, { severity: 'breaking', rule: 'constraint-narrowed', change: `${keyword} raised`, ...(before === undefined ? {} : { old: before }), new: after });
    }
  }
  if (ns['uniqueItems'] === true && os['uniqueItems'] !== true) {
    report('uniqueItems', { severity: 'breaking', rule: 'constraint-narrowed', change: 'items must now be unique', ...(os['uniqueItems'] === undefined ? {} : { old: os['uniqueItems'] }), new: true });
  }
  for (const [keyword, rule] of [
    ['pattern', 'pattern-changed'],
    ['format', 'format-changed'],
  ] as const) {
    const before = os[keyword];
    const after = ns[keyword];
    if (after !== undefined && after !== before) {
      report(keyword, { severity: 'breaking', rule, change: `${keyword} ${before === undefined ? 'added' : 'changed'}`, ...(before === undefined ? {} : { old: before }), new: after });
    }
  }
}

const names = (value: Json | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const propertiesOf = (schema: JsonObject): JsonObject => (isObject(schema['properties']) ? schema['properties'] : {});

function diffObjects(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string, report: KeywordReport): void {
  const os = o.value as JsonObject;
  const ns = n.value as JsonObject;
  const oldProps = propertiesOf(os);
  const newProps = propertiesOf(ns);
  const oldRequired = new Set(names(os['required']));
  const newRequired = new Set(names(ns['required']));
  const closed = ns['additionalProperties'] === false;

  if (ctx.direction === 'request') {
    for (const name of newRequired) {
      if (oldRequired.has(name)) continue;
      const existed = name in oldProps;
      report('required', {
        severity: 'breaking',
        rule: 'required-field-added',
        change: existed ? `field "${name}" became required` : `new required field "${name}"`,
        ...(existed ? { old: 'optional' } : {}),
        new: 'required',
      });
    }
    if (closed && os['additionalProperties'] !== false) {
      report('additionalProperties', { severity: 'breaking', rule: 'additional-properties-disallowed', change: 'fields not listed are now rejected', ...(os['additionalProperties'] === undefined ? {} : { old: os['additionalProperties'] }), new: false });
    }
    if (closed) {
      for (const name of Object.keys(oldProps).filter((p) => !(p in newProps))) {
        ctx.report({ severity: 'breaking', direction: 'request', rule: 'field-removed', pointer: at(o.keyPointer('properties'), name), document: 'old', path: at(path, 'properties', name), change: `field "${name}" removed; unknown fields are rejected`, old: name });
      }
    }
  } else {
    for (const name of Object.keys(oldProps).filter((p) => !(p in newProps))) {
      ctx.report({ severity: 'breaking', direction: 'response', rule: 'field-removed', pointer: at(o.keyPointer('properties'), name), document: 'old', path: at(path, 'properties', name), change: `field "${name}" removed`, old: name });
    }
    for (const name of oldRequired) {
      if (newRequired.has(name) || (name in oldProps && !(name in newProps))) continue;
      report('required', { severity: 'breaking', rule: 'field-no-longer-required', change: `field "${name}" no longer required (may be absent)`, old: 'required', new: 'optional' });
    }
  }

  for (const name of Object.keys(oldProps).filter((p) => p in newProps)) {
    diffSchema(
      ctx,
      { value: oldProps[name], pointer: at(o.keyPointer('properties'), name) },
      { value: newProps[name], pointer: at(n.keyPointer('properties'), name) },
      at(path, 'properties', name),
    );
  }
  if (isObject(os['additionalProperties']) && isObject(ns['additionalProperties'])) {
    diffSchema(
      ctx,
      { value: os['additionalProperties'], pointer: o.keyPointer('additionalProperties') },
      { value: ns['additionalProperties'], pointer: n.keyPointer('additionalProperties') },
      at(path, 'additionalProperties'),
    );
  }
}

/**
 * `allOf` / `oneOf` / `anyOf` members are paired by position. A request breaks when an alternative
 * goes or an `allOf` member (a constraint) comes; a response when an `allOf` member goes (its fields
 * with it) or an alternative comes (a warning, like an added enum value).
 */
function diffCompositions(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string, report: KeywordReport): void {
  const os = o.value as JsonObject;
  const ns = n.value as JsonObject;
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const before = Array.isArray(os[keyword]) ? os[keyword] : [];
    const after = Array.isArray(ns[keyword]) ? ns[keyword] : [];
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      diffSchema(ctx, { value: before[i], pointer: at(o.keyPointer(keyword), i) }, { value: after[i], pointer: at(n.keyPointer(keyword), i) }, at(path, keyword, i));
    }
    if (before.length === after.length) continue;
    const counts = { old: before.length, new: after.length };
    if (keyword === 'allOf') {
      if (ctx.direction === 'request' && after.length > before.length) {
        report(keyword, { severity: 'breaking', rule: 'all-of-member-added', change: 'allOf member added (a new constraint)', ...counts });
      }
      if (ctx.direction === 'response' && after.length < before.length) {
        report(keyword, { severity: 'breaking', rule: 'all-of-member-removed', change: 'allOf member removed (its fields may go)', ...counts });
      }
    } else {
      if (ctx.direction === 'request' && before.length === 0) {
        report(keyword, { severity: 'breaking', rule: 'constraint-narrowed', change: `${keyword} added (a new constraint)`, ...counts });
      }
      if (ctx.direction === 'request' && after.length > 0 && after.length < before.length) {
        report(keyword, { severity: 'breaking', rule: 'alternative-removed', change: `${keyword} alternative removed`, ...counts });
      }
      if (ctx.direction === 'response' && after.length > before.length && before.length > 0) {
        report(keyword, { severity: 'warning', rule: 'alternative-added', change: `${keyword} alternative added`, ...counts });
      }
    }
  }
}
