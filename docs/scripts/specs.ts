import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface SpecPage {
  /** Folder under dist/ and link target on the index. */
  id: string;
  /** The bundled spec's file name in @dap/specs; also offered for download beside the page. */
  file: 'openapi.json' | 'asyncapi.json' | 'sandbox-control.json';
  kind: string;
  /**
   * The Redocly configuration (in docs/) the page is bundled and rendered with: its decorator
   * dap/code-samples puts in the code samples of samples/ (one per operation and language, run by
   * samples' test), from `rest/` and `stream/` for the platform's APIs and from
   * `sandbox-control/rest/` for the Sandbox Control API.
   */
  config: 'redocly.yaml' | 'redocly-sandbox-control.yaml';
}

export const pages: SpecPage[] = [
  { id: 'rest', file: 'openapi.json', kind: 'REST API (OpenAPI 3.1)', config: 'redocly.yaml' },
  { id: 'stream', file: 'asyncapi.json', kind: 'WebSocket API (AsyncAPI 3.0)', config: 'redocly.yaml' },
  {
    id: 'sandbox-control',
    file: 'sandbox-control.json',
    kind: 'Sandbox Control API (OpenAPI 3.1), for tests',
    config: 'redocly-sandbox-control.yaml',
  },
];

export interface SpecInfo {
  path: string;
  title: string;
  version: string;
  summary: string;
}

/** A bundled spec of @dap/specs, parsed. */
export async function readBundle(file: SpecPage['file']): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(require.resolve(`@dap/specs/${file}`), 'utf8')) as Record<string, unknown>;
}

export async function readSpec(page: SpecPage): Promise<SpecInfo> {
  const path = require.resolve(`@dap/specs/${page.file}`);
  const spec = JSON.parse(await readFile(path, 'utf8')) as {
    info: { title: string; version: string; description?: string };
  };
  const firstParagraph = (spec.info.description ?? '').split(/\n\s*\n/)[0] ?? '';
  return { path, title: spec.info.title, version: spec.info.version, summary: firstParagraph.trim() };
}
