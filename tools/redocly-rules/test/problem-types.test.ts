import { beforeAll, describe, expect, it } from 'vitest';
import { bundleFixture, lintFixture, type Finding } from './support/redocly.js';

const BASE = 'https://docs.example.com/';
const uri = (code: string) => `${BASE}problems/${code}`;

describe('the problem-type-uris decorator, bundling a split spec', () => {
  let bundle: any;
  beforeAll(async () => {
    const result = await bundleFixture('problems/openapi.yaml');
    expect(result.output).not.toContain('Error');
    expect(result.exitCode).toBe(0);
    bundle = result.bundle;
  });

  it('makes every problem type of an example absolute against externalDocs.url, wherever the example is written', () => {
    const responses = bundle.paths['/things/{id}'].get.responses;
    const media = (response: any) => response.content['application/problem+json'];
    expect(media(responses['401']).example.type).toBe(uri('unauthorized'));
    expect(media(responses['429']).example.type).toBe(uri('rate-limited'));
    // In a response file of its own, and a component example reached through $ref.
    expect(media(bundle.components.responses.BadRequest).examples.badThing.value.type).toBe(uri('bad-thing'));
    expect(bundle.components.examples.ThingNotFound.value.type).toBe(uri('not-found'));
    expect(bundle.components.schemas.Problem.properties.type.examples).toEqual([uri('bad-thing')]);
  });

  it('leaves about:blank and the type fields of non-problem bodies as they are', () => {
    const responses = bundle.paths['/things/{id}'].get.responses;
    expect(responses['403'].content['application/problem+json'].example.type).toBe('about:blank');
    expect(responses['200'].content['application/json'].example.type).toBe('problems/not-a-problem');
  });

  it('gives each catalogue entry its type URI, first', () => {
    const catalogue = bundle.components.schemas.Problem['x-problem-types'];
    expect(Object.keys(catalogue)).toEqual(['bad-thing', 'unauthorized', 'not-found', 'rate-limited']);
    for (const [code, entry] of Object.entries<Record<string, unknown>>(catalogue)) {
      expect(Object.keys(entry)).toEqual([
        'type',
        'status',
        'title',
        'description',
        ...(code === 'bad-thing' ? ['schema'] : []),
        'remedy',
      ]);
      expect(entry['type']).toBe(uri(code));
    }
  });

  it("renders the catalogue as a table in the Problem schema's description", () => {
    const description: string = bundle.components.schemas.Problem.description;
    expect(
      description.startsWith(
        'A problem document. Problem types:\n\n| `type` | Status | Title | When |\n|---|---|---|---|\n',
      ),
    ).toBe(true);
    expect(description).toContain(
      `| [\`${uri('bad-thing')}\`](${uri('bad-thing')}) | 400 | Bad thing | The thing is bad \\| really. |`,
    );
    expect(description.match(/^\| \[/gm)).toHaveLength(4);
  });

  it('fails the bundle on a problem type whose code is not catalogued, naming the file and the JSON pointer', async () => {
    const { exitCode, bundle: written, output } = await bundleFixture('problems-broken.openapi.yaml');
    expect(exitCode).not.toBe(0);
    expect(written).toBeUndefined();
    expect(output).toContain('problems-broken.openapi.yaml:29:');
    expect(output).toContain(
      'at #/paths/~1things/get/responses/401/content/application~1problem+json/examples/unknownCode/value/type',
    );
    expect(output).toContain('Problem type `problems/no-such-code` is not in the catalogue');
    expect(output).toContain('dap/problem-type-uris');
  });

  it('fails the bundle when the spec has problem types but no docs base URL', async () => {
    const { exitCode, bundle: written, output } = await bundleFixture('problems-no-base.openapi.yaml');
    expect(exitCode).not.toBe(0);
    expect(written).toBeUndefined();
    expect(output).toContain('`externalDocs.url` of the root document must be an absolute URL ending in `/`');
  });
});

describe("a document that borrows another one's docs base, request limits and problem catalogue by $ref", () => {
  it('bundles with the problem types and description links absolute under the borrowed externalDocs.url, and the borrowed limits', async () => {
    const { exitCode, bundle, output } = await bundleFixture('problems/borrowing.openapi.yaml');
    expect(output).not.toContain('Error');
    expect(exitCode).toBe(0);
    expect(bundle.externalDocs.url).toBe(BASE);
    expect(bundle.info.description).toBe(`Follows the [evolution rules](${BASE}evolution.html) of the first.`);
    expect(bundle['x-limits']).toEqual({
      maxBodyBytes: { value: 65536, unit: 'bytes', description: 'Largest request body.' },
    });
    const responses = bundle.paths['/gadgets/{id}'].get.responses;
    expect(responses['404'].content['application/problem+json'].example.type).toBe(uri('not-found'));
    expect(bundle.components.schemas.Problem['x-problem-types']['not-found'].type).toBe(uri('not-found'));
  });

  it('holds its examples to the catalogue but leaves judging the entries (their schema names) to the document that owns it', async () => {
    const { findings, exitCode } = await lintFixture('problems/borrowing.openapi.yaml');
    expect(findings).toEqual([]);
    expect(exitCode).toBe(0);
  });
});

describe('the problem-types rule', () => {
  let findings: Finding[];
  let exitCode: number;
  beforeAll(async () => {
    ({ findings, exitCode } = await lintFixture('problems-broken.openapi.yaml'));
  });
  const messages = (pointer: string) =>
    findings.filter((f) => f.ruleId === 'dap/problem-types' && f.pointer === pointer).map((f) => f.message);
  const example = (name: string) =>
    `#/paths/~1things/get/responses/401/content/application~1problem+json/examples/${name}/value`;
  const entry = '#/components/schemas/Problem/x-problem-types/Bad_Code';

  it('passes a split spec whose problem types are all catalogued, relative and consistent', async () => {
    const valid = await lintFixture('problems/openapi.yaml');
    expect(valid.findings).toEqual([]);
    expect(valid.exitCode).toBe(0);
  });

  it('fails the lint run on what the decorator would fail the bundle on: a code not in the catalogue', () => {
    expect(exitCode).not.toBe(0);
    expect(messages(`${example('unknownCode')}/type`)).toEqual([
      expect.stringContaining(
        '`problems/no-such-code` is not in the catalogue (`x-problem-types` of the Problem schema; known codes: unauthorized, Bad_Code)',
      ),
    ]);
  });

  it('refuses a type URI that writes the docs base out, and one outside the catalogue', () => {
    expect(messages(`${example('absolute')}/type`)).toEqual([
      expect.stringContaining('`problems/unauthorized`, not `https://docs.example.com/problems/unauthorized`'),
    ]);
    expect(messages(`${example('foreign')}/type`)).toEqual([
      expect.stringContaining('`https://elsewhere.example.com/oops` is not one of this API'),
    ]);
  });

  it("requires an example's status and title to be its type's", () => {
    expect(messages(`${example('wrongTitle')}/status`)).toEqual([
      'A `problems/unauthorized` problem has status 401 (`x-problem-types`), not 403.',
    ]);
    expect(messages(`${example('wrongTitle')}/title`)).toEqual([
      'A `problems/unauthorized` problem has title "Unauthorized" (`x-problem-types`), not "Not allowed".',
    ]);
  });

  it('requires each catalogue entry to have a kebab-case code, a 4xx or 5xx status, a title, description and remedy, no type of its own, and a schema that is a component schema', () => {
    expect(messages(entry)).toEqual([
      expect.stringContaining('must be kebab case'),
      expect.stringContaining('needs a `remedy`'),
    ]);
    expect(messages(`${entry}/status`)).toEqual([expect.stringContaining('needs a `status` from 400 to 599')]);
    expect(messages(`${entry}/type`)).toEqual([expect.stringContaining('unknown field `type`')]);
    expect(messages(`${entry}/schema`)).toEqual([
      expect.stringContaining('by the name of a component schema, found "NoSuchProblem"'),
    ]);
    expect(findings.filter((f) => f.ruleId === 'dap/problem-types')).toHaveLength(10);
  });
});
