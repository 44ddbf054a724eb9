/**
 * `pnpm contract:verify`: holds a deployment to the contract and reports per operation and channel.
 * Exit 0: everything checked conforms; 1: violations; 2: usage error (see USAGE).
 */
import { writeFile } from 'node:fs/promises';
import { parseCli, UsageError, USAGE } from './args.js';
import { formatJunit } from './report/junit.js';
import { exitCodeOf } from './report/model.js';
import { formatTable } from './report/table.js';
import { verify } from './verify.js';

async function main(argv: string[]): Promise<number> {
  const cli = parseCli(argv, process.env);
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  const { report, anyToken, refusedScopes } = await verify(cli.verify);
  console.log(formatTable(report));
  if (cli.junit !== undefined) await writeFile(cli.junit, formatJunit(report));
  if (!anyToken) {
    const reasons = [...new Set(refusedScopes.values())].join('; ');
    console.error(
      `\ncontract:verify: no token was granted to DAP_CLIENT_ID at ${cli.verify.tokenUrl.href} (${reasons}): check the credentials and the token URL.`,
    );
    return 2;
  }
  return exitCodeOf(report);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) console.error(`contract:verify: ${error.message}\n\n${USAGE}`);
  else console.error(`contract:verify: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 2;
}
