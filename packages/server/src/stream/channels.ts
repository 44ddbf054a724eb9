import {
  STRING_MAX_LENGTHS,
  validateMessage,
  type ChannelReference,
  type ChannelType,
  type ErrorCode,
} from '@dap/stream-models';

/** One entry of a subscribe/unsubscribe request, checked. */
export type CheckedEntry =
  /** Valid: `channel` is what the handlers get (heartbeat without params). */
  | { readonly echo: Echo; readonly channel: ChannelReference }
  /** Invalid: answered with `error` without calling a handler. */
  | { readonly echo: Echo; readonly error: ErrorCode };

/** The `type` and `params` of an entry exactly as sent, to echo in the acknowledgement. */
export interface Echo {
  readonly type: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A request's channel list: each entry checked, or why the whole frame is malformed. */
export type CheckedChannels =
  { readonly ok: true; readonly entries: readonly CheckedEntry[] } | { readonly ok: false; readonly message: string };

/**
 * The channel types whose `params` must name a market. The AsyncAPI document says so in prose
 * (ChannelParams: "`market_data`, `market_data.top_of_book` and `execution_data` need `market`;
 * `heartbeat` takes no params"), not in a schema, so it is written here; the known types and the
 * market pattern come from the schema (the @dap/stream-models validators).
 */
const NEEDS_MARKET: ReadonlySet<ChannelType> = new Set(['market_data', 'market_data.top_of_book', 'execution_data']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string the acknowledgement can echo: at most `max` characters (code points, as the schema counts them). */
const echoable = (value: unknown, max: number): value is string =>
  typeof value === 'string' && (value.length <= max || Array.from(value).length <= max);

/**
 * Checks the channels of a `subscribe` or `unsubscribe` frame (already known to be an object of
 * that `type`). A frame whose entries cannot be echoed (not an object, `type` not a string, `params`
 * not an object, `market` not a string) or that breaks the request schema outside the channel
 * entries' `type`/`params` (missing, empty or non-array `channels`, unknown properties) is
 * MALFORMED_REQUEST as a whole. Otherwise each entry is judged on its own: an unknown channel
 * type is UNKNOWN_CHANNEL, params the schema or the channel type refuse are
 * UNKNOWN_CHANNEL_PARAMS_CONFIGURATION.
 */
export function checkChannels(
  name: 'subscribeRequest' | 'unsubscribeRequest',
  frame: Record<string, unknown>,
): CheckedChannels {
  const channels = frame['channels'];
  if (!Array.isArray(channels) || channels.length === 0) {
    return { ok: false, message: '`channels` must be a non-empty array of channel references' };
  }
  for (const [i, entry] of channels.entries()) {
    // The acknowledgement echoes `type` and `market` within their spec bounds (EchoedChannelType, EchoedMarket).
    const canEcho =
      isPlainObject(entry) &&
      echoable(entry['type'], STRING_MAX_LENGTHS.EchoedChannelType) &&
      (entry['params'] === undefined ||
        (isPlainObject(entry['params']) &&
          (entry['params']['market'] === undefined ||
            echoable(entry['params']['market'], STRING_MAX_LENGTHS.EchoedMarket))));
    if (!canEcho) {
      return {
        ok: false,
        message: `channels/${i} must be an object with a string \`type\` of at most ${STRING_MAX_LENGTHS.EchoedChannelType} characters and optional \`params\` object whose \`market\` is a string of at most ${STRING_MAX_LENGTHS.EchoedMarket}`,
      };
    }
  }
  const entries = channels as { type: string; params?: Record<string, unknown> }[];

  const errors: (ErrorCode | undefined)[] = entries.map(() => undefined);
  const result = validateMessage(name, frame);
  if (!result.ok) {
    for (const error of result.errors) {
      const match = /^\/channels\/(\d+)\/(type|params)(?:\/|$)/.exec(error.pointer);
      if (!match) return { ok: false, message: `${error.pointer || '/'} ${error.message}` };
      const index = Number(match[1]);
      if (match[2] === 'type') errors[index] = 'UNKNOWN_CHANNEL';
      else errors[index] ??= 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION';
    }
  }

  return {
    ok: true,
    entries: entries.map((entry, i) => {
      const echo: Echo = entry.params === undefined ? { type: entry.type } : { type: entry.type, params: entry.params };
      const type = entry.type as ChannelType;
      const market = entry.params?.['market'];
      const error =
        errors[i] ??
        (NEEDS_MARKET.has(type) && market === undefined ? 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION' : undefined) ??
        (!NEEDS_MARKET.has(type) && market !== undefined ? 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION' : undefined);
      if (error !== undefined) return { echo, error };
      const channel: ChannelReference = typeof market === 'string' ? { type, params: { market } } : { type };
      return { echo, channel };
    }),
  };
}
