import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A tiny real WebSocket server at `/ws`, standing in for the platform: it refuses a handshake
 * without `Authorization: Bearer good` with a 401 problem document, and hands each connection to
 * `onConnection`.
 */
export async function startTinyServer(
  onConnection: (socket: WebSocket) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const wss = new WebSocketServer({ noServer: true });
  const http: Server = createServer((_request, response) => response.writeHead(404).end());
  http.on('upgrade', (request, socket, head) => {
    if (request.headers.authorization !== 'Bearer good') {
      const body = JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nwww-authenticate: Bearer error="invalid_token"\r\ncontent-type: application/problem+json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, onConnection);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
