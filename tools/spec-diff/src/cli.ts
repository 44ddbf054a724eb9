/**
 * `pnpm spec:diff`: the breaking-change gate. Compares the working specs with the released contract
 * (`specs/released/`), or with `specs/` at a git revision, and lists every change with its class.
 * Exit 0: nothing breaking, or a major release is declared; 1: breaking changes without a declared
 * major release; 2: usage error (unknown revision, bad arguments, no bundle to compare).
 */
import { parseArgs } from 'node:util';
import { compareWithReleased, compareWithRevision } from './gate/compare.js';
import { formatText, toJson, verdict } from './gate/report.js';
import { declaredBump } from './gate/versioning.js';
import { UsageError } from './inputs/errors.js';
import { repoRoot } from './inputs/git.js';

const USAGE = `Usage: dap-spec-diff [<git-ref>] [--json]

Compares the working specs (OpenAPI and AsyncAPI, bundled by \`pnpm build\`) with the released
contract in specs/released/, or with specs/ at <git-ref> (both sides bundled), and lists every
change, breaking or non-breaking from the consumer's side: in requests (what clients send) and
responses (what clients read; for the WebSocket, what the server sends).

Breaking changes fail unless a major release is declared with a changeset (\`pnpm changeset\`).

  --json   print the comparison as JSON instead of lines

A removal of an item deprecated with an x-sunset passes from its sunset on; the day compared with is
today (UTC), or SPEC_DIFF_TODAY=YYYY-MM-DD when set.

Exit codes: 0 no undeclared breaking change, 1 breaking changes, 2 usage error.`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
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
  if (positionals.length > 1)
    throw new UsageError('Give at most one <git-ref> to compare with (a branch, tag or commit).');

  const root = await repoRoot(process.cwd());
  const ref = positionals[0];
  const comparison = ref === undefined ? await compareWithReleased(root) : await compareWithRevision(root, ref);
  const result = verdict(comparison, await declaredBump(root));
  console.log(values.json ? JSON.stringify(toJson(comparison, result), null, 2) : formatText(comparison, result));
  return result.exitCode;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`spec:diff: ${error.message}\n\n${USAGE}`);
  } else {
    console.error(`spec:diff: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 2;
}
