#!/usr/bin/env node
// The `prepack` of every published package (`pnpm pack` and `pnpm publish` run it in the package's
// folder): refuses to pack a package that is not built, so no tarball goes out without its code.
// A plain script, not built itself, so it works before anything is built. Exits 1 naming what is
// missing and the command that builds it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** Every file the manifest points at: `main`, `types`, `bin`, each target of `exports` and each entry of `files`. */
function targets(value) {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(targets);
}
const files = [...new Set([manifest.main, manifest.types, manifest.bin, manifest.exports].flatMap(targets))].filter(
  (file) => !file.includes('*'),
);
const missing = files.filter((file) => !existsSync(join(dir, file)));

if (missing.length > 0) {
  console.error(
    `dap-prepack: ${manifest.name} is not built (missing ${missing.join(', ')}), so its tarball would hold no code.\n` +
      `Build it and what it depends on at the repository root, then pack again:\n` +
      `  pnpm turbo run build --filter=${manifest.name}...`,
  );
  process.exit(1);
}
