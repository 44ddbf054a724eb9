/**
 * Logging is opt-in (silent by default) and goes through `redactingLogger`, so that no code path —
 * including an error message that happens to echo a header — can hand a secret to the caller's logger.
 */

import type { LogFields, Logger } from '@dap/core';

/** The interface, the levels and `DAP_LOG` are shared with `@dap/stream-client`, in `@dap/core`. */
export { silentLogger, type LogFields, type Logger, type LogLevel } from '@dap/core';

export const REDACTED = '[REDACTED]';

// Field names whose values are credentials whatever they contain.
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|access_token|refresh_token|client_secret|clientsecret|token|secret|password)$/i;
// A bearer credential inside free text ("Authorization: Bearer eyJ…").
const BEARER = /\b(bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;

/**
 * Wraps `logger` so that every message and field is scrubbed: credential-named fields, bearer
 * credentials in text, and any occurrence of the values `secrets()` returns (the client secret and
 * the tokens currently held) are replaced by `[REDACTED]`.
 */
export function redactingLogger(logger: Logger, secrets: () => readonly string[]): Logger {
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrubText(value, secrets());
    if (value instanceof Error) return scrubText(`${value.name}: ${value.message}`, secrets());
    if (depth > 4 || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = SECRET_KEY.test(key) ? REDACTED : scrub(item, depth + 1);
    return out;
  };
  const level =
    (name: keyof Logger) =>
    (message: string, fields?: LogFields): void => {
      const text = scrubText(message, secrets());
      if (fields === undefined) logger[name](text);
      else logger[name](text, scrub(fields, 0) as LogFields);
    };
  return { debug: level('debug'), info: level('info'), warn: level('warn'), error: level('error') };
}

function scrubText(text: string, secrets: readonly string[]): string {
  let out = text.replace(BEARER, `$1 ${REDACTED}`);
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join(REDACTED);
  return out;
}
