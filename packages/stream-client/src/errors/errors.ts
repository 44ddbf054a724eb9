/**
 * One error class per failure, all extending `StreamError` and through it `DapError` (`@dap/core`,
 * the root shared with the REST client), so callers branch with `instanceof` or on `code` (one per
 * class, from the catalogue `DAP_ERROR_CODES`), never on message text. A protocol code the server
 * sent stays on a field of its own (`serverCode`, `codes`).
 */
import { DapError, type DapErrorCode } from '@dap/core';
import type { ErrorCode, FrameError } from '@dap/stream-models';
import type { SubscriptionResult } from '../channels/subscriptions.js';

/** Base of every error this client throws, rejects with or emits. */
export class StreamError extends DapError {
  override name = 'StreamError';
  override readonly code: DapErrorCode = 'stream_error';
}

/** `error` as a `StreamError`: itself when it is one, else a `StreamError` with its message and `error` as the cause. */
export function asStreamError(error: unknown): StreamError {
  return error instanceof StreamError
    ? error
    : new StreamError(error instanceof Error ? error.message : String(error), { cause: error });
}

/** Problem fields (RFC 9457) of a refused handshake, when the server sent `application/problem+json`. */
interface ProblemFields {
  type?: string;
  title?: string;
  detail?: string;
}

/** The server answered the WebSocket handshake with an HTTP status instead of `101 Switching Protocols`. */
export class StreamHandshakeError extends StreamError {
  override name = 'StreamHandshakeError';
  override readonly code: DapErrorCode = 'stream_handshake';
  /** HTTP status of the refusal. */
  readonly status: number;
  /** The response body: the parsed problem document when it was JSON, else its text. */
  readonly body: unknown;
  /** Response headers (lower-case names). */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** `X-Request-Id` of the response, to quote to support. */
  readonly requestId: string | undefined;
  /** Problem type URI, title and detail, when the body was a problem document. */
  readonly type: string | undefined;
  readonly title: string | undefined;
  readonly detail: string | undefined;

  constructor(status: number, body: unknown, headers: Readonly<Record<string, string | string[] | undefined>> = {}) {
    const problem = problemFields(body);
    super(
      `WebSocket handshake refused with HTTP ${status}${problem.title ? ` ${problem.title}` : ''}${problem.detail ? `: ${problem.detail}` : ''}`,
    );
    this.status = status;
    this.body = body;
    this.headers = headers;
    this.requestId = headerValue(headers['x-request-id']);
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail;
  }

  /** The subclass for `status`: 401 `StreamAuthenticationError`, 403 `StreamPermissionError`. */
  static from(
    status: number,
    body: unknown,
    headers?: Readonly<Record<string, string | string[] | undefined>>,
  ): StreamHandshakeError {
    if (status === 401) return new StreamAuthenticationError(status, body, headers);
    if (status === 403) return new StreamPermissionError(status, body, headers);
    return new StreamHandshakeError(status, body, headers);
  }
}

/** Handshake answered 401: no, a malformed, unknown or expired token. */
export class StreamAuthenticationError extends StreamHandshakeError {
  override name = 'StreamAuthenticationError';
  override readonly code = 'stream_authentication' as const;
}

/** Handshake answered 403: the token lacks `exchange:read_aggregated_marketdata_stream`, or the client is not on the allow list. */
export class StreamPermissionError extends StreamHandshakeError {
  override name = 'StreamPermissionError';
  override readonly code = 'stream_permission_denied' as const;
}

/**
 * The connection could not be opened (network error, no answer within `connectTimeoutMs`), or it
 * closed while a call was waiting for its acknowledgement.
 */
export class StreamConnectionError extends StreamError {
  override name = 'StreamConnectionError';
  override readonly code = 'stream_connection' as const;
  /** WebSocket close code, when the connection closed (1006: dropped without a close frame). */
  readonly closeCode: number | undefined;
  readonly reason: string | undefined;
  /** The WebSocket URL it could not open, when opening failed (the cause code and address are in the message). */
  readonly url: string | undefined;

  constructor(message: string, options: { closeCode?: number; reason?: string; cause?: unknown; url?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.closeCode = options.closeCode;
    this.reason = options.reason;
    this.url = options.url;
  }
}

/** The client is closed (by `close()` or after a failure it does not recover from); it accepts no more calls. */
export class StreamClosedError extends StreamError {
  override name = 'StreamClosedError';
  override readonly code = 'stream_closed' as const;
}

/** A call got no acknowledgement within its timeout. */
export class StreamTimeoutError extends StreamError {
  override name = 'StreamTimeoutError';
  override readonly code = 'stream_timeout' as const;
  constructor(
    message: string,
    readonly timeoutMs: number,
  ) {
    super(message);
  }
}

/** The caller's `AbortSignal` aborted the call. */
export class StreamAbortError extends StreamError {
  override name = 'StreamAbortError';
  override readonly code = 'stream_aborted' as const;
}

/**
 * A `subscribe` or `unsubscribe` (called with `throwOnError`) in which at least one channel failed:
 * every entry's result, and the protocol codes of the failures.
 */
export class StreamRequestError extends StreamError {
  override name = 'StreamRequestError';
  override readonly code = 'stream_request_failed' as const;
  /** One result per requested channel, in request order. */
  readonly results: readonly SubscriptionResult[];
  /** The error codes of the failed entries, in request order (`UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`, …). */
  readonly codes: readonly ErrorCode[];

  constructor(action: 'subscribe' | 'unsubscribe', results: readonly SubscriptionResult[]) {
    const failed = results.flatMap((result) => (result.success ? [] : [result]));
    super(
      `${action} failed for ${failed.length} of ${results.length} channel(s): ${failed
        .map(
          ({ channel, error }) =>
            `${channel.type}${channel.params?.market ? ` ${channel.params.market}` : ''} ${error}`,
        )
        .join(', ')}`,
    );
    this.results = results;
    this.codes = failed.map((result) => result.error);
  }

  /** The first failure's protocol code. */
  get serverCode(): ErrorCode | undefined {
    return this.codes[0];
  }
}

/** The server answered with an error frame (`{"type":"error","error":"<CODE>","message":"…"}`). */
export class StreamServerError extends StreamError {
  override name = 'StreamServerError';
  override readonly code = 'stream_server_error' as const;
  constructor(
    /** The protocol error code: `UNKNOWN_ACTION`, `MALFORMED_REQUEST`, `INTERNAL_SERVER_ERROR`, … */
    readonly serverCode: ErrorCode,
    /** The server's explanation, for people; may change. */
    readonly serverMessage: string,
  ) {
    super(`${serverCode}: ${serverMessage}`);
  }
}

/**
 * A frame failed validation against the AsyncAPI document: one the server sent (emitted as an
 * `error` event; the frame is dropped), or one the client was asked to send (the call rejects and
 * nothing is sent).
 */
export class StreamValidationError extends StreamError {
  override name = 'StreamValidationError';
  override readonly code = 'stream_validation' as const;
  constructor(
    readonly direction: 'incoming' | 'outgoing',
    /** Each failure, with the JSON pointer into the frame (`/payload/bids/0/price`). */
    readonly errors: readonly FrameError[],
    /** The frame: its text (incoming) or the message (outgoing). */
    readonly frame: unknown,
  ) {
    super(
      `${direction === 'incoming' ? 'The server sent' : 'Refusing to send'} an invalid frame: ${errors
        .map(({ pointer, message }) => `${pointer || '/'} ${message}`)
        .join('; ')}`,
    );
  }
}

/** A valid frame the client cannot place: an acknowledgement that matches no request it sent. */
export class StreamProtocolError extends StreamError {
  override name = 'StreamProtocolError';
  override readonly code = 'stream_protocol' as const;
  constructor(
    message: string,
    readonly frame: unknown,
  ) {
    super(message);
  }
}

/** An async iterator's buffer was full (the consumer is slower than the stream) with `overflow: 'error'`. */
export class StreamBufferOverflowError extends StreamError {
  override name = 'StreamBufferOverflowError';
  override readonly code = 'stream_buffer_overflow' as const;
  constructor(readonly bufferSize: number) {
    super(`The stream's buffer of ${bufferSize} events is full: the consumer is slower than the stream`);
  }
}

/** No heartbeat arrived within `heartbeatTimeoutMs`; the connection is dropped and reopened. */
export class StreamHeartbeatTimeoutError extends StreamError {
  override name = 'StreamHeartbeatTimeoutError';
  override readonly code = 'stream_heartbeat_timeout' as const;
  constructor(readonly timeoutMs: number) {
    super(`No heartbeat for ${timeoutMs} ms`);
  }
}

/** An event listener threw; the other listeners and the client carry on. `cause` is what it threw. */
export class StreamListenerError extends StreamError {
  override name = 'StreamListenerError';
  override readonly code = 'stream_listener' as const;
  constructor(
    readonly event: string,
    cause: unknown,
  ) {
    super(`A listener of '${event}' threw: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

function problemFields(body: unknown): ProblemFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const fields: ProblemFields = {};
  for (const key of ['type', 'title', 'detail'] as const) {
    const value = record[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** A handshake answer's header as one value (Node gives a repeated header as an array: its first). */
export const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
