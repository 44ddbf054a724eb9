/**
 * Problem types resolve: every `type` the API answers with is the URL of a docs page, and the sandbox
 * serves the built docs site (the repository's docs/dist, `pnpm run docs`) with those pages at the
 * same paths under /docs/. The generated type URIs name the hosted docs (the spec's externalDocs.url);
 * here that prefix is replaced with the sandbox's docs URL, under which the sandbox's answers name
 * them (problem-types.test.ts).
 */
import { PROBLEM_TYPES } from '@dap/server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_DIR } from '../src/http/docs.js';
import type { StartedSandbox } from '../src/start-options.js';
import { openapi } from './support/spec.js';
import { call, startTestServer, tokenOf } from './support/server.js';

const docsBase = (openapi['externalDocs'] as { url: string }).url;
let server: StartedSandbox;

beforeAll(async () => {
  if (!existsSync(join(DEFAULT_DOCS_DIR, 'problems', 'index.html'))) {
    throw new Error(
      `The docs site in ${DEFAULT_DOCS_DIR} has no problem pages: run \`pnpm run docs\` at the repository root (turbo runs it before these tests).`,
    );
  }
  server = await startTestServer({ docsDir: DEFAULT_DOCS_DIR });
});
afterAll(() => server?.stop());

/** The sandbox's URL for a type URI: the docs base replaced with the sandbox's /docs/. */
function sandboxUrlOf(type: string): string {
  expect(type.startsWith(docsBase), `${type} is under the docs base URL ${docsBase}`).toBe(true);
  return server.docsUrl + type.slice(docsBase.length);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

describe('the problem type pages', () => {
  it('serves a page for every problem type the spec lists, at its type URI and with a trailing slash', async () => {
    expect(Object.keys(PROBLEM_TYPES).length).toBeGreaterThanOrEqual(10);
    for (const [code, { type, title }] of Object.entries(PROBLEM_TYPES)) {
      for (const url of [sandboxUrlOf(type), `${sandboxUrlOf(type)}/`]) {
        const response = await fetch(url, { redirect: 'manual' });
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html, url).toContain(`<h1>${escapeHtml(title)}</h1>`);
        expect(html, url).toContain(`<code>${code}</code>`);
      }
    }
  });

  it('serves the page of the type of a problem it really answers with: a 400 for a malformed body', async () => {
    const token = await tokenOf(server, server.clients.full);
    const answer = await call(server, 'POST', '/transfer/crypto-withdrawals', { token, body: '{"profile_id": ' });
    expect(answer.status).toBe(400);
    expect(answer.json.type).toBe(`${server.docsUrl}problems/validation-failed`);
    const page = await fetch(answer.json.type);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<h1>${escapeHtml(answer.json.title)}</h1>`);
  });

  it('resolves the links of a page served without its trailing slash as from its folder', async () => {
    const bare = await (await fetch(`${server.docsUrl}problems/not-found`)).text();
    expect(bare).toContain('<base href="/docs/problems/not-found/">');
    expect(bare).toContain('href="../index.html"');
    const list = await fetch(new URL('../index.html', `${server.origin}/docs/problems/not-found/`));
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('<h1>Problem types</h1>');
    expect(await (await fetch(`${server.docsUrl}problems/not-found/`)).text()).not.toContain('<base');
  });

  it('answers the path of a problem type that has no page with a 404 problem', async () => {
    const response = await fetch(`${server.docsUrl}problems/no-such-problem`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await response.json()) as { type: string }).type).toBe(`${server.docsUrl}problems/not-found`);
  });
});
