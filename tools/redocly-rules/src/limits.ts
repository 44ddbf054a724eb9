/**
 * Limits are data of the specs (`x-limits`): a map of camelCase names to `{value, unit,
 * description}`. The AsyncAPI document's connection channel carries the limits of a WebSocket
 * connection, the OpenAPI document's root those of a REST request. The server, the clients and the
 * docs read the same values: codegen turns them into constants, bundling renders them as tables.
 */
import { isNode } from './visitor.js';

export interface Limit {
  name: string;
  value: number;
  unit: string;
  description: string;
}

export interface PointedProblem {
  pointer: string;
  message: string;
}

const LIMIT_NAME = /^[a-z][A-Za-z0-9]*$/;
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The limits of an `x-limits` object at `pointer`, and the problems of each malformed one at its pointer. */
export function readLimits(raw: unknown, pointer: string, problems: PointedProblem[]): Limit[] {
  const limits: Limit[] = [];
  if (!isNode(raw) || Object.keys(raw).length === 0)
    problems.push({ pointer, message: '`x-limits` must be an object of named limits' });
  for (const [name, entry] of Object.entries(isNode(raw) ? raw : {})) {
    const at = `${pointer}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (!LIMIT_NAME.test(name))
      problems.push({ pointer: at, message: `a limit's name is camelCase (found ${JSON.stringify(name)})` });
    if (
      !isNode(entry) ||
      !Number.isSafeInteger(entry['value']) ||
      (entry['value'] as number) < 1 ||
      !isText(entry['unit']) ||
      !isText(entry['description'])
    ) {
      problems.push({
        pointer: at,
        message: 'a limit is `{value, unit, description}`: a positive integer, and two non-empty strings',
      });
      continue;
    }
    limits.push({
      name,
      value: entry['value'] as number,
      unit: entry['unit'],
      description: entry['description'].trim(),
    });
  }
  return limits;
}

/** A markdown table cell: one line, pipes escaped. */
export const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');

/** The markdown table of `limits`. */
export function limitsTable(limits: readonly Limit[]): string[] {
  return [
    '| Limit | Value | What it bounds |',
    '|---|---|---|',
    ...limits.map((limit) => `| \`${limit.name}\` | ${limit.value} ${cell(limit.unit)} | ${cell(limit.description)} |`),
  ];
}

/**
 * `description` with `rendered` at its end after `marker` (a markdown comment, which the docs do
 * not show), replacing what an earlier rendering put there: rendering is idempotent.
 */
export function withRendered(description: string, marker: string, rendered: string): string {
  const at = description.indexOf(marker);
  const prose = (at >= 0 ? description.slice(0, at) : description).trimEnd();
  return `${prose}\n\n${marker}\n\n${rendered}`;
}
