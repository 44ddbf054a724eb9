import { describe, expect, it } from 'vitest';
import { operationOf, parseJUnitReport } from './junit.js';
import { operationsOf, planRuns, securitySchemesOf } from './plan.js';

const PREFIX = 'Contract Tests &gt; SpecmaticJUnitSupport &gt; contractTest() &gt; ';

const report = (...cases: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><testsuite name="Contract Tests" tests="${cases.length}">${cases.join('')}</testsuite>`;

describe('parseJUnitReport', () => {
  it('reads each test case as its scenario, with the failure message of one that failed', () => {
    const tests = parseJUnitReport(
      report(
        `<testcase name="${PREFIX}Scenario: GET /executions -&gt; 200 with the request from the example 'firstPage'" time="0.1"/>`,
        `<testcase name="${PREFIX}Scenario: GET /identity/accounts/(id:Uuid) -&gt; 200" time="0.1"><failure message="Specification expected status 200&#10;but response contained status 404" type="org.opentest4j.AssertionFailedError"/></testcase>`,
      ),
    );
    expect(tests).toEqual([
      { scenario: "GET /executions -> 200 with the request from the example 'firstPage'" },
      {
        scenario: 'GET /identity/accounts/(id:Uuid) -> 200',
        failure: 'Specification expected status 200\nbut response contained status 404',
      },
    ]);
  });

  it('reads a run that Specmatic aborted on the spec as one failed test, not as no tests', () => {
    const tests = parseJUnitReport(
      report(`<testcase name="${PREFIX}Specmatic Test Suite"><failure message="Invalid regex"/></testcase>`),
    );
    expect(tests).toEqual([{ scenario: 'Specmatic Test Suite', failure: 'Invalid regex' }]);
    expect(operationOf('Specmatic Test Suite')).toBeUndefined();
  });
});

describe('operationOf', () => {
  it('names the operation of a scenario as the spec writes it, path parameters in braces', () => {
    expect(operationOf('PUT /sandbox-control/profiles/(id:Identifier)/balances/(asset:AssetCode) -> 200 with …')).toBe(
      'PUT /sandbox-control/profiles/{id}/balances/{asset}',
    );
  });
});

describe('planRuns', () => {
  const document = {
    servers: [{ url: 'https://api.example.com/v2' }],
    paths: {
      '/executions': { get: {} },
      '/transfer/crypto-withdrawals': { post: {}, parameters: [] },
      '/oauth2/token': { post: {}, servers: [{ url: 'https://auth.example.com' }] },
    },
    components: { securitySchemes: { oauth2: { type: 'oauth2' } } },
  };

  it('runs the paths under the base path of the servers they are served at, each run filtered to its paths', () => {
    expect(planRuns(document, 'http://127.0.0.1:1234')).toEqual([
      {
        baseUrl: 'http://127.0.0.1:1234/v2',
        paths: ['/executions', '/transfer/crypto-withdrawals'],
        filter: "PATH!='/oauth2/token'",
      },
      { baseUrl: 'http://127.0.0.1:1234', paths: ['/oauth2/token'], filter: "PATH='/oauth2/token'" },
    ]);
  });

  it('needs no filter when every path is served at one base', () => {
    const { servers: _servers, ...atOrigin } = document;
    const paths = { '/executions': document.paths['/executions'] };
    expect(planRuns({ ...atOrigin, paths }, 'http://127.0.0.1:1234')).toEqual([
      { baseUrl: 'http://127.0.0.1:1234', paths: ['/executions'] },
    ]);
  });

  it('lists the operations and the security schemes whose tokens Specmatic reads', () => {
    expect(operationsOf(document)).toEqual([
      'GET /executions',
      'POST /transfer/crypto-withdrawals',
      'POST /oauth2/token',
    ]);
    expect(securitySchemesOf(document)).toEqual(['oauth2']);
  });
});
