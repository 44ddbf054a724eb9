#!/usr/bin/env node
// Run by every published package's `build`, after tsc: the CommonJS face of an ESM package.
// The packages stay ESM only at run time: `require()` of them loads their ES modules (Node.js
// ≥ 20.19's require(esm), their `engines` floor), so a program that mixes `import` and `require`
// holds one copy of each module (one DapError class, one set of state). What CommonJS TypeScript
// (`module: node16`, `commonjs`) needs besides is declarations it may `require`: the ESM ones, copied
// under dist/cjs/, which a `{"type":"commonjs"}` makes CommonJS; and, for each `require` target of
// `exports`, a one-line module that requires the ES module of that entry.
// A plain script, not built itself, like dap-prepack.
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const CJS = 'dist/cjs';

/** `{ import: { default }, require: { default } }` entries of `exports`, by subpath. */
const entries = Object.entries(manifest.exports ?? {}).filter(
  ([, target]) => typeof target === 'object' && target !== null && 'require' in target,
);
if (entries.length === 0) {
  console.error(`dap-cjs-entries: ${manifest.name} has no \`require\` condition in \`exports\`: nothing to write.`);
  process.exit(1);
}

mkdirSync(join(dir, CJS), { recursive: true });
writeFileSync(join(dir, CJS, 'package.json'), '{ "type": "commonjs" }\n');

// Every declaration, so the copies' relative imports find each other.
for (const entry of readdirSync(join(dir, 'dist'), { recursive: true, withFileTypes: true })) {
  const from = join(entry.parentPath, entry.name);
  const inCjs = !relative(join(dir, CJS), from).startsWith('..');
  if (!entry.isFile() || !entry.name.endsWith('.d.ts') || inCjs) continue;
  const to = join(dir, CJS, relative(join(dir, 'dist'), from));
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to);
}

for (const [subpath, { import: esm, require: cjs }] of entries) {
  const problem =
    typeof esm?.default !== 'string' || typeof cjs?.default !== 'string'
      ? 'needs `import.default` and `require.default`'
      : !cjs.default.startsWith(`./${CJS}/`)
        ? `its \`require.default\` must lie under ./${CJS}/`
        : undefined;
  if (problem) {
    console.error(`dap-cjs-entries: ${manifest.name}'s export ${subpath} ${problem}.`);
    process.exit(1);
  }
  const file = join(dir, cjs.default);
  const target = posix.relative(posix.dirname(cjs.default), esm.default);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `'use strict';\n// ${manifest.name}${subpath.slice(1)} is ESM; Node.js ≥ 20.19 requires it as it is (one copy of its state).\n` +
      `module.exports = require(${JSON.stringify(target.startsWith('.') ? target : `./${target}`)});\n`,
  );
}
