import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS_PAGE, renderBenchmarksPage } from '../scripts/benchmarks.js';
import { remoteResources } from '../scripts/offline.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the benchmarks page', () => {
  it('renders the Markdown tables of pnpm bench as HTML tables, with nothing loaded from the network', () => {
    const html = renderBenchmarksPage(
      '# Benchmarks\n\n| target | measured |\n|---|---|\n| p99 < 20 ms | **3.1 ms** |\n',
    );
    expect(html).toContain('<h1>Benchmarks</h1>');
    expect(html).toMatch(
      /<table>[\s\S]*<th>target<\/th>[\s\S]*<td>p99 &lt; 20 ms<\/td>[\s\S]*<strong>3.1 ms<\/strong>/,
    );
    expect(html).toContain('href="index.html"');
    expect(remoteResources(html)).toEqual([]);
  });

  it('is built from docs/benchmarks.md and linked from the index', () => {
    expect(existsSync(join(root, 'benchmarks.md'))).toBe(true);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toContain(`href="${BENCHMARKS_PAGE}"`);
    const page = readFileSync(join(root, 'dist', BENCHMARKS_PAGE), 'utf8');
    expect(page).toContain('<table>');
    expect(remoteResources(page)).toEqual([]);
  });
});
