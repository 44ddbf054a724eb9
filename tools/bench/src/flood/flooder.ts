/**
 * The abusive WebSocket clients of the flood benchmark, in a process of their own (forked by
 * flood.ts), both at once while a window runs:
 *
 * - `malformed`: opens a connection and sends 10,000 one-byte frames that are not JSON at once, then
 *   waits for the server to close it and does it again on a new connection;
 * - `silent`: opens a connection, stops reading it, subscribes to every market's order book and sends
 *   10,000 `subscription_list` requests at once; 1.5 s later it reads again to see how the connection
 *   ended (dropping it itself if it has not), and starts again.
 *
 * Each counts the frames it sent, the connections it opened and how each ended (close code).
 */
import WebSocket from 'ws';
import { serve } from '../harness/ipc.js';

export interface FloodOptions {
  wsUrl: string;
  token: string;
  markets: string[];
  /** Frames sent at once on each connection. */
  framesPerConnection: number;
}

export interface FlooderFigures {
  connections: number;
  frames: number;
  /** How the connections ended, by close code (1006: dropped without a close frame the client read). */
  closes: Record<string, number>;
}

type Kind = 'malformed' | 'silent';

/** How long the silent client reads nothing before it reads again, and how long it then waits for the close. */
const SILENT_MS = 1_500;
const SILENT_READ_MS = 500;

let running = false;
const open = new Set<WebSocket>();
let loops: Promise<void>[] = [];
const figures: Record<Kind, FlooderFigures> = { malformed: empty(), silent: empty() };

function empty(): FlooderFigures {
  return { connections: 0, frames: 0, closes: {} };
}

/** One connection: resolves with its close code (or 'refused' when it could not open). */
function connection(kind: Kind, options: FloodOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(options.wsUrl, {
      perMessageDeflate: false,
      headers: { authorization: `Bearer ${options.token}` },
    });
    open.add(socket);
    socket.on('error', () => {}); // the close that follows reports it
    socket.once('unexpected-response', (_request, response) => {
      open.delete(socket);
      resolve(`refused ${String(response.statusCode)}`);
    });
    socket.once('close', (code) => {
      open.delete(socket);
      resolve(String(code));
    });
    socket.once('open', () => {
      const own = figures[kind];
      own.connections++;
      if (kind === 'silent') {
        socket.pause();
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            channels: options.markets.map((market) => ({ type: 'market_data', params: { market } })),
          }),
        );
        // A socket that is not read never learns it was closed: read again after a while, to see how it ended.
        setTimeout(() => {
          socket.resume();
          setTimeout(() => socket.terminate(), SILENT_READ_MS).unref();
        }, SILENT_MS).unref();
      }
      const frame = kind === 'malformed' ? 'x' : JSON.stringify({ type: 'subscription_list' });
      for (let i = 0; i < options.framesPerConnection && running; i++) socket.send(frame);
      own.frames += options.framesPerConnection + (kind === 'silent' ? 1 : 0);
    });
  });
}

async function loop(kind: Kind, options: FloodOptions): Promise<void> {
  while (running) {
    const code = await connection(kind, options);
    if (!running) break; // terminated by stop(), not by the server
    const closes = figures[kind].closes;
    closes[code] = (closes[code] ?? 0) + 1;
  }
}

async function stop(): Promise<Record<Kind, FlooderFigures>> {
  running = false;
  for (const socket of open) socket.terminate();
  await Promise.all(loops);
  loops = [];
  const result = { malformed: figures.malformed, silent: figures.silent };
  figures.malformed = empty();
  figures.silent = empty();
  return result;
}

serve(
  {
    start(options: FloodOptions) {
      running = true;
      loops = (['malformed', 'silent'] as const).map((kind) => loop(kind, options));
    },
    stop,
  },
  async () => {
    await stop();
  },
);

process.send?.({ ready: { pid: process.pid } });
