// Specmatic's contract tests, generated from a bundled OpenAPI document, run against a server.
export { operationOf, parseJUnitReport, type SpecmaticTestCase } from './junit.ts';
export { operationsOf, planRuns, securitySchemesOf, type PlannedRun } from './plan.ts';
export {
  javaVersion,
  runSpecmatic,
  SPECMATIC_ENV,
  SPECMATIC_JAR,
  type SpecmaticResult,
  type SpecmaticRun,
} from './specmatic.ts';
