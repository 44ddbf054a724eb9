#!/usr/bin/env node
// @dap/sandbox's prepack and postpack: the docs site it serves at /docs/ (the repository's
// docs/dist, built by `pnpm run docs`) goes into the package as docs-site/ for the tarball
// (`node scripts/docs-site.js copy`), and out of the working tree again after (`… remove`).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('../docs-site/', import.meta.url));
const built = fileURLToPath(new URL('../../../docs/dist/', import.meta.url));

rmSync(site, { recursive: true, force: true });
if (process.argv[2] !== 'remove') {
  if (!existsSync(`${built}index.html`)) {
    console.error(
      `@dap/sandbox: the docs site it serves is not built (no index.html in ${built}), so its tarball would serve none.\n` +
        'Build it at the repository root, then pack again:\n  pnpm turbo run docs --filter=@dap/docs',
    );
    process.exit(1);
  }
  cpSync(built, site, { recursive: true });
}
