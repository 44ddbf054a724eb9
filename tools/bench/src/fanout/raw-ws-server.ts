/**
 * The ceiling for the WebSocket fan-out benchmark: a bare `ws` server on 127.0.0.1, in a process of
 * its own, that replays a trace the sandbox sent (the same frames, byte for byte, at the same
 * offsets) to every connected client with a plain broadcast loop. No authentication, no
 * subscriptions, no backpressure checks: only what any WebSocket server has to do. Each frame's
 * send time is taken just before its broadcast loop, as the sandbox's probe does.
 */
import { WebSocketServer } from 'ws';
import { serve } from '../harness/ipc.js';
import type { Sent, TraceFrame } from '../stream/frames.js';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await new Promise<void>((resolve) => wss.once('listening', () => resolve()));

const now = () => Number(process.hrtime.bigint());
let timer: NodeJS.Timeout | undefined;
let sent: Array<[string, number]> = [];
let windowFrom = 0;
let windowStartNs = 0;
let finished = true;

function play(trace: TraceFrame[]): void {
  clearTimeout(timer);
  sent = [];
  finished = trace.length === 0;
  const base = trace[0]?.ns ?? 0;
  const start = now();
  let next = 0;
  const step = () => {
    while (next < trace.length && (trace[next]?.ns ?? 0) - base <= now() - start) {
      const { key, frame } = trace[next++] as TraceFrame;
      sent.push([key, now()]);
      for (const client of wss.clients) client.send(frame);
    }
    if (next < trace.length)
      timer = setTimeout(step, Math.max(0, ((trace[next]?.ns ?? 0) - base - (now() - start)) / 1e6));
    else finished = true;
  };
  step();
}

serve(
  {
    play({ trace }: { trace: TraceFrame[] }) {
      play(trace);
    },
    mark() {
      windowFrom = sent.length;
      windowStartNs = now();
    },
    take(): Sent & { finished: boolean } {
      return { seconds: (now() - windowStartNs) / 1e9, frames: sent.slice(windowFrom), finished };
    },
    stop() {
      clearTimeout(timer);
      finished = true;
    },
    clients: () => wss.clients.size,
  },
  () =>
    new Promise<void>((resolve) => {
      clearTimeout(timer);
      for (const client of wss.clients) client.terminate();
      wss.close(() => resolve());
    }),
);

const address = wss.address();
process.send?.({ ready: { port: typeof address === 'object' && address !== null ? address.port : 0 } });
