import type { SchemaIssue } from './validator.js';

/** A received value's issues, split by the evolution rules. */
export interface Evolution {
  /** Beyond the rules: what the tolerant schema refuses as well. */
  violations: SchemaIssue[];
  /** Within the rules: what only this version's exact schema refuses, each described as what is newer. */
  newer: SchemaIssue[];
}

/**
 * Splits what the exact schema (`strict`) and the same schema as the evolution rules let it grow
 * (`tolerant`, `@dap/codegen/tolerant`) find in a received `value`. No rule is decided here: an issue
 * only the strict schema has is, by construction, a change the rules allow.
 */
export function splitByEvolutionRules(
  strict: readonly SchemaIssue[],
  tolerant: readonly SchemaIssue[],
  value: unknown,
): Evolution {
  const beyond = new Set(tolerant.map(keyOf));
  const newer = new Map<string, SchemaIssue>();
  for (const issue of strict) {
    // One place is noted once, even where two schema locations check it (`properties` and `then`).
    const at = `${issue.pointer}\u0000${issue.keyword}`;
    if (!beyond.has(keyOf(issue)) && !newer.has(at)) newer.set(at, { ...issue, message: describeNewer(issue, value) });
  }
  return { violations: [...tolerant], newer: [...newer.values()] };
}

const keyOf = (issue: SchemaIssue): string => `${issue.pointer}\u0000${issue.keyword}\u0000${issue.schema}`;

/** What is newer, for people: `field \`region\` added`, `unknown value "ACTIVE" of an extensible enum`. */
function describeNewer(issue: SchemaIssue, value: unknown): string {
  if (issue.keyword === 'additionalProperties')
    return `field \`${lastToken(issue.pointer)}\` added (this version does not list it)`;
  if (issue.keyword === 'enum')
    return `unknown value ${JSON.stringify(valueAt(value, issue.pointer))} of an extensible enum`;
  return `${issue.message} in this version, allowed by the evolution rules`;
}

const unescape = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');
const lastToken = (pointer: string): string => unescape(pointer.slice(pointer.lastIndexOf('/') + 1));

/** The part of `value` at a JSON pointer (undefined when there is none). */
function valueAt(value: unknown, pointer: string): unknown {
  let node = value;
  for (const token of pointer.split('/').slice(1).map(unescape)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
