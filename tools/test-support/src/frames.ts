import {
  CLIENT_DISCRIMINATORS,
  CLIENT_MESSAGE_NAMES,
  SERVER_DISCRIMINATORS,
  SERVER_MESSAGE_NAMES,
  validateClientFrame,
  validateServerFrame,
  type Discriminators,
  type FrameError,
} from '@dap/stream-models';

/** Which side of the connection wrote a frame. */
export type Side = 'server' | 'client';

export interface FrameCheck {
  /** The message the frame names by its discriminator, valid or not; absent when it names none. */
  message?: string;
  /** `[message]`, or every message of that side when the frame names none. */
  candidates: string[];
  /** Empty when the frame is valid. */
  errors: FrameError[];
}

/** Checks a frame (text or bytes) against the AsyncAPI messages of the side that sent it. */
export function checkFrame(side: Side, data: string | Uint8Array): FrameCheck {
  const result = side === 'server' ? validateServerFrame(data) : validateClientFrame(data);
  // validateServerFrame names only valid frames; an invalid one is named here, from its discriminator.
  const message = result.ok
    ? result.name
    : namedMessage(side === 'server' ? SERVER_DISCRIMINATORS : CLIENT_DISCRIMINATORS, data);
  const candidates =
    message !== undefined ? [message] : [...(side === 'server' ? SERVER_MESSAGE_NAMES : CLIENT_MESSAGE_NAMES)];
  return { ...(message !== undefined ? { message } : {}), candidates, errors: result.ok ? [] : result.errors };
}

/** A frame's text for people, cut to `max` characters. */
export function frameText(data: string | Uint8Array, max = 500): string {
  const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function namedMessage(discriminators: Discriminators<string>, data: string | Uint8Array): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  for (const [property, names] of Object.entries(discriminators)) {
    const tag = (value as Record<string, unknown>)[property];
    if (typeof tag === 'string' && Object.hasOwn(names, tag)) return names[tag];
  }
  return undefined;
}
