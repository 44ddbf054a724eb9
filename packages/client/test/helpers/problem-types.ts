/**
 * The problem types of the spec the client is built against: the `x-problem-types` catalogue of the
 * bundled OpenAPI document, whose entries carry their type URIs (docs pages). Tests take the URIs
 * from here instead of writing the docs base URL out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Spec {
  components: {
    schemas: { Problem: { 'x-problem-types': Record<string, { type: string; status: number; title: string }> } };
  };
}

const catalogue = (JSON.parse(readFileSync(require.resolve('@dap/specs/openapi.json'), 'utf8')) as Spec).components
  .schemas.Problem['x-problem-types'];

/** The catalogue entry of `code` (type URI, status, title); throws for a code the spec does not list. */
export function problemType(code: string): { type: string; status: number; title: string } {
  const entry = catalogue[code];
  if (!entry) throw new Error(`The spec lists no problem type ${code} (x-problem-types of its Problem schema).`);
  return entry;
}
