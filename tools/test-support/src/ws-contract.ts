/**
 * The suites' side of the WebSocket contract gate (packages/contract-tests/test/ws-frames.test.ts).
 * With DAP_CONTRACT_WS_REPORT_DIR set, `contractWsUrl()` puts a validating relay (ws-relay.ts) in
 * front of a server's WebSocket URL, and when the test file ends, what its relays saw is written to
 * `<dir>/<test file>-<uuid>.json` (a WsFrameReport). Without it, the URL comes back as it is.
 *
 * One relay per upstream URL for the whole test file, not per server: a server restarted on the
 * same port (the stream client's reconnect tests) is reached again at the URL its clients hold.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { startWsRelay, type WsRelay } from './ws-relay.js';
import { ASYNCAPI_SPEC_FILE, WS_REPORT_DIR_ENV, type FrameCount, type WsFrameReport } from './ws-report.js';

const reportDir = process.env[WS_REPORT_DIR_ENV] || undefined;
const relays = new Map<string, Promise<WsRelay>>();
let testFile = 'unknown';

/** The URL a test should connect to for `wsUrl`: through the validating relay when the gate runs. */
export async function contractWsUrl(wsUrl: string): Promise<string> {
  if (reportDir === undefined) return wsUrl;
  testFile = expect.getState().testPath ?? testFile;
  let relay = relays.get(wsUrl);
  if (relay === undefined) relays.set(wsUrl, (relay = startWsRelay(wsUrl)));
  return (await relay).url;
}

// Registered when a test file's support imports this module, before the file's own hooks: with
// vitest's stack order for after-hooks it runs last, once the file's servers and clients closed.
if (reportDir !== undefined) {
  afterAll(async () => {
    if (relays.size === 0) return;
    const started = await Promise.all(relays.values());
    relays.clear();
    const counts = new Map<string, FrameCount>();
    for (const entry of started.flatMap((relay) => relay.counts())) {
      const key = `${entry.sender} ${entry.message}`;
      counts.set(key, { ...entry, count: (counts.get(key)?.count ?? 0) + entry.count });
    }
    const report: WsFrameReport = {
      testFile,
      specFile: ASYNCAPI_SPEC_FILE,
      frames: [...counts.values()],
      violations: started.flatMap((relay) => relay.violations()),
    };
    await Promise.all(started.map((relay) => relay.close()));
    await mkdir(reportDir, { recursive: true });
    await writeFile(join(reportDir, `${basename(testFile)}-${randomUUID()}.json`), JSON.stringify(report, null, 2));
  });
}
