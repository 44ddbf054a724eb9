import { PROBLEM_TYPES, type Problem, type ProblemCode as SpecProblemCode } from '@dap/api-types';
import { clampText, specMaxLength } from '../bounds.js';

const DETAIL_MAX = specMaxLength('Problem', 'detail');

/**
 * The one catalogue of REST problems (RFC 9457): the types the spec lists in the `x-problem-types`
 * of its `Problem` schema, generated with their type URIs (the docs pages that explain them),
 * statuses and titles; `internal-error` (500) included. Handlers throw `ProblemError`s made from
 * it (`problems`, `problem`); clients branch on `type`, so the codes and URIs never change.
 */
export type ProblemCode = SpecProblemCode;

/** A problem document as this server sends it. */
export type ProblemDocument = Problem & { detail: string };

/** Every problem type by code: its URI, status and the title sent with every occurrence. */
export const PROBLEM_CATALOGUE: Readonly<
  Record<ProblemCode, { readonly type: string; readonly status: number; readonly title: string }>
> = PROBLEM_TYPES;

/** An error response: throw it from a handler and the server answers with its status, headers and document. */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  readonly status: number;
  /** The catalogue code (`not-found`), or undefined for an `about:blank` problem. */
  readonly code: ProblemCode | undefined;
  readonly problem: ProblemDocument;
  /** Response headers that belong to the problem (`WWW-Authenticate`, `Retry-After`, `Allow`). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(problemIn: ProblemDocument, headers: Readonly<Record<string, string>> = {}) {
    // A detail may quote the request (a path, an id): never longer than the spec lets a response be.
    const problem = { ...problemIn, detail: clampText(problemIn.detail, DETAIL_MAX) };
    super(problem.detail);
    this.status = problem.status;
    this.problem = problem;
    this.headers = headers;
    this.code = (Object.keys(PROBLEM_CATALOGUE) as ProblemCode[]).find(
      (code) => PROBLEM_CATALOGUE[code].type === problem.type,
    );
  }
}

/** A problem of a catalogue type. */
export function problem(
  code: ProblemCode,
  detail: string,
  meta?: Record<string, unknown>,
  headers?: Readonly<Record<string, string>>,
): ProblemError {
  const { type, status, title } = PROBLEM_CATALOGUE[code];
  return new ProblemError({ type, title, status, detail, ...(meta ? { meta } : {}) }, headers);
}

/** A problem with no type of its own (`about:blank`, RFC 9457 §4.2.1): the status says it all. */
export function statusProblem(
  status: number,
  title: string,
  detail: string,
  headers?: Readonly<Record<string, string>>,
): ProblemError {
  return new ProblemError({ type: 'about:blank', title, status, detail }, headers);
}
