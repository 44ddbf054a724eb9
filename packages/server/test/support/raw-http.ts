import { connect, type Socket } from 'node:net';

/** One HTTP response as read off a socket. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

/** The first complete response in `data`, or undefined while it is incomplete. */
function parseResponse(data: Buffer, ended: boolean): RawResponse | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  const rest = data.subarray(end + 4);
  if (length === undefined ? !ended : rest.length < length) return undefined;
  return { status, headers, body: rest.subarray(0, length).toString('utf8') };
}

/** A TCP connection to the server, to write requests on byte by byte as a test needs. */
export class RawConnection {
  readonly socket: Socket;
  #data = Buffer.alloc(0);
  #ended = false;
  #waiters: (() => void)[] = [];

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#data = Buffer.concat([this.#data, chunk]);
      this.#wake();
    });
    const end = () => {
      this.#ended = true;
      this.#wake();
    };
    socket.on('end', end);
    socket.on('close', end);
    socket.on('error', end);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(bytes: string | Buffer): void {
    this.socket.write(bytes);
  }

  /** The next response on the connection (responses already read are consumed). */
  async response(timeoutMs = 10_000): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = parseResponse(this.#data, this.#ended);
      if (response) {
        const consumed = this.#data.indexOf('\r\n\r\n') + 4 + Buffer.byteLength(response.body);
        this.#data = this.#data.subarray(consumed);
        return response;
      }
      if (this.#ended)
        throw new Error(
          `the connection closed without a complete response: ${JSON.stringify(this.#data.toString('latin1').slice(0, 200))}`,
        );
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no complete response within ${timeoutMs} ms: ${JSON.stringify(this.#data.toString('latin1').slice(0, 200))}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server has closed the connection. */
  async closed(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#ended) {
      if (Date.now() > deadline) throw new Error('the server did not close the connection');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.destroy();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Sends `bytes` on a new connection and returns the first response. */
export async function rawRequest(port: number, bytes: string | Buffer): Promise<RawResponse> {
  const connection = await RawConnection.open(port);
  try {
    connection.write(bytes);
    return await connection.response();
  } finally {
    connection.close();
  }
}

/** An HTTP/1.1 request as bytes: `Host` and `Connection: close` added, `Content-Length` for a body. */
export function http(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Buffer {
  const all: Record<string, string> = { host: '127.0.0.1', connection: 'close', ...headers };
  if (body !== undefined && all['content-length'] === undefined && all['transfer-encoding'] === undefined)
    all['content-length'] = String(Buffer.byteLength(body));
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);
}
