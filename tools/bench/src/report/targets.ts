import { count, fixed, ms, NOT_MEASURED, times } from './format.js';
import { failed, type Results } from './results.js';
import { tenantTargets } from './tenants-section.js';
import { IN_PROCESS_WARM_START_TARGET_MS } from '../start/start.js';

export interface Target {
  what: string;
  figure: string;
  met: boolean;
}

/** Every target of the issue, with the figure it is judged on (not met when it could not be measured). */
export function targets({
  clientOverhead: c,
  bundleSize: b,
  rest,
  start,
  fanout,
  flood,
  tenants,
  toolchain,
}: Results): Target[] {
  const list: Target[] = [];
  if (failed(rest)) {
    list.push({ what: 'REST GET /v2/executions: sandbox ≥ 10× Prism', figure: NOT_MEASURED, met: false });
    list.push({ what: 'REST GET /v2/executions: sandbox ≥ 0.5× bare Fastify', figure: NOT_MEASURED, met: false });
    list.push({
      what: 'REST POST /v2/transfer/crypto-withdrawals: sandbox ≥ 1× Prism',
      figure: NOT_MEASURED,
      met: false,
    });
    list.push({
      what: 'REST POST /v2/transfer/crypto-withdrawals: 3 instances on PostgreSQL ≥ 2× Prism',
      figure: NOT_MEASURED,
      met: false,
    });
  } else {
    const [get, create] = rest.endpoints;
    if (get) {
      list.push({
        what: `REST ${get.name}: sandbox ≥ ${rest.targets.listSandboxToPrism}× Prism`,
        figure: times(get.sandboxToPrism),
        met: get.sandboxToPrism >= rest.targets.listSandboxToPrism,
      });
      list.push({
        what: `REST ${get.name}: sandbox ≥ ${rest.targets.listSandboxToBare}× bare Fastify`,
        figure: times(get.sandboxToBare),
        met: get.sandboxToBare >= rest.targets.listSandboxToBare,
      });
    }
    if (create) {
      const { createSandboxToPrism, createClusterToPrism } = rest.targets;
      list.push({
        what: `REST ${create.name}: sandbox ≥ ${createSandboxToPrism}× Prism`,
        figure: times(create.sandboxToPrism),
        met: create.sandboxToPrism >= createSandboxToPrism,
      });
      const ratio = create.clusterToPrism ?? Number.NaN;
      list.push({
        what: `REST ${create.name}: ${create.cluster?.instances ?? 3} instances on PostgreSQL ≥ ${createClusterToPrism}× Prism`,
        figure: create.cluster ? times(ratio) : NOT_MEASURED,
        met: ratio >= createClusterToPrism,
      });
    }
  }
  list.push(
    failed(c)
      ? { what: '@dap/client ≤ 1.10× fetch + AbortSignal.timeout', figure: NOT_MEASURED, met: false }
      : {
          what: `@dap/client ≤ ${fixed(c.target)}× fetch + AbortSignal.timeout`,
          figure: times(c.ratio),
          met: c.ratio <= c.target,
        },
  );
  list.push(
    failed(b)
      ? { what: '@dap/client bundle ≤ 10 kB min+gzip', figure: NOT_MEASURED, met: false }
      : {
          what: `@dap/client bundle ≤ ${b.limitBytes / 1000} kB min+gzip`,
          figure: `${fixed(b.clientBytes / 1000)} kB`,
          met: b.clientBytes <= b.limitBytes,
        },
  );
  if (failed(fanout)) {
    list.push({ what: 'WebSocket p99 < 20 ms at 1,000 subscribers', figure: NOT_MEASURED, met: false });
    list.push({
      what: 'WebSocket delivery ≥ 0.8× the raw ws broadcast at 1,000 subscribers',
      figure: NOT_MEASURED,
      met: false,
    });
  } else {
    const atScale = fanout.rows.find((row) => row.subscribers === fanout.targets.subscribers);
    if (atScale) {
      list.push({
        what: `WebSocket p99 < ${fanout.targets.p99Ms} ms at ${count(atScale.subscribers)} subscribers`,
        figure: ms(atScale.sandbox.p99Ms),
        met: atScale.sandbox.p99Ms < fanout.targets.p99Ms,
      });
      list.push({
        what: `WebSocket delivery ≥ ${fanout.targets.rateRatio}× the raw ws broadcast at ${count(atScale.subscribers)} subscribers`,
        figure: times(atScale.rateRatio),
        met: atScale.rateRatio >= fanout.targets.rateRatio,
      });
    }
  }
  if (failed(flood)) {
    list.push({
      what: "WebSocket flood: another client's REST p99 ≤ 2× without the flood",
      figure: NOT_MEASURED,
      met: false,
    });
    list.push({
      what: "WebSocket flood: another client's market-data p99 lag ≤ 2× without the flood",
      figure: NOT_MEASURED,
      met: false,
    });
  } else {
    list.push({
      what: `WebSocket flood: another client's REST p99 ≤ ${flood.targets.restP99Ratio}× without the flood`,
      figure: times(flood.ratios.restP99),
      met: flood.ratios.restP99 <= flood.targets.restP99Ratio,
    });
    list.push({
      what: `WebSocket flood: another client's market-data p99 lag ≤ ${flood.targets.streamP99Ratio}× without the flood`,
      figure: times(flood.ratios.streamP99),
      met: flood.ratios.streamP99 <= flood.targets.streamP99Ratio,
    });
  }
  list.push(...tenantTargets(tenants));
  const warm = failed(start) || !start.inProcess ? Number.NaN : start.inProcess.warmP50Ms;
  list.push({
    what: `startSandbox() in-process, after the first: p50 ≤ ${count(IN_PROCESS_WARM_START_TARGET_MS)} ms`,
    figure: Number.isNaN(warm) ? NOT_MEASURED : `${count(warm)} ms`,
    met: warm <= IN_PROCESS_WARM_START_TARGET_MS,
  });
  list.push(
    failed(toolchain)
      ? { what: "no-change `pnpm build` < 2 s, every task from turbo's cache", figure: NOT_MEASURED, met: false }
      : {
          what: `no-change \`pnpm build\` < ${toolchain.targets.buildSeconds} s, every task from turbo's cache`,
          figure: `${fixed(toolchain.build.seconds)} s, ${toolchain.build.cached}/${toolchain.build.tasks} cached`,
          met:
            toolchain.build.seconds < toolchain.targets.buildSeconds &&
            toolchain.build.cached === toolchain.build.tasks,
        },
  );
  return list;
}
