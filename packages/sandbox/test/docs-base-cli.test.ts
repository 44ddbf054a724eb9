import { describe, expect, it } from 'vitest';
import { binPerTest, expectUsageErrors, printed, printedUrl } from './support/process.js';

/** The `type` of the 404 the printed sandbox answers for a path no operation has. */
async function notFoundType(output: string): Promise<string> {
  const response = await fetch(`${printedUrl(output, 'REST API')}/no-such-path`);
  return ((await response.json()) as { type: string }).type;
}

describe('the docs base of problem types of dap-sandbox: SANDBOX_DOCS_BASE_URL and --docs-base-url', () => {
  const start = binPerTest();

  it('by default, points problem types at its own docs and says so at start', async () => {
    const output = await printed(start({ SANDBOX_DOCS_BASE_URL: '' }), 'Ctrl+C stops it.');
    const docs = printedUrl(output, 'Docs');
    expect(output).toContain(`  Problem types    ${docs}problems/<code> (this sandbox's docs`);
    expect(await notFoundType(output)).toBe(`${docs}problems/not-found`);
  }, 60_000);

  it('takes the flag over the variable, and prints and sends the base it was given', async () => {
    const output = await printed(
      start({ SANDBOX_DOCS_BASE_URL: 'https://ignored.test/' }, ['--docs-base-url', 'https://docs.partner.test/dap']),
      'Ctrl+C stops it.',
    );
    expect(output).toContain(
      '  Problem types    https://docs.partner.test/dap/problems/<code> (SANDBOX_DOCS_BASE_URL)',
    );
    expect(await notFoundType(output)).toBe('https://docs.partner.test/dap/problems/not-found');
  }, 60_000);

  it('refuses a value that is no absolute http(s) URL, with exit code 2, naming the setting', async () => {
    await expectUsageErrors(start, [
      [{ SANDBOX_DOCS_BASE_URL: 'docs/' }, [], /SANDBOX_DOCS_BASE_URL must be an absolute http or https URL/],
      [{}, ['--docs-base-url=ftp://docs.test/'], /--docs-base-url must be an absolute http or https URL/],
    ]);
  }, 30_000);
});
