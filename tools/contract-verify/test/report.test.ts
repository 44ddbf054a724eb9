import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { formatJunit } from '../src/report/junit.js';
import { exitCodeOf, verdictOf, type Report } from '../src/report/model.js';
import { formatTable } from '../src/report/table.js';

const report: Report = {
  target: { baseUrl: 'https://api.example.com/v2', tokenUrl: 'https://auth.example.com/oauth2/token' },
  seed: 9,
  allowWrites: false,
  durationMs: 1234,
  subjects: [
    {
      kind: 'operation',
      id: 'listExecutions',
      title: 'GET /executions',
      checks: [
        {
          name: 'required parameters only',
          request: 'GET /v2/executions',
          response: '200 application/json {"items":[]}',
          violations: [],
        },
        {
          name: 'generated request 1',
          request: 'GET /v2/executions?order_id=<x>&limit=5',
          response: '200 application/json {"items":[{"side":"SELL & BUY"}]}',
          violations: [
            {
              part: 'body',
              pointer: '/items/0/side',
              schema: '#/components/schemas/Execution/properties/side/enum',
              message: 'must be one of "BUY", "SELL"',
            },
          ],
        },
      ],
    },
    {
      kind: 'operation',
      id: 'createCryptoWithdrawal',
      title: 'POST /transfer/crypto-withdrawals',
      checks: [],
      skipped: 'a write: run with --allow-writes to exercise it',
    },
  ],
};

describe('the report', () => {
  it('renders JUnit XML that parses: a suite per operation, a failure naming the pointer and the schema location, a skipped case', () => {
    const xml = formatJunit(report);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
      testsuites: {
        tests: string;
        failures: string;
        skipped: string;
        testsuite: Array<{ name: string; testcase: unknown }>;
      };
    };
    expect(parsed.testsuites).toMatchObject({ tests: '3', failures: '1', skipped: '1' });
    const [list, write] = parsed.testsuites.testsuite;
    expect(list?.name).toBe('listExecutions');
    const failing = (list?.testcase as Array<{ name: string; failure?: { message: string; '#text': string } }>)[1];
    expect(failing?.name).toBe('2. generated request 1');
    expect(failing?.failure?.message).toBe(
      '1 violation: body /items/0/side: must be one of "BUY", "SELL" [spec #/components/schemas/Execution/properties/side/enum]',
    );
    expect(write).toMatchObject({
      name: 'createCryptoWithdrawal',
      testcase: { skipped: { message: 'a write: run with --allow-writes to exercise it' } },
    });
  });

  it('renders a table with a row per operation, then each violation with its request, pointer and schema location', () => {
    const table = formatTable(report);
    expect(table).toMatch(/^ {2}listExecutions\s+GET \/executions\s+2\s+1\s+1\s+violations$/m);
    expect(table).toMatch(
      /^ {2}createCryptoWithdrawal\s+POST \/transfer\/crypto-withdrawals\s+-\s+-\s+-\s+skipped: a write: run with --allow-writes to exercise it$/m,
    );
    expect(table).toContain(
      [
        'listExecutions GET /executions > generated request 1',
        '  request:  GET /v2/executions?order_id=<x>&limit=5',
      ].join('\n'),
    );
    expect(table).toContain(
      [
        '  x body /items/0/side: must be one of "BUY", "SELL"',
        '      spec #/components/schemas/Execution/properties/side/enum',
      ].join('\n'),
    );
    expect(table).toContain(
      'DOES NOT CONFORM: 0 conform, 1 with violations (1 violation), 1 skipped, of 2 operations and channels.',
    );
    expect(exitCodeOf(report)).toBe(1);
  });

  it('reports an answer newer than this version as the evolution rules allow as conforming within them: its own result, a ~ line, a passed testcase with a note, exit 0', () => {
    const newer: Report = {
      ...report,
      subjects: [
        {
          kind: 'operation',
          id: 'getAccount',
          title: 'GET /identity/accounts/{id}',
          checks: [
            {
              name: 'example 1',
              request: 'GET /v2/identity/accounts/<id>',
              response: '200 application/json {"summary_status":"ACTIVE"}',
              violations: [],
              newer: [
                {
                  part: 'body',
                  pointer: '/summary_status',
                  schema: '#/components/schemas/AccountSummaryStatus/enum',
                  message: 'unknown value "ACTIVE" of an extensible enum',
                },
              ],
            },
            {
              name: 'no token',
              request: 'GET /v2/identity/accounts/<id>',
              response: '401 application/problem+json',
              violations: [],
            },
            {
              name: 'example 2',
              request: 'GET /v2/identity/accounts/<other>',
              response: '200 application/json {"summary_status":"ACTIVE"}',
              violations: [],
              newer: [
                {
                  part: 'body',
                  pointer: '/summary_status',
                  schema: '#/components/schemas/AccountSummaryStatus/enum',
                  message: 'unknown value "ACTIVE" of an extensible enum',
                },
              ],
            },
          ],
        },
      ],
    };
    const [subject] = newer.subjects;
    expect(subject && verdictOf(subject)).toBe('within-rules');
    expect(exitCodeOf(newer)).toBe(0);

    const table = formatTable(newer);
    expect(table).toMatch(
      /^ {2}getAccount\s+GET \/identity\/accounts\/\{id\}\s+3\s+0\s+0\s+conforms within the evolution rules$/m,
    );
    // Once per operation, under the first check that met it.
    expect(table).toContain(
      [
        'getAccount GET /identity/accounts/{id} > example 1',
        '  request:  GET /v2/identity/accounts/<id>',
        '  response: 200 application/json {"summary_status":"ACTIVE"}',
        '  ~ body /summary_status: unknown value "ACTIVE" of an extensible enum (and in 1 other check)',
        '      spec #/components/schemas/AccountSummaryStatus/enum',
      ].join('\n'),
    );
    expect(table).not.toContain('> example 2');
    expect(table).toContain(
      'CONFORMS: 1 conform (1 within the evolution rules), 0 with violations (0 violations), 0 skipped, of 1 operations and channels.',
    );
    expect(table).not.toContain('Violations (');

    const xml = formatJunit(newer);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true }).parse(
      xml,
    ) as {
      testsuites: {
        failures: string;
        testsuite: {
          properties: { property: { name: string; value: string } };
          testcase: Array<{ failure?: unknown; 'system-out': string }>;
        };
      };
    };
    expect(parsed.testsuites.failures).toBe('0');
    const suite = parsed.testsuites.testsuite;
    expect(suite.properties.property).toEqual({ name: 'result', value: 'conforms within the evolution rules' });
    expect(suite.testcase.map((c) => c.failure)).toEqual([undefined, undefined, undefined]);
    expect(suite.testcase[0]?.['system-out']).toContain(
      'within the evolution rules: 1 newer than this version\n  body /summary_status: unknown value "ACTIVE" of an extensible enum [spec #/components/schemas/AccountSummaryStatus/enum]',
    );
    expect(suite.testcase[1]?.['system-out']).not.toContain('within the evolution rules');
  });
});
