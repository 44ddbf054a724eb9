/**
 * What the client logs, read off its own events (so the connection's code stays free of it): the
 * connection's life at `debug`/`info`, losses and reconnect attempts at `warn`, a failure that closes
 * the client at `error`. Fields only: URL, close code and reason, attempt, delay, error name, code and
 * message; never a token.
 */
import type { Logger } from '@dap/core';
import type { StreamError } from './errors/errors.js';
import type { ClientEvents } from './events/events.js';

/** Logs the client's events to `logger`; `url` is the WebSocket URL. */
export function logEvents(events: ClientEvents, logger: Logger, url: string): void {
  events.on('open', ({ reconnect }) => logger.info('stream open', { url, reconnect }));
  events.on('reconnecting', ({ attempt, delayMs, code, reason, error, renewal }) => {
    if (renewal) logger.info('stream renewing: a new connection before the token expires', { url });
    else logger.warn('stream lost: reconnecting', { url, code, reason, attempt, delayMs, ...describe(error) });
  });
  events.on('reconnected', ({ attempts, renewal, resubscribed }) =>
    logger.info('stream reconnected', { url, attempts, renewal: renewal === true, resubscribed: resubscribed.length }),
  );
  events.on('close', ({ code, reason, error }) => {
    if (error) logger.error('stream closed', { url, code, reason, ...describe(error) });
    else logger.info('stream closed', { url, code, reason });
  });
  events.on('error', (error) => logger.warn('stream error', { url, ...describe(error) }));
}

function describe(error: StreamError | undefined): Record<string, unknown> {
  return error ? { error: error.name, code: error.code, message: error.message } : {};
}
