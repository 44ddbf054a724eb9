// A real local WebSocket server whose frames a test sets: it sends a frame when asked, and answers
// each request of the client with the reply the test scripted for that request type.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface ScriptedWsServer {
  url: string;
  /** The reply sent to the next request of each type (`subscribe`, `unsubscribe`, `subscription_list`). */
  replies: Map<string, string>;
  /** Sends `text` to the connected client. */
  send(text: string): void;
  close(): Promise<void>;
}

export async function startScriptedWsServer(): Promise<ScriptedWsServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  let current: WebSocket | undefined;
  const replies = new Map<string, string>();
  wss.on('connection', (socket) => {
    current = socket;
    socket.on('message', (data) => {
      let type: unknown;
      try {
        type = (JSON.parse(data.toString()) as { type?: unknown }).type;
      } catch {
        return;
      }
      const reply = typeof type === 'string' ? replies.get(type) : undefined;
      if (reply !== undefined) {
        replies.delete(type as string);
        socket.send(reply);
      }
    });
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    replies,
    send(text) {
      if (!current) throw new Error('no client is connected');
      current.send(text);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
