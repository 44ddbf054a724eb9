import { ValidationFailed, type ValidationIssue } from './errors.js';

/** Collects validation issues; `throwIfAny` throws them as one `ValidationFailed`. */
export class Issues {
  readonly list: ValidationIssue[] = [];

  add(pointer: string, message: string): void {
    this.list.push({ pointer, message });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  throwIfAny(): void {
    const [first, ...rest] = this.list;
    if (first) throw new ValidationFailed(first.pointer, first.message, ...rest);
  }
}

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The spec's Metadata limits: string values, at most 6 pairs, keys and values at most 100 characters. */
export function checkMetadata(metadata: unknown, pointer: string, issues: Issues): void {
  if (metadata === undefined) return;
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    issues.add(pointer, 'must be an object of string values');
    return;
  }
  const entries = Object.entries(metadata);
  if (entries.length > 6) issues.add(pointer, 'must have at most 6 key/value pairs');
  for (const [key, value] of entries) {
    if (key.length > 100) issues.add(pointer, `key ${JSON.stringify(key.slice(0, 20))}… is longer than 100 characters`);
    if (typeof value !== 'string') issues.add(`${pointer}/${escapePointer(key)}`, 'must be a string');
    else if (value.length > 100) issues.add(`${pointer}/${escapePointer(key)}`, 'must be at most 100 characters');
  }
}

export function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Copies the entries whose value is not undefined (for `exactOptionalPropertyTypes` shapes). */
export function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}
