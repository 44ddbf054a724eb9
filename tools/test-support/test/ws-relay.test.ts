import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { checkServerFrames, Client, handshake } from '../src/ws.js';
import { startWsRelay, type WsRelay, type WsRelayOptions } from '../src/ws-relay.js';
import { startTinyServer } from './support/tiny-server.js';

const INVALID_REQUEST = JSON.stringify({
  type: 'subscribe',
  channels: [{ type: 'market_data', params: { market: 'btc-usd' } }],
});
const INVALID_REPLY = JSON.stringify({ type: 'subscribe', channels: [{ type: 'heartbeat', success: 'yes' }] });
const VALID_REPLY = JSON.stringify({ type: 'subscribe', channels: [{ type: 'heartbeat', success: true }] });
const BEAT = JSON.stringify({ channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30.000000000Z' } });

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
});

/** A tiny server answering every frame with `reply`, behind a relay. */
async function relayed(
  reply: (frame: string, socket: WebSocket) => void,
  options: WsRelayOptions = {},
): Promise<WsRelay> {
  const server = await startTinyServer((socket) => socket.on('message', (data) => reply(data.toString(), socket)));
  cleanup.push(server.close);
  const relay = await startWsRelay(server.url, options);
  cleanup.push(relay.close);
  return relay;
}

/** A plain `ws` connection, as a client library opens one (no hand-written header). */
async function plainClient(
  url: string,
): Promise<{ socket: WebSocket; received: string[]; nextFrame(): Promise<string> }> {
  const socket = new WebSocket(url, { headers: { authorization: 'Bearer good' } });
  const received: string[] = [];
  socket.on('message', (data) => received.push(data.toString()));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  cleanup.push(async () => void socket.terminate());
  return {
    socket,
    received,
    nextFrame: () => new Promise((resolve) => socket.once('message', (data) => resolve(data.toString()))),
  };
}

describe('the validating WebSocket relay', () => {
  it('reports an invalid frame in each direction with the message it names, the JSON pointer and the spec file', async () => {
    const relay = await relayed((_frame, socket) => socket.send(INVALID_REPLY));
    const client = await plainClient(relay.url);
    const reply = client.nextFrame();
    client.socket.send(INVALID_REQUEST);
    // Relayed unchanged, invalid or not.
    expect(await reply).toBe(INVALID_REPLY);
    expect(relay.violations()).toEqual([
      {
        sender: 'client',
        message: 'subscribeRequest',
        candidates: ['subscribeRequest'],
        pointer: '/channels/0/params/market',
        keyword: 'pattern',
        error: 'must match pattern "^[A-Z0-9]{2,20}$"',
        frame: INVALID_REQUEST,
        specFile: 'specs/asyncapi/asyncapi.yaml',
      },
      {
        sender: 'server',
        message: 'subscribeResponse',
        candidates: ['subscribeResponse'],
        pointer: '/channels/0/success',
        keyword: 'type',
        error: 'must be boolean',
        frame: INVALID_REPLY,
        specFile: 'specs/asyncapi/asyncapi.yaml',
      },
    ]);
    expect(relay.counts()).toEqual([]);
  });

  it('counts valid frames per sender and message, and reports a frame that names no message with every candidate', async () => {
    const relay = await relayed(
      (frame, socket) => socket.send(frame.includes('dance') ? '{"channel":"order_book"}' : VALID_REPLY),
      { keepFrames: true },
    );
    const client = await plainClient(relay.url);
    for (const frame of [
      JSON.stringify({ type: 'subscribe', channels: [{ type: 'heartbeat' }] }),
      '{"type":"dance"}',
    ]) {
      const reply = client.nextFrame();
      client.socket.send(frame);
      await reply;
    }
    expect(relay.counts()).toEqual([
      { sender: 'client', message: 'subscribeRequest', count: 1 },
      { sender: 'server', message: 'subscribeResponse', count: 1 },
    ]);
    expect(
      relay.violations().map(({ sender, message, candidates, pointer }) => ({ sender, message, candidates, pointer })),
    ).toEqual([
      {
        sender: 'client',
        message: undefined,
        candidates: ['subscribeRequest', 'unsubscribeRequest', 'subscriptionListRequest'],
        pointer: '/type',
      },
      {
        sender: 'server',
        message: undefined,
        candidates: [
          'subscribeResponse',
          'unsubscribeResponse',
          'subscriptionListResponse',
          'marketData',
          'topOfBook',
          'executionData',
          'heartbeat',
          'error',
        ],
        pointer: '/channel',
      },
    ]);
    expect(relay.frames.map((frame) => frame.sender)).toEqual(['client', 'server', 'client', 'server']);
  });

  it('marks the frames of a hand-written test Client as hand-written, and still checks what the server sends it', async () => {
    const relay = await relayed((_frame, socket) => socket.send(INVALID_REPLY));
    const client = await Client.open(relay.url, 'good');
    cleanup.push(() => client.close());
    await client.request('{not json');
    expect(relay.violations().map(({ sender, pointer, keyword }) => ({ sender, pointer, keyword }))).toEqual([
      { sender: 'hand-written', pointer: '', keyword: 'json' },
      { sender: 'server', pointer: '/channels/0/success', keyword: 'type' },
    ]);
    // The Client's own check saw the server's frame too (reported here, so not again after the test).
    expect(checkServerFrames).toThrow('/channels/0/success');
  });

  it('passes each server frame through alterServerFrame, checking the altered frame, and client frames unchanged', async () => {
    const relay = await relayed((frame, socket) => socket.send(frame === 'beat' ? BEAT : VALID_REPLY), {
      keepFrames: true,
      alterServerFrame: (text) => text.replace('"timestamp"', '"time"'),
    });
    const client = await plainClient(relay.url);
    const reply = client.nextFrame();
    client.socket.send('beat');
    expect(await reply).toBe(BEAT.replace('"timestamp"', '"time"'));
    expect(relay.frames).toEqual([
      { sender: 'client', text: 'beat' },
      { sender: 'server', text: BEAT.replace('"timestamp"', '"time"') },
    ]);
    expect(
      relay
        .violations()
        .filter((v) => v.sender === 'server')
        .map((v) => v.pointer),
    ).toEqual(expect.arrayContaining(['/payload/timestamp', '/payload/time']));
  });

  it('passes a refused handshake through with its status, headers and body', async () => {
    const relay = await relayed(() => {});
    const refused = await handshake(relay.url, { authorization: 'Bearer bad' });
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(JSON.parse(refused.body)).toEqual({ type: 'about:blank', title: 'Unauthorized', status: 401 });
    expect((await handshake(relay.url, { authorization: 'Bearer good' })).status).toBe(101);
  });

  it('passes close codes through both ways, and drops the client when the server drops', async () => {
    const relay = await relayed((frame, socket) => (frame === 'drop' ? socket.terminate() : socket.close(4001, 'bye')));
    const first = await plainClient(relay.url);
    const closed = new Promise<[number, string]>((resolve) =>
      first.socket.once('close', (code, reason) => resolve([code, reason.toString()])),
    );
    first.socket.send('close please');
    expect(await closed).toEqual([4001, 'bye']);

    const second = await plainClient(relay.url);
    const dropped = new Promise<number>((resolve) => second.socket.once('close', (code) => resolve(code)));
    second.socket.send('drop');
    expect(await dropped).toBe(1006);
  });

  it('drops a client whose upstream is down, as a closed port would', async () => {
    const server = await startTinyServer(() => {});
    const relay = await startWsRelay(server.url);
    cleanup.push(relay.close);
    await server.close();
    const socket = new WebSocket(relay.url, { headers: { authorization: 'Bearer good' } });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('unexpected-response', () => resolve('http response'));
      socket.once('error', (error) => resolve(error.message));
    });
    expect(outcome).toMatch(/socket hang up|ECONNRESET/);
  });
});
