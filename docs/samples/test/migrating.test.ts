/** The Upgrading from 2.x page (docs/site/migrating.md) and its samples (migrating/), against this file's sandbox. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { includedIn, root, succeeded } from './support/common.js';
import { MIGRATING } from './support/migrating.js';
import { runTypeScript, useSandbox } from './support/sandbox.js';

useSandbox();

describe('the samples of Upgrading from 2.x, run against the sandbox', () => {
  it.each(Object.keys(MIGRATING))('%s', async (sample) => {
    await MIGRATING[sample]!(succeeded(sample, await runTypeScript(sample)));
  });
});

describe('the Upgrading from 2.x page (docs/site/migrating.md)', () => {
  const text = readFileSync(join(root, '../site/migrating.md'), 'utf8');

  it('shows every file of migrating/, each once', () => {
    const included = includedIn(text);
    expect([...included].sort()).toEqual(Object.keys(MIGRATING).sort());
  });
});
