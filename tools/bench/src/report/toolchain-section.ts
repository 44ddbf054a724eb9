import type { ToolchainBenchmark } from '../toolchain/toolchain.js';
import { fixed, notMeasured, verdict } from './format.js';
import { failed, type Failed } from './results.js';

export function toolchainSection(t: ToolchainBenchmark | Failed): string {
  if (failed(t)) return notMeasured('Toolchain', t);
  return `## Toolchain

| command | time | turbo | target |
|---|---|---|---|
| \`pnpm generate --force\` (cold: nothing replayed from turbo's cache), median of ${t.generateRounds.length} | ${fixed(t.generate.seconds, 1)} s | ${t.generate.tasks} tasks run | |
| \`pnpm build\` with no change, median of ${t.buildRounds.length} | ${fixed(t.build.seconds)} s | ${t.build.cached}/${t.build.tasks} tasks from cache${t.build.fullTurbo ? ' (FULL TURBO)' : ''} | < ${t.targets.buildSeconds} s, all cached (${verdict(t.build.seconds < t.targets.buildSeconds && t.build.cached === t.build.tasks)}) |
`;
}
