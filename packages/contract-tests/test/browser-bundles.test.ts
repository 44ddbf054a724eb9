import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { CHROMIUM_ARGS, chromiumMissing, executablePath } from '@dap/test-support/browser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * The SDKs bundled for a browser as a web app's build does it (esbuild, `platform: 'browser'`, the
 * packages resolved by their manifests from this package's node_modules) and run in headless
 * Chromium: the REST client works there (it only needs `fetch`); the stream client, which needs
 * Node.js, says so with a `StreamError` instead of a raw `TypeError`.
 */
const ORIGIN = 'https://app.example.test';

async function bundle(contents: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys((result.metafile as Metafile).inputs);
  return { code: result.outputFiles[0]!.text, inputs };
}

describe('the SDKs bundled for a browser', () => {
  let browser: Browser | undefined;
  let page: Page;
  /** Set when there is no Chromium: every test then fails with it (a missing browser is no reason to skip). */
  let missing: string | undefined;

  beforeAll(async () => {
    missing = chromiumMissing();
    if (missing) return;
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (missing) throw new Error(missing);
    page = await browser!.newPage();
  });

  /** Serves `code` as the module script of a page on ORIGIN, and `api` for the rest of ORIGIN; resolves with what the script left in `window.outcome`. */
  async function run(code: string, api: (path: string) => unknown = () => ({})): Promise<Record<string, unknown>> {
    await page.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') {
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' });
      } else if (pathname === '/app.js') {
        await route.fulfill({ contentType: 'text/javascript', body: code });
      } else {
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify(api(pathname)) });
      }
    });
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ url: `${ORIGIN}/app.js`, type: 'module' });
    await page.waitForFunction(() => 'outcome' in globalThis, undefined, { timeout: 30_000 });
    return page.evaluate(() => (globalThis as unknown as { outcome: Record<string, unknown> }).outcome);
  }

  it('makes a StreamClient throw a StreamError that names the runtimes it supports, not a TypeError from ws', async () => {
    const { code, inputs } = await bundle(`
      import { StreamClient, StreamError } from '@dap/stream-client';
      import { DapError } from '@dap/core';
      let outcome: Record<string, unknown>;
      try {
        new StreamClient({ url: 'wss://stream.example.test/v1/stream', token: 'token' });
        outcome = { constructed: true };
      } catch (error) {
        const e = error as Error & { code?: string };
        outcome = {
          name: e.name,
          code: e.code,
          message: e.message,
          streamError: e instanceof StreamError,
          dapError: e instanceof DapError,
        };
      }
      (window as unknown as { outcome: unknown }).outcome = outcome;
    `);
    // ws's own browser field leaves its stub in the bundle, none of its Node.js code.
    expect(inputs.filter((input) => /\/ws\//.test(input))).toEqual([expect.stringMatching(/\/ws\/browser\.js$/)]);

    const outcome = await run(code);
    expect(outcome).toEqual({
      name: 'StreamError',
      code: 'stream_error',
      message: expect.stringContaining('StreamClient runs on Node.js ≥ 20.19 only') as string,
      streamError: true,
      dapError: true,
    });
    expect(outcome['message']).toContain('Browsers are not supported');
    expect(outcome['message']).not.toMatch(/not a constructor/);
  });

  it('bundles the DapClient without Node.js built-ins, and it fetches an account there', async () => {
    const { code, inputs } = await bundle(`
      import { DapClient, NotFoundError } from '@dap/client';
      import { compareDecimals } from '@dap/client/money';
      const client = new DapClient({ baseUrl: '${ORIGIN}/v2', accessToken: 'token' });
      client
        .getAccount('acc_1')
        .then((account) => ({ id: account.id, moneyHelpers: compareDecimals('12.50', '2') > 0 }))
        .catch((error: Error) => ({ failed: error.name, message: error.message, notFound: error instanceof NotFoundError }))
        .then((outcome) => { (window as unknown as { outcome: unknown }).outcome = outcome; });
    `);
    expect(inputs.filter((input) => input.startsWith('node:'))).toEqual([]);

    const requested: string[] = [];
    const outcome = await run(code, (path) => {
      requested.push(path);
      return { id: 'acc_1' };
    });
    expect(requested).toEqual(['/v2/identity/accounts/acc_1']);
    expect(outcome).toEqual({ id: 'acc_1', moneyHelpers: true });
  });
});
