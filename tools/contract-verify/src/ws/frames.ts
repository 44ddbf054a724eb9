import {
  readers,
  SERVER_DISCRIMINATORS,
  validateServerFrame,
  validators,
  type MessageValidator,
  type ServerMessageName,
} from '@dap/stream-models';
import type { ErrorObject } from 'ajv';
import type { Newer, Violation } from '../report/model.js';
import type { SpecDocument } from '../spec/document.js';
import { splitByEvolutionRules } from '../spec/evolution.js';
import { issuesOf, type SchemaIssue } from '../spec/validator.js';
import { payloadPointer } from './channels.js';

export interface CheckedFrame {
  /** The message the frame names by its discriminator (`type` or `channel`), valid or not. */
  message?: ServerMessageName;
  /** The parsed frame, when it is JSON. */
  value?: unknown;
  violations: Violation[];
  /** What the frame has that is newer than this version, as the evolution rules allow. */
  newer: Newer[];
}

/**
 * Checks a frame the server sent with `@dap/stream-models`' generated validators: exactly
 * (`validateServerFrame`: the message its discriminator names, that message's schema only), and
 * where that fails, with the message's tolerant reader (`readers`, what `readServerFrame` reads
 * with): what only the exact validator refuses is newer, as the evolution rules allow; what the
 * reader refuses too is a violation. The schema location of each is that message's payload in the
 * bundled AsyncAPI document plus the validator's schema path (the generated validators inline every
 * schema, and the readers' schemas only lack keywords: the paths are the same).
 */
export function checkServerFrame(asyncapi: SpecDocument, data: string): CheckedFrame {
  const result = validateServerFrame(data);
  if (result.ok) return { message: result.name, value: result.message, violations: [], newer: [] };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return {
      violations: result.errors.map((e) => ({
        part: 'frame',
        pointer: e.pointer,
        schema: '#/channels',
        message: e.message,
      })),
      newer: [],
    };
  }
  const message = namedMessage(value);
  if (message === undefined) {
    return {
      value,
      violations: result.errors.map((e) => ({
        part: 'frame',
        pointer: e.pointer,
        schema: '#/operations',
        message: `names no message the server sends: ${e.message}`,
      })),
      newer: [],
    };
  }
  const payload = payloadPointer(asyncapi, message);
  const { violations, newer } = splitByEvolutionRules(
    issuesAt(payload, validators[message], value),
    issuesAt(payload, readers[message], value),
    value,
  );
  const asFinding = (issue: SchemaIssue) => ({
    part: 'frame' as const,
    pointer: issue.pointer,
    schema: issue.schema,
    message: issue.message,
  });
  return { message, value, violations: violations.map(asFinding), newer: newer.map(asFinding) };
}

/** What `validate` finds in `value`, located under the message's payload in the bundle. */
function issuesAt(payload: string, validate: MessageValidator, value: unknown): SchemaIssue[] {
  if (validate(value)) return [];
  const errors = (validate.errors ?? []) as unknown as ErrorObject[];
  return issuesOf(errors, (error) => `${payload}${error.schemaPath.replace(/^#/, '')}`, payload);
}

function namedMessage(value: unknown): ServerMessageName | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  for (const [property, names] of Object.entries(SERVER_DISCRIMINATORS)) {
    const tag = (value as Record<string, unknown>)[property];
    if (typeof tag === 'string' && Object.hasOwn(names, tag)) return names[tag];
  }
  return undefined;
}
