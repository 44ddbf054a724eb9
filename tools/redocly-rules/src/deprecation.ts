/**
 * The deprecation markup of both specs, read by the lint rule `dap/deprecation-lifecycle`, the gate
 * (`tools/spec-diff`), codegen and the docs: one owner for the names and for what a valid
 * announcement is.
 *
 * A deprecated item (an operation, parameter, property schema or message) says `deprecated: true`
 * (AsyncAPI operations and channels, which have no such field, say `x-deprecated: true`) with:
 * - `x-deprecated-at`: the day it was deprecated (`YYYY-MM-DD`, RFC 9745's `Deprecation` date);
 * - `x-sunset`: the first day it may be removed (`YYYY-MM-DD`, RFC 8594's `Sunset` date);
 * - `x-replaced-by`: what to use instead (an operationId, a property, a value, or a sentence).
 * An enum value has no `deprecated` keyword: its schema lists it under `x-deprecated-enum-values`,
 * `{VALUE: {x-deprecated-at, x-sunset, x-replaced-by}}`, which other tools ignore.
 */

export const DEPRECATED = 'deprecated';
/** `deprecated` for the AsyncAPI objects that have no such field (operations, channels). */
export const X_DEPRECATED = 'x-deprecated';
export const DEPRECATED_AT = 'x-deprecated-at';
export const SUNSET = 'x-sunset';
export const REPLACED_BY = 'x-replaced-by';
export const DEPRECATED_ENUM_VALUES = 'x-deprecated-enum-values';

/** The house minimum between a deprecation and its sunset, in days (the lint rule's default `minimumNoticeDays`). */
export const MINIMUM_NOTICE_DAYS = 90;

export interface Deprecation {
  /** `YYYY-MM-DD`. */
  deprecatedAt: string;
  /** `YYYY-MM-DD`: the first day the item may be removed without a major release. */
  sunset: string;
  /** What to use instead. */
  replacedBy: string;
}

type Node = Readonly<Record<string, unknown>>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is a calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whether `node` is marked deprecated (`deprecated: true` or `x-deprecated: true`). */
export const isDeprecated = (node: unknown): boolean =>
  isNode(node) && (node[DEPRECATED] === true || node[X_DEPRECATED] === true);

/** The announcement written on `node` (a deprecated item, or an entry of `x-deprecated-enum-values`), when complete and valid. */
export function announcementOf(node: unknown): Deprecation | undefined {
  if (!isNode(node)) return undefined;
  const deprecatedAt = node[DEPRECATED_AT];
  const sunset = node[SUNSET];
  const replacedBy = node[REPLACED_BY];
  if (!isIsoDate(deprecatedAt) || !isIsoDate(sunset) || typeof replacedBy !== 'string') return undefined;
  return { deprecatedAt, sunset, replacedBy };
}

/** The deprecation of a deprecated item; undefined when it is not deprecated or its announcement is incomplete. */
export const deprecationOf = (node: unknown): Deprecation | undefined =>
  isDeprecated(node) ? announcementOf(node) : undefined;

/** The deprecated values of an enum schema, by value, each with its announcement (incomplete ones left out). */
export function deprecatedEnumValues(schema: unknown): Map<string, Deprecation> {
  const found = new Map<string, Deprecation>();
  const entries = isNode(schema) ? schema[DEPRECATED_ENUM_VALUES] : undefined;
  if (!isNode(entries)) return found;
  for (const [value, entry] of Object.entries(entries)) {
    const announcement = announcementOf(entry);
    if (announcement) found.set(value, announcement);
  }
  return found;
}

/**
 * What is wrong with the announcement written on `node` (keys relative to it), for the lint rule:
 * every key present and valid, the sunset at least `minimumNoticeDays` after the deprecation.
 */
export function announcementProblems(node: Node, minimumNoticeDays: number): Array<{ key: string; message: string }> {
  const problems: Array<{ key: string; message: string }> = [];
  for (const key of [DEPRECATED_AT, SUNSET] as const) {
    if (!(key in node)) problems.push({ key, message: `A deprecation needs \`${key}\` (a date, YYYY-MM-DD).` });
    else if (!isIsoDate(node[key]))
      problems.push({ key, message: `\`${key}\` must be a date YYYY-MM-DD, found ${JSON.stringify(node[key])}.` });
  }
  const replacedBy = node[REPLACED_BY];
  if (typeof replacedBy !== 'string' || replacedBy.trim() === '')
    problems.push({
      key: REPLACED_BY,
      message: `A deprecation needs \`${REPLACED_BY}\`: what to use instead (an operationId, a property, a value or a sentence).`,
    });
  const at = node[DEPRECATED_AT];
  const sunset = node[SUNSET];
  if (isIsoDate(at) && isIsoDate(sunset) && daysBetween(at, sunset) < minimumNoticeDays)
    problems.push({
      key: SUNSET,
      message: `\`${SUNSET}\` ${sunset} is ${daysBetween(at, sunset)} days after \`${DEPRECATED_AT}\` ${at}; the house minimum notice is ${minimumNoticeDays} days.`,
    });
  return problems;
}
