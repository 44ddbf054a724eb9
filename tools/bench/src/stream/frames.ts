/**
 * What identifies a streamed frame across processes: a `market_data` frame's `time` (RFC 3339 with
 * milliseconds, 24 characters). The simulator sends one UPDATE per market per tick, ticks are
 * milliseconds apart, so within one run the key is unique (the probe counts any duplicate).
 */
const TIME = '"time":"';
const TIME_BYTES = Buffer.from(TIME);
const KEY_LENGTH = 24;

export function frameKey(frame: string): string | undefined {
  const at = frame.indexOf(TIME);
  return at < 0 ? undefined : frame.slice(at + TIME.length, at + TIME.length + KEY_LENGTH);
}

/** The same, read from the bytes as received, without decoding the whole frame. */
export function frameKeyOf(data: Buffer): string | undefined {
  const at = data.indexOf(TIME_BYTES);
  return at < 0 ? undefined : data.toString('latin1', at + TIME_BYTES.length, at + TIME_BYTES.length + KEY_LENGTH);
}

/** A frame as a server sent it: when (ns, the system-wide monotonic clock), its key, the text. */
export interface TraceFrame {
  ns: number;
  key: string;
  frame: string;
}

/** The frames a server sent in a measuring window: [key, send time in ns], and the window's length. */
export interface Sent {
  seconds: number;
  frames: Array<[string, number]>;
}
