import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { specMaxLength } from '@dap/server';
import { InvalidCursor } from '../common/errors.js';

/** The spec's bound of a cursor; the schema refuses longer ones before this runs, this keeps decode() safe on its own. */
const CURSOR_MAX_LENGTH = specMaxLength('Cursor');

/**
 * Opaque page cursors: `<payload>.<mac>`, both base64url. The payload is JSON
 * `[kind, filtersHash, time, id]`: which list, a hash of the filters the cursor was issued for,
 * and the sort key (epoch ms and id) of the last item of the page. The MAC is HMAC-SHA-256
 * (truncated to 128 bits) under a key kept in the store, so cursors stay valid across restarts and
 * cannot be forged or edited. Sort keys rather than offsets keep a cursor's place even if items
 * were added before it.
 */
export interface CursorKey {
  kind: string;
  filters: string;
  time: number;
  id: string;
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const MAC_BYTES = 16;

export class Cursors {
  constructor(private readonly key: Buffer) {}

  /** A short hash of a canonical description of the filters (everything but `limit` and the cursor). */
  static filtersHash(filters: readonly unknown[]): string {
    return createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 16);
  }

  encode(cursor: CursorKey): string {
    const payload = Buffer.from(JSON.stringify([cursor.kind, cursor.filters, cursor.time, cursor.id])).toString(
      'base64url',
    );
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The cursor's sort key; throws `InvalidCursor` unless it is one of ours, for this list and these filters. */
  decode(text: string, kind: string, filters: string): { time: number; id: string } {
    const dot = text.indexOf('.');
    const payload = text.slice(0, dot);
    const mac = text.slice(dot + 1);
    if (dot <= 0 || text.length > CURSOR_MAX_LENGTH || !B64URL.test(payload) || !B64URL.test(mac))
      throw new InvalidCursor('malformed');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, this.mac(payload))) throw new InvalidCursor('signature');
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw new InvalidCursor('malformed');
    }
    if (
      !Array.isArray(value) ||
      value.length !== 4 ||
      typeof value[0] !== 'string' ||
      typeof value[1] !== 'string' ||
      !Number.isSafeInteger(value[2]) ||
      typeof value[3] !== 'string'
    ) {
      throw new InvalidCursor('malformed');
    }
    if (value[0] !== kind) throw new InvalidCursor('kind');
    if (value[1] !== filters) throw new InvalidCursor('filters');
    return { time: value[2] as number, id: value[3] };
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
