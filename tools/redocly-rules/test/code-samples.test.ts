import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleFixture, fixtures } from './support/redocly.js';

// The decorator dap/code-samples as the docs build runs it: from the folder the samples' `dir` is
// relative to (fixtures/code-samples), bundling each spec with the real Redocly CLI.
const folder = 'code-samples';
const sample = (file: string) => readFileSync(join(fixtures, folder, 'samples', file), 'utf8').trimEnd();
const bundle = (spec: string, samples: 'samples' | 'samples-broken') =>
  bundleFixture(`${folder}/${spec}`, { config: `${folder}/redocly-${samples}.yaml`, cwd: folder });

describe('the code-samples decorator on an OpenAPI document', () => {
  let result: Awaited<ReturnType<typeof bundle>>;
  beforeAll(async () => {
    result = await bundle('openapi.yaml', 'samples');
  });

  it("gives every operation x-codeSamples from its operationId's files: TypeScript, then curl", () => {
    expect(result.output).not.toContain('Error');
    expect(result.exitCode).toBe(0);
    for (const [method, id] of [
      ['get', 'listThings'],
      ['post', 'createThing'],
    ] as const) {
      expect(result.bundle.paths['/things'][method]['x-codeSamples']).toEqual([
        { lang: 'TypeScript', label: 'TypeScript', source: sample(`rest/${id}.ts`) },
        { lang: 'Shell', label: 'curl', source: sample(`rest/${id}.sh`) },
      ]);
    }
  });

  it('takes each file as it is, without trailing blank lines', () => {
    expect(result.bundle.paths['/things'].get['x-codeSamples'][0].source).toBe(
      "import { thing } from 'things';\n\nconsole.log(await thing.listThings());",
    );
  });

  it('fails the bundle on a missing sample, naming the operation, the file it needs and the JSON pointer', async () => {
    const { exitCode, bundle: written, output } = await bundle('openapi.yaml', 'samples-broken');
    expect(exitCode).not.toBe(0);
    expect(written).toBeUndefined();
    expect(output).toContain('openapi.yaml:14:');
    expect(output).toContain('at #/paths/~1things/post');
    expect(output).toContain('Operation `createThing` has no curl sample: write samples-broken/rest/createThing.sh.');
    expect(output).toContain('dap/code-samples');
  });

  it('fails the bundle on a sample file that belongs to no operation', async () => {
    const { output } = await bundle('openapi.yaml', 'samples-broken');
    expect(output).toContain('at #/paths');
    expect(output).toContain(
      'The sample samples-broken/rest/oldThing.sh belongs to no operation of this document: rename or delete it.',
    );
  });

  it('fails the bundle when the decorator is on without its samples folder', async () => {
    const { exitCode, output } = await bundleFixture(`${folder}/openapi.yaml`, {
      config: `${folder}/redocly-no-dir.yaml`,
      cwd: folder,
    });
    expect(exitCode).not.toBe(0);
    expect(output).toContain('The decorator dap/code-samples needs the option `dir`');
  });
});

describe('the code-samples decorator on an AsyncAPI document', () => {
  let result: Awaited<ReturnType<typeof bundle>>;
  beforeAll(async () => {
    result = await bundle('asyncapi.yaml', 'samples');
  });

  it("appends each channel type's sample to the description of the operation that sends its events", () => {
    expect(result.output).not.toContain('Error');
    expect(result.exitCode).toBe(0);
    const operations = result.bundle.operations;
    // The channel type is the one value of the message payload's `channel` field: an enum through a $ref, or a const.
    expect(operations.sendTicks.description).toBe(
      `Ticks of a subscribed market.\n\n**TypeScript** (\`@dap/stream-client\`)\n\n\`\`\`typescript\n${sample('stream/ticks.ts')}\n\`\`\`\n`,
    );
    expect(operations.sendHeartbeat.description).toBe(
      `**TypeScript** (\`@dap/stream-client\`)\n\n\`\`\`typescript\n${sample('stream/heartbeat.ts')}\n\`\`\`\n`,
    );
    expect(operations.subscribe.description).toBeUndefined();
  });

  it('fails the bundle on a channel type without its sample, at its operation', async () => {
    const { exitCode, bundle: written, output } = await bundle('asyncapi.yaml', 'samples-broken');
    expect(exitCode).not.toBe(0);
    expect(written).toBeUndefined();
    expect(output).toContain('at #/operations/sendHeartbeat');
    expect(output).toContain(
      'Channel type `heartbeat` (operation `sendHeartbeat`) has no TypeScript sample: write samples-broken/stream/heartbeat.ts.',
    );
  });
});
