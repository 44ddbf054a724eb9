import type { Alteration } from './alterations.js';

type Frame = Record<string, any>; // free edits of a parsed frame

/** A deliberate change to the frames a real server sends, and where the verifier must report it. */
export interface FrameAlteration {
  what: string;
  /** Changes a frame in place; frames it does not concern are left alone. */
  apply(frame: Frame): void;
  expected: Omit<Alteration['expected'], 'part'> & { check: string };
}

const MARKET_DATA = '#/channels/connection/messages/marketData/payload/properties/payload';

export const FRAME_ALTERATIONS: readonly FrameAlteration[] = [
  {
    what: 'a field added to every heartbeat (payload.region)',
    apply(frame) {
      if (frame.channel === 'heartbeat') frame.payload.region = 'eu-1';
    },
    expected: {
      finding: 'newer',
      subject: 'heartbeat',
      check: 'frames',
      pointer: '/payload/region',
      schema: '#/channels/connection/messages/heartbeat/payload/properties/payload/additionalProperties',
      message: /^field `region` added/,
    },
  },
  {
    what: 'an error code the extensible ErrorCode does not list (RATE_LIMITED)',
    apply(frame) {
      if (frame.type === 'error') frame.error = 'RATE_LIMITED';
    },
    expected: {
      finding: 'newer',
      subject: 'connection',
      check: 'an unknown request type',
      pointer: '/error',
      schema: '#/channels/connection/messages/error/payload/properties/error/enum',
      message: /^unknown value "RATE_LIMITED" of an extensible enum$/,
    },
  },
  {
    what: 'a field added to a market_data SNAPSHOT (payload.sequence)',
    apply(frame) {
      if (frame.channel === 'market_data' && frame.payload.type === 'SNAPSHOT') frame.payload.sequence = 1;
    },
    expected: {
      finding: 'newer',
      subject: 'market_data',
      check: 'frames',
      pointer: '/payload/sequence',
      schema: `${MARKET_DATA}/additionalProperties`,
    },
  },
  {
    what: 'a SNAPSHOT’s time sent as a number of milliseconds',
    apply(frame) {
      if (frame.channel === 'market_data' && frame.payload.type === 'SNAPSHOT')
        frame.payload.time = Date.parse(frame.payload.time);
    },
    expected: {
      finding: 'violation',
      subject: 'market_data',
      check: 'frames',
      pointer: '/payload/time',
      schema: `${MARKET_DATA}/properties/time/type`,
    },
  },
];

/** A frame's text with every alteration applied (text that is not a JSON object passes unchanged). */
export function alterFrame(text: string): string {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return text;
  for (const alteration of FRAME_ALTERATIONS) alteration.apply(frame as Frame);
  return JSON.stringify(frame);
}
