/** The stream channels' samples (stream/<channel>.ts), run with node against this file's sandbox. */
import { describe, it } from 'vitest';
import { succeeded } from './support/common.js';
import { runTypeScript, useSandbox } from './support/sandbox.js';
import { STREAM } from './support/stream.js';

useSandbox();

describe('the stream-client samples, run with node against the sandbox', () => {
  it.each(Object.keys(STREAM))('%s', async (sample) => {
    await STREAM[sample]!(succeeded(sample, await runTypeScript(sample)));
  });
});
