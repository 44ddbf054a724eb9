/** The stream client's logger: the connection's life at its levels, `logLevel`, and `DAP_LOG` when no level is given. */
import type { StartedSandbox } from '@dap/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_SCOPE, StreamClient, StreamError, type LogFields, type Logger } from '../src/index.js';
import { Clients, next, restClient, serverConnections, startSandbox } from './support/sandbox.js';

let server: StartedSandbox;
const clients = new Clients();

beforeAll(async () => {
  server = await startSandbox();
});
// What each test says of DAP_LOG holds whatever the environment running the tests sets.
beforeEach(() => {
  vi.stubEnv('DAP_LOG', '');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await clients.closeAll();
});
afterAll(() => server.stop());

interface Line {
  level: keyof Logger;
  message: string;
  fields: LogFields | undefined;
}

function capturing(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const at = (level: keyof Logger) => (message: string, fields?: LogFields) =>
    void lines.push({ level, message, fields });
  return { lines, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('the stream client’s logger', () => {
  it('logs connecting at debug, open and closed at info, with the URL and the close code', async () => {
    const { logger, lines } = capturing();
    const client = clients.make(server, { logger });
    await client.connect();
    await client.close(1000, 'done');
    expect(lines.map(({ level, message }) => [level, message])).toEqual([
      ['debug', 'stream connecting'],
      ['info', 'stream open'],
      ['info', 'stream closed'],
    ]);
    expect(lines[0]?.fields).toEqual({ url: server.wsUrl });
    expect(lines[2]?.fields).toMatchObject({ url: server.wsUrl, code: 1000, reason: 'done' });
  });

  it('logs a lost connection at warn with its close code, then the reconnect at info', async () => {
    const { logger, lines } = capturing();
    const client = clients.make(server, { logger, reconnect: { initialDelayMs: 10, maxDelayMs: 10 } });
    await client.connect();
    const reconnected = next(client, 'reconnected');
    for (const connection of serverConnections(server)) connection.terminate();
    await reconnected;
    const lost = lines.find((line) => line.message === 'stream lost: reconnecting');
    expect(lost?.level).toBe('warn');
    expect(lost?.fields).toMatchObject({ code: 1006, attempt: 1 });
    expect(lines.find((line) => line.message === 'stream reconnected')?.level).toBe('info');
  });

  it('never logs the token', async () => {
    const { logger, lines } = capturing();
    const token = await restClient(server).tokens.getToken(STREAM_SCOPE);
    const client = clients.make(server, { logger, token });
    await client.connect();
    await client.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('hands a given logger only the lines at its logLevel and above', async () => {
    const { logger, lines } = capturing();
    const client = clients.make(server, { logger, logLevel: 'warn' });
    await client.connect();
    await client.close();
    expect(lines).toEqual([]);
  });

  it('logs to the console at debug when DAP_LOG=debug and no logger is given', async () => {
    // A fixed token: the REST client's token manager would log too, since DAP_LOG is for both clients.
    const token = await restClient(server).tokens.getToken(STREAM_SCOPE);
    vi.stubEnv('DAP_LOG', 'debug');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const client = clients.make(server, { token });
    await client.connect();
    expect(debug.mock.calls.map(([message]) => message)).toEqual(['stream connecting']);
    expect(info.mock.calls.map(([message]) => message)).toEqual(['stream open']);
  });

  it('refuses an unknown DAP_LOG level when the client is made', () => {
    vi.stubEnv('DAP_LOG', 'loud');
    expect(() => new StreamClient({ url: server.wsUrl, token: 't' })).toThrow(StreamError);
  });
});
