/**
 * The structural diff of two JSON Schemas (OpenAPI 3.x schema objects, AsyncAPI payloads), by
 * direction. Each change is classified by what it does to the values the schema accepts (widened,
 * narrowed, changed); `severityOf` turns that into breaking or not for the side that holds the data:
 * a request schema breaks clients when it accepts less, a response schema when it can produce
 * what it did not promise. The evolution rules add exceptions: in responses, new fields and new
 * values of an enum marked `x-extensible-enum: true` do not break consumers; a removed enum value
 * breaks them in both directions (consumers branch on values).
 */
import { severityOf, type Direction, type Effect, type Report } from '../findings/findings.js';
import { at, isObject, type Json, type JsonObject } from '../json/json.js';
import { resolve, type Resolved } from '../json/resolve.js';
import { DEPRECATED_ENUM_VALUES, deprecatedEnumValues, deprecationOf } from '@dap/redocly-rules/deprecation';
import { announce, deprecationNotice, removal } from './lifecycle.js';
import { diffConstraints, diffEnums, diffTypes, type KeywordReport } from './schema-assertions.js';

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

/** Compares the schema `oldSchema` (base) with `newSchema` (working tree) reached at `path`. */
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
    keyword in ns
      ? { pointer: n.keyPointer(keyword), document: 'new' as const }
      : { pointer: o.keyPointer(keyword), document: 'old' as const };
  const report: KeywordReport = (keyword, { effect, severity, ...rest }) =>
    ctx.report({
      ...rest,
      severity: severity ?? severityOf(ctx.direction, effect ?? 'changed'),
      direction: ctx.direction,
      ...where(keyword),
      path: at(path, keyword),
    });

  diffTypes(os, ns, report);
  diffEnums(ctx.direction, os, ns, (keyword, finding) =>
    // A removed value announced with a sunset follows its lifecycle.
    finding.rule === 'enum-value-removed'
      ? ctx.report(
          removal(deprecatedEnumValues(os).get(String(finding.old)), {
            ...finding,
            severity: 'breaking',
            direction: ctx.direction,
            ...where(keyword),
            path: at(path, keyword),
          }),
        )
      : report(keyword, finding),
  );
  diffDeprecations(ctx, o, n, path);
  diffConstraints(os, ns, report);
  diffObjects(ctx, o, n, path, report);

  if ('items' in os && 'items' in ns && !Array.isArray(os['items']) && !Array.isArray(ns['items'])) {
    diffSchema(
      ctx,
      { value: os['items'], pointer: o.keyPointer('items') },
      { value: ns['items'], pointer: n.keyPointer('items') },
      at(path, 'items'),
    );
  }
  for (const keyword of ['then', 'else', 'contains', 'propertyNames'] as const) {
    if (keyword in os && keyword in ns) {
      diffSchema(
        ctx,
        { value: os[keyword], pointer: o.keyPointer(keyword) },
        { value: ns[keyword], pointer: n.keyPointer(keyword) },
        at(path, keyword),
      );
    }
  }
  diffCompositions(ctx, o, n, path, report);
}

/** Notices for a schema (a property) newly deprecated, and for enum values newly listed deprecated. */
function diffDeprecations(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string): void {
  deprecationNotice(ctx.report, o.value, n.value, 'schema', {
    direction: ctx.direction,
    pointer: n.keyPointer('deprecated'),
    path: at(path, 'deprecated'),
  });
  const before = deprecatedEnumValues(o.value);
  for (const [value, deprecation] of deprecatedEnumValues(n.value)) {
    if (before.has(value)) continue;
    announce(ctx.report, deprecation, `enum value ${JSON.stringify(value)}`, {
      direction: ctx.direction,
      pointer: at(n.keyPointer(DEPRECATED_ENUM_VALUES), value),
      path: at(path, DEPRECATED_ENUM_VALUES, value),
    });
  }
}

function diffBooleanSchemas(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string): void {
  // `true` (or any object) accepts values, `false` accepts none.
  const oldAccepts = o.value !== false;
  const newAccepts = n.value !== false;
  if (oldAccepts === newAccepts) return;
  const effect: Effect = newAccepts ? 'widened' : 'narrowed';
  ctx.report({
    severity: severityOf(ctx.direction, effect),
    direction: ctx.direction,
    rule: newAccepts ? 'type-changed' : 'schema-disallowed',
    pointer: n.pointer,
    document: 'new',
    path,
    change: newAccepts ? 'a value is accepted where none was' : 'no value is accepted any more',
    old: o.value ?? true,
    new: n.value ?? true,
  });
}

const names = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const propertiesOf = (schema: JsonObject): JsonObject => (isObject(schema['properties']) ? schema['properties'] : {});

function diffObjects(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string, report: KeywordReport): void {
  const os = o.value as JsonObject;
  const ns = n.value as JsonObject;
  const oldProps = propertiesOf(os);
  const newProps = propertiesOf(ns);
  const oldRequired = new Set(names(os['required']));
  const newRequired = new Set(names(ns['required']));
  const request = ctx.direction === 'request';

  for (const name of Object.keys(newProps).filter((p) => !(p in oldProps))) {
    // A client may send a new optional field; a new required one is reported with `required` below.
    if (request && newRequired.has(name)) continue;
    ctx.report({
      severity: 'non-breaking',
      direction: ctx.direction,
      rule: 'field-added',
      pointer: at(n.keyPointer('properties'), name),
      document: 'new',
      path: at(path, 'properties', name),
      change: request ? `new optional field "${name}"` : `new field "${name}"`,
      new: name,
    });
  }
  for (const name of Object.keys(oldProps).filter((p) => !(p in newProps))) {
    // Either way a consumer breaks: one reads a field that is gone, the other sends one that is no longer honoured.
    const change =
      request && ns['additionalProperties'] === false
        ? `field "${name}" removed; unknown fields are rejected`
        : `field "${name}" removed`;
    const removed = resolve(ctx.oldDoc, oldProps[name], at(o.keyPointer('properties'), name)).value;
    ctx.report(
      removal(deprecationOf(removed), {
        severity: 'breaking',
        direction: ctx.direction,
        rule: 'field-removed',
        pointer: at(o.keyPointer('properties'), name),
        document: 'old',
        path: at(path, 'properties', name),
        change,
        old: name,
      }),
    );
  }
  for (const name of newRequired) {
    if (oldRequired.has(name)) continue;
    const existed = name in oldProps;
    if (!request && !existed) continue; // a new response field, reported above
    report('required', {
      effect: 'narrowed',
      rule: 'required-field-added',
      change: existed ? `field "${name}" became required` : `new required field "${name}"`,
      old: existed ? 'optional' : 'absent',
      new: 'required',
    });
  }
  for (const name of oldRequired) {
    if (newRequired.has(name) || (name in oldProps && !(name in newProps))) continue;
    report('required', {
      effect: 'widened',
      rule: 'field-no-longer-required',
      change: `field "${name}" no longer required (may be absent)`,
      old: 'required',
      new: 'optional',
    });
  }

  const oldClosed = os['additionalProperties'] === false;
  const newClosed = ns['additionalProperties'] === false;
  if (newClosed && !oldClosed) {
    report('additionalProperties', {
      effect: 'narrowed',
      rule: 'additional-properties-disallowed',
      change: 'fields not listed are now rejected',
      ...(os['additionalProperties'] === undefined ? {} : { old: os['additionalProperties'] }),
      new: false,
    });
  } else if (oldClosed && !newClosed) {
    // New response fields are what the evolution rules allow; a request may send more.
    report('additionalProperties', {
      severity: 'non-breaking',
      rule: 'additional-properties-allowed',
      change: 'fields not listed are now allowed',
      old: false,
      ...(ns['additionalProperties'] === undefined ? {} : { new: ns['additionalProperties'] }),
    });
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
 * `allOf` / `oneOf` / `anyOf` members are paired by position. An `allOf` member is a constraint (one
 * more narrows, one fewer widens); a `oneOf`/`anyOf` alternative is a choice (one more widens, one
 * fewer narrows, a first one constrains).
 */
function diffCompositions(ctx: SchemaDiffContext, o: Resolved, n: Resolved, path: string, report: KeywordReport): void {
  const os = o.value as JsonObject;
  const ns = n.value as JsonObject;
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const before = Array.isArray(os[keyword]) ? os[keyword] : [];
    const after = Array.isArray(ns[keyword]) ? ns[keyword] : [];
    for (let i = 0; i < Math.min(before.length, after.length); i++) {
      diffSchema(
        ctx,
        { value: before[i], pointer: at(o.keyPointer(keyword), i) },
        { value: after[i], pointer: at(n.keyPointer(keyword), i) },
        at(path, keyword, i),
      );
    }
    if (before.length === after.length) continue;
    const counts = { old: before.length, new: after.length };
    const more = after.length > before.length;
    if (keyword === 'allOf') {
      report(
        keyword,
        more
          ? {
              effect: 'narrowed',
              rule: 'all-of-member-added',
              change: 'allOf member added (a new constraint)',
              ...counts,
            }
          : {
              effect: 'widened',
              rule: 'all-of-member-removed',
              change: 'allOf member removed (its constraints and fields may go)',
              ...counts,
            },
      );
    } else if (before.length === 0 || after.length === 0) {
      report(
        keyword,
        before.length === 0
          ? {
              effect: 'narrowed',
              rule: 'constraint-narrowed',
              change: `${keyword} added (a new constraint)`,
              ...counts,
            }
          : {
              effect: 'widened',
              rule: 'constraint-widened',
              change: `${keyword} removed (no longer a constraint)`,
              ...counts,
            },
      );
    } else {
      report(
        keyword,
        more
          ? { effect: 'widened', rule: 'alternative-added', change: `${keyword} alternative added`, ...counts }
          : { effect: 'narrowed', rule: 'alternative-removed', change: `${keyword} alternative removed`, ...counts },
      );
    }
  }
}
