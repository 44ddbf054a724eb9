import { MAX_NOTIFY_BYTES } from '../store/sql.js';

/**
 * What instances tell each other about the order books, as NOTIFY payloads (compact JSON).
 *
 * `dap_market` carries the leading instance's book changes, in order: each message has the leader's
 * id `l`, its epoch `e` (when it took the lead; a later epoch supersedes) and a sequence number `s`
 * (1, 2, … per epoch), so a replica sees a missed message as a gap. A message holds parts, one per
 * market: the levels a step set (`b`, `a`: [price ticks, lots], lots 0 removes) and its trades
 * (`x`), or, with `f`, the whole book (a resync). `r` answers the control requests that the
 * message's parts carried out. `dap_market_control` carries requests to the leader.
 */
export const BOOK_CHANNEL = 'dap_market';
export const CONTROL_CHANNEL = 'dap_market_control';

export type Pair = [number, number];

export interface BookPart {
  /** Market symbol. */
  m: string;
  /** The leader's time of the step, epoch ms (the UPDATE's `time`). */
  t: number;
  /** 1: `b` and `a` are the whole book. */
  f?: 1;
  b: Pair[];
  a: Pair[];
  x?: Pair[];
}

export interface Reply {
  /** The request's id. */
  i: string;
  /** Why the leader refused it: the move would take a price to 0 or below (`lo`: the lowest price, ticks), or an unknown market. */
  e?: 'range' | 'not_found';
  lo?: number;
}

export interface BookMessage {
  l: string;
  e: number;
  s: number;
  p: BookPart[];
  r: Reply[];
}

/** A move or reset another instance forwards to the leader, with its id. */
export type Forwarded = { k: 'move'; i: string; m: string; n: number } | { k: 'reset'; i: string };

/**
 * A request to the leader: a resync, or a forwarded move or reset with the time (`d`, ms since the
 * epoch) after which its requester no longer waits for it.
 */
export type ControlRequest = { k: 'resync' } | (Forwarded & { d?: number });

/** Room for a message's header (`l`, `e`, `s` and the brackets) besides its parts and replies. */
const HEADER_BYTES = 160;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * Groups parts and replies into messages under Postgres's NOTIFY limit, in order; the replies go
 * last (a request is answered once everything it did has been sent). One market's part is at most
 * 2 × 20 levels before and after a step (a few kB), so it always fits a message of its own.
 */
export function pack(
  parts: readonly BookPart[],
  replies: readonly Reply[],
  limit = MAX_NOTIFY_BYTES,
): { p: BookPart[]; r: Reply[] }[] {
  const messages: { p: BookPart[]; r: Reply[] }[] = [];
  let current: { p: BookPart[]; r: Reply[] } | undefined;
  let size = 0;
  const room = limit - HEADER_BYTES;
  const add = (item: BookPart | Reply, into: 'p' | 'r') => {
    const itemBytes = bytes(item) + 1;
    if (itemBytes > room)
      throw new RangeError(
        `A ${into === 'p' ? 'book part' : 'reply'} of ${itemBytes} bytes does not fit a notification of ${limit} bytes`,
      );
    if (!current || size + itemBytes > room) {
      messages.push((current = { p: [], r: [] }));
      size = 0;
    }
    current[into].push(item as BookPart & Reply);
    size += itemBytes;
  };
  for (const part of parts) add(part, 'p');
  for (const reply of replies) add(reply, 'r');
  return messages;
}

const isPairs = (value: unknown): value is Pair[] =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      Number.isSafeInteger(pair[0]) &&
      Number.isSafeInteger(pair[1]) &&
      pair[1] >= 0,
  );

/** A `dap_market` payload, checked; throws a `TypeError` naming what is wrong. */
export function decodeBookMessage(payload: string): BookMessage {
  const message = JSON.parse(payload) as Partial<BookMessage>;
  if (
    typeof message.l !== 'string' ||
    !Number.isSafeInteger(message.e) ||
    !Number.isSafeInteger(message.s) ||
    !Array.isArray(message.p) ||
    !Array.isArray(message.r)
  )
    throw new TypeError(`A ${BOOK_CHANNEL} notification without l, e, s, p and r: ${payload.slice(0, 200)}`);
  for (const part of message.p) {
    if (
      typeof part?.m !== 'string' ||
      !Number.isSafeInteger(part.t) ||
      !isPairs(part.b) ||
      !isPairs(part.a) ||
      (part.x !== undefined && !isPairs(part.x))
    )
      throw new TypeError(
        `A ${BOOK_CHANNEL} notification with a malformed part: ${JSON.stringify(part).slice(0, 200)}`,
      );
  }
  for (const reply of message.r)
    if (typeof reply?.i !== 'string')
      throw new TypeError(`A ${BOOK_CHANNEL} notification with a malformed reply: ${JSON.stringify(reply)}`);
  return message as BookMessage;
}

/** A `dap_market_control` payload, checked; throws a `TypeError` naming what is wrong. */
export function decodeControlRequest(payload: string): ControlRequest {
  const request = JSON.parse(payload) as Partial<{ k: string; i: string; d: number; m: string; n: number }>;
  if (request.k === 'resync') return { k: 'resync' };
  // Without a deadline: a request of an instance from before deadlines were sent.
  const deadline = Number.isSafeInteger(request.d) ? { d: request.d as number } : {};
  if (request.k === 'reset' && typeof request.i === 'string') return { k: 'reset', i: request.i, ...deadline };
  if (
    request.k === 'move' &&
    typeof request.i === 'string' &&
    typeof request.m === 'string' &&
    Number.isSafeInteger(request.n)
  )
    return { k: 'move', i: request.i, ...deadline, m: request.m, n: request.n as number };
  throw new TypeError(`A ${CONTROL_CHANNEL} notification that is no request: ${payload.slice(0, 200)}`);
}
