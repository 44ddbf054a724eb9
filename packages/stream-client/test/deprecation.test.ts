/** The stream client warns, through its logger, once per channel type whose subscribe acknowledgement announces it deprecated. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { StreamClient, type LogFields, type Logger } from '../src/index.js';

/**
 * A local server that acknowledges every subscribe entry, announcing `execution_data` and
 * `heartbeat` deprecated (the real spec deprecates no channel type, so the sandbox never does).
 */
const DEPRECATED: Record<string, { deprecated_at: string; sunset: string; replaced_by: string }> = {
  execution_data: { deprecated_at: '2026-01-01', sunset: '2026-06-01', replaced_by: 'market_data' },
  heartbeat: { deprecated_at: '2026-02-01', sunset: '2026-08-01', replaced_by: 'protocol pings' },
};
let server: WebSocketServer;
let url: string;
beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  server.on('connection', (socket) =>
    socket.on('message', (data) => {
      const request = JSON.parse(String(data)) as { type: string; channels: { type: string }[] };
      const channels = request.channels.map((entry) => {
        const deprecation = request.type === 'subscribe' ? DEPRECATED[entry.type] : undefined;
        return deprecation ? { ...entry, success: true, deprecation } : { ...entry, success: true };
      });
      socket.send(JSON.stringify({ type: request.type, channels }));
    }),
  );
});
afterAll(async () => {
  server.close();
  await once(server, 'close');
});

const clients: StreamClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function capturing(): { logger: Logger; warnings: { message: string; fields: LogFields | undefined }[] } {
  const warnings: { message: string; fields: LogFields | undefined }[] = [];
  const ignore = () => {};
  return {
    warnings,
    logger: {
      debug: ignore,
      info: ignore,
      error: ignore,
      warn: (message, fields) => void warnings.push({ message, fields }),
    },
  };
}

async function connected(logger: Logger): Promise<StreamClient> {
  const client = new StreamClient({ url, token: 'token', reconnect: false, logger });
  clients.push(client);
  await client.connect();
  return client;
}

describe('a subscribe acknowledgement announcing a deprecated channel type', () => {
  it('makes the client warn with the deprecation date, the sunset and the replacement', async () => {
    const { logger, warnings } = capturing();
    const client = await connected(logger);
    const results = await client.subscribe([{ type: 'execution_data', params: { market: 'BTCUSD' } }]);
    expect(results.map((result) => result.success)).toEqual([true]);
    expect(warnings).toEqual([
      {
        message: 'channel execution_data is deprecated, sunset 2026-06-01: use market_data instead',
        fields: {
          channel: 'execution_data',
          deprecatedAt: '2026-01-01',
          sunset: '2026-06-01',
          replacedBy: 'market_data',
        },
      },
    ]);
  });

  it('makes the client warn once per channel type, however many times it is subscribed', async () => {
    const { logger, warnings } = capturing();
    const client = await connected(logger);
    await client.subscribe([{ type: 'execution_data', params: { market: 'BTCUSD' } }]);
    await client.subscribe([
      { type: 'execution_data', params: { market: 'ETHUSD' } },
      { type: 'heartbeat' },
      { type: 'market_data', params: { market: 'BTCUSD' } },
    ]);
    await client.unsubscribe([{ type: 'heartbeat' }]);
    await client.subscribe([{ type: 'heartbeat' }]);
    expect(warnings.map((warning) => warning.fields?.['channel'])).toEqual(['execution_data', 'heartbeat']);
  });

  it('leaves the logger silent for channel types that are not deprecated', async () => {
    const { logger, warnings } = capturing();
    const client = await connected(logger);
    const results = await client.subscribe([{ type: 'market_data', params: { market: 'BTCUSD' } }]);
    expect(results.map((result) => result.success)).toEqual([true]);
    expect(warnings).toEqual([]);
  });
});
