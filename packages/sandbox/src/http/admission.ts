import type { AdmitRequest, AdmitUpgrade, ProblemError } from '@dap/server';

/**
 * `@dap/server`'s admissions of one kind asked in turn: the first problem is the answer, and the
 * ones after it are not asked. An admission that answers at once (nothing armed, no `Prefer`) costs
 * no promise.
 */
export function inTurn<Args extends unknown[]>(
  ...admissions: ((...args: Args) => ProblemError | undefined | Promise<ProblemError | undefined>)[]
): (...args: Args) => ProblemError | undefined | Promise<ProblemError | undefined> {
  const from = (index: number, args: Args): ProblemError | undefined | Promise<ProblemError | undefined> => {
    for (let i = index; i < admissions.length; i++) {
      const outcome = admissions[i]?.(...args);
      if (outcome instanceof Promise) return outcome.then((refusal) => refusal ?? from(i + 1, args));
      if (outcome !== undefined) return outcome;
    }
    return undefined;
  };
  return (...args) => from(0, args);
}

/** The admissions of REST and control requests, in turn. */
export const requestAdmissions = (...admissions: AdmitRequest[]): AdmitRequest => inTurn(...admissions);

/** The admissions of WebSocket handshakes, in turn. */
export const upgradeAdmissions = (...admissions: AdmitUpgrade[]): AdmitUpgrade => inTurn(...admissions);
