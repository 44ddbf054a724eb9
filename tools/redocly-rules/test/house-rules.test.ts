import { beforeAll, describe, expect, it } from 'vitest';
import { lintFixture, type Finding } from './support/redocly.js';

const at = (findings: Finding[], ruleId: string) =>
  findings.filter((finding) => finding.ruleId === ruleId).map((finding) => finding.pointer);

describe('house rules on OpenAPI', () => {
  let broken: { exitCode: number; findings: Finding[] };
  beforeAll(async () => {
    broken = await lintFixture('broken.openapi.yaml');
  });

  it('passes a spec that follows every convention', async () => {
    const valid = await lintFixture('valid.openapi.yaml');
    expect(valid.findings).toEqual([]);
    expect(valid.exitCode).toBe(0);
  });

  it('follows references relative to the file that holds them in a split spec', async () => {
    const split = await lintFixture('split/openapi.yaml');
    expect(split.findings).toEqual([]);
    expect(split.exitCode).toBe(0);
  });

  it('fails the lint run when any house rule is broken', () => {
    expect(broken.exitCode).not.toBe(0);
  });

  it('rejects request limits that are not positive integers under camelCase names, at their pointers', () => {
    expect(at(broken.findings, 'dap/rest-limits')).toEqual(['#/x-limits/maxBodyBytes', '#/x-limits/Max-Header']);
  });

  it('rejects a money field that is a number, has no pattern or a non-decimal pattern', () => {
    expect(at(broken.findings, 'dap/money-decimal-string').sort()).toEqual([
      '#/paths/~1withdrawals/post/requestBody/content/application~1json/schema/properties/amount',
      '#/paths/~1withdrawals/post/requestBody/content/application~1json/schema/properties/fee',
      '#/paths/~1withdrawals/post/requestBody/content/application~1json/schema/properties/total',
    ]);
  });

  it('rejects any schema of type number', () => {
    expect(at(broken.findings, 'dap/no-json-number')).toEqual([
      '#/paths/~1withdrawals/post/requestBody/content/application~1json/schema/properties/amount/type',
    ]);
  });

  it('requires exactly one declared OAuth2 scope per operation and security: [] on the token endpoint', () => {
    expect(at(broken.findings, 'dap/operation-oauth2-scope')).toEqual([
      '#/paths/~1oauth2~1token/post',
      '#/paths/~1withdrawals/post/security',
      '#/paths/~1things/get/security',
    ]);
    const messages = broken.findings.filter((f) => f.ruleId === 'dap/operation-oauth2-scope').map((f) => f.message);
    expect(messages[1]).toContain('found 2');
    expect(messages[2]).toContain('things:write');
  });

  it('requires 4xx problem+json responses with their headers and the statuses the operation implies, 500 and 503 everywhere, and of the token endpoint its 429', () => {
    const findings = broken.findings.filter((finding) => finding.ruleId === 'dap/operation-problem-responses');
    expect(findings.map((f) => [f.pointer, f.message])).toEqual(
      expect.arrayContaining([
        ['#/paths/~1withdrawals/post/responses', 'Operation must declare a 429 problem response.'],
        ['#/paths/~1withdrawals/post/responses', 'Operation must declare a 403 problem response.'],
        [
          '#/paths/~1withdrawals/post/responses/400',
          'Response 400 must have exactly one media type, application/problem+json (found application/json).',
        ],
        ['#/paths/~1withdrawals/post/responses/401', 'Response 401 must declare the WWW-Authenticate header.'],
        ['#/paths/~1things/get/responses', 'Operation declares no 4xx response.'],
        ['#/paths/~1oauth2~1token/post/responses', 'Operation must declare a 429 problem response.'],
        ['#/paths/~1oauth2~1token/post/responses', 'Operation must declare a 500 problem response.'],
        ['#/paths/~1withdrawals/post/responses', 'Operation must declare a 503 problem response.'],
      ]),
    );
    // 500 and 503 are missing from the two operations that declare 4xx answers.
    expect(findings).toHaveLength(10);
  });

  it('requires every enum of more than one value to state x-extensible-enum, as a boolean, next to the enum', () => {
    const findings = broken.findings.filter((f) => f.ruleId === 'dap/enum-extensibility');
    const schema = '#/paths/~1things/get/responses/200/content/application~1json/schema/properties';
    expect(findings.map((f) => f.pointer).sort()).toEqual(
      [
        `${schema}/kind/x-extensible-enum`,
        `${schema}/label/x-extensible-enum`,
        `${schema}/status/enum`,
        '#/paths/~1things/get/parameters/0/schema/enum',
      ].sort(),
    );
    const message = (pointer: string) => findings.find((f) => f.pointer === pointer)?.message;
    expect(message(`${schema}/status/enum`)).toContain('does not state `x-extensible-enum`');
    expect(message(`${schema}/kind/x-extensible-enum`)).toContain('must be `true` or `false`, found "yes"');
    expect(message(`${schema}/label/x-extensible-enum`)).toContain('has none');
  });

  it('requires a maxLength, a non-negative integer, on every string that is not an enum', () => {
    const findings = broken.findings.filter((f) => f.ruleId === 'dap/string-max-length');
    const withdrawal = '#/paths/~1withdrawals/post';
    const things = '#/paths/~1things/get/responses/200/content/application~1json/schema/properties';
    expect(findings.map((f) => f.pointer).sort()).toEqual(
      [
        `${withdrawal}/requestBody/content/application~1json/schema/properties/fee`,
        `${withdrawal}/requestBody/content/application~1json/schema/properties/total`,
        `${withdrawal}/responses/401/content/application~1problem+json/schema/properties/title`,
        `${withdrawal}/responses/401/content/application~1problem+json/schema/properties/type`,
        `${things}/label`,
        `${things}/note/maxLength`,
      ].sort(),
    );
    expect(findings.find((f) => f.pointer === `${things}/label`)?.message).toContain('has no `maxLength`');
    expect(findings.find((f) => f.pointer === `${things}/note/maxLength`)?.message).toContain(
      'non-negative integer, found 1.5',
    );
  });

  it('rejects a pattern that matches other strings without the u flag, holds a bare slash or does not compile', () => {
    const things = '#/paths/~1things/get/responses/200/content/application~1json/schema/properties';
    expect(at(broken.findings, 'dap/portable-pattern')).toEqual([
      `${things}/name/pattern`,
      `${things}/pointer/pattern`,
      `${things}/code/pattern`,
    ]);
  });

  it('rejects a oneOf beside sibling properties', () => {
    expect(at(broken.findings, 'dap/union-beside-properties')).toEqual([
      '#/paths/~1withdrawals/post/requestBody/content/application~1json/schema/oneOf',
    ]);
  });

  it('requires an example on every request body and response', () => {
    expect(at(broken.findings, 'dap/operation-examples')).toEqual([
      '#/paths/~1withdrawals/post/requestBody/content/application~1json',
      '#/paths/~1withdrawals/post/responses/200/content/application~1json',
    ]);
  });
});

describe('house rules on AsyncAPI', () => {
  it('rejects a number price, a message without examples, an unbounded string and an enum that does not say whether it is extensible', async () => {
    const { exitCode, findings } = await lintFixture('broken.asyncapi.yaml');
    expect(exitCode).not.toBe(0);
    expect(at(findings, 'dap/money-decimal-string')).toEqual(['#/components/messages/trade/payload/properties/price']);
    expect(at(findings, 'dap/no-json-number')).toEqual(['#/components/messages/trade/payload/properties/price/type']);
    expect(at(findings, 'dap/message-examples')).toEqual(['#/components/messages/trade']);
    expect(at(findings, 'dap/portable-pattern')).toEqual([
      '#/components/messages/trade/payload/properties/venue/pattern',
    ]);
    expect(at(findings, 'dap/string-max-length')).toEqual(['#/components/messages/trade/payload/properties/amount']);
    // A one-value enum is a discriminator and needs no marker; a two-value one does.
    expect(at(findings, 'dap/enum-extensibility')).toEqual([
      '#/components/messages/trade/payload/properties/side/enum',
    ]);
  });
});
