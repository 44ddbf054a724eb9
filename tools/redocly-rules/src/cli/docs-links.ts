/**
 * `dap-docs-links BUNDLE --base-from OPENAPI_BUNDLE`: makes the relative links of a bundle's
 * descriptions, wherever they are, absolute under the docs base URL, read from the OpenAPI bundle's
 * `externalDocs.url` (the one place it is written). For the AsyncAPI bundle, which `redocly bundle`
 * writes without the house decorators (they are OpenAPI's); the bundle is rewritten in place, as
 * compact as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { absoluteLinks, docsBaseOf, missingBaseMessage, relativelyLinking } from '../docs-links.js';
import { isNode } from '../visitor.js';

const USAGE = 'usage: dap-docs-links BUNDLE.json --base-from OPENAPI_BUNDLE.json';

class UsageError extends Error {}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

export function main(args: readonly string[]): number {
  try {
    const at = args.indexOf('--base-from');
    const from = at >= 0 ? args[at + 1] : undefined;
    const files = args.filter((_, i) => i !== at && i !== at + 1);
    if (from === undefined || files.length !== 1 || files[0]?.startsWith('-')) throw new UsageError(USAGE);
    const file = files[0] ?? '';
    const bundle = readJson(file);
    const linking = relativelyLinking(bundle);
    if (linking.length === 0) return 0;
    const openapi = readJson(from);
    const base = docsBaseOf(openapi);
    if (base === undefined)
      throw new UsageError(
        `${from}: ${missingBaseMessage(isNode(openapi) && isNode(openapi['externalDocs']) ? openapi['externalDocs']['url'] : undefined)}`,
      );
    for (const node of linking) node.description = absoluteLinks(node.description, base);
    writeFileSync(file, JSON.stringify(bundle));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`dap-docs-links: ${error.message}\n`);
    return 2;
  }
}
