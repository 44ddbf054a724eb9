import type { Json } from './json.js';

export type Spec = 'openapi' | 'asyncapi';
/** `request`: what clients send (they break when it narrows); `response`: what clients read (they break when it changes under them). */
export type Direction = 'request' | 'response';
export type Severity = 'breaking' | 'warning';

export type Rule =
  | 'spec-removed'
  | 'path-removed'
  | 'operation-removed'
  | 'operation-action-changed'
  | 'message-removed'
  | 'success-status-removed'
  | 'media-type-removed'
  | 'scope-changed'
  | 'required-parameter-added'
  | 'parameter-became-required'
  | 'request-body-became-required'
  | 'required-field-added'
  | 'field-removed'
  | 'field-no-longer-required'
  | 'type-changed'
  | 'enum-value-removed'
  | 'enum-value-added'
  | 'enum-added'
  | 'enum-removed'
  | 'constraint-narrowed'
  | 'pattern-changed'
  | 'format-changed'
  | 'additional-properties-disallowed'
  | 'alternative-removed'
  | 'alternative-added'
  | 'all-of-member-added'
  | 'all-of-member-removed'
  | 'schema-disallowed';

export interface Finding {
  spec: Spec;
  /** The operationId (OpenAPI; `METHOD /path` when it has none) or the operation's key (AsyncAPI). */
  operation: string;
  /** AsyncAPI: the message's key in its channel. */
  message?: string;
  direction: Direction;
  severity: Severity;
  rule: Rule;
  /** JSON pointer into the bundled document where the change is written. */
  pointer: string;
  /** Which bundle `pointer` points into: the working tree's (`new`), or the base revision's (`old`) for what was removed. */
  document: 'new' | 'old';
  /** The same place reached from the operation, through the `$ref`s (JSON pointer syntax). */
  path: string;
  /** What changed, in words. */
  change: string;
  /** The value before; absent when there was none. */
  old?: Json;
  /** The value after; absent when there is none. */
  new?: Json;
}

/** What the diff of one operation or message knows; every finding it reports gets these. */
export type Scope = Pick<Finding, 'spec' | 'operation'> & { message?: string };

export type Report = (finding: Omit<Finding, 'spec' | 'operation' | 'message'>) => void;

/** Collects findings, dropping repeats (one schema reached twice from the same operation). */
export class Findings {
  readonly list: Finding[] = [];
  readonly #seen = new Set<string>();

  reporter(scope: Scope): Report {
    return (finding) => {
      const { severity, direction, rule, pointer, document, path, change } = finding;
      const full: Finding = {
        spec: scope.spec,
        operation: scope.operation,
        ...(scope.message === undefined ? {} : { message: scope.message }),
        direction,
        severity,
        rule,
        pointer,
        document,
        path,
        change,
        ...('old' in finding ? { old: finding.old } : {}),
        ...('new' in finding ? { new: finding.new } : {}),
      };
      const key = JSON.stringify([full.spec, full.operation, full.message, full.direction, full.rule, full.pointer, full.change, full.old, full.new]);
      if (this.#seen.has(key)) return;
      this.#seen.add(key);
      this.list.push(full);
    };
  }
}
