import type { StreamConnection } from '@dap/server';
import { validateServerFrame, type ChannelReference } from '@dap/stream-models';
import { describe, expect, it } from 'vitest';
import { createStreamHandlers } from '../src/http/stream-handlers.js';
import { createClock } from '../src/clock/clock.js';
import { createMarketSimulator } from '../src/market/simulator.js';
import { demo } from './support/sandbox.js';

/**
 * A connection as the handlers see it, recording what is sent: for the order of what the handlers
 * send. What a congested connection gets is tested over real sockets (stream-limits.test.ts).
 */
class FakeConnection implements StreamConnection {
  static count = 0;
  readonly id = `fake-${++FakeConnection.count}`;
  readonly principal = { subject: 'test', scopes: [] };
  isOpen = true;
  readonly bufferedAmount = 0;
  readonly congested = false;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  send(message: object): boolean {
    return this.sendRaw(JSON.stringify(message));
  }
  sendRaw(text: string): boolean {
    if (!this.isOpen) return false;
    this.sent.push(text);
    return true;
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.isOpen = false;
  }
  closeFor(): void {
    this.close(1013);
  }
  terminate(): void {
    this.isOpen = false;
  }
  pause(): void {}
  resume(): void {}
  get frames(): any[] {
    return this.sent.map((text) => JSON.parse(text));
  }
}

const simulator = () =>
  createMarketSimulator({ markets: demo.markets, clock: createClock(), seed: 3, tickMs: 0, heartbeatMs: 0 });
const subscribe = async (
  handlers: ReturnType<typeof createStreamHandlers>,
  connection: StreamConnection,
  channel: ChannelReference,
) => {
  const outcome = await handlers.subscribe(connection, channel);
  if (outcome === 'ok') await handlers.onSubscribed?.(connection, channel);
  return outcome;
};

describe('the stream handlers', () => {
  it('send nothing from subscribe itself: the SNAPSHOT goes out in onSubscribed, after the acknowledgement', async () => {
    const markets = simulator();
    const handlers = createStreamHandlers(markets);
    const connection = new FakeConnection();
    const channel: ChannelReference = { type: 'market_data', params: { market: 'BTCUSD' } };
    expect(await handlers.subscribe(connection, channel)).toBe('ok');
    markets.tick();
    expect(connection.sent).toEqual([]);
    expect(markets.listenerCount({ channel: 'market_data', market: 'BTCUSD' })).toBe(0);
    await handlers.onSubscribed?.(connection, channel);
    expect(connection.frames.map((f) => f.payload.type)).toEqual(['SNAPSHOT']);
    markets.tick();
    markets.tick();
    expect(connection.frames.slice(1).every((f) => f.payload.type === 'UPDATE')).toBe(true);
    expect(connection.sent.every((text) => validateServerFrame(text).ok)).toBe(true);
  });

  it('send every subscriber of a channel the same frames', async () => {
    const markets = simulator();
    const handlers = createStreamHandlers(markets);
    const [a, b] = [new FakeConnection(), new FakeConnection()];
    for (const connection of [a, b])
      await subscribe(handlers, connection, { type: 'execution_data', params: { market: 'BTCUSD' } });
    for (let i = 0; i < 40; i++) markets.tick();
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent).toEqual(a.sent);
  });

  it('do not start a stream for a connection that closed between subscribe and onSubscribed', async () => {
    const markets = simulator();
    const handlers = createStreamHandlers(markets);
    const connection = new FakeConnection();
    const channel: ChannelReference = { type: 'market_data', params: { market: 'ETHUSD' } };
    expect(await handlers.subscribe(connection, channel)).toBe('ok');
    connection.isOpen = false;
    await handlers.onClose?.(connection, 1006);
    await handlers.onSubscribed?.(connection, channel);
    expect(markets.listenerCount({ channel: 'market_data', market: 'ETHUSD' })).toBe(0);
    expect(connection.sent).toEqual([]);
  });
});
