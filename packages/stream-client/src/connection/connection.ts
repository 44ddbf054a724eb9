/**
 * Opening one connection: get a bearer token (from a provider, a `TokenSource` or a fixed string),
 * and complete the WebSocket handshake with it; a 401 or 403 is tried once more with a fresh token.
 * What a refused upgrade said (status, problem body, headers) becomes a `StreamHandshakeError`.
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
import type { ConnectorOptions } from './types.js';

export class Connector {
  readonly #options: ConnectorOptions;

  constructor(options: ConnectorOptions) {
    this.#options = options;
  }

  /** Gets a token and completes a handshake; on 401/403 once more with a fresh token. Resolves with the open socket. */
  async open(): Promise<WebSocket> {
    const token = await this.#tokenWithin(undefined);
    try {
      return await this.#handshake(token);
    } catch (error) {
      if (!(error instanceof StreamAuthenticationError || error instanceof StreamPermissionError)) throw error;
      return await this.#handshake(await this.#tokenWithin(token));
    }
  }

  async #token(rejected: string | undefined): Promise<string> {
    const source = this.#options.token;
    if (typeof source === 'string') return source;
    if (typeof source === 'function') return source(rejected === undefined ? {} : { rejected });
    if (rejected !== undefined) source.invalidate?.(this.#options.scope, rejected);
    return source.getToken(this.#options.scope, AbortSignal.timeout(this.#options.connectTimeoutMs));
  }

  async #tokenWithin(rejected: string | undefined): Promise<string> {
    const { connectTimeoutMs } = this.#options;
    let timer: NodeJS.Timeout | undefined;
    try {
      const token = await Promise.race([
        this.#token(rejected),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new StreamTimeoutError(`No token within ${connectTimeoutMs} ms`, connectTimeoutMs)),
            connectTimeoutMs,
          );
        }),
      ]);
      if (typeof token !== 'string' || token === '') throw new StreamError('The token provider returned no token');
      return token;
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
