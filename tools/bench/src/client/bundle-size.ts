import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export interface BundleSize {
  /** Minified + gzipped bytes of @dap/client, openapi-fetch included. */
  clientBytes: number;
  /** The same for openapi-fetch alone. */
  openapiFetchBytes: number;
  ratio: number;
  limitBytes: number;
}

async function minGzip(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

export async function measureBundleSize(): Promise<BundleSize> {
  // The ESM entry, as a browser app's bundler picks it: require.resolve would find the CommonJS one,
  // a require() of it that esbuild cannot tree-shake.
  const clientBytes = await minGzip(fileURLToPath(import.meta.resolve('@dap/client')));
  const openapiFetchBytes = await minGzip(require.resolve('openapi-fetch'));
  return { clientBytes, openapiFetchBytes, ratio: clientBytes / openapiFetchBytes, limitBytes: 10_000 };
}
