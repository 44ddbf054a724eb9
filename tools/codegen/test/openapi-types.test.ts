import { describe, expect, it } from 'vitest';
import { fixturePath, fixtureWith } from './support/fixtures.js';
import { CONTROL_API, generateOpenapiTypes, PLATFORM_API, sharedSchemaNames } from '../src/index.js';

const fixture = fixturePath('openapi.json');

describe('generateOpenapiTypes', () => {
  it('writes the paths, components and root types of a spec under a banner', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    expect(Object.keys(files).sort()).toEqual(['enums.ts', 'openapi.ts', 'problem-types.ts', 'spec.ts']);
    await expect(files['openapi.ts']).toMatchFileSnapshot('./golden/api-types/openapi.ts');
    await expect(files['enums.ts']).toMatchFileSnapshot('./golden/api-types/enums.ts');
    await expect(files['problem-types.ts']).toMatchFileSnapshot('./golden/api-types/problem-types.ts');
    await expect(files['spec.ts']).toMatchFileSnapshot('./golden/api-types/spec.ts');
  });

  it('names the source bundle and the regenerate command in the banner', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    for (const contents of Object.values(files)) {
      expect(contents.split('\n')[0]).toBe(
        '// Generated from test/fixtures/openapi.json by `pnpm generate` (dap-codegen api-types).',
      );
    }
  });

  it('types an extensible enum as its values plus UnknownEnumValue, and a closed one as its values only', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    expect(files['openapi.ts']).toContain('export type WidgetStatus = "NEW" | "SOLD" | "RETURNED" | UnknownEnumValue;');
    expect(files['openapi.ts']).toContain('kind?: "A" | "B";');
    expect(files['openapi.ts']).toContain("import type { UnknownEnumValue } from './enums.js';");
    expect(files['enums.ts']).toContain(
      'export type UnknownEnumValue = string & { readonly [unknownEnumValue]: true };',
    );
    expect(files['enums.ts']).toContain('export const WIDGET_STATUSES = ["NEW", "SOLD", "RETURNED"] as const;');
    expect(files['enums.ts']).toContain(
      'export function isKnownWidgetStatus(value: unknown): value is KnownWidgetStatus {',
    );
  });

  it('exports every schema under its own name: an object as an interface, anything else as a type, referenced by that name everywhere', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    const types = files['openapi.ts'] ?? '';
    expect(types).toContain('export interface Widget {');
    expect(types).toContain('export type Decimal = string;');
    expect(types).toContain('Widget: Widget;');
    expect(types).toContain('"application/json": Widget;');
    expect(types).not.toContain('components["schemas"]');
    expect(types).not.toContain("components['schemas']");
  });

  it('lists the problem types of the x-problem-types catalogue by code, with the meta of each from its problem schema', async () => {
    const files = await generateOpenapiTypes(fixture, 'test/fixtures/openapi.json');
    // The golden file is the generated one (first test); vitest compiles it.
    const { PROBLEM_TYPES } = await import('./golden/api-types/problem-types.js');
    expect(PROBLEM_TYPES).toEqual({
      'widget-missing': {
        type: 'https://docs.example.com/problems/widget-missing',
        status: 404,
        title: 'Widget missing',
      },
      'widget-sold': { type: 'https://docs.example.com/problems/widget-sold', status: 409, title: 'Widget sold' },
    });
    const module = files['problem-types.ts'] ?? '';
    expect(module).toContain(`"widget-sold": NonNullable<WidgetSoldProblem['meta']>;`);
    expect(module).toContain('"widget-missing": ProblemExtras;');
    // The description becomes a one-line comment that cannot end the comment early.
    expect(module).toContain('/** 409: The widget was sold. */');
    expect(module).toContain('(no *\\/ in comments)');
  });

  it('imports the schemas a second API shares with the first (same name, same schema, sharing what it references) instead of declaring them again', async () => {
    // A second API over the fixture: its own Gadget (with an extensible enum of its own), the
    // fixture's Widget and Decimal as they are, a WidgetSoldProblem of its own under the same name.
    const second = await fixtureWith(fixture, (doc) => {
      doc.components.schemas.GadgetMode = { type: 'string', enum: ['ON', 'OFF'], 'x-extensible-enum': true };
      doc.components.schemas.Gadget = {
        type: 'object',
        required: ['widget'],
        properties: {
          widget: { $ref: '#/components/schemas/Widget' },
          mode: { $ref: '#/components/schemas/GadgetMode' },
        },
      };
      doc.components.schemas.WidgetSoldProblem.description = 'Not the same schema: declared anew.';
      doc.paths['/widgets/{id}'].get.responses['200'].content['application/json'].schema = {
        $ref: '#/components/schemas/Gadget',
      };
    });
    const files = await generateOpenapiTypes(second, 'test/fixtures/control.json', CONTROL_API, {
      bundlePath: fixture,
      api: PLATFORM_API,
    });
    // The Problem schema is shared, so the problem types stay the first API's.
    expect(Object.keys(files).sort()).toEqual([
      'sandbox-control-enums.ts',
      'sandbox-control-openapi.ts',
      'sandbox-control-spec.ts',
    ]);
    for (const [name, contents] of Object.entries(files))
      await expect(contents).toMatchFileSnapshot(`./golden/api-types/${name}`);
    const types = files['sandbox-control-openapi.ts'] ?? '';
    expect(types).toContain("import type { Decimal, Problem, Widget, WidgetStatus } from './openapi.js';");
    expect(types).toContain('export type { Decimal, Problem, Widget, WidgetStatus };');
    expect(types).not.toContain('export interface Widget {');
    expect(types).toContain('export interface Gadget {');
    expect(types).toContain('export type WidgetSoldProblem = ');
    expect(types).toContain('export type GadgetMode = "ON" | "OFF" | UnknownEnumValue;');
    // The package's one UnknownEnumValue: the second API's enums module declares no brand of its own.
    expect(files['sandbox-control-enums.ts']).not.toContain('unique symbol');
    expect(files['sandbox-control-enums.ts']).toContain('export const GADGET_MODES = ["ON", "OFF"] as const;');
    expect(files['sandbox-control-enums.ts']).not.toContain('WIDGET_STATUSES');
  });

  it('shares no schema that references one it does not share', () => {
    const owner = { components: { schemas: { A: { type: 'string' }, B: { $ref: '#/components/schemas/A' } } } };
    const doc = { components: { schemas: { A: { type: 'integer' }, B: { $ref: '#/components/schemas/A' } } } };
    expect([...sharedSchemaNames(doc, owner)]).toEqual([]);
    expect([...sharedSchemaNames(owner, owner)].sort()).toEqual(['A', 'B']);
  });

  it.each([
    [
      'a schema whose name collides with an export of openapi-typescript',
      (doc: any) => (doc.components.schemas.operations = { type: 'string' }),
      "#/components/schemas/operations: the schema's name is taken",
    ],
    [
      'an extensible enum that is not a component schema',
      (doc: any) => (doc.components.schemas.Widget.properties.kind['x-extensible-enum'] = true),
      '#/components/schemas/Widget/properties/kind: an extensible enum must be a schema of its own',
    ],
    [
      'x-extensible-enum: true without an enum of strings next to it',
      (doc: any) => (doc.components.schemas.Decimal['x-extensible-enum'] = true),
      '#/components/schemas/Decimal/x-extensible-enum: `x-extensible-enum: true` needs an `enum` of strings',
    ],
    [
      'no problem catalogue',
      (doc: any) => delete doc.components.schemas.Problem['x-problem-types'],
      '#/components/schemas/Problem/x-problem-types: the Problem schema needs an x-problem-types catalogue',
    ],
    [
      'a catalogue entry without its type URI (not bundled by specs/redocly.yaml)',
      (doc: any) => delete doc.components.schemas.Problem['x-problem-types']['widget-missing'].type,
      '#/components/schemas/Problem/x-problem-types/widget-missing/type: expected the absolute type URI',
    ],
    [
      'a catalogue entry without a title',
      (doc: any) => delete doc.components.schemas.Problem['x-problem-types']['widget-sold'].title,
      '#/components/schemas/Problem/x-problem-types/widget-sold/title: expected the title',
    ],
    [
      'a catalogue entry whose schema is not a component schema',
      (doc: any) => (doc.components.schemas.Problem['x-problem-types']['widget-sold'].schema = 'Nope'),
      '#/components/schemas/Problem/x-problem-types/widget-sold/schema: expected the name of a component schema, found "Nope"',
    ],
    [
      'a bundle without the docs base URL its problem types are under',
      (doc: any) => delete doc.externalDocs,
      '#/externalDocs/url: expected the docs base URL, ending in /, found null',
    ],
    [
      'a catalogue type that is not problems/<code> under the docs base URL',
      (doc: any) =>
        (doc.components.schemas.Problem['x-problem-types']['widget-sold'].type =
          'https://elsewhere.test/problems/widget-sold'),
      '#/components/schemas/Problem/x-problem-types/widget-sold/type: expected https://docs.example.com/problems/widget-sold',
    ],
  ])('refuses %s, naming the file and pointer', async (_what, edit, message) => {
    const file = await fixtureWith(fixture, edit);
    await expect(generateOpenapiTypes(file, 'x')).rejects.toThrow(`${file}${message}`);
  });

  it('refuses a bundle without info.version, naming the file and pointer', async () => {
    const file = await fixtureWith(fixture, (doc) => delete doc.info.version);
    await expect(generateOpenapiTypes(file, 'x')).rejects.toThrow(`${file}#/info`);
  });
});
