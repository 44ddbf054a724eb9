// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

/** The OAuth2 scope the WebSocket handshake's bearer token must carry (the servers' `security`). */
export const STREAM_SCOPE = "exchange:read_aggregated_marketdata_stream";

/** The channel types one can subscribe to (`ChannelType`), in the spec's order. The enum is closed. */
export const CHANNEL_TYPES = ["market_data","market_data.top_of_book","execution_data","heartbeat"] as const;
