/**
 * The shapes of the sandbox-control operations, as their JSON bodies carry them (snake_case fields,
 * decimal strings for money, RFC 3339 times). The control services take and return these, so the
 * routes that expose them are one-line calls, as the platform's are.
 */
import type { CryptoNetwork } from '../networks.js';

/** `GET /sandbox-control/clock`, and the answer of an advance. */
export interface ClockState {
  /** The sandbox's time, RFC 3339 with milliseconds. */
  now: string;
}

/** `POST /sandbox-control/clock/advance`. */
export interface ClockAdvanceRequest {
  /** How far to move the clock: whole seconds, 1 to a year's (31,536,000). */
  seconds: number;
}

/** `POST /sandbox-control/transfers/{id}/fail`. */
export interface TransferFailRequest {
  reason: string;
}

/**
 * `POST /sandbox-control/crypto-deposits`: to a deposit address by its id, or by its address and
 * the network the deposit arrives over. `asset` defaults to the network's native asset.
 */
export type CryptoDepositRequest =
  | { deposit_address_id: string; amount: string; asset?: string }
  | { address: string; crypto_network: CryptoNetwork; amount: string; asset?: string };

/** One balance of a profile: what it may spend, and what its PENDING withdrawals hold. */
export interface BalanceEntry {
  asset: string;
  available: string;
  held: string;
}

/** `GET /sandbox-control/profiles/{id}/balances`. */
export interface BalanceList {
  balances: BalanceEntry[];
}

/** `PUT /sandbox-control/profiles/{id}/balances/{asset}`. */
export interface BalanceSetRequest {
  available: string;
}

/** The statuses a fault can answer with. */
export type FaultStatus = 429 | 500 | 503;

/** `POST /sandbox-control/faults`: `status` or `delay_ms` (or both: the delay, then the status). */
export interface FaultRequest {
  /** The operationId of a platform operation, or `stream` for the WebSocket handshake. */
  operation: string;
  status?: FaultStatus;
  /** Seconds, sent as `Retry-After` with the status. */
  retry_after?: number;
  /** Milliseconds to wait before answering (with the status, or normally). */
  delay_ms?: number;
  /** How many matching requests get it; default 1. */
  times?: number;
}

/** An armed fault. */
export interface Fault {
  id: string;
  operation: string;
  status?: FaultStatus;
  retry_after?: number;
  delay_ms?: number;
  times: number;
  /** Uses left. */
  remaining: number;
  created_at: string;
}

/** `GET /sandbox-control/faults`. */
export interface FaultList {
  faults: Fault[];
}

/** What the app does to a request a fault was taken for: wait `delay_ms`, then answer `status` (with `Retry-After`) if given. */
export interface FaultAction {
  fault_id: string;
  status?: FaultStatus;
  retry_after?: number;
  delay_ms?: number;
}

/** The close codes a disconnect may use: going away, internal error, service restart, try again later. */
export type DisconnectCode = 1001 | 1011 | 1012 | 1013;

/** `POST /sandbox-control/streams/disconnect`. */
export interface StreamDisconnectRequest {
  code: DisconnectCode;
  /** Only the connections opened with a token of this client; every connection when absent. */
  client_id?: string;
}

export interface StreamDisconnectResult {
  closed: number;
}

/** `POST /sandbox-control/markets/{market}/move`. */
export interface MarketMoveRequest {
  /** A signed decimal in the quote asset: every price level of the book moves by it. */
  by: string;
}
