/**
 * Every TypeScript sample of the platform API against tomorrow's API: this file's sandbox is started
 * with an evolve seed. What a reader's code meets when the next minor version ships: unknown fields at
 * any depth, new values of extensible enums, optional fields left out. The samples must not trip over
 * any of it.
 */
import { describe, it } from 'vitest';
import { succeeded } from './support/common.js';
import { MIGRATING } from './support/migrating.js';
import { TYPESCRIPT } from './support/rest.js';
import { runTypeScript, useSandbox } from './support/sandbox.js';
import { STREAM } from './support/stream.js';
import { TESTING } from './support/testing.js';

useSandbox({ evolveSeed: 'docs-samples' });

describe("every TypeScript sample of the platform API, run against tomorrow's API (a sandbox started with an evolve seed)", () => {
  const platformSamples = [
    ...Object.keys(TYPESCRIPT),
    ...Object.keys(STREAM),
    ...Object.keys(TESTING).filter((sample) => sample.endsWith('.ts')),
    ...Object.keys(MIGRATING),
  ];
  it.each(platformSamples)('%s exits 0 and prints nothing on stderr', async (sample) => {
    // runTypeScript expects the compile to have passed first.
    succeeded(sample, await runTypeScript(sample));
  });
});
