import type { ToolchainBenchmark } from '../toolchain/toolchain.js';
import { failed, type Failed } from './results.js';

/** How each figure is measured: the end of the report. */
export function methodSection(t: ToolchainBenchmark | Failed): string {
  const rounds = (what: (t: ToolchainBenchmark) => number) => (failed(t) ? 3 : what(t));
  return `## How it is measured

- **REST servers.** The sandbox is \`startSandbox()\` from \`@dap/sandbox\` in a forked process: a fresh
  data directory, as \`pnpm start\` makes on its first run (demo data), market seed 1, its per-client rate limit off (the
  default, 50 requests/s, would answer most of the load with 429). Requests carry a bearer token from its
  token endpoint (the full demo client) and go through everything a real request does: token verification,
  validation against the spec, the handler. The list services keep each rendered page by query (the demo
  executions never change while the sandbox runs), so after the first request the page is a cache hit: what
  any repeated query of a real client costs. Prism is \`startMock()\` from \`tools/mock\` (static
  mode: the spec's examples, so its answers are smaller than the sandbox's page of 100 executions). The bare
  Fastify routes answer the very JSON the sandbox answered (captured at the start of the run): no
  authentication, no validation.
- **Load.** autocannon runs in a forked process of its own. Its histogram keeps whole milliseconds, so the
  latency percentiles come from each response's own time (autocannon's sub-millisecond figure, from writing
  the request to the end of the response), collected in that process. Only 2xx answers count.
- **The POST** withdraws 0.01 USDC on Polygon (fee 0.10) from the main demo profile with a fresh \`ref_id\`
  per request (autocannon's \`[<id>]\` replacement): 250,000 USDC last for over two million requests.
- **The POST on PostgreSQL.** \`startLocalPostgres\` (\`@dap/sandbox/internal\`) starts a PostgreSQL server of its own in a
  temporary directory (127.0.0.1, \`fsync\` off, as the sandbox's cluster runs it), and three instances of the same
  forked sandbox open it with \`DATABASE_URL\` (the first migrates the database and loads the demo data). In each
  round the instances are loaded at the same time, each by its own autocannon process with the same settings as
  a single server, with one token from the first instance's token endpoint (the instances share the signing key);
  the round's figure is the sum of the three rates, taken in the same rotation of rounds as Prism's. On two cores the
  three instances, their load generators and PostgreSQL share the same two cores that one sandbox and one load
  generator have: the sum is what the cluster does on this machine, not three times one instance.
- **Peak RSS** is sampled every 50 ms from \`/proc\` while the server is loaded: the largest sum of the
  resident memory of the server's process and its children.
- **RSS at rest** is read from \`/proc\` once each server has answered its first requests (the sandbox: a
  token, a page of executions, a withdrawal) and then idled for 2 s, before any load.
- **Start and stop.** \`dap-sandbox\` (\`bin/dap-sandbox.js\`, as \`pnpm start\` runs it) is spawned with \`PORT\` set to
  a free port and \`SANDBOX_DATA_DIR\` to a new temporary directory; the cold start is the time from the spawn
  to the first 200 from its token endpoint (polled every 5 ms; refused connections until it listens), and the
  process's CPU time then (\`/proc/<pid>/stat\`, 10 ms ticks), which other work on the machine distorts less
  than the wall time. It is then stopped with SIGTERM (timed to its exit, which must be 0) and spawned again
  on the same directory. The store open and the steps come from another start per data directory, in a
  fresh forked process (\`start-steps.ts\`): \`startSandbox()\`'s \`onProgress\` reports each step as it begins, and each
  step's end is stamped with the time since the process started, its CPU time and its resident memory.

### Where the sandbox's memory goes

Resident memory of one sandbox at rest (a data directory used before; Node.js 20, measured with
\`/proc/self/smaps\` and \`process.memoryUsage()\` after a forced garbage collection), before and after the
changes of issue 15. The first start on a new data directory used to hold far more until a garbage
collection happened to run: 809–823 MiB, 459–473 MiB after one (the start part's steps show what a run sees).

| part | before | after | what it is |
|---|---|---|---|
| Node.js itself | 42 MiB | 42 MiB | the runtime, before any module (a bare Fastify server is about 65 MiB at rest) |
| modules | 33 MiB | 33 MiB | Fastify (17 MiB), \`@dap/server\` (routes, schemas), jose, PGlite's JavaScript, the sandbox |
| PGlite's WebAssembly memory | 152 MiB | 30 MiB | Postgres's heap, above all its shared memory: \`shared_buffers\` 128 MiB, which Emscripten allocates and zeroes at start, so all of it is resident; now 16 MiB (\`PGLITE_START_PARAMS\`) |
| JavaScript heap | 59 MiB | 59 MiB | V8's heap as reserved (23 MiB in use): services, the read models (executions and monitoring addresses, each item's JSON serialised once: well under 1 MiB), the demo data (0.2 MiB) |
| the rest of PGlite | ~50 MiB | 50–65 MiB | the compiled WebAssembly (about 50 MiB: V8 compiles Postgres with Liftoff, then hot functions again with TurboFan; \`--liftoff-only\` saves it but costs some 15 % per write), Emscripten's runtime and file-system bundle (\`pglite.data\`, 6 MiB) |
| **total** | **336 MiB** | **214–229 MiB** | |
| first start only: initdb | +125 to +485 MiB | 0 | PGlite ran initdb in a second instance and copied its whole WebAssembly heap in JavaScript; the garbage stayed until collected, and freed \`malloc\` memory stayed with the process. A new store is now a copy of the store template, made once by \`pnpm build\` |

Not part of the resting figure but bounded: each list's page cache (\`PageCache\`, executions and monitoring
addresses) keeps rendered pages by query up to 16 MiB each, empty at rest and one page (31 kB) in this
benchmark; the WAL is recycled between 32 and 64 MiB (it could grow to 1 GiB), in the data directory, not the
process. Under load the sandbox grows by the WebAssembly code of the paths it runs and V8's young generation:
the REST tables above show its peak beside bare Fastify's. PGlite's \`relaxedDurability\` only defers syncing
browser storage and changes nothing on Node's file system; \`initialMemory\` cannot go below the 128 MiB the
WebAssembly module declares, and untouched pages of it are not resident anyway.
- **WebSocket latency.** A frame's \`time\` has millisecond precision, too coarse for sub-millisecond
  deliveries, so the send time is taken another way: the benchmark's sandbox process adds a listener of its
  own to the market simulator's channel before any subscriber connects; listeners are called in the order
  they were added, right after the frame is serialised, so that listener stamps the moment the server starts
  sending the frame to its subscribers. The raw server stamps the moment before its broadcast loop. The
  subscribers (all in one forked process) stamp each receipt; both use \`process.hrtime\`, Linux's
  system-wide monotonic clock, so the stamps of different processes compare directly. Frames are matched by
  their \`time\` (one UPDATE per step, unique within a run). A round's frames are those sent while it ran;
  receipts are collected ${'0.5 s'} after it ends. "Delivered" is receipts over frames sent × subscribers. For
  each subscriber count the sandbox's rounds run first, then the raw server's (the sandbox cannot pause its
  stream, so their rounds cannot alternate); the raw server replays the trace of that same sandbox phase.
- **WebSocket flood.** Four processes: the sandbox (as for the fan-out), the flooders, the other client's REST
  calls (paced by the clock, so a slow answer is not followed by a pause) and its subscriber (the fan-out's,
  with one connection; its lag is measured the same way). The sandbox's CPU is read from \`/proc\` before and
  after each window. The flooders compete for the same two cores, so part of what the flood costs the other
  client is the machine's, not the sandbox's.
- **Tenants.** The sandboxes are the REST benchmark's (a forked \`startSandbox()\`, a fresh data directory, its
  rate limit off); on 127.0.0.1 the operator's secret is the published demo secret. createTenant is timed in the
  caller's process with \`process.hrtime\`; each call also makes the tenant's data (two clients, two profiles with
  balances, three accounts, 8 orders, 40 executions, 30 monitoring addresses) and inserts it in one transaction.
  The sandbox's CPU time is read from \`/proc/<pid>/stat\` before and after each run (user + system of all its
  threads, in ticks of 10 ms: about 1 % of a round's), so a write's round also counts the settlements that fall
  in it, as its throughput does. The check behind "two identical sandboxes": the same rounds on the demo tenants
  alone, a third sandbox beside, on 2026-11-27 (load average 3 to 4): throughput 0.95× and 1.03×, CPU per request
  0.98× and 1.00× (GET, POST).
- **Toolchain** times the root scripts as typed, pnpm's start included: \`pnpm generate --force\` ${rounds((t) => t.generateRounds.length)} times
  (\`--force\` reaches \`turbo run generate\`: each run replays nothing from turbo's cache, so every generator and
  every build it depends on runs; no warm-up, which would defeat "cold"), then \`pnpm build\` once to prime
  turbo's cache and ${rounds((t) => t.buildRounds.length)} times with no change.
`;
}
