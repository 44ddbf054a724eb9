import { clientSection } from './client-section.js';
import { fanoutSection } from './fanout-section.js';
import { floodSection } from './flood-section.js';
import { fixed, verdict } from './format.js';
import { methodSection } from './method-section.js';
import { restSection } from './rest-section.js';
import type { Results } from './results.js';
import { startSection } from './start-section.js';
import { targets } from './targets.js';
import { tenantsSection } from './tenants-section.js';
import { toolchainSection } from './toolchain-section.js';

export function renderMarkdown(results: Results): string {
  const { machine, clientOverhead: c, bundleSize: b, toolchain: t } = results;
  const list = targets(results);
  const merged = Object.entries(results.merged ?? {}).map(
    ([part, at]) =>
      `\`${part}\` on ${at.date.slice(0, 10)} (the load average ${fixed(at.loadAverage.start, 1)} at its start, ${fixed(at.loadAverage.end ?? NaN, 1)} at its end)`,
  );
  return `# Benchmarks

Measured by \`pnpm bench\` on ${machine.date.slice(0, 10)}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node.js ${machine.node}.
The 1-minute load average was ${fixed(machine.loadAverage.start, 1)} when the run started and ${fixed(machine.loadAverage.end ?? NaN, 1)} when it ended: the benchmarks
keep about two processes busy themselves, more means other work competed for the cores. Everything runs on
127.0.0.1; each server and each load generator runs in its own process. Absolute figures drift on a shared
machine; the ratios, measured side by side in one run, are what to compare. How each figure is measured is
at the end.${merged.length > 0 ? `\n\nMeasured later, each in a run of its own, and merged in (\`dap-bench --only <part> --merge\`): ${merged.join('; ')}.` : ''}

## Targets

| target | measured | |
|---|---|---|
${list.map((target) => `| ${target.what} | ${target.figure} | ${verdict(target.met)} |`).join('\n')}

${restSection(results.rest)}
${startSection(results.start)}
${clientSection(c, b)}
${fanoutSection(results.fanout)}
${floodSection(results.flood)}
${tenantsSection(results.tenants)}
${toolchainSection(t)}
${methodSection(t)}`;
}
