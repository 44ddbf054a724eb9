import WebSocket from 'ws';

/** How a handshake ended: open, refused with an HTTP status, or failed otherwise. */
export type Handshake = { ok: true; socket: StreamSocket } | { ok: false; status?: number; error: string };

/** A received frame: its text and when it came (ms since the socket opened). */
export interface Frame {
  text: string;
  at: number;
}

/**
 * A WebSocket to the deployment that queues every text frame it receives; `take` hands them out in
 * order, so replies and events are read in the order the server sent them.
 */
export class StreamSocket {
  private readonly frames: Frame[] = [];
  private read = 0;
  private wake: (() => void) | undefined;
  private readonly opened = Date.now();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      this.frames.push({
        text: isBinary ? '<binary frame>' : (data as Buffer).toString('utf8'),
        at: Date.now() - this.opened,
      });
      this.wake?.();
    });
    socket.on('close', () => this.wake?.());
  }

  /** Opens a connection with `authorization` as the handshake's Authorization header (none when undefined). */
  static open(url: string, authorization: string | undefined, timeoutMs: number): Promise<Handshake> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, {
        handshakeTimeout: timeoutMs,
        ...(authorization !== undefined ? { headers: { authorization } } : {}),
      });
      socket.once('open', () => resolve({ ok: true, socket: new StreamSocket(socket) }));
      socket.once('unexpected-response', (request, response) => {
        resolve({
          ok: false,
          status: response.statusCode ?? 0,
          error: `handshake answered ${response.statusCode ?? 0}`,
        });
        response.resume();
        request.destroy();
      });
      socket.once('error', (error) => resolve({ ok: false, error: `handshake failed: ${error.message}` }));
    });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** The next frame not yet taken, waiting until `deadline` (epoch ms); undefined when none came. */
  async take(deadline: number): Promise<Frame | undefined> {
    while (this.frames.length <= this.read) {
      const left = deadline - Date.now();
      if (left <= 0 || !this.isOpen) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
    return this.frames[this.read++];
  }

  /** Closes normally (1000) and waits for the close handshake, or terminates after `timeoutMs`. */
  async close(timeoutMs: number): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.socket.close(1000, 'verification done');
    const timer = setTimeout(() => this.socket.terminate(), timeoutMs);
    await closed;
    clearTimeout(timer);
  }
}
