/**
 * A WebSocket relay that checks every frame, both ways, against the AsyncAPI messages
 * (@dap/stream-models: validateServerFrame / validateClientFrame) while passing everything through
 * unchanged, so the tests behind it behave as they do without it.
 *
 * It opens the upstream connection first, with the client's Authorization header and path, and
 * only then accepts the client: a refused handshake comes back with its status, headers and body;
 * an upstream that is down drops the client's socket, as a closed port would. Close codes, pings
 * and pongs pass through; a connection that drops without a close frame is dropped on the other side.
 */
import { createServer, STATUS_CODES, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { checkFrame, frameText } from './frames.js';
import {
  ASYNCAPI_SPEC_FILE,
  HAND_WRITTEN_HEADER,
  type FrameCount,
  type FrameSender,
  type FrameViolation,
} from './ws-report.js';

export interface RelayedFrame {
  sender: FrameSender;
  text: string;
}

export interface WsRelay {
  /** The upstream URL with the relay's host and port (same path). */
  url: string;
  /** Valid frames per sender and message. */
  counts(): FrameCount[];
  /** One entry per schema error of every invalid frame, in order. */
  violations(): FrameViolation[];
  /** Every frame in order, when started with `keepFrames`. */
  readonly frames: RelayedFrame[];
  /** Drops every connection on both sides without a close frame. */
  dropAll(): void;
  close(): Promise<void>;
}

export interface WsRelayOptions {
  /** Keep the text of every frame in `frames` (off by default: market data streams are long). */
  keepFrames?: boolean;
  /** Rewrites each text frame the server sends before it is checked and passed on (a deliberately altered server). */
  alterServerFrame?: (text: string) => string;
}

const bytesOf = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/** Close codes a close frame may carry (RFC 6455 §7.4); 1005 and 1006 only describe a close. */
const sendable = (code: number) =>
  (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);

export async function startWsRelay(upstream: string, options: WsRelayOptions = {}): Promise<WsRelay> {
  const target = new URL(upstream);
  const counts = new Map<string, FrameCount>();
  const violations: FrameViolation[] = [];
  const frames: RelayedFrame[] = [];
  const links = new Set<[WebSocket, WebSocket]>();
  const pending = new Set<Duplex>();

  const record = (sender: FrameSender, data: RawData) => {
    const bytes = bytesOf(data);
    const check = checkFrame(sender === 'server' ? 'server' : 'client', bytes);
    if (options.keepFrames) frames.push({ sender, text: bytes.toString('utf8') });
    if (check.errors.length === 0 && check.message !== undefined) {
      const key = `${sender} ${check.message}`;
      const entry = counts.get(key) ?? { sender, message: check.message, count: 0 };
      entry.count++;
      counts.set(key, entry);
      return;
    }
    for (const error of check.errors) {
      violations.push({
        sender,
        ...(check.message !== undefined ? { message: check.message } : {}),
        candidates: check.candidates,
        pointer: error.pointer,
        keyword: error.keyword,
        error: error.message,
        frame: frameText(bytes),
        specFile: ASYNCAPI_SPEC_FILE,
      });
    }
  };

  const wss = new WebSocketServer({ noServer: true, autoPong: false, perMessageDeflate: false });
  const http = createServer((_request, response) => response.writeHead(426).end());

  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    pending.add(socket);
    socket.on('error', () => {});
    const headers: Record<string, string> = {};
    if (request.headers.authorization !== undefined) headers['authorization'] = request.headers.authorization;
    const sender: FrameSender = request.headers[HAND_WRITTEN_HEADER] !== undefined ? 'hand-written' : 'client';
    const up = new WebSocket(new URL(request.url ?? '/', target), {
      headers,
      autoPong: false,
      perMessageDeflate: false,
    });
    // What the server sends between its accept and ours waits here.
    const early: [RawData, boolean][] = [];
    const hold = (data: RawData, isBinary: boolean) => early.push([data, isBinary]);
    let settled = false;
    const settle = () => {
      settled = true;
      pending.delete(socket);
    };
    socket.once('close', () => {
      if (!settled) up.terminate();
    });
    up.on('message', hold);
    up.once('open', () => {
      settle();
      wss.handleUpgrade(request, socket, head, (down) => {
        up.off('message', hold);
        link(down, up, sender, early);
      });
    });
    up.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        settle();
        const body = Buffer.concat(chunks);
        const status = response.statusCode ?? 502;
        const lines = [`HTTP/1.1 ${status} ${response.statusMessage ?? STATUS_CODES[status] ?? ''}`];
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined || ['connection', 'content-length', 'transfer-encoding', 'keep-alive'].includes(name))
            continue;
          for (const one of [value].flat()) lines.push(`${name}: ${one}`);
        }
        lines.push(`content-length: ${body.length}`, 'connection: close', '', '');
        socket.end(Buffer.concat([Buffer.from(lines.join('\r\n')), body]));
        up.terminate();
      });
    });
    up.on('error', () => {
      if (settled) return;
      settle();
      socket.destroy();
    });
  });

  function link(down: WebSocket, up: WebSocket, sender: FrameSender, early: [RawData, boolean][]): void {
    const pair: [WebSocket, WebSocket] = [down, up];
    links.add(pair);
    const toClient = (received: RawData, isBinary: boolean) => {
      const data =
        options.alterServerFrame && !isBinary
          ? Buffer.from(options.alterServerFrame(bytesOf(received).toString('utf8')))
          : received;
      record('server', data);
      if (down.readyState === WebSocket.OPEN) down.send(data as Buffer, { binary: isBinary });
    };
    for (const [data, isBinary] of early) toClient(data, isBinary);
    up.on('message', toClient);
    down.on('message', (data, isBinary) => {
      record(sender, data);
      if (up.readyState === WebSocket.OPEN) up.send(data as Buffer, { binary: isBinary });
    });
    const forward = (from: WebSocket, to: WebSocket) => {
      from.on('ping', (data) => to.readyState === WebSocket.OPEN && to.ping(data));
      from.on('pong', (data) => to.readyState === WebSocket.OPEN && to.pong(data));
      from.on('close', (code, reason) => {
        links.delete(pair);
        if (to.readyState === WebSocket.CLOSED || to.readyState === WebSocket.CLOSING) return;
        if (code === 1005) to.close();
        else if (sendable(code)) to.close(code, reason);
        else to.terminate();
      });
      from.on('error', () => {});
    };
    forward(up, down);
    forward(down, up);
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const url = new URL(upstream);
  url.host = `127.0.0.1:${port}`;

  const dropAll = () => {
    for (const [down, up] of [...links]) {
      down.terminate();
      up.terminate();
    }
  };
  return {
    url: url.toString(),
    counts: () => [...counts.values()].map((entry) => ({ ...entry })),
    violations: () => [...violations],
    frames,
    dropAll,
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        for (const socket of pending) socket.destroy();
        wss.close();
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
