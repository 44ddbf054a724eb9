/**
 * The console in a real browser (Debian's Chromium driven by playwright-core), on a real sandbox
 * started in this process, which serves the built site at /docs/ and the API on the same origin: a
 * reader goes from the docs index to a withdrawal and a live order book without leaving the page.
 * Every request to another origin is refused and recorded: the console must work offline.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumMissing, executablePath } from './browser.js';
// Not a dependency of @dap/docs: the sandbox depends on the docs it serves. turbo builds it first.
import { startSandbox, type StartedSandbox } from '../../packages/sandbox/dist/index.js';

const results = join(dirname(fileURLToPath(import.meta.url)), '../test-results');
const POLL = { timeout: 30_000 };

let sandbox: StartedSandbox;
let context: BrowserContext;
let page: Page;
let profile: string;
const outside: string[] = [];
/** Every URL the browser asked for: no secret or token may be in one. */
const requested: string[] = [];
let missing: string | undefined;
/** The withdrawal the console created. */
let withdrawalId: string;

beforeAll(async () => {
  missing = chromiumMissing();
  if (missing) return;
  await mkdir(results, { recursive: true });
  sandbox = await startSandbox({ settleAfterSeconds: 0 });
  profile = await mkdtemp(join(tmpdir(), 'dap-console-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(30_000);
  const origin = new URL(sandbox.docsUrl).origin;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.startsWith(`${origin}/`)) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await sandbox?.stop();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** A token of the demo tenant's full client, from the sandbox's token endpoint (as a test of a partner's would). */
async function demoToken(scope: string): Promise<string> {
  const { clientId, clientSecret } = sandbox.clients.full;
  const response = await fetch(sandbox.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The operation's block in Swagger UI, by operationId. */
const operation = (operationId: string) => page.locator('.opblock').filter({ hasText: operationId }).first();

describe('the console at /docs/console/', () => {
  it('is linked from the docs index, and opens on the REST API with Authorize filled with the demo client', async () => {
    if (missing) throw new Error(missing);
    await page.goto(sandbox.docsUrl);
    await page.getByRole('link', { name: 'Console', exact: true }).first().click();
    await page.waitForURL(/\/docs\/console\/(index\.html)?$/);
    await expect.poll(() => operation('createCryptoWithdrawal').count(), POLL).toBe(1);
    await page.locator('.auth-wrapper .btn.authorize').click();
    const dialog = page.locator('.dialog-ux');
    await expect
      .poll(() => dialog.locator('input[data-name=clientId]').first().inputValue(), POLL)
      .toBe(sandbox.clients.full.clientId);
    await dialog.locator('.auth-btn-wrapper .btn.authorize').first().click();
    await expect.poll(() => dialog.locator('button', { hasText: 'Logout' }).count(), POLL).toBeGreaterThan(0);
    await dialog.locator('button.btn-done').first().click();
  });

  it('sends a withdrawal from the form to the same origin, which the sandbox then holds, and shows its request id', async () => {
    if (missing) throw new Error(missing);
    const block = operation('createCryptoWithdrawal');
    await block.locator('.opblock-summary').click();
    await block.locator('button.execute').click();
    await expect.poll(() => block.locator('.dap-status').textContent(), POLL).toBe('200');
    expect(await block.locator('.dap-request-id').textContent()).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(
      (await block.locator('.live-responses-table .response-col_description pre').first().textContent()) ?? '{}',
    );
    expect(body.status).toBe('PENDING');

    const held = await fetch(`${sandbox.controlUrl.replace(/\/$/, '')}/transfers/${body.id}`, {
      headers: { authorization: `Bearer ${await demoToken('sandbox:control')}` },
    });
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ id: body.id, status: 'PENDING' });
    withdrawalId = body.id;
  });

  it('switches to the Sandbox Control API and settles the withdrawal from its form, with the same authorization', async () => {
    if (missing) throw new Error(missing);
    await page.locator('#definition').selectOption('control');
    const block = operation('completeTransfer');
    await expect.poll(() => block.count(), POLL).toBe(1);
    await block.locator('.opblock-summary').click();
    await block.locator('tr[data-param-name="id"] input').fill(withdrawalId);
    await block.locator('button.execute').click();
    await expect.poll(() => block.locator('.dap-status').textContent(), POLL).toBe('200');
    const held = await fetch(`${sandbox.controlUrl.replace(/\/$/, '')}/transfers/${withdrawalId}`, {
      headers: { authorization: `Bearer ${await demoToken('sandbox:control')}` },
    });
    expect(await held.json()).toMatchObject({ id: withdrawalId, status: 'COMPLETED' });
    await page.locator('#definition').selectOption('rest');
    await expect.poll(() => operation('createCryptoWithdrawal').count(), POLL).toBe(1);
  });

  it('shows a problem with a link to its page: the same ref_id again is a ref-id-conflict', async () => {
    if (missing) throw new Error(missing);
    const block = operation('createCryptoWithdrawal');
    await block.locator('button.execute').click();
    await expect.poll(() => block.locator('.dap-status').textContent(), POLL).toBe('409');
    const link = block.locator('a.dap-problem');
    expect(await link.getAttribute('href')).toBe('../problems/ref-id-conflict/');
    await page.screenshot({ path: join(results, 'console.png'), fullPage: true });
    await link.click();
    await page.waitForURL(/\/docs\/problems\/ref-id-conflict\/$/);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await page.goBack();
  });

  it('connects the WebSocket panel with the token as a subprotocol, subscribes, and shows the order book SNAPSHOT', async () => {
    if (missing) throw new Error(missing);
    await page.waitForURL(/\/docs\/console\//);
    const panel = page.locator('#ws');
    await expect
      .poll(() => panel.locator('input[name=client_id]').inputValue(), POLL)
      .toBe(sandbox.clients.full.clientId);
    await expect.poll(() => panel.locator('textarea[name=frame]').inputValue(), POLL).toContain('"subscribe"');
    // The panel's script has run (back from the problem page, Chromium may restore the form's values first).
    await expect.poll(() => panel.locator('#ws-connect[data-ready="true"]').count(), POLL).toBe(1);
    await panel.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => panel.locator('#ws-status').textContent(), POLL).toContain('subprotocol dap.stream');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => panel.locator('#ws-frames li[data-kind="market_data · SNAPSHOT"]').count(), POLL)
      .toBeGreaterThan(0);
    expect(await panel.locator('#ws-frames li[data-kind="subscribe"]').count()).toBe(1);
    await page.screenshot({ path: join(results, 'console-websocket.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => panel.locator('#ws-status').textContent(), POLL).toContain('Closed: 1000');
  });

  it('loaded nothing from another origin, and put no client secret in a URL', () => {
    if (missing) throw new Error(missing);
    expect(outside).toEqual([]);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => url.includes(sandbox.clients.full.clientSecret))).toEqual([]);
  });
});
