export { diffAsyncApi } from './engine/asyncapi.js';
export { SPEC_FILES, SPEC_KINDS, SPEC_SOURCES, type SpecName } from './inputs/bundle.js';
export {
  compareWithReleased,
  compareWithRevision,
  diffBundles,
  type Comparison,
  type SpecComparison,
} from './gate/compare.js';
export { UsageError } from './inputs/errors.js';
export type { EvolutionRule } from './findings/evolution-rule.js';
export {
  describes,
  EVOLUTION_RULES,
  EVOLUTION_RULES_PAGE,
  evolutionRulesFor,
  undescribedRules,
} from './findings/evolution-rules.js';
export { repoRoot } from './inputs/git.js';
export {
  RULES,
  severityOf,
  type Direction,
  type Effect,
  type Finding,
  type Rule,
  type Severity,
  type Spec,
} from './findings/findings.js';
export { diffOpenApi } from './engine/openapi.js';
export { PROBLEM_TYPES } from './engine/problem-types.js';
export {
  BUNDLE_DIR,
  HISTORY_FILE,
  readHistory,
  readReleased,
  readReleasedIfReleased,
  readReleaseInfo,
  readWorkingBundle,
  RELEASED_DIR,
  SPEC_NAMES,
  type ReleaseHistoryEntry,
  type ReleaseInfo,
  type ReleaseNote,
} from './inputs/released.js';
export { formatFinding, formatText, toJson, verdict, type Verdict } from './gate/report.js';
export { EXTENSIBLE_ENUM } from './engine/schema-assertions.js';
export { securityBreaks, type Requirement } from './engine/security.js';
export { atLeast, declaredBump, higher, requiredBump, type Bump, type Declared } from './gate/versioning.js';
export { migrationFor } from './findings/migration.js';
