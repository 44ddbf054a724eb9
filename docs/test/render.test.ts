/**
 * The docs site in a real browser: Debian's Chromium, headless, driven by playwright-core (which never
 * downloads a browser). The pages are served from dist/ on 127.0.0.1 and every other request is
 * refused and recorded: the site must work offline. Screenshots go to test-results/. The code samples
 * (samples/) must show where readers look for them: Redoc's code panel, the WebSocket operations, the
 * Getting started page.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumMissing, executablePath, expectRealScreenshot, screenshot, serve } from './browser.js';
import {
  operationSummaries,
  problemTypes,
  sampleLine,
  streamNames,
  streamSampleOperations,
  tokenEndpointSummary,
} from './spec-facts.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const results = join(root, 'test-results');

/** How long a condition may take to show up (generous: the machines are often busy with other suites). */
const POLL = { timeout: 30_000 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** Waits until the page shows a heading (any level) that reads `text`. */
const headingShown = (page: Page, text: string) =>
  page
    .locator('h1, h2, h3, h4, h5, h6')
    .filter({ hasText: exactly(text) })
    .first()
    .waitFor();

/** Redoc's sidebar (the first menu on the page). */
const sidebarOf = (page: Page) => page.locator('[data-component-name="Menu/Menu"]').first();

/**
 * Opens each group of Redoc's sidebar in turn (a tag, a channel; opening one closes the others) and,
 * for every entry of `names` listed inside, clicks it and waits until the page shows `heading(name)`.
 * Returns the names it found.
 */
async function visitSidebarEntries(
  page: Page,
  names: string[],
  heading: (name: string) => Promise<void>,
): Promise<string[]> {
  const sidebar = sidebarOf(page);
  const groups = sidebar.locator('a:has([data-component-name^="icons/Chevron"])');
  const found: string[] = [];
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    await group.click();
    const entries = group.locator('xpath=following-sibling::*[1]').getByRole('link');
    await entries.first().waitFor();
    const labels = await entries.allInnerTexts();
    for (const name of names.filter((n) => !found.includes(n) && labels.some((label) => label.includes(n)))) {
      await entries.filter({ hasText: name }).first().click();
      await heading(name);
      found.push(name);
    }
  }
  return found;
}

describe('the docs site in headless Chromium', () => {
  let server: Server;
  let origin: string;
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  /** Requests to anywhere but the local server (refused), and local requests that failed. */
  let outside: string[];
  let failed: string[];

  /** Set when there is no Chromium: every test then fails with it (a missing browser is no reason to skip). */
  let missing: string | undefined;

  beforeAll(async () => {
    missing = chromiumMissing();
    if (missing) return;
    await mkdir(results, { recursive: true });
    ({ server, origin } = await serve(dist));
    profile = await mkdtemp(join(tmpdir(), 'dap-docs-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(30_000);
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`)) return route.continue();
      outside.push(url);
      return route.abort('blockedbyclient');
    });
  });

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  beforeEach(async () => {
    if (missing) throw new Error(missing);
    outside = [];
    failed = [];
    page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
  });

  afterEach(async () => {
    await page?.close();
  });

  async function open(path: string): Promise<void> {
    await page.goto(`${origin}/${path}`, { waitUntil: 'load' });
  }

  /** Nothing was asked of the network, and nothing local was missing. */
  function expectOffline(): void {
    expect(outside, 'requests to anywhere but the local docs server').toEqual([]);
    expect(failed, 'local requests that failed').toEqual([]);
  }

  it('shows the index with a card for each reference', async () => {
    await open('index.html');
    for (const name of [
      'REST API (OpenAPI 3.1)',
      'WebSocket API (AsyncAPI 3.0)',
      'Sandbox Control API (OpenAPI 3.1), for tests',
    ]) {
      await expect.poll(() => page.getByText(name).count(), POLL).toBeGreaterThan(0);
    }
    expectRealScreenshot(await screenshot(page, results, 'index'));
    expectOffline();
  });

  it('leads from the index to the problem types and from their list to the page of each, offline', async () => {
    const types = problemTypes();
    expect(types.length).toBeGreaterThanOrEqual(10);
    await open('index.html');
    await page.locator('main').getByRole('link', { name: 'Problem types' }).click();
    await headingShown(page, 'Problem types');
    expect(page.url()).toBe(`${origin}/problems/index.html`);
    for (const { code, title } of types) {
      await page.getByRole('link', { name: code, exact: true }).click();
      await headingShown(page, title);
      await headingShown(page, 'What to do');
      expect(page.url(), code).toBe(`${origin}/problems/${code}/index.html`);
      await page.getByRole('link', { name: '← All problem types' }).click();
      await headingShown(page, 'Problem types');
    }
    await page.getByRole('link', { name: 'insufficient-funds', exact: true }).click();
    await headingShown(page, 'Example');
    expectRealScreenshot(await screenshot(page, results, 'problem'));
    expectOffline();
  });

  it('leads from the index to the evolution rules, and from there to the Changes page and back, offline', async () => {
    await open('index.html');
    await page.locator('main').getByRole('link', { name: 'Evolution rules' }).click();
    await headingShown(page, 'Evolution rules');
    await headingShown(page, 'What you receive');
    await headingShown(page, 'The enums of this version');
    expect(page.url()).toBe(`${origin}/evolution.html`);
    expectRealScreenshot(await screenshot(page, results, 'evolution'));
    await page.locator('main').getByRole('link', { name: 'Changes', exact: true }).first().click();
    await headingShown(page, 'Changes');
    await page.locator('main').getByRole('link', { name: 'evolution rules' }).first().click();
    await headingShown(page, 'Evolution rules');
    expectOffline();
  });

  it('renders every Sandbox Control API operation, from the index, and opens each one, offline', async () => {
    const summaries = operationSummaries('sandbox-control.json');
    expect(summaries).toHaveLength(18);
    await open('index.html');
    await page.locator('a.card[href="sandbox-control/index.html"]').click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toBe(`${origin}/sandbox-control/index.html`);
    const shown = await visitSidebarEntries(page, summaries, (summary) => headingShown(page, summary));
    expect(shown.sort()).toEqual([...summaries].sort());
    expectRealScreenshot(await screenshot(page, results, 'sandbox-control'));
    expectOffline();
  });

  it('renders every REST operation, the token endpoint included, and opens each one', async () => {
    const summaries = operationSummaries();
    expect(summaries).toContain(tokenEndpointSummary());
    expect(summaries).toHaveLength(7); // six REST operations and the token endpoint

    await open('rest/index.html');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const shown = await visitSidebarEntries(page, summaries, (summary) => headingShown(page, summary));
    expect(shown.sort()).toEqual([...summaries].sort());
    expectRealScreenshot(await screenshot(page, results, 'rest'));
    expectOffline();
  });

  it.each([
    {
      file: 'rest/createCryptoWithdrawal',
      call: 'client.createCryptoWithdrawal(',
      anchor: 'rest/index.html#tag/Transfers/operation/createCryptoWithdrawal',
      summary: 'Create a crypto withdrawal',
      path: '/transfer/crypto-withdrawals',
      shot: 'rest-samples',
    },
    {
      file: 'sandbox-control/rest/completeTransfer',
      call: 'control.completeTransfer(',
      anchor: 'sandbox-control/index.html#tag/Transfers/operation/completeTransfer',
      summary: 'Complete a pending transfer now',
      path: '/sandbox-control/transfers/{id}/complete',
      shot: 'sandbox-control-samples',
    },
  ])(
    'shows the TypeScript and the curl sample of $file in its code panel, switching between them',
    async ({ file, call, anchor, summary, path, shot }) => {
      const typescript = sampleLine(`${file}.ts`, call);
      const curl = sampleLine(`${file}.sh`, 'curl ');
      await open(anchor);
      await headingShown(page, summary);
      const panel = page.locator('.panel-request-samples').filter({ hasText: path }).first();
      await expect.poll(() => panel.innerText(), POLL).toContain(typescript);
      await panel.getByRole('button', { name: 'TypeScript', exact: true }).click();
      await expect.poll(() => page.getByRole('menuitem').allInnerTexts(), POLL).toEqual(['TypeScript', 'curl']);
      await page.getByRole('menuitem', { name: 'curl', exact: true }).click();
      await expect.poll(() => panel.innerText(), POLL).toContain(curl);
      expect(await panel.innerText()).not.toContain(typescript);
      expectRealScreenshot(await screenshot(page, results, shot));
      // Redoc remembers the language: leave it on TypeScript, the first.
      await panel.getByRole('button', { name: 'curl', exact: true }).click();
      await page.getByRole('menuitem', { name: 'TypeScript', exact: true }).click();
      await expect.poll(() => panel.innerText(), POLL).toContain(typescript);
      expectOffline();
    },
  );

  /**
   * From the index to a written page (Getting started, Testing your integration): its headings, a line
   * of each code block where the reader looks for it, a screenshot, then on to a reference by a link.
   */
  async function readWrittenPage(
    link: string,
    path: string,
    headings: string[],
    blocks: string[],
    then: { link: string; path: string },
  ): Promise<void> {
    await open('index.html');
    await page.locator('main').getByRole('link', { name: link }).click();
    await headingShown(page, link);
    expect(page.url()).toBe(`${origin}/${path}`);
    for (const heading of headings) await headingShown(page, heading);
    for (const line of blocks)
      await page.locator('pre').filter({ hasText: line }).first().waitFor({ state: 'visible' });
    expectRealScreenshot(await screenshot(page, results, path.replace(/\.html$/, '')));
    await page.locator('main').getByRole('link', { name: then.link }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toBe(`${origin}/${then.path}`);
    expectOffline();
  }

  it('leads from the index to Getting started, which shows the samples of the first token, withdrawal and subscription, offline', async () => {
    await readWrittenPage(
      'Getting started',
      'getting-started.html',
      [
        '1. Start the sandbox and find your credentials',
        '2. Your first token',
        '3. Your first withdrawal',
        '4. Your first stream subscription',
      ],
      [
        sampleLine('rest/createToken.sh', 'curl '),
        sampleLine('getting-started/token.sh', 'export TOKEN'),
        sampleLine('rest/createToken.ts', 'client.tokens.getToken('),
        sampleLine('rest/createCryptoWithdrawal.ts', 'client.createCryptoWithdrawal('),
        sampleLine('rest/createCryptoWithdrawal.sh', 'curl '),
        sampleLine('stream/market_data.ts', 'stream.subscribe('),
      ],
      { link: 'REST reference', path: 'rest/index.html' },
    );
  });

  it('leads from the index to Testing your integration, which shows a sample for each control, and on to the control reference, offline', async () => {
    await readWrittenPage(
      'Testing your integration',
      'testing.html',
      [
        '1. A token for the controls',
        '2. A tenant of your own for each test suite',
        '3. Settle a withdrawal now',
        '4. Fail a withdrawal and see the funds released',
        '5. Receive a crypto deposit',
        '6. Fund a profile',
        '7. Rehearse rate limits, server errors and slow answers',
        '8. Drop the stream',
        '9. Move a market',
        '10. Start over',
      ],
      [
        sampleLine('testing/control-token.sh', 'scope=sandbox:control'),
        sampleLine('testing/operator-token.sh', 'scope=sandbox:admin'),
        sampleLine('testing/clients.ts', 'new SandboxControlClient(options)'),
        sampleLine('testing/own-tenant.ts', 'operator.createTenant('),
        sampleLine('testing/own-tenant.ts', 'operator.deleteTenant('),
        sampleLine('testing/complete-withdrawal.ts', 'control.completeTransfer('),
        sampleLine('testing/advance-clock.ts', 'control.advanceClock('),
        sampleLine('testing/fail-withdrawal.ts', 'control.failTransfer('),
        sampleLine('testing/crypto-deposit.ts', 'control.createCryptoDeposit('),
        sampleLine('testing/set-balance.ts', "control.setBalance(profile, 'USDC', { available: '10000.00' })"),
        sampleLine('testing/faults.ts', 'status: 429, retry_after: 1'),
        sampleLine('testing/slow-answer.ts', 'delay_ms:'),
        sampleLine('testing/disconnect-stream.ts', 'control.disconnectStreams('),
        sampleLine('testing/move-market.ts', 'operator.moveMarket('),
        sampleLine('testing/reset.ts', 'control.resetSandbox()'),
        sampleLine('testing/prefer-code.sh', 'Prefer: code=404'),
      ],
      { link: 'Sandbox Control API reference', path: 'sandbox-control/index.html' },
    );
  });

  it('shows the stream-client sample of every channel type under its operation', async () => {
    const operations = streamSampleOperations();
    expect(operations.map((o) => o.channel)).toEqual([
      'market_data',
      'market_data.top_of_book',
      'execution_data',
      'heartbeat',
    ]);
    await open('stream/index.html');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const channelOf = new Map(operations.map(({ channel, title }) => [title, channel]));
    const shown = await visitSidebarEntries(page, [...channelOf.keys()], async (title) => {
      await headingShown(page, title);
      const line = sampleLine(`stream/${channelOf.get(title)}.ts`, 'stream.subscribe(');
      await page.locator('pre').filter({ hasText: line }).first().waitFor({ state: 'visible' });
    });
    expect(shown.sort()).toEqual([...channelOf.keys()].sort());
    expectOffline();
  });

  it('renders every WebSocket operation and every message of the channel with its payload’s properties', async () => {
    const { messages, operations, channel } = streamNames();
    expect(messages.length).toBeGreaterThan(0);
    expect(operations.length).toBeGreaterThan(0);

    await open('stream/index.html');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const shown = await visitSidebarEntries(page, operations, (title) => headingShown(page, title));
    expect(shown.sort()).toEqual([...operations].sort());

    // The channel page shows one message at a time, picked from a list of them all: show each in turn.
    await sidebarOf(page).getByRole('link', { name: channel }).first().click();
    await headingShown(page, channel);
    const picker = page
      .locator('[data-component-name="Dropdown/Dropdown"]')
      .filter({ hasNot: page.locator('button[aria-label="Example"]') })
      .first();
    const options = page.locator('[data-component-name="Dropdown/DropdownMenuItem"]');
    for (const message of messages) {
      await picker.getByRole('button').click();
      await expect
        .poll(async () => (await options.allInnerTexts()).map((text) => text.trim()).filter(Boolean), POLL)
        .toEqual(messages.map((m) => m.title));
      await options
        .filter({ hasText: exactly(message.title) })
        .first()
        .click();
      await expect.poll(() => picker.getByRole('button').innerText(), POLL).toBe(message.title);
      if (message.summary) await page.getByText(message.summary, { exact: true }).first().waitFor();
      // Its payload: every property, with the name of the schema it references.
      expect(message.properties.length).toBeGreaterThan(0);
      for (const property of message.properties) {
        const item = page.locator(`[id$="&m=${message.key.toLowerCase()}&t=payload&path=${property.name}"]`).first();
        await expect.poll(() => item.locator('.schema-name').first().innerText(), POLL).toBe(property.name);
        if (property.title) expect(await item.innerText()).toContain(`(${property.title})`);
      }
    }
    expectRealScreenshot(await screenshot(page, results, 'stream'));
    expectOffline();
  });
});
