/** `connect({ signal })` and connection errors that say where: real sockets (a closed port, a server that never answers the upgrade, the sandbox). */
import type { StartedSandbox } from '@dap/sandbox';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StreamAbortError, StreamClient, StreamConnectionError, type StreamError } from '../src/index.js';
import { Clients, startSandbox } from './support/sandbox.js';

let sandbox: StartedSandbox;
/** Holds every upgrade request without answering it: a handshake that waits until the client gives up. */
let silent: Server;
let silentUrl: string;
const held: { socket: Socket; closed: boolean }[] = [];
const clients = new Clients();

beforeAll(async () => {
  sandbox = await startSandbox();
  silent = createServer();
  silent.on('upgrade', (_request, socket: Socket) => {
    const entry = { socket, closed: false };
    // The client's end of it closing: 'end' (an upgraded socket is half-open, so no 'close' follows by itself).
    socket.on('end', () => (entry.closed = true));
    socket.on('error', () => {});
    // Read what comes (nothing): a paused socket would not notice the client closing it.
    socket.resume();
    held.push(entry);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/ws`;
});
afterEach(() => clients.closeAll());
afterAll(async () => {
  for (const { socket } of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  await sandbox.stop();
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a connection that cannot be opened', () => {
  it('fails with StreamConnectionError naming the WebSocket URL and the cause code with its address', async () => {
    const port = await closedPort();
    const url = `ws://127.0.0.1:${port}/ws`;
    const client = clients.track(new StreamClient({ url, token: 't', reconnect: false }));
    const error = await rejection(client.connect());
    expect(error).toBeInstanceOf(StreamConnectionError);
    expect((error as StreamConnectionError).url).toBe(url);
    expect((error as Error).message).toContain(url);
    expect((error as Error).message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
  });
});

describe('connect({ signal })', () => {
  it('rejects at once with StreamAbortError when the signal has already aborted, and opens nothing', async () => {
    const before = held.length;
    const client = clients.track(new StreamClient({ url: silentUrl, token: 't' }));
    const error = await rejection(client.connect({ signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(StreamAbortError);
    expect((error as StreamError).code).toBe('stream_aborted');
    expect(client.state).toBe('idle');
    expect(held.length).toBe(before);
  });

  it('rejects with StreamAbortError when aborted during the handshake, and closes the socket', async () => {
    const client = clients.track(new StreamClient({ url: silentUrl, token: 't' }));
    const controller = new AbortController();
    const before = held.length;
    const connecting = rejection(client.connect({ signal: controller.signal }));
    await expect.poll(() => held.length).toBe(before + 1);
    controller.abort();
    expect(await connecting).toBeInstanceOf(StreamAbortError);
    expect(client.state).toBe('idle');
    await expect.poll(() => held[before]?.closed).toBe(true);
  });

  it('rejects with StreamAbortError when aborted while the token provider has not answered', async () => {
    const client = clients.track(new StreamClient({ url: silentUrl, token: () => new Promise<string>(() => {}) }));
    const controller = new AbortController();
    const connecting = rejection(client.connect({ signal: controller.signal }));
    controller.abort();
    expect(await connecting).toBeInstanceOf(StreamAbortError);
    expect(client.state).toBe('idle');
  });

  it('leaves the attempt to another connect() still waiting on it when one gives up', async () => {
    const client = clients.make(sandbox);
    const controller = new AbortController();
    const givingUp = rejection(client.connect({ signal: controller.signal }));
    const staying = client.connect();
    controller.abort();
    expect(await givingUp).toBeInstanceOf(StreamAbortError);
    await staying;
    expect(client.state).toBe('open');
  });

  it('may connect again after an aborted connect()', async () => {
    const client = clients.make(sandbox);
    await rejection(client.connect({ signal: AbortSignal.abort() }));
    await client.connect({ signal: new AbortController().signal });
    expect(client.state).toBe('open');
  });
});
