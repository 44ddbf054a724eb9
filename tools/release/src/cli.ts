/**
 * `dap-release version [--dry-run]`: cuts a release of the contract (see version.ts). The root script
 * `pnpm release:version` builds first, so the working bundles are fresh.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot, UsageError } from '@dap/spec-diff';
import { cutRelease, ReleaseError } from './version.js';

const USAGE = `Usage: dap-release version [--dry-run]

Applies the pending changesets (package versions, CHANGELOG.md files) after checking that they declare
at least the release the spec diff needs (breaking: major; additive: minor), sets every spec's
info.version to the new version, regenerates the packages, and writes the released contract and its
change history to specs/released/. The first release takes the version the specs already state.

  --dry-run   only print what the release would be`;

/** `pnpm generate`: bundles the specs with their new version and regenerates every package from them. */
const generate = (root: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('pnpm', ['run', 'generate'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new ReleaseError(
              `pnpm generate failed (exit ${code}); the release is half-written: inspect git status, fix, and run it again after \`git checkout -- .\`.`,
            ),
          ),
    );
  });

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] !== 'version') throw new UsageError('Say `dap-release version`.');
  const root = await repoRoot(process.cwd());
  const date = new Date().toISOString().slice(0, 10);
  const result = await cutRelease(root, { date, rebuild: generate, dryRun: values['dry-run'] });
  const breaking = result.findings.filter((f) => f.severity === 'breaking').length;
  const from = result.previous ? `${result.previous} → ${result.version}` : `${result.version} (the first release)`;
  console.log(
    `Release ${from}: ${result.declared} declared, ${result.required} required by the spec diff (${breaking} breaking, ${result.findings.length - breaking} non-breaking changes).`,
  );
  console.log(`Packages: ${result.packages.join(', ')}`);
  if (values['dry-run']) return 0;
  console.log(`\nWritten:\n  ${result.written.map((f) => f.slice(root.length + 1)).join('\n  ')}`);
  console.log(
    `\nNext: review \`git diff\`, run \`pnpm test\` and \`pnpm release:check\`, commit as "Release ${result.version}", then \`pnpm release:publish\`.`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`release: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof ReleaseError) {
    console.error(`release: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
