import { CLIENT_DISCRIMINATORS, SERVER_DISCRIMINATORS, type Discriminators } from './generated/messages.js';
import type { ClientMessages, MessageName, Messages, ServerMessages } from './generated/models.js';
import { readers } from './generated/readers.js';
import { validators, type MessageValidator, type ValidatorError } from './generated/validators.js';

/** Why a frame was refused. */
export interface FrameError {
  /** JSON pointer into the frame of the value at fault (`/payload/bids/0/price`); `''` is the whole frame. */
  pointer: string;
  /** For people; may change. */
  message: string;
  /**
   * What failed, for code: a JSON Schema keyword (`type`, `pattern`, `format`, `enum`, `required`,
   * `additionalProperties`, …), `json` (not JSON text) or `discriminator` (no such message).
   */
  keyword: string;
}

/** A valid frame, named and typed by its message, or the reasons it is not valid. */
export type FrameResult<MessageMap> =
  | { [Name in keyof MessageMap]: { ok: true; name: Name; message: MessageMap[Name] } }[keyof MessageMap]
  | { ok: false; errors: FrameError[] };

export type ServerFrameResult = FrameResult<ServerMessages>;
export type ClientFrameResult = FrameResult<ClientMessages>;

/**
 * Checks a frame the server sent against exactly this version of the spec: a parsed JSON value, or
 * the frame's text (a string, or its UTF-8 bytes). The message is picked by its discriminator (`type`
 * for replies and errors, `channel` for events) and checked against that message's schema only, so
 * errors point into the right schema. For conformance checks of a server; a client reads frames with
 * {@link readServerFrame}, which accepts what later minor versions may add.
 */
export function validateServerFrame(frame: unknown): ServerFrameResult {
  return validateFrame(frame, SERVER_DISCRIMINATORS, validators) as ServerFrameResult;
}

/**
 * Reads a frame the server sent as the evolution rules let it change without a major version:
 * fields this version does not know, at any depth, and values of extensible enums it does not list
 * (`UnknownEnumValue`) are accepted and left in the message untouched. Everything else is checked as
 * strictly as by {@link validateServerFrame}: a wrong type, a missing required field, a value of a
 * closed enum it does not list and an unknown message type are errors.
 */
export function readServerFrame(frame: unknown): ServerFrameResult {
  return validateFrame(frame, SERVER_DISCRIMINATORS, readers) as ServerFrameResult;
}

/** Checks a frame the client sent (a request), like {@link validateServerFrame}. */
export function validateClientFrame(frame: unknown): ClientFrameResult {
  return validateFrame(frame, CLIENT_DISCRIMINATORS, validators) as ClientFrameResult;
}

/** Checks a frame against one message's schema, whatever its discriminator says. */
export function validateMessage<Name extends MessageName>(
  name: Name,
  frame: unknown,
): FrameResult<Pick<Messages, Name>> {
  const parsed = parseFrame(frame);
  if (!parsed.ok) return parsed;
  return check(validators[name], name, parsed.value) as FrameResult<Pick<Messages, Name>>;
}

type AnyResult = { ok: true; name: MessageName; message: unknown } | { ok: false; errors: FrameError[] };

function validateFrame<Name extends MessageName>(
  frame: unknown,
  discriminators: Discriminators<Name>,
  schemas: Readonly<Record<Name, MessageValidator>>,
): AnyResult {
  const parsed = parseFrame(frame);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse('', 'type', 'must be an object');
  }
  const present: string[] = [];
  for (const [property, names] of Object.entries(discriminators)) {
    if (!Object.hasOwn(value, property)) continue;
    present.push(property);
    const tag: unknown = (value as Record<string, unknown>)[property];
    const name = typeof tag === 'string' && Object.hasOwn(names, tag) ? names[tag] : undefined;
    if (name !== undefined) return check(schemas[name], name, value);
  }
  if (present.length === 0) {
    const properties = Object.keys(discriminators).map((p) => `'${p}'`);
    return refuse('', 'discriminator', `must have property ${properties.join(' or ')}`);
  }
  return {
    ok: false,
    errors: present.map((property) => ({
      pointer: '/' + escapePointer(property),
      keyword: 'discriminator',
      message: `must be one of ${Object.keys(discriminators[property] ?? {})
        .map((v) => JSON.stringify(v))
        .join(', ')}`,
    })),
  };
}

function check(validate: MessageValidator, name: MessageName, value: unknown): AnyResult {
  if (validate(value)) return { ok: true, name, message: value };
  return { ok: false, errors: toFrameErrors(validate.errors ?? []) };
}

type Parsed = { ok: true; value: unknown } | { ok: false; errors: FrameError[] };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A string or bytes are the frame's text; anything else is taken as already parsed. */
function parseFrame(frame: unknown): Parsed {
  let text: string;
  if (typeof frame === 'string') text = frame;
  else if (frame instanceof Uint8Array || frame instanceof ArrayBuffer) {
    try {
      text = utf8.decode(frame);
    } catch {
      return refuse('', 'json', 'must be UTF-8 text');
    }
  } else return { ok: true, value: frame };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return refuse('', 'json', `must be JSON text (${(error as Error).message})`);
  }
}

function refuse(pointer: string, keyword: string, message: string): { ok: false; errors: FrameError[] } {
  return { ok: false, errors: [{ pointer, keyword, message }] };
}

/**
 * ajv's errors as frame errors, pointing at the property itself when one is missing or extra, once
 * each (a schema may check one value twice, as `properties` and in `then`).
 */
function toFrameErrors(errors: readonly ValidatorError[]): FrameError[] {
  const result: FrameError[] = [];
  for (const { instancePath, keyword, params, message } of errors) {
    // `if` only says that `then` or `else` failed; their own errors follow.
    if (keyword === 'if') continue;
    const { missingProperty, additionalProperty, allowedValues } = params;
    if (keyword === 'required' && typeof missingProperty === 'string') {
      result.push({ pointer: `${instancePath}/${escapePointer(missingProperty)}`, keyword, message: 'is required' });
    } else if (keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
      result.push({
        pointer: `${instancePath}/${escapePointer(additionalProperty)}`,
        keyword,
        message: 'is not allowed here',
      });
    } else if (keyword === 'enum' && Array.isArray(allowedValues)) {
      result.push({
        pointer: instancePath,
        keyword,
        message: `must be one of ${allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
      });
    } else if (keyword === 'false schema') {
      result.push({ pointer: instancePath, keyword, message: 'is not allowed here' });
    } else {
      result.push({ pointer: instancePath, keyword, message: message ?? `fails ${keyword}` });
    }
  }
  const seen = new Set<string>();
  return result.filter(({ pointer, keyword, message }) => {
    const key = JSON.stringify([pointer, keyword, message]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function escapePointer(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
