import { describe, expect, it } from 'vitest';
import { announcementProblems, daysBetween, isIsoDate } from '../src/deprecation.js';
import { bundleFixture, lintFixture, type Finding } from './support/redocly.js';

const lifecycle = (findings: Finding[]) =>
  findings.filter((f) => f.ruleId === 'dap/deprecation-lifecycle').map((f) => [f.pointer, f.message]);
const schema = '#/paths/~1things/get/responses/200/content/application~1json/schema/properties';

describe('dap/deprecation-lifecycle', () => {
  it('requires the deprecation date, a sunset at least 90 days later and the replacement on every deprecated OpenAPI item, at their pointers', async () => {
    const { exitCode, findings } = await lintFixture('deprecation.openapi.yaml');
    expect(exitCode).not.toBe(0);
    expect(lifecycle(findings)).toEqual([
      [
        '#/paths/~1things/get/parameters/0/x-sunset',
        '`x-sunset` 2026-02-15 is 45 days after `x-deprecated-at` 2026-01-01; the house minimum notice is 90 days.',
      ],
      [`${schema}/size/x-deprecated-at`, 'A deprecation needs `x-deprecated-at` (a date, YYYY-MM-DD).'],
      [`${schema}/size/x-sunset`, '`x-sunset` must be a date YYYY-MM-DD, found "2026-13-01".'],
      [
        `${schema}/size/x-replaced-by`,
        'A deprecation needs `x-replaced-by`: what to use instead (an operationId, a property, a value or a sentence).',
      ],
      [
        `${schema}/kind/x-deprecated-enum-values/B/x-sunset`,
        '`x-sunset` 2026-01-31 is 30 days after `x-deprecated-at` 2026-01-01; the house minimum notice is 90 days.',
      ],
      [`${schema}/kind/x-deprecated-enum-values/D`, 'Deprecated value "D" is not in the `enum`.'],
      [
        `${schema}/weight/x-sunset`,
        '`x-sunset` announces a deprecation, but the item is not marked `deprecated: true`.',
      ],
    ]);
  });

  it('reads the minimum notice from its minimumNoticeDays option', async () => {
    const { findings } = await lintFixture('deprecation.openapi.yaml', 'redocly-deprecation.yaml');
    const pointers = lifecycle(findings).map(([pointer]) => pointer);
    expect(pointers).toContain(`${schema}/size/x-sunset`);
    expect(pointers).not.toContain('#/paths/~1things/get/parameters/0/x-sunset');
    expect(pointers).not.toContain(`${schema}/kind/x-deprecated-enum-values/B/x-sunset`);
  });

  it('holds AsyncAPI messages, operations (x-deprecated) and enum values (channel types) to the same announcement', async () => {
    const { findings } = await lintFixture('deprecation.asyncapi.yaml');
    expect(lifecycle(findings)).toEqual([
      ['#/components/messages/quote/x-sunset', 'A deprecation needs `x-sunset` (a date, YYYY-MM-DD).'],
      [
        '#/components/messages/quote/x-replaced-by',
        'A deprecation needs `x-replaced-by`: what to use instead (an operationId, a property, a value or a sentence).',
      ],
      [
        '#/operations/sendTrade/x-sunset',
        '`x-sunset` 2026-03-01 is 59 days after `x-deprecated-at` 2026-01-01; the house minimum notice is 90 days.',
      ],
    ]);
  });

  it('accepts only calendar dates written YYYY-MM-DD and counts whole days between them', () => {
    expect(['2026-02-28', '2024-02-29'].every(isIsoDate)).toBe(true);
    expect(['2026-02-29', '2026-2-01', '2026-01-01T00:00:00Z', 20260101].some(isIsoDate)).toBe(false);
    expect(daysBetween('2026-01-01', '2026-04-01')).toBe(90);
    expect(
      announcementProblems({ 'x-deprecated-at': '2026-01-01', 'x-sunset': '2026-04-01', 'x-replaced-by': 'x' }, 90),
    ).toEqual([]);
  });
});

describe('dap/deprecation-notes (the docs build)', () => {
  it('writes the dates and replacement of each deprecated operation, parameter and enum value into its description', async () => {
    const { bundle } = await bundleFixture('deprecation.openapi.yaml', { config: 'redocly-deprecation-notes.yaml' });
    const op = bundle.paths['/things'].get;
    expect(op.description).toBe(
      '**Deprecated since 2026-01-01; sunset 2026-06-01 (it may be removed from that day on): use searchThings instead.**',
    );
    expect(op.parameters[0].description).toContain('Deprecated since 2026-01-01; sunset 2026-02-15');
    const kind = op.responses['200'].content['application/json'].schema.properties.kind;
    expect(kind.description).toBe(
      'Deprecated values:\n' +
        '- `A`: Deprecated since 2026-01-01; sunset 2026-12-01 (it may be removed from that day on): use C instead.\n' +
        '- `B`: Deprecated since 2026-01-01; sunset 2026-01-31 (it may be removed from that day on): use C instead.\n' +
        '- `D`: Deprecated since 2026-01-01; sunset 2026-12-01 (it may be removed from that day on): use C instead.',
    );
    // An incomplete announcement (the lint refuses it) adds nothing.
    expect(op.responses['200'].content['application/json'].schema.properties.size).not.toHaveProperty('description');
  });
});
