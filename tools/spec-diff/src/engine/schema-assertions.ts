/**
 * The assertion keywords of a schema, which restrict a value where it stands and hold no subschema
 * to walk into: `type`, `enum` and `const` (with `x-extensible-enum`), the bounds, `uniqueItems`,
 * `pattern` and `format`. `diffSchema` walks the subschemas and compares these on each pair.
 */
import { EXTENSIBLE_ENUM } from '@dap/redocly-rules/extensions';
import type { Direction, Effect, Report, Severity } from '../findings/findings.js';
import { canonical, type Json, type JsonObject } from '../json/json.js';

/** The evolution rules' marker: new values of this enum may appear in responses without a major version. */
export { EXTENSIBLE_ENUM };

const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'] as const;
const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'] as const;

type KeywordFinding = Omit<Parameters<Report>[0], 'pointer' | 'document' | 'path' | 'direction' | 'severity'> & {
  severity?: Severity;
  effect?: Effect;
};
/** Reports a change of `keyword`, written where the new schema has it (the old one's when it went). */
export type KeywordReport = (keyword: string, finding: KeywordFinding) => void;

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
export function diffTypes(os: JsonObject, ns: JsonObject, report: KeywordReport): void {
  const oldTypes = typesOf(os);
  const newTypes = typesOf(ns);
  if (!oldTypes || !newTypes) return;
  const added = [...newTypes].filter((type) => !covers(oldTypes, type));
  const removed = [...oldTypes].filter((type) => !covers(newTypes, type));
  if (added.length === 0 && removed.length === 0) return;
  const effect: Effect = removed.length === 0 ? 'widened' : added.length === 0 ? 'narrowed' : 'changed';
  const words = [
    ...(added.length > 0 ? [`${added.join(', ')} now allowed`] : []),
    ...(removed.length > 0 ? [`${removed.join(', ')} no longer allowed`] : []),
  ];
  report('type', {
    effect,
    rule: 'type-changed',
    change: `type changed: ${words.join('; ')}`,
    old: typeList(oldTypes),
    new: typeList(newTypes),
  });
}

function enumOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  if ('const' in schema) return [schema['const'] ?? null];
  return undefined;
}

export function diffEnums(direction: Direction, os: JsonObject, ns: JsonObject, report: KeywordReport): void {
  const oldValues = enumOf(os);
  const newValues = enumOf(ns);
  const keyword = 'enum' in ns || !('const' in ns) ? 'enum' : 'const';
  // Consumers were told new values may come: the old contract is what they were built against.
  const extensible = os[EXTENSIBLE_ENUM] === true;
  if (oldValues && newValues) {
    const kept = new Set(newValues.map(canonical));
    const known = new Set(oldValues.map(canonical));
    for (const value of oldValues.filter((v) => !kept.has(canonical(v)))) {
      // Not a mere narrowing in a response either: consumers branch on values, and what one meant now arrives as another.
      report(keyword, { severity: 'breaking', rule: 'enum-value-removed', change: 'enum value removed', old: value });
    }
    for (const value of newValues.filter((v) => !known.has(canonical(v)))) {
      const allowed = direction === 'response' && extensible;
      report(keyword, {
        ...(allowed ? { severity: 'non-breaking' as const } : { effect: 'widened' as const }),
        rule: 'enum-value-added',
        change: allowed
          ? 'enum value added (the enum is extensible)'
          : direction === 'response'
            ? 'enum value added to an enum not marked extensible'
            : 'enum value added',
        new: value,
      });
    }
    // The marker is part of the contract: consumers of an extensible enum handle values they do not know.
    const nowExtensible = ns[EXTENSIBLE_ENUM] === true;
    if (nowExtensible && !extensible) {
      // In a response, values the old contract ruled out may now arrive; a request enum may gain values anyway.
      const was = os[EXTENSIBLE_ENUM];
      report(EXTENSIBLE_ENUM, {
        effect: 'widened',
        rule: 'enum-marked-extensible',
        change: 'enum marked extensible (values it does not list may come)',
        ...(was === undefined ? {} : { old: was }),
        new: true,
      });
    } else if (extensible && !nowExtensible) {
      const now = ns[EXTENSIBLE_ENUM];
      report(EXTENSIBLE_ENUM, {
        severity: 'non-breaking',
        rule: 'enum-marked-closed',
        change: 'enum no longer marked extensible (only the values it lists come)',
        old: true,
        ...(now === undefined ? {} : { new: now }),
      });
    }
  } else if (newValues) {
    report(keyword, { effect: 'narrowed', rule: 'enum-added', change: 'values restricted to an enum', new: newValues });
  } else if (oldValues) {
    report('enum' in os ? 'enum' : 'const', {
      effect: 'widened',
      rule: 'enum-removed',
      change: 'enum dropped: any value is allowed',
      old: oldValues,
    });
  }
}

/** Bounds, uniqueness, pattern and format: what each does to the accepted values. */
export function diffConstraints(os: JsonObject, ns: JsonObject, report: KeywordReport): void {
  const num = (value: Json | undefined) => (typeof value === 'number' ? value : undefined);
  const bound = (keyword: string, tighter: (before: number, after: number) => boolean) => {
    const before = num(os[keyword]);
    const after = num(ns[keyword]);
    if (before === after) return;
    const narrowed = before === undefined || (after !== undefined && tighter(before, after));
    const values = { ...(before === undefined ? {} : { old: before }), ...(after === undefined ? {} : { new: after }) };
    const verb = after === undefined ? 'removed' : before === undefined ? 'added' : narrowed ? 'tightened' : 'relaxed';
    report(keyword, {
      effect: narrowed ? 'narrowed' : 'widened',
      rule: narrowed ? 'constraint-narrowed' : 'constraint-widened',
      change: `${keyword} ${verb}`,
      ...values,
    });
  };
  for (const keyword of UPPER_BOUNDS) bound(keyword, (before, after) => after < before);
  for (const keyword of LOWER_BOUNDS) bound(keyword, (before, after) => after > before);
  if ((ns['uniqueItems'] === true) !== (os['uniqueItems'] === true)) {
    const narrowed = ns['uniqueItems'] === true;
    report('uniqueItems', {
      effect: narrowed ? 'narrowed' : 'widened',
      rule: narrowed ? 'constraint-narrowed' : 'constraint-widened',
      change: narrowed ? 'items must now be unique' : 'items may now repeat',
      old: os['uniqueItems'] === true,
      new: narrowed,
    });
  }
  for (const [keyword, rule] of [
    ['pattern', 'pattern-changed'],
    ['format', 'format-changed'],
  ] as const) {
    const before = os[keyword];
    const after = ns[keyword];
    if (before === after) continue;
    const effect: Effect = before === undefined ? 'narrowed' : after === undefined ? 'widened' : 'changed';
    const verb = effect === 'narrowed' ? 'added' : effect === 'widened' ? 'removed' : 'changed';
    report(keyword, {
      effect,
      rule,
      change: `${keyword} ${verb}`,
      ...(before === undefined ? {} : { old: before }),
      ...(after === undefined ? {} : { new: after }),
    });
  }
}
