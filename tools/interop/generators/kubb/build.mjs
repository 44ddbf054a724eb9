// Kubb's build, as its CLI runs it, without the CLI (which fetches its latest version from the
// registry and sends telemetry on every run; the suite uses no network). Run with the output folder's
// parent as the working directory: Kubb 4.39 writes its files relative to the working directory,
// whatever `root` says. Usage: node build.mjs <openapi.json>; writes kubb/zod/*.ts.
import { safeBuild } from '@kubb/core';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginZod } from '@kubb/plugin-zod';

const [input] = process.argv.slice(2);
const { error } = await safeBuild({
  config: {
    root: process.cwd(),
    input: { path: input },
    output: { path: './kubb', clean: true, format: false, lint: false, barrelType: 'named' },
    plugins: [pluginOas({ validate: false, generators: [] }), pluginZod({ output: { path: './zod' } })],
  },
});
if (error) throw error;
