/**
 * The evolution rules for what the house extensions declare for a whole API rather than one
 * operation: its problem types (`x-problem-types`), the limits of REST requests and WebSocket
 * connections (`x-limits`), and the WebSocket close codes (`x-close-codes`).
 */
import { entry, type EvolutionRule } from './evolution-rule.js';

export const EXTENSION_EVOLUTION_RULES: readonly EvolutionRule[] = [
  // ---------------------------------------------------------------- problem types
  entry(
    'problem-type-removed',
    'response',
    'breaking',
    'A problem type goes (or is renamed): clients that branch on its `type` URI miss it.',
    '`insufficient-funds` removed from `x-problem-types`',
  ),
  entry(
    'problem-type-added',
    'response',
    'non-breaking',
    'A new problem type: clients that branch on `type` have a default for types they do not know, and its status is one they handle.',
    '`withdrawal-limit-exceeded` added',
  ),
  entry(
    'problem-type-changed',
    'response',
    'breaking',
    'A problem type moves to another status: clients that expect it under its status miss it.',
    '`insufficient-funds`: `status: 403` → `409`',
  ),
  // ---------------------------------------------------------------- REST request limits
  entry(
    'request-limit-narrowed',
    'request',
    'breaking',
    'A limit of a REST request or of the request rate (root `x-limits`) is lowered or added: clients that kept to the old one are refused (413, 431, 429).',
    '`maxBodyBytes: 65536` → `32768`',
  ),
  entry(
    'request-limit-widened',
    'request',
    'non-breaking',
    'A limit of a REST request or of the request rate is raised or removed: clients that kept to the old one still do.',
    '`requestBurst: 100` → `200`',
  ),
  // ---------------------------------------------------------------- WebSocket limits and close codes
  entry(
    'connection-limit-narrowed',
    'request',
    'breaking',
    'A limit of the WebSocket connection (`x-limits`) is lowered or added: clients that kept to the old one are closed.',
    '`maxFrameBytes: 65536` → `32768`',
  ),
  entry(
    'connection-limit-widened',
    'request',
    'non-breaking',
    'A limit of the WebSocket connection is raised or removed: clients that kept to the old one still do.',
    '`requestBurst: 100` → `200`',
  ),
  entry(
    'close-code-added',
    'response',
    'non-breaking',
    'The server may close with a code it did not list before: clients handle an unlisted code by its RFC 6455 meaning.',
    '`4001` added to `x-close-codes`',
  ),
  entry(
    'close-code-removed',
    'response',
    'non-breaking',
    'The server no longer closes with a code: clients that handle it never meet it.',
    '`1002` removed from `x-close-codes`',
  ),
  entry(
    'close-code-changed',
    'response',
    'breaking',
    'A close code changes whether clients should reconnect after it: clients written to the old advice reconnect into the same failure, or give up on a connection they should restore.',
    '`1013`: `reconnect: true` → `false`',
  ),
  // ---------------------------------------------------------------- the deprecation lifecycle
  entry(
    'deprecated',
    'both',
    'non-breaking',
    'An operation, parameter, property, message or enum value is marked deprecated with `x-deprecated-at`, `x-sunset` and `x-replaced-by`: a notice, clients keep working and have until the sunset to move to the replacement.',
    '`listThings`: `deprecated: true`, `x-deprecated-at: 2026-01-01`, `x-sunset: 2026-06-01`, `x-replaced-by: searchThings`',
  ),
  entry(
    'removed-after-sunset',
    'both',
    'non-breaking',
    'An item deprecated with an `x-sunset` is removed on or after that date: an announced removal, listed first on the Changes page (removed before its sunset, it stays breaking).',
    '`listThings` (`x-sunset: 2026-06-01`) removed on 2026-06-01 or later',
  ),
];
