/**
 * The frame codec: text frames in (checked with `readServerFrame`, the tolerant reader: a server of a
 * later minor version may send fields and extensible enum values this version does not know; or only
 * parsed and named by their discriminator when validation is off) and requests out (checked with `validateClientFrame`
 * before they are sent, so the contract refuses what the server would).
 */
import {
  readServerFrame,
  SERVER_DISCRIMINATORS,
  validateClientFrame,
  type ClientMessage,
  type FrameError,
  type ServerMessages,
} from '@dap/stream-models';
import type { RawData } from 'ws';
import { StreamValidationError } from '../errors/errors.js';

/** A received frame: its message, named, or why it is not one. */
export type DecodedFrame =
  | { [Name in keyof ServerMessages]: { ok: true; name: Name; message: ServerMessages[Name] } }[keyof ServerMessages]
  | { ok: false; errors: FrameError[] };

/** The text of a frame (`ws` hands over a Buffer, a list of them, or an ArrayBuffer). */
export function frameText(data: RawData): string {
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString(
    'utf8',
  );
}

/** Parses and names a frame, checking it against the contract as the evolution rules let it grow when `validate` is on. */
export function decodeFrame(text: string, validate: boolean): DecodedFrame {
  return validate ? readServerFrame(text) : nameFrame(text);
}

/** The text to send for a request, or the `StreamValidationError` saying why the contract refuses it. */
export function encodeRequest(
  message: ClientMessage,
): { ok: true; text: string } | { ok: false; error: StreamValidationError } {
  const checked = validateClientFrame(message);
  if (!checked.ok) return { ok: false, error: new StreamValidationError('outgoing', checked.errors, message) };
  return { ok: true, text: JSON.stringify(message) };
}

/** With validation off: parses a frame and names its message by its discriminator, checking nothing else. */
function nameFrame(text: string): DecodedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      errors: [{ pointer: '', keyword: 'json', message: `must be JSON text (${(error as Error).message})` }],
    };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [property, names] of Object.entries(SERVER_DISCRIMINATORS)) {
      const tag = (value as Record<string, unknown>)[property];
      if (typeof tag === 'string' && Object.hasOwn(names, tag))
        return { ok: true, name: names[tag], message: value } as DecodedFrame;
    }
  }
  return {
    ok: false,
    errors: [{ pointer: '', keyword: 'discriminator', message: "must have a known 'type' or 'channel'" }],
  };
}
