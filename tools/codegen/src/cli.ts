/** `dap-codegen <target>`: regenerates the calling package's src/generated/ from the bundled specs. */
import { resolve } from 'node:path';
import { writeGenerated } from './common/files.js';
import { generateTarget, targets } from './targets.js';

const [name] = process.argv.slice(2);
const target = name === undefined ? undefined : targets[name];
if (!target) {
  console.error(`usage: dap-codegen <${Object.keys(targets).join('|')}>`);
  process.exit(2);
}
const out = resolve('src/generated');
const files = await generateTarget(target);
await writeGenerated(out, files);
console.log(`dap-codegen ${name}: wrote ${Object.keys(files).join(', ')} to ${out}`);
