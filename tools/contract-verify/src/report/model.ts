/** What a verification found, per operation and channel: the model the table and the JUnit XML render. */

/** Which part of an answer a violation is about. */
export type Part = 'status' | 'content-type' | 'header' | 'body' | 'transport' | 'frame' | 'protocol';

/** One way an answer does not conform. */
export interface Violation {
  part: Part;
  /** JSON pointer into the response body or the frame (`''`: the whole of it); the header name for `header`. */
  pointer: string;
  /** Where the rule is written in the bundled spec, e.g. `#/components/schemas/Execution/properties/side/type`. */
  schema: string;
  message: string;
}

/** One exchange (a request and its response, a frame sent and its reply) or one rule over several. */
export interface Check {
  /** What the check is, e.g. `valid request 3`, `no token`, `acknowledgement`. */
  name: string;
  /** What was sent, for people: `GET /v2/executions?limit=7`, a frame's text. */
  request: string;
  /** What came back, for people: `200 application/json`, a frame's text. */
  response: string;
  violations: Violation[];
}

export type SubjectKind = 'operation' | 'channel';

/** An operation of the OpenAPI document, or a channel (or the connection) of the AsyncAPI document. */
export interface Subject {
  kind: SubjectKind;
  /** operationId, or the channel type (`connection` for the socket itself). */
  id: string;
  /** `POST /transfer/crypto-withdrawals`, `market_data BTCUSD`, … */
  title: string;
  checks: Check[];
  /** Why the subject was not exercised; absent when it was. */
  skipped?: string;
}

export interface Report {
  target: { baseUrl: string; tokenUrl: string; wsUrl?: string };
  seed: number;
  allowWrites: boolean;
  subjects: Subject[];
  /** Wall-clock time of the run, ms. */
  durationMs: number;
}

export const violationsOf = (subject: Subject): Violation[] => subject.checks.flatMap((check) => check.violations);

export type Verdict = 'conforms' | 'violations' | 'skipped';

export function verdictOf(subject: Subject): Verdict {
  if (subject.skipped !== undefined) return 'skipped';
  return subject.checks.some((check) => check.violations.length > 0) ? 'violations' : 'conforms';
}

/** 0 when everything checked conforms, 1 on any violation. */
export const exitCodeOf = (report: Report): 0 | 1 => (report.subjects.some((s) => verdictOf(s) === 'violations') ? 1 : 0);
