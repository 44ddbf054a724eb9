/**
 * Specmatic's JUnit XML report (`--junitReportDir`), read into one entry per generated test. A run
 * that Specmatic aborts before generating any test (a spec it cannot load) is reported as a single
 * failed test named `Specmatic Test Suite`, so it reads as a failure here too, never as no tests.
 */
import { XMLParser } from 'fast-xml-parser';

/** One test Specmatic generated and ran. */
export interface SpecmaticTestCase {
  /** Specmatic's scenario, e.g. `GET /executions -> 200 with the request from the example 'firstPage'`. */
  scenario: string;
  /** Absent when the test passed: Specmatic's reason (the status or field that did not match). */
  failure?: string;
}

interface XmlTestCase {
  '@_name'?: string;
  failure?: XmlFailure | XmlFailure[];
  error?: XmlFailure | XmlFailure[];
}
type XmlFailure = string | { '@_message'?: string; '#text'?: string };

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function failureText(failure: XmlFailure): string {
  if (typeof failure === 'string') return failure;
  return failure['@_message'] ?? failure['#text'] ?? 'failed';
}

/** Specmatic names a test `Contract Tests > SpecmaticJUnitSupport > contractTest() > Scenario: …`. */
function scenarioOf(name: string): string {
  const last = name.split(' > ').slice(3).join(' > ') || name;
  return last.replace(/^Scenario: /, '');
}

/** The tests of one report (a `<testsuite>`, or `<testsuites>` of them), in the report's order. */
export function parseJUnitReport(xml: string): SpecmaticTestCase[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    htmlEntities: true,
    isArray: (name) => name === 'testsuite' || name === 'testcase',
  });
  const document = parser.parse(xml) as {
    testsuites?: { testsuite?: { testcase?: XmlTestCase[] }[] };
    testsuite?: { testcase?: XmlTestCase[] }[];
  };
  const suites = [...(document.testsuites?.testsuite ?? []), ...(document.testsuite ?? [])];
  return suites.flatMap((suite) =>
    (suite.testcase ?? []).map((testCase) => {
      const failures = [...asArray(testCase.failure), ...asArray(testCase.error)];
      const scenario = scenarioOf(testCase['@_name'] ?? '');
      return failures.length === 0 ? { scenario } : { scenario, failure: failures.map(failureText).join('\n') };
    }),
  );
}

/**
 * The operation a scenario tests, as `METHOD /path/{param}` (Specmatic writes a path parameter as
 * `(name:Schema)`); undefined for a scenario that names none (the aborted suite).
 */
export function operationOf(scenario: string): string | undefined {
  const match = /^(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE) (\S+) ->/.exec(scenario);
  if (!match) return undefined;
  return `${match[1]} ${match[2]?.replace(/\((\w+):[^)]*\)/g, '{$1}')}`;
}
