/**
 * `pnpm spec:diff <git-ref>`: the breaking-change gate. Bundles both specs at `<git-ref>` and in the
 * working tree, and lists what would break clients. Exit 0: nothing breaking; 1: breaking changes;
 * 2: usage error (unknown revision, bad arguments) or nothing could be compared.
 */
import { parseArgs } from 'node:util';
import { compareWithRevision } from './compare.js';
import { UsageError } from './errors.js';
import { latestReleaseTag, repoRoot } from './git.js';
import { formatText, toJson, verdict } from './report.js';

const USAGE = `Usage: dap-spec-diff <git-ref> [--json] [--allow-major-bump]
       dap-spec-diff --against-latest-tag [--json]

Compares specs/ (OpenAPI and AsyncAPI, bundled) in the working tree with specs/ at <git-ref> and
lists breaking changes: in requests (what clients send) and responses (what clients read).

  --json                 print the findings as JSON instead of lines
  --against-latest-tag   compare with the newest release tag (v*); exits 0 when there is none yet.
                         Implies --allow-major-bump.
  --allow-major-bump     breaking changes of a spec whose info.version major went up are listed
                         as accepted and do not fail

Exit codes: 0 no breaking change, 1 breaking changes, 2 usage error.`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        'against-latest-tag': { type: 'boolean', default: false },
        'allow-major-bump': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const latest = values['against-latest-tag'];
  if (latest ? positionals.length !== 0 : positionals.length !== 1) {
    throw new UsageError(latest ? '--against-latest-tag takes no <git-ref>.' : 'Give exactly one <git-ref> to compare with (a branch, tag or commit).');
  }

  const root = await repoRoot(process.cwd());
  let ref = positionals[0];
  if (latest) {
    ref = await latestReleaseTag(root);
    if (ref === undefined) {
      const message = 'spec:diff: no release tag (v*) yet, so there is no published contract to compare with.';
      console.log(values.json ? JSON.stringify({ base: null, message, findings: [] }) : message);
      return 0;
    }
  }
  const comparison = await compareWithRevision(root, ref!);
  const result = verdict(comparison, latest || values['allow-major-bump']);
  console.log(values.json ? JSON.stringify(toJson(comparison, result), null, 2) : formatText(comparison, result));
  return result.exitCode;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`spec:diff: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(`spec:diff: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
