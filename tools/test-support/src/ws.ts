import type { FrameError } from '@dap/stream-models';
import { afterAll, afterEach } from 'vitest';
import WebSocket from 'ws';
import { checkFrame, frameText } from './frames.js';
import { ASYNCAPI_SPEC_FILE, HAND_WRITTEN_HEADER } from './ws-report.js';

/** An invalid frame a Client received: the message it names (or could be), and why it failed. */
export interface InvalidFrame {
  frame: unknown;
  message?: string;
  candidates: string[];
  errors: FrameError[];
}

/** Clients still open or not checked since they closed, and how many of their invalid frames a check reported. */
const unchecked = new Map<Client, number>();

/**
 * A `ws` client that records every frame it receives and checks each against the AsyncAPI schemas.
 * Tests write its frames by hand, malformed ones on purpose, so it says so in its handshake (a
 * validating relay then reports them as hand-written, not as a client's).
 */
export class Client {
  readonly frames: unknown[] = [];
  /** Frames that did not validate with validateServerFrame, with the reasons. */
  readonly invalid: InvalidFrame[] = [];
  readonly #waiting: (() => void)[] = [];
  #read = 0;

  private constructor(
    readonly url: string,
    readonly socket: WebSocket,
  ) {
    unchecked.set(this, 0);
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '<binary>' : (data as Buffer).toString('utf8');
      const { message, candidates, errors } = checkFrame('server', text);
      const frame = (() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return text;
        }
      })();
      if (errors.length > 0)
        this.invalid.push({ frame, ...(message !== undefined ? { message } : {}), candidates, errors });
      this.frames.push(frame);
      for (const wake of this.#waiting.splice(0)) wake();
    });
  }

  /** Opens a connection; resolves once open. */
  static async open(url: string, token: string | undefined, options: WebSocket.ClientOptions = {}): Promise<Client> {
    const headers: Record<string, string> = { [HAND_WRITTEN_HEADER]: '1' };
    if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
    const socket = new WebSocket(url, { ...options, headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Client(url, socket);
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame not yet read (waits up to `timeoutMs`). */
  async next(timeoutMs = 2000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length <= this.#read) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms (read ${this.#read})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames[this.#read++];
  }

  /** The next unread frame that `match` accepts, skipping (and consuming) the others; waits up to `timeoutMs`. */
  async nextWhere(match: (frame: any) => boolean, timeoutMs = 3000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await this.next(Math.max(1, deadline - Date.now()));
      if (match(frame)) return frame;
    }
  }

  /** The frames received from now on for `ms` milliseconds (marked read). */
  async during(ms: number): Promise<any[]> {
    const from = this.frames.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    this.#read = this.frames.length;
    return this.frames.slice(from);
  }

  /** Sends a request and returns the next frame. */
  async request(frame: unknown): Promise<any> {
    this.send(frame);
    return this.next();
  }

  /** Resolves with the close code once the connection has closed. */
  closed(): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = this.closed();
    this.socket.close();
    await closed;
  }
}

/** The HTTP status a handshake is refused with (or 101 when it opens), and the response's headers and body. */
export async function handshake(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.once('close', () => resolve({ status: 101, headers: {}, body: '' }));
      socket.close();
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

/**
 * Throws when a Client opened so far received a server frame that no AsyncAPI message accepts and
 * no earlier check reported, naming the message, the JSON pointer and the spec file of each.
 */
export function checkServerFrames(): void {
  const found: string[] = [];
  for (const [client, reported] of unchecked) {
    for (const { frame, message, candidates, errors } of client.invalid.slice(reported)) {
      const what = message ?? `no server message (could be ${candidates.join(', ')})`;
      const text = frameText(typeof frame === 'string' ? frame : JSON.stringify(frame), 300);
      for (const error of errors)
        found.push(
          `${what} at ${error.pointer || '/'} (${ASYNCAPI_SPEC_FILE}): ${error.message} [${error.keyword}] in ${text} from ${client.url}`,
        );
    }
    if (client.socket.readyState === WebSocket.CLOSED) unchecked.delete(client);
    else unchecked.set(client, client.invalid.length);
  }
  if (found.length > 0) throw new Error(`Invalid server frames:\n  ${found.join('\n  ')}`);
}

// Registered when a test file imports this module: every test fails on an invalid server frame
// any Client received, whether or not the test itself looks at `invalid`; the file fails on one
// that came in its after-all hooks.
afterEach(checkServerFrames);
afterAll(checkServerFrames);
