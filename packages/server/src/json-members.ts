import { visit } from 'jsonc-parser';

/**
 * Duplicate keys in JSON text. RFC 8259 §4 leaves a repeated name's meaning to the parser, and
 * parsers disagree: `JSON.parse` keeps the last value, others the first or both. A request whose
 * `{"amount":"1","amount":"1000"}` means one thing to a gateway and another to the platform is
 * refused instead (I-JSON, RFC 7493 §2.3: names must be unique), by REST bodies and WebSocket frames alike.
 *
 * `JSON.parse` (a reviver too) never sees the repeat, so the text is checked: cheaply first, by
 * counting the members the text spells against those the parsed value has; only when they differ
 * does a second parse (jsonc-parser's visitor, which reports every member as written) find the one
 * repeated. The count may find more members than there are (`\":` inside a string looks like a
 * member's end): that only costs the exact check, which then finds none.
 */

/** A member's end in JSON text: a name's closing quote, optional whitespace, the colon. */
const MEMBER_END = /"[\t\n\r ]*:/g;

/** A member that repeats a name of its object: the path to it (keys and indices) and the name. */
export interface DuplicateMember {
  readonly path: readonly (string | number)[];
  readonly key: string;
}

/** The members of every object in a parsed JSON value, counted (array elements are not members). */
export function countMembers(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const element of value) count += countMembers(element);
    return count;
  }
  for (const key of Object.keys(value)) count += 1 + countMembers((value as Record<string, unknown>)[key]);
  return count;
}

/** Thrown to stop the visitor at the first repeat. */
const FOUND = Symbol('duplicate member found');

/**
 * The first member of `text` (JSON that `JSON.parse` accepted) whose name its object had already,
 * or undefined. `members` is what `countMembers` said of the parsed value: when the text spells no
 * more members than that, no name was repeated and the text is not parsed again.
 */
export function duplicateMemberIn(text: string, members: number): DuplicateMember | undefined {
  if ((text.match(MEMBER_END)?.length ?? 0) <= members) return undefined;
  const names: Set<string>[] = [];
  let found: DuplicateMember | undefined;
  try {
    visit(text, {
      onObjectBegin: () => void names.push(new Set()),
      onObjectEnd: () => void names.pop(),
      // The name as the parser reads it (escapes resolved: "a" and "\u0061" are one name).
      onObjectProperty: (key, _offset, _length, _line, _column, pathOf) => {
        const seen = names[names.length - 1];
        if (seen === undefined) return;
        if (seen.has(key)) {
          found = { path: [...pathOf(), key], key };
          throw FOUND;
        }
        seen.add(key);
      },
    });
  } catch (error) {
    if (error !== FOUND) throw error;
  }
  return found;
}

/** A path as a JSON Pointer (RFC 6901), below `root`. */
export function pointerOf(root: string, path: readonly (string | number)[]): string {
  return root + path.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
