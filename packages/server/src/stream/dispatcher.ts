import {
  CLIENT_DISCRIMINATORS,
  STRING_MAX_LENGTHS,
  type ChannelDeprecation,
  type ChannelReference,
  type ChannelResult,
  type ErrorCode,
  type ErrorMessage,
} from '@dap/stream-models';
import type { FastifyBaseLogger } from 'fastify';
import { clampText } from '../bounds.js';
import { countMembers, duplicateMemberIn, pointerOf } from '../json-members.js';
import { checkChannels, type CheckedEntry } from './channels.js';
import { isStreamErrorCode } from './error-codes.js';
import type { ChannelDeprecations, StreamConnection, StreamHandlers } from './types.js';

/** The request types the spec defines, and the message each names (`subscribe` → `subscribeRequest`). */
const REQUESTS: Readonly<Record<string, string>> = CLIENT_DISCRIMINATORS['type'] ?? {};

/** An error frame: the reply to a frame that cannot be tied to a request. Its message may quote the frame, so it is cut to the spec's bound. */
export function errorFrame(error: ErrorCode, message: string): ErrorMessage {
  return { type: 'error', error, message: clampText(message, STRING_MAX_LENGTHS.ErrorMessageText) };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Answers one text frame of a client. Frames that cannot be tied to a request get an error frame:
 * MALFORMED_REQUEST (not JSON, an object that repeats a key, not an object, a request that breaks
 * its schema outside the channel entries), UNKNOWN_ACTION (missing or unknown `type`). subscribe/unsubscribe are acknowledged with
 * every entry echoed (type and params as sent) in request order, each with `success` and, on
 * failure, its `error`; valid entries go to the handlers one at a time, in order. A successful
 * subscribe to a channel type in `deprecations` carries its announcement (`deprecation`).
 *
 * Synchronous up to the handlers: a frame that needs none (every malformed one) is answered before
 * this returns, and only a request a handler answers returns a promise to wait for.
 */
export function dispatch(
  connection: StreamConnection,
  text: string,
  handlers: StreamHandlers,
  log: FastifyBaseLogger,
  deprecations: ChannelDeprecations,
): Promise<void> | undefined {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    connection.send(errorFrame('MALFORMED_REQUEST', 'Request is not valid JSON'));
    return undefined;
  }
  // A repeated key means different requests to different parsers: refused, as in a REST body.
  const duplicate = duplicateMemberIn(text, countMembers(frame));
  if (duplicate !== undefined) {
    const at = duplicate.path.length > 1 ? ` at ${pointerOf('', duplicate.path.slice(0, -1))}` : '';
    connection.send(
      errorFrame(
        'MALFORMED_REQUEST',
        `Request repeats the key ${JSON.stringify(duplicate.key)}${at}: send each key once`,
      ),
    );
    return undefined;
  }
  if (!isPlainObject(frame)) {
    connection.send(errorFrame('MALFORMED_REQUEST', 'Request must be a JSON object'));
    return undefined;
  }
  const type = frame['type'];
  const name = typeof type === 'string' && Object.hasOwn(REQUESTS, type) ? REQUESTS[type] : undefined;
  if (type === undefined || name === undefined) {
    const known = Object.keys(REQUESTS).join(', ');
    connection.send(
      errorFrame(
        'UNKNOWN_ACTION',
        type === undefined
          ? `Request has no type; use one of ${known}`
          : `Unknown request type ${JSON.stringify(type)}; use one of ${known}`,
      ),
    );
    return undefined;
  }

  if (type === 'subscription_list') {
    const extra = Object.keys(frame).filter((key) => key !== 'type');
    if (extra.length > 0) {
      connection.send(
        errorFrame('MALFORMED_REQUEST', `subscription_list takes no other property (got ${extra.join(', ')})`),
      );
      return undefined;
    }
    return answerList(connection, handlers, log);
  }

  const action = type === 'subscribe' ? 'subscribe' : 'unsubscribe';
  const checked = checkChannels(name === 'subscribeRequest' ? 'subscribeRequest' : 'unsubscribeRequest', frame);
  if (!checked.ok) {
    connection.send(errorFrame('MALFORMED_REQUEST', `Malformed ${action} request: ${checked.message}`));
    return undefined;
  }
  return answerChannels(connection, action, checked.entries, handlers, log, deprecations);
}

/** An announcement as the acknowledgement carries it; the replacement cut to the spec's bound. */
const wireDeprecation = (notice: NonNullable<ChannelDeprecations[string]>): ChannelDeprecation => ({
  deprecated_at: notice.deprecatedAt,
  sunset: notice.sunset,
  replaced_by: clampText(notice.replacedBy, STRING_MAX_LENGTHS.ChannelReplacedBy),
});

async function answerList(
  connection: StreamConnection,
  handlers: StreamHandlers,
  log: FastifyBaseLogger,
): Promise<void> {
  let channels: readonly ChannelReference[];
  try {
    channels = await handlers.subscriptionList(connection);
  } catch (error) {
    log.error({ err: error, connection: connection.id }, 'subscriptionList handler failed');
    connection.send(errorFrame('INTERNAL_SERVER_ERROR', 'The subscription list could not be read'));
    return;
  }
  connection.send({ type: 'subscription_list', channels: [...channels] });
}

async function answerChannels(
  connection: StreamConnection,
  action: 'subscribe' | 'unsubscribe',
  entries: readonly CheckedEntry[],
  handlers: StreamHandlers,
  log: FastifyBaseLogger,
  deprecations: ChannelDeprecations,
): Promise<void> {
  const results: ChannelResult[] = [];
  const subscribed: ChannelReference[] = [];
  for (const entry of entries) {
    const echo =
      entry.echo.params === undefined
        ? { type: entry.echo.type }
        : { type: entry.echo.type, params: { ...entry.echo.params } };
    if ('error' in entry) {
      results.push({ ...echo, success: false, error: entry.error });
      continue;
    }
    let outcome;
    try {
      outcome = await handlers[action](connection, entry.channel);
    } catch (error) {
      log.error({ err: error, connection: connection.id, channel: entry.channel }, `${action} handler failed`);
      outcome = 'INTERNAL_SERVER_ERROR' as const;
    }
    if (outcome !== 'ok' && !isStreamErrorCode(outcome)) {
      log.error(
        { connection: connection.id, channel: entry.channel, outcome },
        `${action} handler returned neither 'ok' nor an error code`,
      );
      outcome = 'INTERNAL_SERVER_ERROR' as const;
    }
    if (outcome === 'ok') {
      const notice = action === 'subscribe' ? deprecations[entry.channel.type] : undefined;
      results.push(
        notice ? { ...echo, success: true, deprecation: wireDeprecation(notice) } : { ...echo, success: true },
      );
      if (action === 'subscribe') subscribed.push(entry.channel);
    } else {
      results.push({ ...echo, success: false, error: outcome });
    }
  }
  connection.send({ type: action, channels: results });

  for (const channel of subscribed) {
    try {
      await handlers.onSubscribed?.(connection, channel);
    } catch (error) {
      log.error({ err: error, connection: connection.id, channel }, 'onSubscribed handler failed');
    }
  }
}
