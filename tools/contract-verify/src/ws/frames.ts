import { SERVER_DISCRIMINATORS, validateServerFrame, validators, type MessageName } from '@dap/stream-models';
import type { ErrorObject } from 'ajv';
import type { Violation } from '../report/model.js';
import type { SpecDocument } from '../spec/document.js';
import { issuesOf } from '../spec/validator.js';
import { payloadPointer } from './channels.js';

export interface CheckedFrame {
  /** The message the frame names by its discriminator (`type` or `channel`), valid or not. */
  message?: MessageName;
  /** The parsed frame, when it is JSON. */
  value?: unknown;
  violations: Violation[];
}

/**
 * Checks a frame the server sent, strictly, with `@dap/stream-models`' generated validators
 * (`validateServerFrame`: the message its discriminator names, that message's schema only). The
 * schema location of each failure is that message's payload in the bundled AsyncAPI document plus
 * the validator's schema path (the generated validators inline every schema: no `$ref` in between).
 */
export function checkServerFrame(asyncapi: SpecDocument, data: string): CheckedFrame {
  const result = validateServerFrame(data);
  if (result.ok) return { message: result.name, value: result.message, violations: [] };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { violations: result.errors.map((e) => ({ part: 'frame', pointer: e.pointer, schema: '#/channels', message: e.message })) };
  }
  const message = namedMessage(value);
  if (message === undefined) {
    return { value, violations: result.errors.map((e) => ({ part: 'frame', pointer: e.pointer, schema: '#/operations', message: `names no message the server sends: ${e.message}` })) };
  }
  const payload = payloadPointer(asyncapi, message);
  const validate = validators[message];
  validate(value);
  const errors = (validate.errors ?? []) as unknown as ErrorObject[];
  const violations = issuesOf(errors, (error) => `${payload}${error.schemaPath.replace(/^#/, '')}`, payload).map((issue): Violation => ({
    part: 'frame',
    pointer: issue.pointer,
    schema: issue.schema,
    message: issue.message,
  }));
  return { message, value, violations };
}

function namedMessage(value: unknown): MessageName | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  for (const [property, names] of Object.entries(SERVER_DISCRIMINATORS)) {
    const tag = (value as Record<string, unknown>)[property];
    if (typeof tag === 'string' && Object.hasOwn(names, tag)) return names[tag];
  }
  return undefined;
}
