import { validateServerFrame } from '@dap/stream-models';
import WebSocket from 'ws';

/** A `ws` client that records every frame it receives and checks each against the AsyncAPI schemas. */
export class Client {
  readonly frames: unknown[] = [];
  /** Frames that did not validate with validateServerFrame, with the reasons. */
  readonly invalid: { frame: unknown; errors: unknown }[] = [];
  readonly #waiting: (() => void)[] = [];
  #read = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '<binary>' : (data as Buffer).toString('utf8');
      const result = validateServerFrame(text);
      const frame = (() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return text;
        }
      })();
      if (!result.ok) this.invalid.push({ frame, errors: result.errors });
      this.frames.push(frame);
      for (const wake of this.#waiting.splice(0)) wake();
    });
  }

  /** Opens a connection; resolves once open. */
  static async open(url: string, token: string | undefined, options: WebSocket.ClientOptions = {}): Promise<Client> {
    const socket = new WebSocket(url, { ...options, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Client(socket);
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
export async function handshake(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
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
