/**
 * `dap-connection-limits BUNDLE`: appends the tables of the connection's limits and close codes
 * (`x-limits`, `x-close-codes`) to the AsyncAPI bundle's `info.description`, in place, as compact
 * as it was; run again, it replaces them. Exits 1 with each problem at its JSON pointer when they
 * are missing or malformed, 2 on usage errors.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readConnectionLimits, withConnectionLimits } from '../connection-limits.js';
import { isNode } from '../visitor.js';

const USAGE = 'usage: dap-connection-limits ASYNCAPI_BUNDLE.json';

export function main(args: readonly string[]): number {
  const say = (text: string) => process.stderr.write(`dap-connection-limits: ${text}\n`);
  const file = args[0];
  if (args.length !== 1 || file === undefined || file.startsWith('-')) {
    say(USAGE);
    return 2;
  }
  let bundle: unknown;
  try {
    bundle = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    say(`cannot read ${file} as JSON: ${(error as Error).message}`);
    return 2;
  }
  const read = readConnectionLimits(bundle);
  const info = isNode(bundle) ? bundle['info'] : undefined;
  if (!read.ok || !isNode(info) || typeof info['description'] !== 'string') {
    const problems = read.ok
      ? [{ pointer: '/info/description', message: 'the tables go into `info.description`, which must be a string' }]
      : read.problems;
    for (const problem of problems) say(`${file}#${problem.pointer}: ${problem.message}`);
    return 1;
  }
  info['description'] = withConnectionLimits(info['description'], read.value);
  writeFileSync(file, JSON.stringify(bundle));
  return 0;
}
