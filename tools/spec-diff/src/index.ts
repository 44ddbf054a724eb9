export { diffAsyncApi } from './asyncapi.js';
export { compareWithRevision, type Comparison, type SpecComparison } from './compare.js';
export { UsageError } from './errors.js';
export type { Direction, Finding, Rule, Severity, Spec } from './findings.js';
export { diffOpenApi } from './openapi.js';
export { formatFinding, formatText, majorBumped, toJson, verdict, type Verdict } from './report.js';
export { securityBreaks, type Requirement } from './security.js';
