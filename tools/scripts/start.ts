/**
 * `pnpm start` until the sandbox exists: turbo has just bundled the specs and built the docs; say
 * where they are.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => pathToFileURL(`${root}${path}`).href;

console.log(`
Specs bundled and docs built.

  Docs (open in a browser, works offline)  ${at('docs/dist/index.html')}
  OpenAPI bundle                           ${at('specs/dist/openapi.json')}
  AsyncAPI bundle                          ${at('specs/dist/asyncapi.json')}

The local sandbox (REST, token endpoint and WebSocket on 127.0.0.1:8080) is not built yet.
`);
