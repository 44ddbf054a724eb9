/** Log levels: `logLevel`, and the `DAP_LOG` environment variable when no level is given. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DapClient, DapError, type Logger } from '../src/index.js';
import { fakeClient, fakeFetch, json } from './helpers/fake-fetch.js';

const ACCOUNT = { id: '4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d' };

function recordingLogger(): { logger: Logger; levels: string[] } {
  const levels: string[] = [];
  const at = (level: string) => () => void levels.push(level);
  return { levels, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

// What each test says of DAP_LOG holds whatever the environment running the tests sets.
beforeEach(() => {
  vi.stubEnv('DAP_LOG', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('log levels', () => {
  it('logs each attempt at debug to the console when DAP_LOG=debug and no logger is given', async () => {
    vi.stubEnv('DAP_LOG', 'debug');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { client } = fakeClient(fakeFetch({ api: [json(200, ACCOUNT)] }));
    await client.getAccount(ACCOUNT.id);
    expect(debug.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining(['token response', 'request', 'response']),
    );
  });

  it('logs nothing without a logger and without DAP_LOG', async () => {
    vi.stubEnv('DAP_LOG', '');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { client } = fakeClient(fakeFetch({ api: [json(200, ACCOUNT)] }));
    await client.getAccount(ACCOUNT.id);
    expect(debug).not.toHaveBeenCalled();
  });

  it('hands a given logger only the lines at its logLevel and above, whatever DAP_LOG says', async () => {
    vi.stubEnv('DAP_LOG', 'debug');
    const { logger, levels } = recordingLogger();
    const { client } = fakeClient(fakeFetch({ api: [json(503, {}), json(200, ACCOUNT)] }), {
      logger,
      logLevel: 'warn',
    });
    await client.getAccount(ACCOUNT.id);
    expect(levels).toEqual(['warn']);
  });

  it('applies DAP_LOG to a given logger when no logLevel is given', async () => {
    vi.stubEnv('DAP_LOG', 'info');
    const { logger, levels } = recordingLogger();
    const { client } = fakeClient(fakeFetch({ api: [json(200, ACCOUNT)] }), { logger });
    await client.getAccount(ACCOUNT.id);
    expect(levels).toEqual([]);
  });

  it('refuses an unknown DAP_LOG level when the client is made', () => {
    vi.stubEnv('DAP_LOG', 'verbose');
    expect(() => new DapClient({ baseUrl: 'http://127.0.0.1/v2', accessToken: 't' })).toThrow(DapError);
  });
});
