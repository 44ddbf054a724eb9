import type { StreamCloseCode, StreamDisconnect, StreamDisconnectResult } from '@dap/api-types/sandbox-control';
import { closeWhere, type StreamConnection } from '@dap/server';
import { CLOSE_CODES } from '@dap/stream-models';
import type { Announcer } from '../store/announcements.js';

const REASONS: Readonly<Record<StreamCloseCode, string>> = {
  1001: 'going away (sandbox control)',
  1011: 'internal error (sandbox control)',
  1012: 'service restart (sandbox control)',
  1013: 'try again later (sandbox control)',
};

/** What the other instances hear of a disconnect: whose connections (a tenant's), with what. */
export type StreamsDisconnected = { kind: 'disconnect'; tenant: string } & StreamDisconnect;

/**
 * The WebSocket connections of this instance, and closing them on demand. The app's stream
 * handlers add each connection when it opens and remove it when it closes (`createStreamHandlers`
 * with `connections`); each carries the principal of its handshake: its subject (the client id)
 * and its tenant.
 */
export class StreamControl {
  readonly #open = new Set<StreamConnection>();

  constructor(private readonly broadcast: Announcer<StreamsDisconnected>) {}

  /** A connection has opened. */
  add(connection: StreamConnection): void {
    this.#open.add(connection);
  }

  /** A connection has closed. */
  delete(connection: StreamConnection): void {
    this.#open.delete(connection);
  }

  /** How many connections are open. */
  get size(): number {
    return this.#open.size;
  }

  /**
   * `POST /streams/disconnect`: closes the tenant's matching connections of this instance
   * (`disconnect`) and tells every other instance on the database to close theirs, and answers once
   * they have, with how many were closed on all of them.
   */
  async disconnectEverywhere(tenant: string, request: StreamDisconnect): Promise<StreamDisconnectResult> {
    const { closed } = this.disconnect(tenant, request);
    const elsewhere = await (await this.broadcast.publish({ kind: 'disconnect', tenant, ...request })).applied();
    return { closed: closed + elsewhere };
  }

  /**
   * Closes the open connections of `tenant` (every tenant's when undefined), or of its client
   * `client_id`, with `code` (1001, 1011, 1012 or 1013), and answers how many. The close handshake
   * completes on its own; a connection is counted once it is told.
   */
  disconnect(tenant: string | undefined, { code, client_id: clientId }: StreamDisconnect): StreamDisconnectResult {
    const matches = ({ principal }: StreamConnection) =>
      (tenant === undefined || principal.tenant === tenant) &&
      (clientId === undefined || principal.subject === clientId);
    return { closed: this.closeWhere(matches, code, REASONS[code]) };
  }

  /** Closes the connections of a deleted tenant with 1008 (policy violation: their credentials are revoked). */
  revoke(tenant: string): number {
    return this.closeWhere(
      ({ principal }) => principal.tenant === tenant,
      CLOSE_CODES.POLICY_VIOLATION.code,
      'credentials revoked (the tenant was deleted)',
    );
  }

  /**
   * Closes the open connections of this instance that `matches` picks (by principal: a client, or
   * a tenant whose access was withdrawn, with 1008) with `code` and `reason`, and says how many.
   * Those closing already are not counted; their close event removes them.
   */
  closeWhere(matches: (connection: StreamConnection) => boolean, code: number, reason: string): number {
    return closeWhere(this.#open, matches, code, reason);
  }
}
