export { arbitrariesFor } from './arbitraries/arbitraries.js';
export { HUGE_NUMBER_LITERALS, hostileStrings } from './arbitraries/hostile.js';
export type { Arbitraries, Hints, InvalidBody } from './arbitraries/types.js';
export { formatJunit } from './report/junit.js';
export {
  exitCodeOf,
  newerOf,
  VERDICT_LABELS,
  verdictOf,
  violationsOf,
  type Check,
  type Finding,
  type Newer,
  type Part,
  type Report,
  type Subject,
  type Verdict,
  type Violation,
} from './report/model.js';
export { formatTable } from './report/table.js';
export { asSchema, escapePointer, loadBundledSpecs, SpecDocument, type Json, type Schema } from './spec/document.js';
export {
  operations,
  type DeclaredHeader,
  type DeclaredResponse,
  type Operation,
  type Parameter,
} from './spec/operations.js';
export { splitByEvolutionRules, type Evolution } from './spec/evolution.js';
export { ReceivedValidator, tolerantDocument } from './spec/received.js';
export { SchemaValidator, type SchemaIssue } from './spec/validator.js';
export { channelPlans, requiredScopes, type ChannelPlan } from './ws/channels.js';
export { checkServerFrame, type CheckedFrame } from './ws/frames.js';
export { verify, type Verification, type VerifyOptions } from './verify.js';
