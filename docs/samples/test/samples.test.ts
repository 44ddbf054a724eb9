/**
 * The docs' code samples cannot rot: every TypeScript sample is compiled by one strict `tsc` run (the
 * global setup, test/support/global-setup.ts) and run with node, every curl sample with bash, against
 * a real sandbox, the way a reader runs them against `pnpm start`: the URLs come from the environment,
 * the credentials are the samples' defaults (the first demo tenant's client, and the operator client
 * with its demo secret). Each must exit 0, print nothing on stderr, and print what it says it does,
 * checked against the sandbox.
 *
 * One test file per page or folder of samples, each with a sandbox of its own: rest.test.ts (and the
 * Getting started page), stream.test.ts, testing.test.ts, sandbox-control.test.ts, migrating.test.ts,
 * tomorrow.test.ts. This one checks that there is a sample for everything the specs define, that
 * every sample file is run and checked by one of them, and that the one compile passed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { require, root, samplesIn, type Json } from './support/common.js';
import { CONTROL_SHELL, CONTROL_TYPESCRIPT } from './support/control.js';
import { MIGRATING } from './support/migrating.js';
import { SHELL, TYPESCRIPT } from './support/rest.js';
import { compiled, OPERATOR_TOKEN_SAMPLE } from './support/sandbox.js';
import { STREAM } from './support/stream.js';
import { TESTING, TESTING_CLIENTS } from './support/testing.js';

describe('the samples of the docs', () => {
  const spec = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as Json;

  it.each([
    ['openapi.json', 'rest', 'createToken'],
    ['sandbox-control.json', 'sandbox-control/rest', 'resetSandbox'],
  ])('include a TypeScript and a curl sample for every operation of %s, in %s/', (file, folder, known) => {
    const operationIds = Object.values(spec(file)['paths'] as Json).flatMap((item: Json) =>
      Object.values(item).flatMap((op: Json) => op['operationId'] ?? []),
    );
    expect(operationIds).toContain(known);
    const missing = operationIds.flatMap((id: string) =>
      ['ts', 'sh']
        .filter((ext) => !existsSync(join(root, folder, `${id}.${ext}`)))
        .map((ext) => `${id}: ${folder}/${id}.${ext}`),
    );
    expect(missing, 'operations without their samples').toEqual([]);
    expect(samplesIn(folder, '.ts')).toHaveLength(operationIds.length);
    expect(samplesIn(folder, '.sh')).toHaveLength(operationIds.length);
  });

  it('include a stream-client sample for every channel type of the AsyncAPI spec', () => {
    const channels = spec('asyncapi.json')['components']['schemas']['ChannelType']['enum'] as string[];
    expect(channels).toHaveLength(4);
    expect(samplesIn('stream', '.ts')).toEqual(channels.map((channel) => `stream/${channel}.ts`).sort());
  });

  it('are each run and checked by one of these test files (a check of its own in the map of its page)', () => {
    expect(samplesIn('rest', '.ts')).toEqual(Object.keys(TYPESCRIPT).sort());
    expect(samplesIn('stream', '.ts')).toEqual(Object.keys(STREAM).sort());
    expect(samplesIn('rest', '.sh')).toEqual(Object.keys(SHELL).sort());
    expect(samplesIn('getting-started', '.sh')).toEqual(['getting-started/token.sh']);
    expect(samplesIn('migrating', '.ts')).toEqual(Object.keys(MIGRATING).sort());
    expect(samplesIn('testing', '.sh').concat(samplesIn('testing', '.ts')).sort()).toEqual(
      [...Object.keys(TESTING), TESTING_CLIENTS, OPERATOR_TOKEN_SAMPLE].sort(),
    );
    expect(samplesIn('sandbox-control/rest', '.ts')).toEqual(
      Object.keys(CONTROL_TYPESCRIPT)
        .map((id) => `sandbox-control/rest/${id}.ts`)
        .sort(),
    );
    expect(samplesIn('sandbox-control/rest', '.sh')).toEqual(
      Object.keys(CONTROL_SHELL)
        .map((id) => `sandbox-control/rest/${id}.sh`)
        .sort(),
    );
  });

  it('compile with strict tsc against the workspace packages', () => {
    const { code, stdout, stderr } = compiled();
    expect(code, `${stdout}${stderr}`).toBe(0);
  });
});
