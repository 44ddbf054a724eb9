/**
 * The one site, in a real headless Chromium (browser.ts): every page of dist/ at a desktop width
 * (1400 px) and a phone's (390 px) has the shared header and fits the viewport; the search finds an
 * operation and a guide's content, offline; a guide's copy button puts the sample on the clipboard.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPages } from '../scripts/site/finish.js';
import { NAV } from '../scripts/site/nav.js';
import { CHROMIUM_ARGS, executablePath, serve } from './browser.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const POLL = { timeout: 30_000 };

/** What sticks out of the viewport: elements past its edges, unless an ancestor inside it scrolls or clips them. */
const OVERFLOW = `(() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  const clipped = (element) => {
    for (let at = element.parentElement; at && at !== document.documentElement; at = at.parentElement) {
      const { overflowX } = getComputedStyle(at);
      const box = at.getBoundingClientRect();
      if (['auto', 'scroll', 'hidden', 'clip'].includes(overflowX) && box.left >= -1 && box.right <= width + 1) return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if ((box.right > width + 1 || box.left < -1) && !clipped(element)) {
      out.push(element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ').join('.') : '') + ' ' + Math.round(box.left) + '..' + Math.round(box.right));
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 10) };
})()`;

describe('the one site in headless Chromium', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  let outside: string[];
  let failed: string[];

  beforeAll(async () => {
    ({ server, origin } = await serve(dist));
    browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  /** A context at `width` that refuses every request but the local server's and records failures. */
  async function contextAt(width: number): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    outside = [];
    failed = [];
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`)) return route.continue();
      outside.push(url);
      return route.abort('blockedbyclient');
    });
    context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    return context;
  }

  it.each([1400, 390])(
    'shows the shared header on every page and nothing wider than the page, at %i px',
    async (width) => {
      const pages = await htmlPages(dist);
      expect(pages.length).toBeGreaterThanOrEqual(20);
      expect(pages).toEqual(
        expect.arrayContaining(['index.html', 'rest/index.html', 'stream/index.html', 'getting-started.html']),
      );
      const context = await contextAt(width);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const file of pages) {
        await page.goto(`${origin}/${file}`, { waitUntil: 'load' });
        // Redoc draws its page in the browser: wait for its title before measuring.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const header = page.locator('header.dap-header');
        await header.waitFor({ state: 'visible' });
        const links = await header.locator('nav a').evaluateAll((as) => as.map((a) => a.textContent));
        if (links.join() !== NAV.map((entry) => entry.text).join())
          problems.push(`${file}: header links ${links.join()}`);
        // On a desktop every link is in view; a phone scrolls them in one row.
        const hidden = await header.locator('nav').evaluate((nav) => nav.scrollWidth - nav.clientWidth);
        if (width >= 1000 && hidden > 0) problems.push(`${file}: the navigation hides ${hidden} px of links`);
        const search = await page.locator('#dap-search input').count();
        if (search !== 1) problems.push(`${file}: no search box`);
        const { scrollWidth, out } = (await page.evaluate(OVERFLOW)) as { scrollWidth: number; out: string[] };
        if (scrollWidth > width) problems.push(`${file}: the document is ${scrollWidth} px wide`);
        if (out.length > 0) problems.push(`${file}: past the viewport: ${out.join(', ')}`);
      }
      await context.close();
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
      expect(failed).toEqual([]);
    },
  );

  it.each([1400, 390])(
    "keeps each of the index's download links in its card's cell, above the next line, at %i px",
    async (width) => {
      const context = await contextAt(width);
      const page = await context.newPage();
      await page.goto(`${origin}/index.html`);
      const boxes = (await page.evaluate(`[...document.querySelectorAll('main ul > li')].map((li) => {
      const box = (element) => { const r = element.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
      return { cell: box(li), link: box(li.querySelector('.download')), next: box(li.parentElement.nextElementSibling) };
    })`)) as Array<Record<'cell' | 'link' | 'next', { top: number; bottom: number; left: number; right: number }>>;
      expect(boxes).toHaveLength(3);
      for (const { cell, link, next } of boxes) {
        expect(link.bottom).toBeLessThanOrEqual(cell.bottom + 0.5);
        expect(link.right).toBeLessThanOrEqual(cell.right + 0.5);
        expect(link.bottom).toBeLessThanOrEqual(next.top);
      }
      await context.close();
    },
  );

  it("shows each WebSocket operation's sample whole at 1400 px, in the width the page leaves it", async () => {
    const context = await contextAt(1400);
    const page = await context.newPage();
    await page.goto(`${origin}/stream/index.html#/channels/connection/operations/sendmarketdata`);
    const sample = page.locator('pre').filter({ hasText: 'new OrderBook(' }).first();
    await sample.waitFor();
    const { scrollWidth, clientWidth } = await sample.evaluate((pre) => ({
      scrollWidth: pre.scrollWidth,
      clientWidth: pre.clientWidth,
    }));
    expect(clientWidth).toBeGreaterThan(800);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await context.close();
    expect(outside).toEqual([]);
  });

  it('draws the favicon: the ICO and the SVG decode as images', async () => {
    const context = await contextAt(1400);
    const page = await context.newPage();
    await page.goto(`${origin}/index.html`);
    // With routing on, Chromium never sends its request for /favicon.ico: ask with a query instead.
    const sizes =
      await page.evaluate(`Promise.all(['favicon.ico?decode', 'favicon.svg'].map((src) => new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
      image.onerror = () => resolve('not an image');
      image.src = src;
    })))`);
    expect(sizes).toEqual([
      [32, 32],
      [32, 32],
    ]);
    await context.close();
    expect(failed).toEqual([]);
  });

  it('shows the REST page in words: constraints as sentences, server texts and the docs link without Markdown marks', async () => {
    const context = await contextAt(1400);
    const page = await context.newPage();
    await page.goto(`${origin}/rest/index.html`);
    await page.getByText('Apache-2.0').first().waitFor();
    const overview = await page.locator('#redoc').innerText();
    expect(overview).toContain('Local sandbox (pnpm start); serves REST under /v2');
    expect(overview).not.toContain('(`pnpm start`)');
    expect(overview).toContain('Each problem type of production is one of its pages, problems/{code}');
    expect(overview).not.toContain('typeis');
    await page.goto(`${origin}/rest/index.html#tag/Transfers/operation/createCryptoWithdrawal`);
    const sentence = 'Any text except the NUL character (U+0000) and unpaired UTF-16 surrogates.';
    await page.getByText(sentence).first().waitFor();
    expect(await page.locator('#redoc').innerText()).not.toContain('uD800');
    await context.close();
    expect(outside).toEqual([]);
  });

  /**
   * Types `query` into the header's search and waits for a result whose link starts with `target`
   * (the first result, when `first`).
   */
  async function search(page: Page, query: string, target: string, first = false): Promise<void> {
    await page.locator('#dap-search input').fill(query);
    const results = page.locator('#dap-search a.pagefind-ui__result-link');
    const hrefs = () => results.evaluateAll((as) => as.map((a) => (a as unknown as { href: string }).href));
    await expect
      .poll(async () => {
        const shown = await hrefs();
        return first ? (shown[0]?.startsWith(target) ?? false) : shown.some((href) => href.startsWith(target));
      }, POLL)
      .toBe(true);
  }

  it('finds an operation by its operationId, first of the results, and leads to it on the REST page, offline', async () => {
    const context = await contextAt(1400);
    const page = await context.newPage();
    await page.goto(`${origin}/getting-started.html`);
    const target = `${origin}/rest/index.html#tag/Transfers/operation/createCryptoWithdrawal`;
    await search(page, 'createCryptoWithdrawal', target, true);
    await page
      .locator(`#dap-search a.pagefind-ui__result-link[href="${target.slice(origin.length)}"]`)
      .first()
      .click();
    // Redoc takes the anchor and shows the operation (rewriting the hash to its own route).
    const heading = page
      .locator('h1, h2, h3')
      .filter({ hasText: /^\s*Create a crypto withdrawal\s*$/ })
      .first();
    await heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/rest/index.html');
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < 900;
      }, POLL)
      .toBe(true);
    await context.close();
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("finds a guide's content and a channel", async () => {
    const context = await contextAt(390);
    const page = await context.newPage();
    await page.goto(`${origin}/problems/index.html`);
    await search(page, 'tenant of your own', `${origin}/testing.html`);
    await search(page, 'top of book', `${origin}/stream/index.html#/channels/connection/operations/sendtopofbook`);
    await context.close();
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("copies a guide's code block, exactly the sample's file, with its copy button", async () => {
    const context = await contextAt(1400);
    const page = await context.newPage();
    await page.goto(`${origin}/getting-started.html`);
    const sample = readFileSync(join(root, 'samples/rest/createCryptoWithdrawal.ts'), 'utf8').trimEnd();
    const block = page.locator('.code-block').filter({ hasText: 'client.createCryptoWithdrawal(' }).first();
    await block.locator('pre.shiki span').first().waitFor();
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => block.getByRole('button').innerText(), POLL).toBe('Copied');
    expect((await page.evaluate('navigator.clipboard.readText()')) as string).toBe(sample);
    await context.close();
  });
});
