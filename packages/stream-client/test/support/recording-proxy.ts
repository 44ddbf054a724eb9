/**
 * A WebSocket relay between the client and the sandbox that records every frame the client sends.
 * It opens the upstream connection first (with the client's Authorization header) and only then
 * accepts the client, so handshake refusals pass through with their status.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

export interface RecordingProxy {
  url: string;
  /** The text of every frame clients sent, in order. */
  frames: string[];
  /** Drops every client connection (and its upstream) without a close frame. */
  dropAll(): void;
  close(): Promise<void>;
}

export async function startRecordingProxy(upstreamUrl: string): Promise<RecordingProxy> {
  const frames: string[] = [];
  const upstreams = new WeakMap<IncomingMessage, WebSocket>();
  const pairs = new Set<[WebSocket, WebSocket]>();
  const wss = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: ({ req }, done) => {
      const upstream = new WebSocket(upstreamUrl, { headers: { authorization: req.headers.authorization ?? '' } });
      upstream.once('open', () => {
        upstreams.set(req, upstream);
        done(true);
      });
      upstream.once('unexpected-response', (_request, response) => {
        done(false, response.statusCode ?? 502);
        upstream.terminate();
      });
      upstream.on('error', () => done(false, 502));
    },
  });
  wss.on('connection', (downstream, req) => {
    const upstream = upstreams.get(req);
    if (!upstream) return downstream.terminate();
    const pair: [WebSocket, WebSocket] = [downstream, upstream];
    pairs.add(pair);
    downstream.on('message', (data, isBinary) => {
      frames.push(data.toString());
      upstream.send(data, { binary: isBinary });
    });
    upstream.on('message', (data, isBinary) => downstream.send(data, { binary: isBinary }));
    const end = () => {
      pairs.delete(pair);
      downstream.terminate();
      upstream.terminate();
    };
    downstream.on('close', end);
    upstream.on('close', end);
    downstream.on('error', () => {});
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    frames,
    dropAll: () => {
      for (const [downstream, upstream] of [...pairs]) {
        downstream.terminate();
        upstream.terminate();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [downstream, upstream] of pairs) {
          downstream.terminate();
          upstream.terminate();
        }
        wss.close(() => resolve());
      }),
  };
}
