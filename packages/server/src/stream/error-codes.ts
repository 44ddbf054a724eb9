import type { ErrorCode } from '@dap/stream-models';

/**
 * The WebSocket error codes (the AsyncAPI `ErrorCode` enum), as values: the one catalogue of stream
 * errors. Tests and clients compare codes, never message text.
 */
export const STREAM_ERROR_CODES = [
  'UNKNOWN_ACTION',
  'INTERNAL_SERVER_ERROR',
  'MALFORMED_REQUEST',
  'NO_EFFECT_ACTION',
  'UNKNOWN_CHANNEL',
  'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
] as const satisfies readonly ErrorCode[];

// Fails to compile when the spec adds a code this list lacks.
const everyCode: Record<ErrorCode, true> = Object.fromEntries(STREAM_ERROR_CODES.map((code) => [code, true])) as Record<(typeof STREAM_ERROR_CODES)[number], true>;
void everyCode;

/** Whether a value is one of the error codes. */
export function isStreamErrorCode(value: unknown): value is ErrorCode {
  return (STREAM_ERROR_CODES as readonly unknown[]).includes(value);
}
