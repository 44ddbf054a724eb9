import { describe, expect, it } from 'vitest';
import type { FanoutFigures } from '../src/fanout/fanout-rounds.js';
import type { FloodFigures } from '../src/flood/flood.js';
import { median, percentile } from '../src/harness/stats.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { failed, type Results } from '../src/report/results.js';
import { targets } from '../src/report/targets.js';
import type { RestFigures } from '../src/rest/rest.js';
import type { StartFigures } from '../src/start/start.js';
import { createFigures, type CreateFigures } from '../src/tenants/creates.js';
import type { TenantFigures } from '../src/tenants/tenant-load.js';
import { frameKey, frameKeyOf } from '../src/stream/frames.js';

const rest = (rps: number): RestFigures => ({
  rps,
  p50Ms: 1,
  p99Ms: 2,
  peakRssBytes: 100 * 2 ** 20,
  bytesPerResponse: 1000,
  roundsRps: [rps],
  failures: { otherStatuses: {}, errors: 0 },
});
const fanout = (perSecond: number, p99Ms: number): FanoutFigures => ({
  perSecond,
  sentPerSecond: perSecond / 1000,
  p50Ms: 1,
  p99Ms,
  maxMs: 30,
  completeness: 1,
  peakRssBytes: 50 * 2 ** 20,
  closedByServer: {},
  rounds: [],
});

const floodFigures = (p50Ms: number, p99Ms: number): FloodFigures => ({
  restP50Ms: p50Ms,
  restP99Ms: p99Ms,
  restMaxMs: 2 * p99Ms,
  restCalls: 1_200,
  restFailed: 0,
  streamP50Ms: p50Ms,
  streamP99Ms: p99Ms,
  streamMaxMs: 2 * p99Ms,
  streamCompleteness: 1,
  serverCpu: 0.2,
  peakRssBytes: 200 * 2 ** 20,
});

const mark = (step: string, ms: number, rssMiB: number) => ({ step, ms, cpuMs: ms, rssBytes: rssMiB * 2 ** 20 });
const start = (coldStartMs: number, storeOpenMs: number): StartFigures => ({
  coldStartMs,
  coldStartCpuMs: coldStartMs * 1.5,
  stopMs: 40,
  storeOpenMs,
  storeOpenCpuMs: storeOpenMs * 1.5,
  rssAtRestBytes: 180 * 2 ** 20,
  runs: [{ cold: { ms: coldStartMs, cpuMs: coldStartMs * 1.5, rssBytes: 180 * 2 ** 20 }, stopMs: 40, exitCode: 0 }],
  steps: [
    mark('node', 40, 45),
    mark('modules', 240, 80),
    mark('store', 240 + storeOpenMs, 160),
    mark('listen', 300 + storeOpenMs, 170),
  ],
});

const creates = (p50Ms: number, p99Ms: number): CreateFigures => ({
  calls: 950,
  p50Ms,
  p99Ms,
  maxMs: 2 * p99Ms,
  byHundred: Array.from({ length: 10 }, () => ({ p50Ms, p99Ms })),
  tenantsInStore: 1_002,
});
const tenantLoad = (cpuUsPerRequest: number): TenantFigures => ({
  ...rest(2_000),
  cpuUsPerRequest,
  roundsCpuUs: [cpuUsPerRequest, cpuUsPerRequest],
});
const tenantEndpoint = (name: string, cpuRatio: number) => ({
  name,
  request: 'The request',
  one: tenantLoad(300),
  many: tenantLoad(300 * cpuRatio),
  roundCpuRatios: [cpuRatio, cpuRatio],
  cpuRatio,
  rpsRatio: 1,
  p50Ratio: 1,
  p99Ratio: 1,
});

function results({
  list = 20_000,
  create = 1_200,
  cluster = 2_400,
  p99 = 12,
  floodP99 = 3,
  tenantP99 = 20,
  postCpu = 1.05,
  warmStart = 400,
} = {}): Results {
  const endpoint = (sandbox: number) => ({
    name: 'GET /v2/executions',
    request: 'The first page',
    results: { sandbox: rest(sandbox), prism: rest(1_000), bare: rest(30_000) },
    sandboxToPrism: sandbox / 1_000,
    sandboxToBare: sandbox / 30_000,
  });
  return {
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      memoryGiB: 24,
      node: 'v20.20.2',
      date: '2026-11-21T10:00:00.000Z',
      loadAverage: { start: 0.5, end: 1.25 },
    },
    clientOverhead: {
      requests: 10_000,
      rounds: 5,
      fetchMs: 2_000,
      fetchWithTimeoutMs: 2_050,
      clientMs: 2_100,
      ratio: 2_100 / 2_050,
      ratioToBareFetch: 1.05,
      target: 1.1,
    },
    bundleSize: { clientBytes: 7_000, openapiFetchBytes: 3_000, ratio: 7 / 3, limitBytes: 10_000 },
    rest: {
      settings: { connections: 10, warmupSeconds: 2, rounds: 5, roundSeconds: 3 },
      rssAtRest: { sandbox: 150 * 2 ** 20, prism: 300 * 2 ** 20, bare: 60 * 2 ** 20 },
      processes: { sandbox: 1, prism: 1, bare: 1 },
      endpoints: [
        endpoint(list),
        {
          ...endpoint(create),
          name: 'POST /v2/transfer/crypto-withdrawals',
          cluster: {
            instances: 3,
            rps: cluster,
            p50Ms: 3,
            p99Ms: 9,
            roundsRps: [cluster],
            failures: { otherStatuses: {}, errors: 0 },
          },
          clusterToPrism: cluster / 1_000,
        },
      ],
      targets: { listSandboxToPrism: 10, listSandboxToBare: 0.5, createSandboxToPrism: 1, createClusterToPrism: 2 },
    },
    start: {
      settings: { rounds: 3 },
      byDataDir: { empty: start(1_200, 800), existing: start(700, 300) },
      inProcess: { firstMs: 2_500, warmP50Ms: warmStart, warmMs: [warmStart, warmStart + 50] },
    },
    fanout: {
      settings: {
        subscribers: [1, 1_000],
        channel: 'market_data',
        market: 'BTCUSD',
        tickMs: 10,
        warmupSeconds: 2,
        rounds: 3,
        roundSeconds: 4,
      },
      rows: [
        { subscribers: 1, sandbox: fanout(95, 0.5), raw: fanout(95, 0.4), rateRatio: 1 },
        { subscribers: 1_000, sandbox: fanout(90_000, p99), raw: fanout(93_000, 15), rateRatio: 90 / 93 },
      ],
      duplicateKeys: 0,
      targets: { subscribers: 1_000, p99Ms: 20, rateRatio: 0.8 },
    },
    flood: {
      settings: {
        market: 'BTCUSD',
        tickMs: 20,
        restPath: '/executions?limit=5',
        restIntervalMs: 10,
        framesPerConnection: 10_000,
        warmupSeconds: 2,
        warmupRounds: 1,
        rounds: 3,
        windowSeconds: 4,
      },
      quiet: floodFigures(1, 2),
      flood: floodFigures(1.2, floodP99),
      ratios: { restP99: floodP99 / 2, streamP99: floodP99 / 2 },
      cpuPerFloodFrameUs: 1.25,
      flooders: {
        malformed: { connections: 6, frames: 60_000, closes: { '1008': 6 } },
        silent: { connections: 6, frames: 60_006, closes: { '1006': 6 } },
      },
      windows: [],
      targets: { restP99Ratio: 2, streamP99Ratio: 2 },
    },
    tenants: {
      settings: { tenants: 1_000, warmupCreates: 50, connections: 10, warmupSeconds: 2, rounds: 6, roundSeconds: 3 },
      create: { embedded: creates(5, tenantP99), postgres: creates(4, 15) },
      rssAtRest: { one: 240 * 2 ** 20, many: 270 * 2 ** 20 },
      endpoints: [
        tenantEndpoint('GET /v2/executions', 0.98),
        tenantEndpoint('POST /v2/transfer/crypto-withdrawals', postCpu),
      ],
      loadAverage: { start: 3.5, end: 4.25 },
      targets: { createP99Ms: 100, cpuRatio: 1.1 },
    },
    toolchain: {
      generate: { seconds: 21, tasks: 13, cached: 0, fullTurbo: false },
      generateRounds: [],
      build: { seconds: 0.5, tasks: 15, cached: 15, fullTurbo: true },
      buildRounds: [],
      targets: { buildSeconds: 2 },
    },
  };
}

describe('the statistics', () => {
  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes nearest-rank percentiles of sorted values', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('the frame key', () => {
  const frame =
    '{"channel":"market_data","payload":{"market":"BTCUSD","type":"UPDATE","time":"2026-11-21T10:15:30.123Z","bids":[],"asks":[]}}';

  it("is a market_data frame's time, read from the text or from the received bytes", () => {
    expect(frameKey(frame)).toBe('2026-11-21T10:15:30.123Z');
    expect(frameKeyOf(Buffer.from(frame))).toBe('2026-11-21T10:15:30.123Z');
  });

  it('is absent from frames without a time (acknowledgements)', () => {
    expect(frameKey('{"type":"subscribe","channels":[]}')).toBeUndefined();
    expect(frameKeyOf(Buffer.from('{"type":"subscribe","channels":[]}'))).toBeUndefined();
  });
});

describe('the report', () => {
  it('judges every target of the issue on its figure', () => {
    const met = targets(results());
    expect(met).toHaveLength(15);
    expect(met.every((target) => target.met)).toBe(true);
    const missed = targets(
      results({
        list: 9_000,
        create: 900,
        cluster: 1_900,
        p99: 25,
        floodP99: 5,
        tenantP99: 120,
        postCpu: 1.15,
        warmStart: 1_500,
      }),
    )
      .filter((target) => !target.met)
      .map((target) => target.what);
    expect(missed).toEqual([
      'REST GET /v2/executions: sandbox ≥ 10× Prism',
      'REST GET /v2/executions: sandbox ≥ 0.5× bare Fastify',
      'REST POST /v2/transfer/crypto-withdrawals: sandbox ≥ 1× Prism',
      'REST POST /v2/transfer/crypto-withdrawals: 3 instances on PostgreSQL ≥ 2× Prism',
      'WebSocket p99 < 20 ms at 1,000 subscribers',
      "WebSocket flood: another client's REST p99 ≤ 2× without the flood",
      "WebSocket flood: another client's market-data p99 lag ≤ 2× without the flood",
      'createTenant over HTTP, embedded store: p99 ≤ 100 ms',
      'REST POST /v2/transfer/crypto-withdrawals with 1,000 tenants in the store: CPU per request ≤ 1.10× the demo tenants alone',
      'startSandbox() in-process, after the first: p50 ≤ 1,000 ms',
    ]);
  });

  it('names the machine and the date, and shows every ratio with its verdict', () => {
    const markdown = renderMarkdown(results({ list: 10_000 }));
    expect(markdown).toContain('on 2026-11-21: Test CPU, 2 cores, 24 GiB, Node.js v20.20.2.');
    expect(markdown).toContain('load average was 0.5 when the run started and 1.3 when it ended');
    expect(markdown).toContain('| REST GET /v2/executions: sandbox ≥ 10× Prism | 10.00× | meets target |');
    expect(markdown).toContain('| REST GET /v2/executions: sandbox ≥ 0.5× bare Fastify | 0.33× | **misses target** |');
    expect(markdown).toContain(
      '| 1,000 | sandbox | 90,000 | 90 | 1.00 ms | 12.00 ms | 30.00 ms | 100.0 % | 50.0 MiB | **0.97×** |',
    );
    expect(markdown).toContain('Every answer was a 2xx.');
    expect(markdown).toContain('| REST p99 latency | 2.00 ms | 3.00 ms | **1.50×** |');
    expect(markdown).toContain('| market-data p99 lag | 2.00 ms | 3.00 ms | **1.50×** |');
    expect(markdown).toContain('60,000 malformed frames on 6 connections (ended: 6 × 1008)');
    expect(markdown).toContain('**1.25 µs per frame sent**');
  });

  it('shows the writes on three instances on PostgreSQL beside Prism, their rates summed', () => {
    const markdown = renderMarkdown(results({ cluster: 2_500 }));
    expect(markdown).toContain("| requests/s (median of the rounds' sums) | 2,500 | 1,000 | **2.50×** |");
    expect(markdown).toContain(
      '| REST POST /v2/transfer/crypto-withdrawals: 3 instances on PostgreSQL ≥ 2× Prism | 2.50× | meets target |',
    );
  });

  it("shows each server's memory at rest and its peak under each endpoint's load, beside bare Fastify", () => {
    const markdown = renderMarkdown(results());
    expect(markdown).toContain('| at rest | 150.0 MiB | 300.0 MiB | 60.0 MiB | 0.50× | 2.50× |');
    expect(markdown).toContain('| peak under GET /v2/executions | 100.0 MiB | 100.0 MiB | 100.0 MiB | 1.00× | 1.00× |');
  });

  it('shows the cold start and the store open on an empty and an existing data directory, and the steps of a start', () => {
    const markdown = renderMarkdown(results());
    expect(markdown).toContain('| cold start: spawn to the first answered request | **1,200 ms** | **700 ms** |');
    expect(markdown).toContain('| store open | **800 ms** | **300 ms** |');
    expect(markdown).toContain('| opening the store | 800 ms | 800 ms | 160.0 MiB | 300 ms | 300 ms | 160.0 MiB |');
  });

  it('says which flood windows were a warm-up and not counted', () => {
    expect(renderMarkdown(results())).toContain(
      'windows of 4 s: a pair first, not counted (the warm-up), then 3 without a flood and 3 with one, alternating.',
    );
  });

  it('reports answers other than 2xx instead of hiding them', () => {
    const r = results();
    if (failed(r.rest)) throw new Error('unreachable');
    r.rest.endpoints[0]!.results.sandbox.failures = { otherStatuses: { '429': 12 }, errors: 3 };
    expect(renderMarkdown(r)).toContain(
      '**Answers other than 2xx** (not counted as throughput): sandbox: 12 × 429, 3 connection errors or timeouts.',
    );
  });

  it('marks a benchmark that could not be measured, and counts its targets as not met', () => {
    const r = {
      ...results(),
      toolchain: { error: 'pnpm run generate --force failed (2):\n@dap/server:build: error TS2322' },
    };
    const markdown = renderMarkdown(r);
    expect(markdown).toContain('## Toolchain\n\n**Not measured in this run:** pnpm run generate --force failed (2):');
    expect(targets(r).find((target) => target.what.startsWith('no-change'))).toMatchObject({
      figure: 'not measured (see below)',
      met: false,
    });
  });

  it("shows createTenant's p50 and p99 on both stores, each hundred's, and judges the embedded p99", () => {
    const markdown = renderMarkdown(results({ tenantP99: 20 }));
    expect(markdown).toContain(
      '| embedded (PGlite, the default) | 950 | 5.00 ms | **20.00 ms** | 40.00 ms | 1,002 | p99 ≤ 100 ms (meets target) |',
    );
    expect(markdown).toContain(
      '| PostgreSQL (`startLocalPostgres`) | 950 | 4.00 ms | **15.00 ms** | 30.00 ms | 1,002 | none |',
    );
    expect(markdown).toContain('| embedded | 5.0 / 20.0 | 5.0 / 20.0 |');
    expect(markdown).toContain('| createTenant over HTTP, embedded store: p99 ≤ 100 ms | 20.00 ms | meets target |');
  });

  it('shows each request with 1,000 tenants beside the demo tenants alone, judged on its CPU per request', () => {
    const markdown = renderMarkdown(results({ postCpu: 1.15 }));
    expect(markdown).toContain(
      '| CPU time of the sandbox per request (median) | 300.0 µs | 345.0 µs | **1.15×** (≤ 1.10×: **misses target**) |',
    );
    expect(markdown).toContain('| CPU per request per round | 300, 300 | 345, 345 | 1.15, 1.15 |');
    expect(markdown).toContain(
      '| REST GET /v2/executions with 1,000 tenants in the store: CPU per request ≤ 1.10× the demo tenants alone | 0.98× | meets target |',
    );
    expect(markdown).toContain('load average was 3.5 when this benchmark started and 4.3 when it ended');
  });

  it('says why createTenant on PostgreSQL was not measured, and judges the rest', () => {
    const r = results();
    if (failed(r.tenants)) throw new Error('unreachable');
    r.tenants.create.postgres = { error: 'initdb not found' };
    expect(renderMarkdown(r)).toContain('| PostgreSQL | not measured: initdb not found | | | | | |');
    expect(targets(r).filter((target) => target.what.includes('tenants') && target.met)).toHaveLength(2);
  });

  it('names a part merged in from a run of its own, with its date and load', () => {
    const r = {
      ...results(),
      merged: { tenants: { date: '2026-11-27T11:00:00.000Z', loadAverage: { start: 4, end: 4.5 } } },
    };
    expect(renderMarkdown(r)).toContain(
      '(`dap-bench --only <part> --merge`): `tenants` on 2026-11-27 (the load average 4.0 at its start, 4.5 at its end).',
    );
  });
});

describe("createTenant's figures", () => {
  it('leaves the warm-up out of p50 and p99, and gives each hundred calls in order', () => {
    const latencies = [...Array.from({ length: 50 }, () => 90), ...Array.from({ length: 150 }, (_, i) => i + 1)];
    const figures = createFigures(latencies, 50, 202);
    expect(figures).toMatchObject({ calls: 150, p50Ms: 75, p99Ms: 149, maxMs: 150, tenantsInStore: 202 });
    expect(figures.byHundred).toEqual([
      { p50Ms: 50, p99Ms: 90 },
      { p50Ms: 100, p99Ms: 149 },
    ]);
  });
});
