import fastifyStatic from '@fastify/static';
import { problems, type ApiServer } from '@dap/server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerProblemPages } from './problem-pages.js';

/** The package's folder, found from this file (src/http or dist/http). */
const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The docs site served by default: in this repository (a `pnpm-workspace.yaml` two folders up), the
 * repository's `docs/dist`, made by `pnpm run docs`; in an installed package, its own copy, `docs-site/`,
 * which packing takes from there (`scripts/docs-site.js`).
 */
export const DEFAULT_DOCS_DIR = existsSync(join(PACKAGE_DIR, '../../pnpm-workspace.yaml'))
  ? join(PACKAGE_DIR, '../../docs/dist/')
  : join(PACKAGE_DIR, 'docs-site/');

/** Where the docs are served. */
export const DOCS_PATH = '/docs/';

/**
 * Serves the docs site at `/docs/` (`/docs` redirects there with 301, so the pages' relative links work),
 * and each problem type's page at its type URI's path, `/docs/problems/<code>` (`problem-pages.ts`).
 * Whether it is built is decided at start: without `index.html` in `docsDir`, `/docs` and
 * everything under it answer a 404 problem saying to run `pnpm run docs` (and restart).
 */
export async function registerDocs(app: ApiServer, docsDir: string): Promise<{ built: boolean }> {
  if (existsSync(join(docsDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: docsDir,
      prefix: '/docs',
      redirect: true,
      index: 'index.html',
      decorateReply: false,
    });
    registerProblemPages(app, docsDir, DOCS_PATH);
    return { built: true };
  }
  const notBuilt = async () => {
    throw problems.notFound(
      `The docs site is not built (no index.html in ${docsDir}): run \`pnpm run docs\` at the repository root, then restart the sandbox.`,
    );
  };
  app.get('/docs', notBuilt);
  app.get('/docs/*', notBuilt);
  return { built: false };
}
