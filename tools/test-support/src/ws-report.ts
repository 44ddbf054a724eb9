/**
 * What the validating WebSocket relay records, and the names shared by the suites that write its
 * reports and the contract test that reads them (packages/contract-tests/test/ws-frames.test.ts).
 * No side effects: the contract test imports this without starting anything.
 */

/** Set to a directory: WebSocket tests go through a validating relay and write one report per test file there. */
export const WS_REPORT_DIR_ENV = 'DAP_CONTRACT_WS_REPORT_DIR';

/** Where the message schemas are written: what a reader of a violation has to open. */
export const ASYNCAPI_SPEC_FILE = 'specs/asyncapi/asyncapi.yaml';

/**
 * The handshake header of connections whose frames a test writes by hand (the `Client` of
 * `@dap/test-support/ws`), malformed ones on purpose. Their frames are still checked and reported,
 * with sender `hand-written`, but they say nothing about a client library.
 */
export const HAND_WRITTEN_HEADER = 'x-dap-hand-written-frames';

/**
 * Who wrote a frame: the server; a real client (any connection without the hand-written header,
 * so a client cannot escape the check by forgetting to identify itself); or a test by hand.
 */
export type FrameSender = 'server' | 'client' | 'hand-written';

/** Valid frames of one message from one sender. */
export interface FrameCount {
  sender: FrameSender;
  message: string;
  count: number;
}

/** One reason one frame failed its schema. */
export interface FrameViolation {
  sender: FrameSender;
  /** The message the frame's discriminator (`type` or `channel`) names; absent when it names none. */
  message?: string;
  /** The messages it could have been: `[message]`, or every message of the sender's side. */
  candidates: string[];
  /** JSON pointer into the frame (`''` is the whole frame). */
  pointer: string;
  /** The failed JSON Schema keyword, `json` (not JSON text) or `discriminator` (no such message). */
  keyword: string;
  error: string;
  /** The frame's text, cut to 500 characters. */
  frame: string;
  specFile: string;
}

/** What one test file's relays saw. */
export interface WsFrameReport {
  testFile: string;
  specFile: string;
  frames: FrameCount[];
  violations: FrameViolation[];
}
