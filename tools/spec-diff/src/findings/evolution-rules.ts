/**
 * The evolution rules of the contract, written once: how the API may change without a major version.
 * Each entry describes one rule of the engine (`Rule`), for the data it concerns, with its class. The
 * docs site renders them as the "Evolution rules" page; the tests hold the engine to them (every rule
 * described, every finding matching an entry, and each entry reproduced by a change of its own).
 */
import type { EvolutionRule } from './evolution-rule.js';
import { EXTENSION_EVOLUTION_RULES } from './extension-evolution-rules.js';
import { RULES, type Finding, type Rule } from './findings.js';
import { OPERATION_EVOLUTION_RULES } from './operation-evolution-rules.js';
import { SCHEMA_EVOLUTION_RULES } from './schema-evolution-rules.js';

/** The file name of the docs site's page of the rules, under the docs base URL (`externalDocs.url`). */
export const EVOLUTION_RULES_PAGE = 'evolution.html';

/** In the order the docs' page lists them: what the specs offer, then the schemas, then the house extensions. */
export const EVOLUTION_RULES: readonly EvolutionRule[] = [
  ...OPERATION_EVOLUTION_RULES,
  ...SCHEMA_EVOLUTION_RULES,
  ...EXTENSION_EVOLUTION_RULES,
];

/** Whether `rule` (an entry) describes the change `finding` reports, in its direction and class. */
export function describes(rule: EvolutionRule, finding: Pick<Finding, 'rule' | 'direction' | 'severity'>): boolean {
  return (
    rule.rule === finding.rule &&
    rule.severity === finding.severity &&
    (rule.direction === 'both' || rule.direction === finding.direction)
  );
}

/** The entries that describe a finding (none means the engine and the rules disagree). */
export function evolutionRulesFor(finding: Pick<Finding, 'rule' | 'direction' | 'severity'>): EvolutionRule[] {
  return EVOLUTION_RULES.filter((rule) => describes(rule, finding));
}

/** The rules of the engine no entry describes (none, when the rules are complete). */
export function undescribedRules(): Rule[] {
  return RULES.filter((rule) => !EVOLUTION_RULES.some((entry) => entry.rule === rule));
}
