/**
 * The console at `console/`: Swagger UI's try-it-out over the site's bundled REST and Sandbox
 * Control specs, and a WebSocket panel (the pages of site/console/), with Swagger UI's assets
 * copied from the `swagger-ui-dist` package so that the page loads nothing from the network.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Where the console is, under the site's root. */
export const CONSOLE_DIR = 'console';

/** Swagger UI's files the page uses, and its licence and notice, which go with them (Apache-2.0). */
const SWAGGER_UI_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE', 'NOTICE'];

/** Writes the console into `dist`/console/; returns its HTML pages (for the site's offline check). */
export async function buildConsole(dist: string, siteDir: string): Promise<string[]> {
  const out = join(dist, CONSOLE_DIR);
  await mkdir(out, { recursive: true });
  const swaggerUi = dirname(require.resolve('swagger-ui-dist/package.json'));
  for (const file of SWAGGER_UI_FILES) {
    const text = await readFile(join(swaggerUi, file), 'utf8');
    // Its source maps are not shipped: a devtools window would ask for them and meet a 404.
    const withoutMap = text.replace(/\n?(\/\/|\/\*)# sourceMappingURL=\S+( \*\/)?\s*$/, '\n');
    await writeFile(join(out, file.startsWith('swagger-ui') ? file : `swagger-ui-${file}`), withoutMap);
  }
  const pages: string[] = [];
  for (const file of await readdir(join(siteDir, CONSOLE_DIR))) {
    await copyFile(join(siteDir, CONSOLE_DIR, file), join(out, file));
    if (file.endsWith('.html')) pages.push(join(out, file));
  }
  return pages;
}
