/**
 * The docs site as the sandbox serves it at /docs/: the pages for machines (llms.txt, the Markdown
 * twins) with types a tool reads as text, and the favicon.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_DIR } from '../src/http/docs.js';
import type { StartedSandbox } from '../src/start-options.js';
import { startTestServer } from './support/server.js';

let server: StartedSandbox;

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_DOCS_DIR, 'llms.txt'))) {
    throw new Error(
      `The docs site in ${DEFAULT_DOCS_DIR} has no llms.txt: run \`pnpm run docs\` at the repository root (turbo runs it before these tests).`,
    );
  }
  server = await startTestServer({ docsDir: DEFAULT_DOCS_DIR });
});
afterAll(() => server?.stop());

const get = (path: string) => fetch(new URL(path, server.docsUrl));

describe('the docs site for machines', () => {
  it.each([
    'getting-started.md',
    'testing.md',
    'rest/operations/createCryptoWithdrawal.md',
    'stream/channels/connection.md',
  ])('serves %s as Markdown in UTF-8', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toMatch(/^# \S/);
  });

  it('serves llms.txt as plain text in UTF-8, its title first', async () => {
    const response = await get('llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^# Digital-Asset Platform API\n\n> /);
  });

  it('serves the favicon an ICO, where browsers ask for it', async () => {
    const response = await get('favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('00000100');
  });
});
