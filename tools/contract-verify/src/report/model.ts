/** What a verification found, per operation and channel: the model the table and the JUnit XML render. */

/** Which part of an answer a violation is about. */
export type Part = 'status' | 'content-type' | 'header' | 'body' | 'transport' | 'frame' | 'protocol';

/** Something an answer differs in from the spec, where it is and where the spec says otherwise. */
export interface Finding {
  part: Part;
  /** JSON pointer into the response body or the frame (`''`: the whole of it); the header name for `header`. */
  pointer: string;
  /** Where the rule is written in the bundled spec, e.g. `#/components/schemas/Execution/properties/side/type`. */
  schema: string;
  message: string;
}

/** One way an answer does not conform. */
export type Violation = Finding;

/**
 * One way an answer is newer than this version of the contract that the evolution rules allow (a
 * field a closed record does not list, a value an extensible enum does not list): it conforms
 * "within the evolution rules", and is reported, never counted as a violation.
 */
export type Newer = Finding;

/** One exchange (a request and its response, a frame sent and its reply) or one rule over several. */
export interface Check {
  /** What the check is, e.g. `valid request 3`, `no token`, `acknowledgement`. */
  name: string;
  /** What was sent, for people: `GET /v2/executions?limit=7`, a frame's text. */
  request: string;
  /** What came back, for people: `200 application/json`, a frame's text. */
  response: string;
  violations: Violation[];
  /** What the answer has that is newer than this version, as the evolution rules allow; absent or empty when nothing. */
  newer?: Newer[];
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

export const newerOf = (subject: Subject): Newer[] => subject.checks.flatMap((check) => check.newer ?? []);

/** `within-rules`: conforms, with answers newer than this version as the evolution rules allow. */
export type Verdict = 'conforms' | 'within-rules' | 'violations' | 'skipped';

export function verdictOf(subject: Subject): Verdict {
  if (subject.skipped !== undefined) return 'skipped';
  if (subject.checks.some((check) => check.violations.length > 0)) return 'violations';
  return newerOf(subject).length > 0 ? 'within-rules' : 'conforms';
}

/** How the table and the JUnit XML name a verdict. */
export const VERDICT_LABELS: Readonly<Record<Exclude<Verdict, 'skipped'>, string>> = {
  conforms: 'conforms',
  'within-rules': 'conforms within the evolution rules',
  violations: 'violations',
};

/** 0 when everything checked conforms, 1 on any violation. */
export const exitCodeOf = (report: Report): 0 | 1 =>
  report.subjects.some((s) => verdictOf(s) === 'violations') ? 1 : 0;
