import { CHANNEL_DEPRECATIONS } from '@dap/stream-models';
import { Client } from '@dap/test-support/ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { start, type Running } from './support/app.js';

/**
 * A table as codegen writes it from a spec that deprecates a channel type (the real spec deprecates
 * none; tools/codegen's stream-models test holds the generator to this shape on its fixture spec).
 */
const DEPRECATIONS = {
  execution_data: { deprecatedAt: '2026-01-01', sunset: '2026-06-01', replacedBy: 'market_data' },
  heartbeat: { deprecatedAt: '2026-02-01', sunset: '2026-08-01', replacedBy: 'x'.repeat(300) },
};

let server: Running;
let plain: Running;
const clients: Client[] = [];
beforeAll(async () => {
  server = await start({ channelDeprecations: DEPRECATIONS });
  plain = await start();
});
afterAll(async () => {
  await server.close();
  await plain.close();
});
/** Every frame validates against the contract's subscribe acknowledgement. */
afterEach(async () => {
  for (const client of clients.splice(0)) {
    expect(client.invalid).toEqual([]);
    await client.close();
  }
});

async function connect(on: Running): Promise<Client> {
  const client = await Client.open(on.wsUrl, 'token-all');
  clients.push(client);
  return client;
}

const executions = { type: 'execution_data', params: { market: 'ETHUSD' } };
const book = { type: 'market_data', params: { market: 'BTCUSD' } };

describe('the subscribe acknowledgement of a deprecated channel type', () => {
  it('carries its deprecation date, sunset and replacement on the successful result only', async () => {
    const client = await connect(server);
    const ack = await client.request({ type: 'subscribe', channels: [executions, book] });
    expect(ack).toEqual({
      type: 'subscribe',
      channels: [
        {
          ...executions,
          success: true,
          deprecation: { deprecated_at: '2026-01-01', sunset: '2026-06-01', replaced_by: 'market_data' },
        },
        { ...book, success: true },
      ],
    });
  });

  it('carries no deprecation when the subscribe fails', async () => {
    const client = await connect(server);
    const unknownMarket = { type: 'execution_data', params: { market: 'XRPUSD' } };
    const ack = await client.request({ type: 'subscribe', channels: [unknownMarket] });
    expect(ack).toEqual({
      type: 'subscribe',
      channels: [{ ...unknownMarket, success: false, error: 'UNKNOWN_CHANNEL_PARAMS_CONFIGURATION' }],
    });
  });

  it('carries no deprecation in the unsubscribe acknowledgement', async () => {
    const client = await connect(server);
    await client.request({ type: 'subscribe', channels: [executions] });
    expect(await client.request({ type: 'unsubscribe', channels: [executions] })).toEqual({
      type: 'unsubscribe',
      channels: [{ ...executions, success: true }],
    });
  });

  it('cuts a replacement longer than the contract allows to its bound', async () => {
    const client = await connect(server);
    const ack = (await client.request({ type: 'subscribe', channels: [{ type: 'heartbeat' }] })) as {
      channels: { deprecation: { replaced_by: string } }[];
    };
    expect(ack.channels[0]?.deprecation.replaced_by).toHaveLength(256);
  });

  it("announces the spec's deprecations (CHANNEL_DEPRECATIONS) by default", async () => {
    const client = await connect(plain);
    const ack = (await client.request({ type: 'subscribe', channels: [executions] })) as {
      channels: { success: boolean; deprecation?: unknown }[];
    };
    const notice = CHANNEL_DEPRECATIONS.execution_data;
    expect(ack.channels[0]?.success).toBe(true);
    expect(ack.channels[0]?.deprecation).toEqual(
      notice && { deprecated_at: notice.deprecatedAt, sunset: notice.sunset, replaced_by: notice.replacedBy },
    );
  });
});
