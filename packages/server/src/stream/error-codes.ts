import { ERROR_CODES, isKnownErrorCode } from '@dap/stream-models';

/**
 * The WebSocket error codes this version lists (the AsyncAPI `ErrorCode` enum, generated): the one
 * catalogue of stream errors. Tests and clients compare codes, never message text.
 */
export const STREAM_ERROR_CODES = ERROR_CODES;

/** Whether a value is one of the error codes this version lists. */
export const isStreamErrorCode = isKnownErrorCode;
