import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffAsyncApi } from '../src/engine/asyncapi.js';
import { today } from '../src/engine/lifecycle.js';
import { diffOpenApi } from '../src/engine/openapi.js';
import type { Finding } from '../src/findings/findings.js';
import { migrationFor } from '../src/findings/migration.js';
import type { JsonObject } from '../src/json/json.js';
import { asyncapiFixture, node, openapiFixture } from './support/fixtures.js';
import { Workspace } from './support/workspace.js';

const ANNOUNCED = { 'x-deprecated-at': '2026-01-01', 'x-sunset': '2026-06-01', 'x-replaced-by': 'listThings' };
const summary = (findings: Finding[]) => findings.map((f) => `${f.severity} ${f.rule} ${f.pointer}`);

/** The OpenAPI fixture with `getThing` deprecated (announced) and its `expand` parameter too. */
function deprecatedFixture(): JsonObject {
  const doc = openapiFixture();
  const getThing = node(doc, 'paths', '/things/{id}', 'get');
  Object.assign(getThing, { deprecated: true, ...ANNOUNCED });
  const thing = node(doc, 'components', 'schemas', 'Thing');
  Object.assign(node(thing, 'properties', 'count'), { deprecated: true, ...ANNOUNCED, 'x-replaced-by': 'total' });
  Object.assign(node(doc, 'components', 'schemas', 'Colour'), {
    'x-deprecated-enum-values': { BLUE: { ...ANNOUNCED, 'x-replaced-by': 'GREEN' } },
  });
  return doc;
}

function withToday<T>(day: string | undefined, run: () => T): T {
  const was = process.env['SPEC_DIFF_TODAY'];
  if (day === undefined) delete process.env['SPEC_DIFF_TODAY'];
  else process.env['SPEC_DIFF_TODAY'] = day;
  try {
    return run();
  } finally {
    if (was === undefined) delete process.env['SPEC_DIFF_TODAY'];
    else process.env['SPEC_DIFF_TODAY'] = was;
  }
}

describe('the deprecation lifecycle in the engine', () => {
  it('reports a deprecation as a non-breaking notice with its dates and replacement', () => {
    const findings = diffOpenApi(openapiFixture(), deprecatedFixture()).filter((f) => f.rule === 'deprecated');
    expect(findings.every((f) => f.severity === 'non-breaking')).toBe(true);
    const getThing = findings.find((f) => f.pointer === '/paths/~1things~1{id}/get/deprecated');
    expect(getThing?.change).toBe('operation deprecated since 2026-01-01, sunset 2026-06-01: use listThings instead');
    expect(getThing?.deprecation).toEqual({
      deprecatedAt: '2026-01-01',
      sunset: '2026-06-01',
      replacedBy: 'listThings',
    });
    expect(migrationFor(getThing!)).toBe(
      'Move to `listThings` before 2026-06-01: from that day on this may be removed without a major release.',
    );
    const pointers = findings.map((f) => f.pointer);
    expect(pointers).toContain('/components/schemas/Thing/properties/count/deprecated');
    expect(pointers).toContain('/components/schemas/Colour/x-deprecated-enum-values/BLUE');
  });

  it('classes the removal of an operation, a field and an enum value as announced from their sunset on', () => {
    const after = openapiFixture();
    delete node(after, 'paths', '/things/{id}')['get'];
    delete node(after, 'components', 'schemas', 'Thing', 'properties')['count'];
    node(after, 'components', 'schemas', 'Colour')['enum'] = ['RED', 'GREEN'];
    const removals = (day: string) =>
      withToday(day, () => diffOpenApi(deprecatedFixture(), after)).filter(
        (f) => f.document === 'old' || f.rule.includes('enum'),
      );

    const onSunset = removals('2026-06-01');
    expect(onSunset.length).toBeGreaterThan(0);
    expect(onSunset.filter((f) => f.severity === 'breaking')).toEqual([]);
    expect(onSunset.every((f) => f.rule === 'removed-after-sunset')).toBe(true);
    expect(onSunset.find((f) => f.old === 'getThing')?.change).toBe(
      'operation GET /things/{id} removed after its sunset 2026-06-01 (deprecated 2026-01-01, use listThings instead)',
    );

    const before = removals('2026-05-31');
    expect(summary(before).every((line) => line.startsWith('breaking '))).toBe(true);
    expect(before.map((f) => f.rule).sort()).toEqual(
      expect.arrayContaining(['enum-value-removed', 'field-removed', 'operation-removed']),
    );
    expect(before.find((f) => f.rule === 'operation-removed')?.change).toBe(
      'operation GET /things/{id} removed before its sunset 2026-06-01 (deprecated 2026-01-01; it may go from that day on)',
    );
  });

  it('keeps a removal breaking when the item was never deprecated', () => {
    const after = openapiFixture();
    delete node(after, 'paths', '/things/{id}')['get'];
    const findings = withToday('2099-01-01', () => diffOpenApi(openapiFixture(), after));
    expect(summary(findings)).toEqual(['breaking operation-removed /paths/~1things~1{id}/get']);
  });

  it('follows a deprecated AsyncAPI message to its announced removal, and notices its deprecation', () => {
    const before = asyncapiFixture();
    Object.assign(node(before, 'channels', 'connection', 'messages', 'tick'), { deprecated: true, ...ANNOUNCED });
    expect(diffAsyncApi(asyncapiFixture(), before).map((f) => `${f.rule} ${f.message}`)).toEqual(['deprecated tick']);
    const after = structuredClone(before);
    node(after, 'operations', 'sendTick')['messages'] = [];
    delete node(after, 'channels', 'connection', 'messages')['tick'];
    const onSunset = withToday('2026-06-01', () => diffAsyncApi(before, after));
    expect(onSunset.map((f) => `${f.severity} ${f.rule}`)).toContain('non-breaking removed-after-sunset');
    expect(onSunset.filter((f) => f.severity === 'breaking')).toEqual([]);
    const early = withToday('2026-01-02', () => diffAsyncApi(before, after));
    expect(early.map((f) => `${f.severity} ${f.rule}`)).toContain('breaking message-removed');
  });

  it('takes today from SPEC_DIFF_TODAY, or the current UTC date, and refuses a value that is not a date', () => {
    expect(today({ SPEC_DIFF_TODAY: '2026-06-01' })).toBe('2026-06-01');
    expect(today({}, new Date('2026-03-04T23:59:00Z'))).toBe('2026-03-04');
    expect(() => today({ SPEC_DIFF_TODAY: '2026-02-30' })).toThrow(
      'SPEC_DIFF_TODAY must be a date YYYY-MM-DD, found "2026-02-30".',
    );
  });
});

/** The gate as CI runs it, on fixture bundles: the released contract announces `getThing`'s removal; the working specs remove it. */
describe('pnpm spec:diff with an announced removal', () => {
  let ws: Workspace;
  beforeAll(async () => {
    ws = await Workspace.create('dap-spec-lifecycle-');
    const released = { openapi: deprecatedFixture(), asyncapi: asyncapiFixture(), control: openapiFixture() };
    const removed = structuredClone(released.openapi);
    delete node(removed, 'paths', '/things/{id}')['get'];
    const files = { openapi: 'openapi.json', asyncapi: 'asyncapi.json', control: 'sandbox-control.json' } as const;
    for (const [key, file] of Object.entries(files)) {
      await ws.write(`specs/released/${file}`, JSON.stringify(released[key as keyof typeof files]));
      const working = key === 'openapi' ? removed : released[key as keyof typeof files];
      await ws.write(`specs/dist/${file}`, JSON.stringify(working));
    }
    await ws.write(
      'specs/released/release.json',
      JSON.stringify({
        version: '2.0.0',
        date: '2026-01-01',
        sha256: { openapi: '', asyncapi: '', 'sandbox-control': '' },
      }),
    );
    for (const source of ['openapi/openapi.yaml', 'asyncapi/asyncapi.yaml', 'sandbox-control/openapi.yaml']) {
      await ws.write(`specs/${source}`, '# source\n');
      await utimes(join(ws.dir, `specs/${source}`), 1_000, 1_000);
    }
    await ws.git('add', '--all');
    await ws.git('commit', '--quiet', '--message', 'Released contract');
  });
  afterAll(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('passes on and after the sunset, the removal listed as announced', async () => {
    const { exitCode, stdout } = await ws.cliWith({ SPEC_DIFF_TODAY: '2026-06-01' });
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(/ANNOUNCED\s+openapi\s+getThing.*removed after its sunset 2026-06-01/);
  });

  it('fails before the sunset, saying when the removal may come', async () => {
    const { exitCode, stdout } = await ws.cliWith({ SPEC_DIFF_TODAY: '2026-05-31' });
    expect(exitCode).toBe(1);
    expect(stdout).toMatch(/BREAKING\s+openapi\s+getThing.*removed before its sunset 2026-06-01/);
  });

  it('refuses a SPEC_DIFF_TODAY that is not a date, with exit code 2', async () => {
    const { exitCode, stderr } = await ws.cliWith({ SPEC_DIFF_TODAY: 'tomorrow' });
    expect(exitCode).toBe(2);
    expect(stderr).toContain('SPEC_DIFF_TODAY must be a date YYYY-MM-DD, found "tomorrow".');
  });
});
