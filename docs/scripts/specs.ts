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
   * Whether its operations show the code samples of samples/ (the decorator dap/code-samples, which
   * needs one per operation). The Sandbox Control API's come with the sandbox's controls, which
   * samples' test runs them against; until then its page is the bundle as it is.
   */
  samples: boolean;
}

export const pages: SpecPage[] = [
  { id: 'rest', file: 'openapi.json', kind: 'REST API (OpenAPI 3.1)', samples: true },
  { id: 'stream', file: 'asyncapi.json', kind: 'WebSocket API (AsyncAPI 3.0)', samples: true },
  { id: 'sandbox-control', file: 'sandbox-control.json', kind: 'Sandbox Control API (OpenAPI 3.1), for tests', samples: false },
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
