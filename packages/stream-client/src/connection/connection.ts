/**
 * Opening one connection: get a bearer token (from a provider, a `TokenSource` or a fixed string),
 * with its expiry when the source says it, and complete the WebSocket handshake with it; a 401 or
 * 403 is tried once more with a fresh token. What a refused upgrade said (status, problem body,
 * headers) becomes a `StreamHandshakeError`.
 */
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import {
  StreamAuthenticationError,
  StreamConnectionError,
  StreamError,
  StreamHandshakeError,
  StreamPermissionError,
  StreamTimeoutError,
} from '../errors/errors.js';
import type { ConnectorOptions, IssuedToken, StreamToken } from './types.js';

/** An open connection and the token it was opened with. */
export interface OpenedConnection {
  readonly ws: WebSocket;
  readonly issued: IssuedToken;
}

/** What a connection is opened instead of. */
export interface Replacing {
  /** The token of the connection replaced, whose time is up: the source is asked for another one. */
  readonly token: string;
  /**
   * The connection is still open (the client renews its token before it expires): a source that
   * gives the same token back opens nothing, since the new connection would expire with the old.
   */
  readonly renewal: boolean;
}

export class Connector {
  readonly #options: ConnectorOptions;

  constructor(options: ConnectorOptions) {
    this.#options = options;
  }

  /**
   * Gets a token (another than `replacing.token`, when given) and completes a handshake; on 401/403
   * once more with a fresh token. Resolves with the open socket and its token.
   */
  async open(replacing?: Replacing): Promise<OpenedConnection> {
    const issued = await this.#tokenWithin(replacing?.token);
    if (replacing?.renewal && issued.token === replacing.token)
      throw new StreamError('The token source gave back the token that is about to expire');
    try {
      return { ws: await this.#handshake(issued.token), issued };
    } catch (error) {
      if (!(error instanceof StreamAuthenticationError || error instanceof StreamPermissionError)) throw error;
      const fresh = await this.#tokenWithin(issued.token);
      return { ws: await this.#handshake(fresh.token), issued: fresh };
    }
  }

  async #token(rejected: string | undefined): Promise<string | StreamToken> {
    const source = this.#options.token;
    const { scope } = this.#options;
    if (typeof source === 'string') return source;
    if (typeof source === 'function') return source(rejected === undefined ? {} : { rejected });
    if (rejected !== undefined) source.invalidate?.(scope, rejected);
    const token = await source.getToken(scope, AbortSignal.timeout(this.#options.connectTimeoutMs));
    return { accessToken: token, expiresAt: source.expiresAt?.(scope, token) };
  }

  async #tokenWithin(rejected: string | undefined): Promise<IssuedToken> {
    const { connectTimeoutMs } = this.#options;
    let timer: NodeJS.Timeout | undefined;
    try {
      const given = await Promise.race([
        this.#token(rejected),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new StreamTimeoutError(`No token within ${connectTimeoutMs} ms`, connectTimeoutMs)),
            connectTimeoutMs,
          );
        }),
      ]);
      const issued = issuedToken(given);
      if (!issued) throw new StreamError('The token provider returned no token');
      return issued;
    } catch (error) {
      if (error instanceof StreamError) throw error;
      throw new StreamConnectionError('Could not get a token for the stream', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** One handshake: resolves with the open socket, or rejects with why it did not open. */
  #handshake(token: string): Promise<WebSocket> {
    return new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(this.#options.url, {
        headers: { ...this.#options.headers, Authorization: `Bearer ${token}` },
        handshakeTimeout: this.#options.connectTimeoutMs,
      });
      let refusal: Promise<StreamHandshakeError> | undefined;
      const cleanup = () => {
        ws.off('open', onOpen);
        ws.off('unexpected-response', onResponse);
        ws.off('close', onClose);
      };
      const onOpen = () => {
        cleanup();
        ws.off('error', onError);
        resolve(ws);
      };
      // The server refused the upgrade with an HTTP status: read the (problem) body, then drop the socket.
      const onResponse = (_request: unknown, response: IncomingMessage) => {
        refusal = readRefusal(response);
        void refusal.finally(() => ws.terminate());
      };
      let failure: unknown;
      const onError = (error: unknown) => {
        failure ??= error;
      };
      const onClose = () => {
        cleanup();
        ws.off('error', onError);
        ws.on('error', () => {}); // a late socket error must not crash the process
        if (refusal) {
          refusal.then(reject, reject);
          return;
        }
        const message = failure instanceof Error ? failure.message : 'the connection closed during the handshake';
        reject(new StreamConnectionError(`Could not open the stream: ${message}`, { cause: failure }));
      };
      ws.on('open', onOpen);
      ws.on('unexpected-response', onResponse);
      ws.on('error', onError);
      ws.on('close', onClose);
    });
  }
}

/** A provider's or source's answer as a token and its expiry (ignored unless a finite number); `undefined` when it holds no token. */
function issuedToken(given: unknown): IssuedToken | undefined {
  const { accessToken, expiresAt } =
    typeof given === 'object' && given !== null
      ? (given as Partial<StreamToken>)
      : { accessToken: given, expiresAt: undefined };
  if (typeof accessToken !== 'string' || accessToken === '') return undefined;
  return {
    token: accessToken,
    expiresAt: typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : undefined,
  };
}

/** The server's refusal of the upgrade, with its body (JSON when it parses, else text; at most 64 KiB read). */
async function readRefusal(response: IncomingMessage): Promise<StreamHandshakeError> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > 65_536) break;
      chunks.push(buffer);
    }
  } catch {
    // A body cut short is still a refusal with a status.
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  return StreamHandshakeError.from(response.statusCode ?? 0, body, response.headers);
}
