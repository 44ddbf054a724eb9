/**
 * WebSocket subscribers for the fan-out and the flood benchmark, all in this one process (forked by
 * fanout.ts, cross-instance-fanout.ts and flood.ts), so they never share an event loop with the
 * server they read from. Each receipt is stamped with the system-wide monotonic clock
 * (`process.hrtime`, the same clock the servers stamp their send times with) and keyed by the
 * frame's `time`; the latency is receipt minus the server's send time of that frame, computed when
 * the window is collected.
 */
import WebSocket from 'ws';
import { serve } from '../harness/ipc.js';
import { percentile } from '../harness/stats.js';
import { frameKeyOf, type Sent } from './frames.js';

export interface ConnectOptions {
  url: string;
  /**
   * Bearer tokens for the handshakes (the sandbox), dealt out in turn: a client holds at most the
   * contract's `maxConnectionsPerClient`, so many connections need the tokens of several. None for the raw server.
   */
  tokens?: string[];
  count: number;
  /** A channel to subscribe to on each connection; the ack is awaited. */
  subscribe?: { type: string; params: { market: string } };
}

export interface Delivery {
  connections: number;
  /** Frames the server sent in the window. */
  sent: number;
  /** Of those, receipts by all connections (at most sent × connections). */
  delivered: number;
  seconds: number;
  /** delivered / seconds: frames delivered to subscribers per second, all connections together. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connections the server closed during the benchmark, by close code. */
  closedByServer: Record<string, number>;
}

const sockets: WebSocket[] = [];
const receipts = new Map<string, number[]>();
let recording = false;
let closing = false;
const closedByServer: Record<string, number> = {};

function open({ url, tokens, subscribe }: ConnectOptions, index: number): Promise<WebSocket> {
  const token = tokens === undefined ? undefined : tokens[index % tokens.length];
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      perMessageDeflate: false,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('a subscriber could not connect and subscribe within 20 s'));
    }, 20_000);
    const ready = () => {
      clearTimeout(timer);
      socket.on('message', (data: Buffer) => {
        const ns = Number(process.hrtime.bigint());
        if (!recording) return;
        const key = frameKeyOf(data);
        if (key === undefined) return;
        const list = receipts.get(key);
        if (list) list.push(ns);
        else receipts.set(key, [ns]);
      });
      socket.on('error', () => {}); // a reset shows up as a close below
      socket.on('close', (code) => {
        if (!closing) closedByServer[code] = (closedByServer[code] ?? 0) + 1;
      });
      resolve(socket);
    };
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      reject(new Error(`the WebSocket handshake was answered ${String(response.statusCode)}`));
    });
    socket.once('open', () => {
      if (!subscribe) return ready();
      socket.once('message', (data: Buffer) => {
        const ack = JSON.parse(data.toString('utf8')) as { type?: string; channels?: Array<{ success?: boolean }> };
        if (ack.type !== 'subscribe' || ack.channels?.[0]?.success !== true) {
          clearTimeout(timer);
          reject(new Error(`subscribing was answered ${data.toString('utf8')}`));
          return;
        }
        ready();
      });
      socket.send(JSON.stringify({ type: 'subscribe', channels: [subscribe] }));
    });
  });
}

serve(
  {
    async connect(options: ConnectOptions) {
      closing = false;
      for (let i = 0; i < options.count; i += 50) {
        const batch = Math.min(50, options.count - i);
        sockets.push(...(await Promise.all(Array.from({ length: batch }, (_, j) => open(options, i + j)))));
      }
      return sockets.length;
    },
    mark() {
      receipts.clear();
      recording = true;
    },
    collect({ sent }: { sent: Sent }): Delivery {
      recording = false;
      let total = 0;
      for (const [key] of sent.frames) total += receipts.get(key)?.length ?? 0;
      const latencies = new Float64Array(total);
      let n = 0;
      for (const [key, sentNs] of sent.frames)
        for (const ns of receipts.get(key) ?? []) latencies[n++] = (ns - sentNs) / 1e6;
      latencies.sort();
      receipts.clear();
      return {
        connections: sockets.length,
        sent: sent.frames.length,
        delivered: total,
        seconds: sent.seconds,
        perSecond: total / sent.seconds,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        maxMs: latencies.length > 0 ? (latencies[latencies.length - 1] ?? NaN) : NaN,
        closedByServer: { ...closedByServer },
      };
    },
    async closeAll() {
      closing = true;
      recording = false;
      const all = sockets.splice(0);
      await Promise.all(
        all.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              const timer = setTimeout(() => {
                socket.terminate();
                resolve();
              }, 3_000);
              socket.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              socket.close(1000);
            }),
        ),
      );
      for (const code of Object.keys(closedByServer)) delete closedByServer[code];
    },
  },
  () => {
    closing = true;
    for (const socket of sockets) socket.terminate();
  },
);

process.send?.({ ready: { pid: process.pid } });
