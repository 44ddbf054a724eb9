/** `pnpm build` runs this once the sources are compiled: it makes the store template (see `STORE_TEMPLATE`). */
import { makeStoreTemplate, STORE_TEMPLATE } from './pglite.js';

await makeStoreTemplate(STORE_TEMPLATE);
