/**
 * What the browser tests share: Debian's Chromium (never a downloaded one) and a static server for
 * dist/ on 127.0.0.1, answering each file with its content type.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { extname, join, normalize, sep } from 'node:path';

export { CHROMIUM_ARGS, chromiumMissing, executablePath } from '@dap/test-support/browser';

const CONTENT_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.css': 'text/css',
  '.js': 'text/javascript',
};

/** A static server for dist/ on 127.0.0.1 (an ephemeral port). */
export async function serve(folder: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    let file = normalize(join(folder, path));
    if (!file.startsWith(folder + sep) && file !== folder) {
      response.writeHead(403).end();
      return;
    }
    if (path.endsWith('/')) file = join(file, 'index.html');
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the docs server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/**
 * A full-page screenshot. Redoc renders only what is near the viewport, so the viewport first grows
 * to the page's height (at most 16,000 px) to have every part drawn, as a reader scrolling would see it.
 */
export async function screenshot(page: Page, results: string, name: string): Promise<string> {
  const path = join(results, `${name}.png`);
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  for (let round = 0; round < 3; round++) {
    const height = await page.evaluate<number>('document.documentElement.scrollHeight');
    if (height <= (page.viewportSize()?.height ?? 0)) break;
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, 16_000) });
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(viewport);
  return path;
}

/** A PNG that shows something: the signature, a sensible size in pixels, and more bytes than a blank page. */
export function expectRealScreenshot(path: string): void {
  expect(existsSync(path), path).toBe(true);
  const png = readFileSync(path);
  expect(png.subarray(0, 8).toString('hex'), `${path} is a PNG`).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(width).toBeGreaterThanOrEqual(1000);
  expect(height).toBeGreaterThanOrEqual(700);
  expect(statSync(path).size, `${path} is more than a blank page`).toBeGreaterThan(50_000);
}
