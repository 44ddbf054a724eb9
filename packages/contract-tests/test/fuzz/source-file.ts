import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../support/workspace.js';

const OPERATIONS_DIR = join(repoRoot, 'specs/openapi/operations');

/** The hand-written file an operation comes from (`specs/openapi/operations/…`), for failure messages. */
export function sourceFileOf(operationId: string): string {
  for (const group of readdirSync(OPERATIONS_DIR)) {
    for (const file of readdirSync(join(OPERATIONS_DIR, group))) {
      if (readFileSync(join(OPERATIONS_DIR, group, file), 'utf8').includes(`operationId: ${operationId}`))
        return relative(repoRoot, join(OPERATIONS_DIR, group, file));
    }
  }
  return 'specs/dist/openapi.json';
}
