/**
 * The limits of a WebSocket connection and the close codes the server sends are data of the
 * AsyncAPI document (`x-limits` and `x-close-codes` of its one channel): the server and the stream
 * client are generated from them. Bundling renders them as tables at the end of `info.description`,
 * so the people reading the docs see the same values the programs use.
 */
import { CLOSE_CODES, LIMITS } from './extensions.js';
import { cell, isText, limitsTable, readLimits, withRendered, type Limit, type PointedProblem } from './limits.js';
import { isNode } from './visitor.js';

export interface CloseCode {
  code: number;
  name: string;
  reconnect: boolean;
  description: string;
  /** The close reasons that tell the causes of a code sent for several apart (`reasons`); empty when it lists none. */
  reasons: CloseReason[];
}

/** One close reason of a close code: its exact text, which a program may compare, by name. */
export interface CloseReason {
  name: string;
  reason: string;
  description: string;
}

export interface ConnectionLimits {
  /** Where they are: `/channels/<name>`. */
  pointer: string;
  limits: Limit[];
  closeCodes: CloseCode[];
}

/** Starts the rendered tables, so that rendering again replaces them (a marker markdown does not show). */
export const RENDERED_MARKER = '<!-- x-limits and x-close-codes of the connection channel, rendered by pnpm build -->';

const NAME = /^[A-Z][A-Z0-9_]*$/;
/** The most a close frame's reason may hold: 125 bytes of control frame payload less the 2 of the code (RFC 6455 §5.5). */
const MAX_REASON_BYTES = 123;

/**
 * The limits and close codes of an AsyncAPI document, or the problems that make them unusable, each
 * at its JSON pointer. Exactly one channel carries them; every limit is a positive integer with a unit
 * and a description; every close code is a code a close frame may carry (1000–1014 but 1004–1006,
 * or 3000–4999), once, with an upper-case name, whether to reconnect, and when it is sent; and the
 * reasons it lists, if any, each once, with an upper-case name, a reason a close frame can carry and
 * when it is sent.
 */
export function readConnectionLimits(
  document: unknown,
): { ok: true; value: ConnectionLimits } | { ok: false; problems: PointedProblem[] } {
  const problems: PointedProblem[] = [];
  const channels = isNode(document) && isNode(document['channels']) ? document['channels'] : {};
  const carriers = Object.entries(channels).filter(
    ([, channel]) => isNode(channel) && (LIMITS in channel || CLOSE_CODES in channel),
  );
  if (carriers.length !== 1) {
    return {
      ok: false,
      problems: [
        {
          pointer: '/channels',
          message: `exactly one channel must carry \`x-limits\` and \`x-close-codes\` (the connection's); found ${carriers.length}`,
        },
      ],
    };
  }
  const [name, channel] = carriers[0] as [string, Record<string, unknown>];
  const pointer = `/channels/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;

  const limits = readLimits(channel[LIMITS], `${pointer}/${LIMITS}`, problems);

  const closeCodes: CloseCode[] = [];
  const rawCodes = channel[CLOSE_CODES];
  if (!Array.isArray(rawCodes) || rawCodes.length === 0)
    problems.push({ pointer: `${pointer}/x-close-codes`, message: '`x-close-codes` must be a non-empty list' });
  for (const [i, entry] of (Array.isArray(rawCodes) ? rawCodes : []).entries()) {
    const at = `${pointer}/x-close-codes/${i}`;
    const code = isNode(entry) ? entry['code'] : undefined;
    const sendable =
      Number.isInteger(code) &&
      (((code as number) >= 1000 && (code as number) <= 1014 && ![1004, 1005, 1006].includes(code as number)) ||
        ((code as number) >= 3000 && (code as number) <= 4999));
    if (
      !isNode(entry) ||
      !sendable ||
      !isText(entry['name']) ||
      !NAME.test(entry['name']) ||
      typeof entry['reconnect'] !== 'boolean' ||
      !isText(entry['description'])
    ) {
      problems.push({
        pointer: at,
        message:
          'a close code is `{code, name, reconnect, description}`: a code a close frame may carry (RFC 6455 §7.4), an UPPER_CASE name, a boolean, and when it is sent',
      });
      continue;
    }
    if (closeCodes.some((known) => known.code === code || known.name === entry['name'])) {
      problems.push({ pointer: at, message: `close code ${String(code)} (${String(entry['name'])}) is listed twice` });
      continue;
    }
    closeCodes.push({
      code: code as number,
      name: entry['name'],
      reconnect: entry['reconnect'],
      description: entry['description'].trim(),
      reasons: readReasons(entry['reasons'], `${at}/reasons`, problems),
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { pointer, limits, closeCodes } };
}

/** The `reasons` of a close code (optional: none is an empty list), and the problems of each malformed one at its pointer. */
function readReasons(raw: unknown, pointer: string, problems: PointedProblem[]): CloseReason[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push({ pointer, message: '`reasons` of a close code must be a non-empty list when present' });
    return [];
  }
  const reasons: CloseReason[] = [];
  for (const [i, entry] of raw.entries()) {
    const at = `${pointer}/${i}`;
    if (
      !isNode(entry) ||
      !isText(entry['name']) ||
      !NAME.test(entry['name']) ||
      !isText(entry['reason']) ||
      Buffer.byteLength(entry['reason'], 'utf8') > MAX_REASON_BYTES ||
      !isText(entry['description'])
    ) {
      problems.push({
        pointer: at,
        message: `a close reason is \`{name, reason, description}\`: an UPPER_CASE name, the reason's exact text (at most ${MAX_REASON_BYTES} bytes, as a close frame carries it), and when it is sent`,
      });
      continue;
    }
    if (reasons.some((known) => known.name === entry['name'] || known.reason === entry['reason'])) {
      problems.push({
        pointer: at,
        message: `close reason ${JSON.stringify(entry['reason'])} (${entry['name']}) is listed twice`,
      });
      continue;
    }
    reasons.push({ name: entry['name'], reason: entry['reason'], description: entry['description'].trim() });
  }
  return reasons;
}

/** The tables of the limits and close codes, as markdown. */
export function renderConnectionLimits({ limits, closeCodes }: ConnectionLimits): string {
  return [
    '### Limits of a connection',
    '',
    ...limitsTable(limits),
    '',
    '### Close codes the server sends',
    '',
    '| Code | Name | Reconnect | When |',
    '|---|---|---|---|',
    ...closeCodes.map(
      (close) =>
        `| ${close.code} | \`${close.name}\` | ${close.reconnect ? 'yes, with backoff' : 'no'} | ${cell(close.description)} |`,
    ),
    '',
    ...reasonsTable(closeCodes),
  ].join('\n');
}

/** The table of the close reasons, when a close code lists any. */
function reasonsTable(closeCodes: readonly CloseCode[]): string[] {
  const rows = closeCodes.flatMap((close) =>
    close.reasons.map(
      (reason) => `| ${close.code} | \`${cell(reason.reason)}\` | \`${reason.name}\` | ${cell(reason.description)} |`,
    ),
  );
  if (rows.length === 0) return [];
  return ['### Close reasons', '', '| Code | Reason | Name | When |', '|---|---|---|---|', ...rows, ''];
}

/** `description` with the rendered tables at its end, replacing tables rendered before. */
export function withConnectionLimits(description: string, limits: ConnectionLimits): string {
  return withRendered(description, RENDERED_MARKER, renderConnectionLimits(limits));
}
