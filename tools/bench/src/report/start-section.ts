import type { StartBenchmark } from '../start/start.js';
import type { StepMark } from '../start/start-steps.js';
import { count, mib, notMeasured } from './format.js';
import { failed, type Failed } from './results.js';

const STEP_LABEL: Record<string, string> = {
  node: 'Node.js up to the start script',
  modules: 'loading the modules (Fastify, the sandbox, PGlite)',
  store: 'opening the store',
  'demo-data': 'the demo data, the signing keys',
  'read-models': 'the read models, settlements, the market',
  listen: 'listening',
  'first requests': 'the first requests (a token, a page of executions)',
  'at rest': 'two seconds at rest',
};

function stepRows(empty: readonly StepMark[], existing: readonly StepMark[]): string[] {
  const cells = (marks: readonly StepMark[], i: number) => {
    const mark = marks[i];
    if (!mark) return ' | | ';
    const before = marks[i - 1] ?? { ms: 0, cpuMs: 0, rssBytes: 0 };
    return `${count(mark.ms - before.ms)} ms | ${count(mark.cpuMs - before.cpuMs)} ms | ${mib(mark.rssBytes)}`;
  };
  return empty.map(
    (mark, i) => `| ${STEP_LABEL[mark.step] ?? mark.step} | ${cells(empty, i)} | ${cells(existing, i)} |`,
  );
}

export function startSection(start: StartBenchmark | Failed): string {
  if (failed(start)) return notMeasured('Start and stop', start);
  const { empty, existing } = start.byDataDir;
  const row = (measure: string, cell: (f: typeof empty) => string) =>
    `| ${measure} | ${cell(empty)} | ${cell(existing)} |`;
  return `## Start and stop

\`dap-sandbox\` (what \`pnpm start\` runs) spawned on an empty data directory, stopped with SIGTERM, then
spawned again on the directory it left; ${start.settings.rounds} rounds, medians. Store open, memory and the steps: the same
start (\`startSandbox()\`, which \`dap-sandbox\` calls) in a fresh process per start, each step timed as the sandbox reports it.

| measure | empty data directory | existing data directory |
|---|---|---|
${row('cold start: spawn to the first answered request', (f) => `**${count(f.coldStartMs)} ms**`)}
${row('CPU time of the process by then', (f) => `${count(f.coldStartCpuMs)} ms`)}
${row('store open', (f) => `**${count(f.storeOpenMs)} ms**`)}
${row('CPU time of the store open', (f) => `${count(f.storeOpenCpuMs)} ms`)}
${row('resident memory at rest, after the first requests', (f) => `**${mib(f.rssAtRestBytes)}**`)}
${row('stop: SIGTERM to exit', (f) => `${count(f.stopMs)} ms`)}
${row('cold start per round', (f) => f.runs.map((r) => `${count(r.cold.ms)} ms`).join(', '))}

${
  start.inProcess
    ? `\`startSandbox()\` (in-process, as a test runner's setup starts it; a free port, a store in memory), one start after
another in a fresh process, each from the call to the first answered request: the first **${count(start.inProcess.firstMs)} ms**
(the modules loaded, the first store made), then a median of **${count(start.inProcess.warmP50Ms)} ms** over ${start.inProcess.warmMs.length}
starts (${start.inProcess.warmMs.map((t) => `${count(t)} ms`).join(', ')}).`
    : '`startSandbox()` in-process: not measured in this run.'
}

The start step by step (the round with the median store open): how long each step took, its CPU time, and the
resident memory when it ended.

| step | empty: time | CPU | RSS after | existing: time | CPU | RSS after |
|---|---|---|---|---|---|---|
${stepRows(empty.steps, existing.steps).join('\n')}
`;
}
