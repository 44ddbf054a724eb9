/**
 * The logging both SDKs share: the `Logger` interface they take, levels, and the `DAP_LOG` environment
 * variable that turns logs on (or sets their level) when the caller gave no `logLevel`.
 */

/** Fields attached to a log line: method, path, status, attempt, requestId, durationMs, url, code, … */
export type LogFields = Record<string, unknown>;

/** Any object with these four methods: `console`, pino, winston… */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** The lowest level a logger receives; `off` logs nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** The environment variable read for the level when the client's options give none: `DAP_LOG=debug`. */
export const LOG_ENV = 'DAP_LOG';

const LEVELS = ['debug', 'info', 'warn', 'error', 'off'] as const;

const noop = (): void => {};

/** Logs nothing. */
export const silentLogger: Logger = { debug: noop, info: noop, warn: noop, error: noop };

/** What a client was given: its `logger` and `logLevel` options. */
export interface LoggingOptions {
  logger?: Logger | undefined;
  logLevel?: LogLevel | undefined;
}

/**
 * The logger a client logs to, and its level: `logLevel`, else `DAP_LOG` (read from `env`, by default
 * `process.env` where there is one), else every line for a `logger` given and nothing without one.
 * With a level and no `logger`, lines go to `console`. `undefined` when nothing is to be logged, so
 * that a client can skip building its lines altogether. An unknown level throws a `RangeError`.
 */
export function resolveLogger(
  options: LoggingOptions,
  env: Readonly<Record<string, string | undefined>> | undefined = (
    globalThis as { process?: { env?: Record<string, string | undefined> } }
  ).process?.env,
): { logger: Logger; level: LogLevel } | undefined {
  const level = (options.logLevel ??
    (env?.[LOG_ENV]?.trim().toLowerCase() || (options.logger ? 'debug' : 'off'))) as LogLevel;
  if (!LEVELS.includes(level))
    throw new RangeError(`${LOG_ENV} or \`logLevel\`: ${JSON.stringify(level)} is not one of ${LEVELS.join(', ')}`);
  return level === 'off' ? undefined : { logger: atLevel(options.logger ?? console, level), level };
}

/** `logger`, receiving only the lines at `level` and above. */
export function atLevel(logger: Logger, level: LogLevel): Logger {
  const out = { ...silentLogger };
  for (const name of LEVELS.slice(LEVELS.indexOf(level), 4) as (keyof Logger)[])
    out[name] = (message, fields) => (fields === undefined ? logger[name](message) : logger[name](message, fields));
  return out;
}
