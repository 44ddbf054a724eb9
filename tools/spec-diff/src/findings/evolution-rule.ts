/** What one evolution rule states, and how the lists of rules write one. */
import type { Direction, Rule, Severity } from './findings.js';

export interface EvolutionRule {
  /** The engine's rule that reports the change. */
  rule: Rule;
  /** What the change concerns: what clients send (`request`), what they receive (`response`), or either alike (`both`). */
  direction: Direction | 'both';
  /** `breaking` needs a new major version. */
  severity: Severity;
  /** The change, and why it does or does not break consumers: one sentence. */
  sentence: string;
  /** The change shown on a spec fragment (markdown). */
  example: string;
}

/** One rule in one call, its fields in order, so that each list reads as a table. */
export const entry = (
  rule: Rule,
  direction: EvolutionRule['direction'],
  severity: Severity,
  sentence: string,
  example: string,
): EvolutionRule => ({
  rule,
  direction,
  severity,
  sentence,
  example,
});
