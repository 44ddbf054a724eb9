import { ValidationFailed, type ValidationIssue } from './errors.js';

/** The platform's ids are UUIDs: anything else names nothing, and is not sent to a `uuid` column. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Copies the entries whose value is not undefined (for `exactOptionalPropertyTypes` shapes). */
export function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
