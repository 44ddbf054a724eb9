/**
 * The evolution rules of the contract, written once: how the API may change without a major version.
 * Each entry describes one rule of the engine (`Rule`), for the data it concerns, with its class. The
 * docs site renders them as the "Evolution rules" page; the tests hold the engine to them (every rule
 * described, every finding matching an entry, and each entry reproduced by a change of its own).
 */
import { RULES, type Direction, type Finding, type Rule, type Severity } from './findings.js';

/** The file name of the docs site's page of the rules, under the docs base URL (`externalDocs.url`). */
export const EVOLUTION_RULES_PAGE = 'evolution.html';

export interface EvolutionRule {
  /** The engine's rule that reports the change. */
  rule: Rule;
  /** What the change concerns: what clients send (`request`), what they receive (`response`), or either alike (`both`). */
  direction: Direction | 'both';
  /** `breaking` needs a new major version. */
  severity: Severity;
  /** The change, and why it does or does not break consumers: one sentence. */
  sentence: string;
  /** The change shown on a spec fragment (markdown). */
  example: string;
}

const entry = (rule: Rule, direction: EvolutionRule['direction'], severity: Severity, sentence: string, example: string): EvolutionRule => ({
  rule,
  direction,
  severity,
  sentence,
  example,
});

export const EVOLUTION_RULES: readonly EvolutionRule[] = [
  // ---------------------------------------------------------------- specs, operations, messages
  entry('spec-removed', 'response', 'breaking', 'A whole interface (REST or WebSocket) leaves the contract: every client of it breaks.', 'the AsyncAPI document is deleted'),
  entry('path-removed', 'request', 'breaking', 'A path goes: clients that call it get 404.', '`/executions` removed'),
  entry('operation-removed', 'both', 'breaking', 'An operation goes: clients that call it (or handle its messages) break.', '`GET /executions` or the `sendHeartbeat` operation removed'),
  entry('operation-added', 'both', 'non-breaking', 'A new operation: a client that does not call it (or subscribe to it) never meets it.', '`GET /transfers/{id}` added'),
  entry('operation-action-changed', 'both', 'breaking', 'A WebSocket operation changes direction (`send` ⇄ `receive`): code written for one side no longer fits.', '`subscribe`: `action: receive` → `action: send`'),
  entry('message-removed', 'both', 'breaking', 'A message goes from an operation: clients that send it are not understood, clients that handle it wait for nothing.', '`heartbeat` removed from `sendHeartbeat`'),
  entry('message-added', 'both', 'non-breaking', 'A new message: it is sent only in answer to what a client newly asks for, and a client need not send it.', '`tradeSummary` added to `sendExecutionData`'),
  entry('channel-address-changed', 'request', 'breaking', 'The WebSocket address changes: clients connect where nothing answers.', '`address: /` → `address: /stream`'),
  entry('scope-changed', 'request', 'breaking', 'An operation needs another OAuth2 scope: tokens issued for the old one are refused.', '`exchange:read_order` → `exchange:read_orders`'),
  // ---------------------------------------------------------------- statuses and media types
  entry('success-status-removed', 'response', 'breaking', 'A success status goes: clients that read it no longer get their data.', '`200` removed from `createDepositAddress`'),
  entry('status-added', 'response', 'non-breaking', 'A new error status: clients handle errors by class (any 4xx, any 5xx), so it is one more error.', '`409` added to `createCryptoWithdrawal`'),
  entry('status-added', 'response', 'breaking', 'A new success status: data arrives under a status clients do not read.', '`201` added to `createCryptoWithdrawal`'),
  entry('media-type-removed', 'both', 'breaking', 'A request or success media type goes: clients that send or read it break.', '`application/json` removed from a 200 response'),
  // ---------------------------------------------------------------- parameters and bodies
  entry('required-parameter-added', 'request', 'breaking', 'A new required parameter: existing calls lack it and are refused.', 'query `tenant` with `required: true`'),
  entry('optional-parameter-added', 'request', 'non-breaking', 'A new optional parameter: existing calls leave it out.', 'query `fields` without `required`'),
  entry('parameter-became-required', 'request', 'breaking', 'An optional parameter becomes required: calls that leave it out are refused.', '`limit`: `required: false` → `required: true`'),
  entry('parameter-removed', 'request', 'breaking', 'A parameter goes: clients that send it are no longer understood.', 'query `order_id` removed'),
  entry('request-body-became-required', 'request', 'breaking', 'A request body becomes required: calls without one are refused.', '`requestBody.required: true`'),
  // ---------------------------------------------------------------- fields
  entry('field-added', 'request', 'non-breaking', 'A new optional field in what clients send: existing requests leave it out.', '`memo` added to `CryptoWithdrawalRequest`'),
  entry('field-added', 'response', 'non-breaking', 'A new field in what clients receive, at any depth: readers ignore and keep fields they do not know.', '`fee_asset` added to `Transfer`; `sequence` added to a `market_data` payload'),
  entry('required-field-added', 'request', 'breaking', 'A field clients send becomes required (or a new one is): existing requests lack it and are refused.', '`ThingRequest.required: [name]` → `[name, size]`'),
  entry('required-field-added', 'response', 'non-breaking', 'A field clients receive becomes required: it is now always present, which a reader of an optional field handles.', '`Transfer.required` gains `memo`'),
  entry('field-removed', 'both', 'breaking', 'A field goes: readers miss it, and senders send what is no longer honoured.', '`fee` removed from `Transfer`'),
  entry('field-no-longer-required', 'request', 'non-breaking', 'A field clients send becomes optional: existing requests still carry it.', '`CryptoWithdrawalRequest.required` loses `asset`'),
  entry('field-no-longer-required', 'response', 'breaking', 'A field clients receive may now be absent: readers that rely on it break (an optional field that is absent is fine; a required one becoming optional is not).', '`ExecutionList.required: [items]` removed'),
  // ---------------------------------------------------------------- types, enums and constraints
  entry('type-changed', 'request', 'non-breaking', 'A request value accepts more types: existing requests still fit.', '`integer` → `number`'),
  entry('type-changed', 'request', 'breaking', 'A request value accepts fewer or other types: existing requests are refused.', '`string` → `integer`'),
  entry('type-changed', 'response', 'non-breaking', 'A response value comes in fewer types: readers handle a subset of what they handled.', '`[string, null]` → `string`'),
  entry('type-changed', 'response', 'breaking', 'A response value may come in a type readers do not expect.', '`string` → `integer`; `string` → `[string, null]`'),
  entry('enum-value-removed', 'both', 'breaking', 'An enum value goes, either way: senders use a value that is refused, and readers branch on values, so what one meant now arrives as another.', '`CryptoNetwork`: `INK` removed'),
  entry('enum-value-added', 'request', 'non-breaking', 'A request enum gains a value: clients may send it, and existing requests still fit.', '`SortOrder`: `RANDOM` added'),
  entry('enum-value-added', 'response', 'non-breaking', 'A response enum marked `x-extensible-enum: true` gains a value: consumers were told new values come, and handle them with a default branch (the generated types have an `UnknownEnumValue` case for it).', '`CryptoNetwork` (extensible): `AVALANCHE` added'),
  entry('enum-value-added', 'response', 'breaking', 'A response enum not marked extensible gains a value: consumers switch over the listed values only.', '`TransferDirection` (`x-extensible-enum: false`): `NONE` added'),
  entry('enum-marked-extensible', 'request', 'non-breaking', 'A request enum becomes extensible: clients send listed values as before.', '`SortOrder`: `x-extensible-enum: false` → `true`'),
  entry('enum-marked-extensible', 'response', 'breaking', 'A response enum becomes extensible: values consumers were told could not come may now arrive, and their type gains `UnknownEnumValue`.', '`TransferStatus`: `x-extensible-enum` absent → `true`'),
  entry('enum-marked-closed', 'both', 'non-breaking', 'An enum stops being extensible: only the listed values come, which consumers of unknown values handle.', '`AccountType`: `x-extensible-enum: true` → `false`'),
  entry('enum-added', 'request', 'breaking', 'A free request value is restricted to an enum: clients that send other values are refused.', '`asset: {type: string}` → `{type: string, enum: [USD]}`'),
  entry('enum-added', 'response', 'non-breaking', 'A free response value is restricted to an enum: readers get a subset of what they read.', '`side: {type: string}` → `{type: string, enum: [BUY, SELL]}`'),
  entry('enum-removed', 'request', 'non-breaking', 'A request enum is dropped: any value is accepted, the listed ones included.', '`{enum: [USD]}` → `{type: string}`'),
  entry('enum-removed', 'response', 'breaking', 'A response enum is dropped: any value may arrive where only the listed ones did.', '`{enum: [BUY, SELL]}` → `{type: string}`'),
  entry('constraint-narrowed', 'request', 'breaking', 'A request bound tightens (or a `oneOf` appears): some existing requests are refused.', '`maxLength: 100` → `50`; `minimum` added'),
  entry('constraint-narrowed', 'response', 'non-breaking', 'A response bound tightens: readers get a subset of what they handled.', '`maxItems: 1000` → `100`'),
  entry('constraint-widened', 'request', 'non-breaking', 'A request bound loosens: existing requests still fit.', '`maximum: 1000` → `5000`'),
  entry('constraint-widened', 'response', 'breaking', 'A response bound loosens: values readers did not expect may arrive (longer strings, more items, larger numbers).', '`maxItems: 1` → `2` on top of book levels'),
  entry('pattern-changed', 'request', 'breaking', 'A request value gains a pattern, or its pattern changes: some existing requests are refused.', '`^[0-9]*\\.?[0-9]+$` → `^[0-9]+\\.[0-9]{2}$`'),
  entry('pattern-changed', 'request', 'non-breaking', 'A request value loses its pattern: existing requests still fit.', 'the `pattern` of `memo` removed'),
  entry('pattern-changed', 'response', 'non-breaking', 'A response value gains a pattern: readers get a subset of what they handled.', '`pattern: ^[A-Z0-9]{2,20}$` added to `market`'),
  entry('pattern-changed', 'response', 'breaking', 'A response value loses or changes its pattern: values readers did not expect may arrive.', '`^[0-9]*\\.?[0-9]+$` → `^-?[0-9]*\\.?[0-9]+$`'),
  entry('format-changed', 'request', 'breaking', 'A request value gains a format, or its format changes: some existing requests are refused.', '`format: uuid` added to `profile_id`'),
  entry('format-changed', 'request', 'non-breaking', 'A request value loses its format: existing requests still fit.', 'the `format: date-time` of `range.begin` removed'),
  entry('format-changed', 'response', 'non-breaking', 'A response value gains a format: readers get a subset of what they handled.', '`format: uuid` added to `Transfer.id`'),
  entry('format-changed', 'response', 'breaking', 'A response value loses or changes its format: values readers did not expect may arrive.', '`format: date-time` → `format: date`'),
  entry('additional-properties-disallowed', 'request', 'breaking', 'A request object stops accepting fields it does not list: clients that send more are refused.', '`additionalProperties: false` added to `DepositAddressRequest`'),
  entry('additional-properties-disallowed', 'response', 'non-breaking', 'A response object promises no fields beyond those it lists: readers get a subset of what they handled.', '`additionalProperties: false` added to `Execution`'),
  entry('additional-properties-allowed', 'both', 'non-breaking', 'An object accepts fields it does not list: senders may send more, and readers keep fields they do not know.', '`additionalProperties: false` removed from `PriceLevel`'),
  entry('alternative-removed', 'request', 'breaking', 'A `oneOf`/`anyOf` alternative goes from a request: clients that used it are refused.', '`oneOf: [amount, total]` → `oneOf: [amount]`'),
  entry('alternative-removed', 'response', 'non-breaking', 'A `oneOf`/`anyOf` alternative goes from a response: readers get a subset of what they handled.', 'one of two payload shapes removed'),
  entry('alternative-added', 'request', 'non-breaking', 'A `oneOf`/`anyOf` alternative is added to a request: existing requests still fit.', 'a third way to give the amount'),
  entry('alternative-added', 'response', 'breaking', 'A `oneOf`/`anyOf` alternative is added to a response: readers meet a shape they do not handle.', 'a new payload shape'),
  entry('all-of-member-added', 'request', 'breaking', 'An `allOf` member is added to a request: one more constraint, which some existing requests fail.', '`allOf: [Base]` → `allOf: [Base, WithRefId]`'),
  entry('all-of-member-added', 'response', 'non-breaking', 'An `allOf` member is added to a response: one more constraint on what readers get.', '`allOf: [Problem]` → `allOf: [Problem, WithMeta]`'),
  entry('all-of-member-removed', 'request', 'non-breaking', 'An `allOf` member goes from a request: one constraint fewer.', '`allOf: [Base, WithRefId]` → `allOf: [Base]`'),
  entry('all-of-member-removed', 'response', 'breaking', 'An `allOf` member goes from a response: its fields and constraints may go with it.', '`allOf: [Problem, WithMeta]` → `allOf: [Problem]`'),
  entry('schema-disallowed', 'request', 'breaking', 'A request value is no longer accepted at all (a `false` schema): clients that send it are refused.', '`properties.memo: false`'),
  entry('schema-disallowed', 'response', 'non-breaking', 'A response value is no longer sent at all (a `false` schema): readers of an optional value handle its absence.', '`properties.error: false` when `success` is `true`'),
  // ---------------------------------------------------------------- problem types
  entry('problem-type-removed', 'response', 'breaking', 'A problem type goes (or is renamed): clients that branch on its `type` URI miss it.', '`insufficient-funds` removed from `x-problem-types`'),
  entry('problem-type-added', 'response', 'non-breaking', 'A new problem type: clients that branch on `type` have a default for types they do not know, and its status is one they handle.', '`withdrawal-limit-exceeded` added'),
  entry('problem-type-changed', 'response', 'breaking', 'A problem type moves to another status: clients that expect it under its status miss it.', '`insufficient-funds`: `status: 403` → `409`'),
  // ---------------------------------------------------------------- REST request limits
  entry('request-limit-narrowed', 'request', 'breaking', 'A limit of a REST request or of the request rate (root `x-limits`) is lowered or added: clients that kept to the old one are refused (413, 431, 429).', '`maxBodyBytes: 65536` → `32768`'),
  entry('request-limit-widened', 'request', 'non-breaking', 'A limit of a REST request or of the request rate is raised or removed: clients that kept to the old one still do.', '`requestBurst: 100` → `200`'),
  // ---------------------------------------------------------------- WebSocket limits and close codes
  entry('connection-limit-narrowed', 'request', 'breaking', 'A limit of the WebSocket connection (`x-limits`) is lowered or added: clients that kept to the old one are closed.', '`maxFrameBytes: 65536` → `32768`'),
  entry('connection-limit-widened', 'request', 'non-breaking', 'A limit of the WebSocket connection is raised or removed: clients that kept to the old one still do.', '`requestBurst: 100` → `200`'),
  entry('close-code-added', 'response', 'non-breaking', 'The server may close with a code it did not list before: clients handle an unlisted code by its RFC 6455 meaning.', '`4001` added to `x-close-codes`'),
  entry('close-code-removed', 'response', 'non-breaking', 'The server no longer closes with a code: clients that handle it never meet it.', '`1002` removed from `x-close-codes`'),
  entry('close-code-changed', 'response', 'breaking', 'A close code changes whether clients should reconnect after it: clients written to the old advice reconnect into the same failure, or give up on a connection they should restore.', '`1013`: `reconnect: true` → `false`'),
];

/** Whether `rule` (an entry) describes the change `finding` reports, in its direction and class. */
export function describes(rule: EvolutionRule, finding: Pick<Finding, 'rule' | 'direction' | 'severity'>): boolean {
  return rule.rule === finding.rule && rule.severity === finding.severity && (rule.direction === 'both' || rule.direction === finding.direction);
}

/** The entries that describe a finding (none means the engine and the rules disagree). */
export function evolutionRulesFor(finding: Pick<Finding, 'rule' | 'direction' | 'severity'>): EvolutionRule[] {
  return EVOLUTION_RULES.filter((rule) => describes(rule, finding));
}

/** The rules of the engine no entry describes (none, when the rules are complete). */
export function undescribedRules(): Rule[] {
  return RULES.filter((rule) => !EVOLUTION_RULES.some((entry) => entry.rule === rule));
}
