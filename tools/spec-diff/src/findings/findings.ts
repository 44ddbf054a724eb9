import type { Deprecation } from '@dap/redocly-rules/deprecation';
import type { Json } from '../json/json.js';

/** The specs of the contract: the platform's REST (`openapi`) and WebSocket (`asyncapi`) APIs, and the sandbox's control API (OpenAPI too). */
export type Spec = 'openapi' | 'asyncapi' | 'sandbox-control';
/** `request`: what clients send (they break when it narrows); `response`: what clients read (they break when it changes under them). */
export type Direction = 'request' | 'response';
/** From the consumer's side: a breaking change needs a major version; a non-breaking one at most a minor. */
export type Severity = 'breaking' | 'non-breaking';

/**
 * What a change does to the set of values a schema (or an operation) accepts. The direction turns
 * it into a severity: requests may only widen, responses may only narrow (see `severityOf`), with
 * the exceptions the evolution rules name (new response fields, new values of extensible enums).
 */
export type Effect = 'widened' | 'narrowed' | 'changed';

/** Every rule the engine reports a change by; `EVOLUTION_RULES` (evolution-rules.ts) describes each. */
export const RULES = [
  'spec-removed',
  'path-removed',
  'operation-removed',
  'operation-added',
  'operation-action-changed',
  'message-removed',
  'message-added',
  'channel-address-changed',
  'success-status-removed',
  'status-added',
  'media-type-removed',
  'scope-changed',
  'required-parameter-added',
  'optional-parameter-added',
  'parameter-became-required',
  'parameter-removed',
  'request-body-became-required',
  'required-field-added',
  'field-added',
  'field-removed',
  'field-no-longer-required',
  'type-changed',
  'enum-value-removed',
  'enum-value-added',
  'enum-added',
  'enum-removed',
  'enum-marked-extensible',
  'enum-marked-closed',
  'constraint-narrowed',
  'constraint-widened',
  'pattern-changed',
  'format-changed',
  'additional-properties-disallowed',
  'additional-properties-allowed',
  'alternative-removed',
  'alternative-added',
  'all-of-member-added',
  'all-of-member-removed',
  'schema-disallowed',
  'problem-type-removed',
  'problem-type-added',
  'problem-type-changed',
  'connection-limit-narrowed',
  'connection-limit-widened',
  'request-limit-narrowed',
  'request-limit-widened',
  'close-code-added',
  'close-code-removed',
  'close-code-changed',
  'deprecated',
  'removed-after-sunset',
] as const;

export type Rule = (typeof RULES)[number];

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
  /** Which bundle `pointer` points into: the working tree's (`new`), or the base's (`old`) for what was removed. */
  document: 'new' | 'old';
  /** The same place reached from the operation, through the `$ref`s (JSON pointer syntax). */
  path: string;
  /** What changed, in words. */
  change: string;
  /** The value before; absent when there was none. */
  old?: Json;
  /** The value after; absent when there is none. */
  new?: Json;
  /** The announcement of a deprecated item (`deprecated`) or of a removed one (a removal it announced). */
  deprecation?: Deprecation;
}

/** The severity of a change with `effect` on data flowing in `direction`. */
export function severityOf(direction: Direction, effect: Effect): Severity {
  if (effect === 'changed') return 'breaking';
  return (direction === 'request') === (effect === 'widened') ? 'non-breaking' : 'breaking';
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
        ...(finding.deprecation ? { deprecation: finding.deprecation } : {}),
      };
      const key = JSON.stringify([
        full.spec,
        full.operation,
        full.message,
        full.direction,
        full.rule,
        full.pointer,
        full.change,
        full.old,
        full.new,
      ]);
      if (this.#seen.has(key)) return;
      this.#seen.add(key);
      this.list.push(full);
    };
  }
}
