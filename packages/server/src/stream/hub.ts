import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { CLOSE_CODES, CONNECTION_LIMITS } from '@dap/stream-models';
import { WebSocketServer } from 'ws';
import { chooseProtocol } from './token-protocol.js';
import type { Principal } from '../types.js';
import type { ProblemRenderer } from '../errors/docs-base.js';
import type { ProblemError } from '../errors/problem-error.js';
import { problems } from '../errors/problems.js';
import { writeRawProblem } from '../errors/send-problem.js';
import { requestIdOf } from '../request-id.js';
import { Connection } from './connection.js';
import { handshakeProblem } from './handshake-errors.js';
import { Inbox } from './inbox.js';
import type { ChannelDeprecations, StreamConnection, StreamHandlers, StreamHub } from './types.js';
import { closeWhere } from './close-where.js';

export interface HubOptions {
  handlers: StreamHandlers;
  log: FastifyBaseLogger;
  /** Protocol ping interval; a peer that has not answered the previous ping is terminated. */
  pingIntervalMs: number;
  /** The clock principals' `expiresAt` is read against. */
  now: () => number;
  /** The server's problem documents, their types under the request's docs base. */
  render: ProblemRenderer;
  /** The deprecated channel types, announced in subscribe acknowledgements. */
  channelDeprecations: ChannelDeprecations;
}

/** The `Retry-After` of a handshake past `maxConnectionsPerClient`: a connection may close at any moment. */
const RETRY_AFTER_SECONDS = 1;

/** The longest delay `setTimeout` keeps (about 24.8 days); a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The open connections: accepts authenticated upgrades (`ws` in noServer mode, so the HTTP server
 * stays Fastify's), answers their frames through each one's inbox, keeps them alive with protocol
 * pings, and closes them all at shutdown. The contract's limits hold for every connection: frames
 * over `maxFrameBytes` close it with 1009 (`ws` itself), the request rate and the queued bytes are
 * the inbox's and the connection's; `maxConnectionsPerClient` is counted here, per instance.
 */
export class Hub implements StreamHub {
  readonly #connections = new Set<Connection>();
  /** Open connections by principal subject (the client), for `maxConnectionsPerClient`. */
  readonly #perClient = new Map<string, number>();
  readonly #wss: WebSocketServer;
  readonly #timer: NodeJS.Timeout;
  #closed = false;

  constructor(private readonly options: HubOptions) {
    this.#wss = new WebSocketServer({
      noServer: true,
      maxPayload: CONNECTION_LIMITS.maxFrameBytes,
      clientTracking: false,
      handleProtocols: chooseProtocol,
    });
    // With a listener, ws leaves the answer to a malformed handshake to us: a problem document.
    this.#wss.on('wsClientError', (error, socket, request) => {
      this.#refuse(
        request,
        socket,
        handshakeProblem(error, request.method, (request.url ?? '/').split('?', 1)[0] ?? '/'),
      );
    });
    this.#timer = setInterval(() => this.#ping(), options.pingIntervalMs);
    this.#timer.unref(); // a hub with no connections must not keep the process alive
  }

  /** Refuses a handshake with a problem document, then closes its socket. */
  #refuse(request: IncomingMessage, socket: Duplex, problem: ProblemError): void {
    writeRawProblem(socket, requestIdOf(request), problem, this.options.render(problem, request));
  }

  get connections(): ReadonlySet<StreamConnection> {
    return this.#connections;
  }

  /**
   * Completes the handshake of an authenticated, admitted upgrade request, unless its client holds
   * `maxConnectionsPerClient` open connections already (429 with Retry-After). Counting and
   * opening happen in one synchronous turn (`ws` calls back synchronously), so concurrent
   * handshakes of one client cannot all slip under the limit.
   */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer, principal: Principal, evolveSeed?: string): void {
    // After shutdown ws would answer a plain-text 503 itself.
    if (this.#closed) return this.#refuse(request, socket, problems.serviceUnavailable());
    const { subject } = principal;
    const open = this.#perClient.get(subject) ?? 0;
    if (open >= CONNECTION_LIMITS.maxConnectionsPerClient) {
      const detail = `The client holds ${open} open WebSocket connections on this server, the most it may (maxConnectionsPerClient); close one, or subscribe on one you have.`;
      return this.#refuse(request, socket, problems.rateLimited(RETRY_AFTER_SECONDS, detail));
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      const { handlers, log, now } = this.options;
      const connection = new Connection(ws, principal, now, evolveSeed);
      this.#connections.add(connection);
      this.#perClient.set(subject, (this.#perClient.get(subject) ?? 0) + 1);
      const expiry = this.#closeAtExpiry(connection);
      ws.on('pong', () => {
        connection.alive = true;
      });
      ws.on('error', (error) => log.warn({ err: error, connection: connection.id }, 'WebSocket error'));
      const inbox = new Inbox(connection, handlers, log, this.options.channelDeprecations);
      ws.on('message', (data, isBinary) => inbox.receive(data, isBinary));
      ws.on('close', (code) => {
        this.#connections.delete(connection);
        const left = (this.#perClient.get(subject) ?? 1) - 1;
        if (left > 0) this.#perClient.set(subject, left);
        else this.#perClient.delete(subject);
        expiry?.cancel();
        void this.#call('onClose', () => handlers.onClose?.(connection, code), connection);
      });
      void this.#call('onOpen', () => handlers.onOpen?.(connection), connection);
    });
  }

  async closeAll(
    code: number = CLOSE_CODES.GOING_AWAY.code,
    reason = 'server shutting down',
    timeoutMs = 2000,
  ): Promise<void> {
    const open = [...this.#connections];
    const closed = open.map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.socket.readyState === connection.socket.CLOSED) return resolve();
          connection.socket.once('close', () => resolve());
          connection.close(code, reason);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([Promise.all(closed), timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') for (const connection of this.#connections) connection.socket.terminate();
  }

  closeWhere(matches: (connection: StreamConnection) => boolean, code: number, reason: string): number {
    return closeWhere(this.#connections, matches, code, reason);
  }

  /**
   * Closes the connection with 1008 when its principal's `expiresAt` comes, on the server's clock
   * (a timer set for the time left, checked again when it fires: that clock need not be the timer's).
   */
  #closeAtExpiry(connection: Connection): { cancel(): void } | undefined {
    const { expiresAt } = connection.principal;
    if (expiresAt === undefined) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const check = (): void => {
      if (connection.expired) return connection.closeExpired();
      timer = setTimeout(check, Math.min(Math.max(expiresAt - this.options.now(), 1), MAX_TIMER_MS));
      timer.unref();
    };
    check();
    return { cancel: () => clearTimeout(timer) };
  }

  /** Stops pinging and closes every connection. */
  async shutdown(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.closeAll();
    this.#wss.close();
  }

  #ping(): void {
    for (const connection of this.#connections) {
      if (!connection.alive) {
        this.options.log.info({ connection: connection.id }, 'WebSocket peer did not answer ping; terminating');
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  async #call(what: string, call: () => unknown, connection: Connection): Promise<void> {
    try {
      await call();
    } catch (error) {
      this.options.log.error({ err: error, connection: connection.id }, `${what} handler failed`);
    }
  }
}
