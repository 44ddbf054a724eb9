// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { Balance, BalanceList, BalanceUpdate, Clock, ClockAdvance, CryptoDepositRequest, Fault, FaultList, FaultRequest, MarketMove, NewTenant, StreamDisconnect, StreamDisconnectResult, TenantList, TenantRequest, TopOfBook, Transfer, TransferFailure, operations, paths } from '@dap/api-types/sandbox-control';
import type { APIPromise } from '../core/api-promise.js';
import { ClientCore, type DapClientOptions } from '../core/client-core.js';
import type { RequestOptions } from '../core/request.js';
import { CONTROL_OPERATIONS } from './sandbox-control-operations.js';

/**
 * Digital-Asset Platform Sandbox Control API: one method per operation of the spec, named after its
 * operationId. Every method takes `RequestOptions` last (`signal`, `timeoutMs`, `maxRetries`,
 * `acceptExisting`); `.withResponse()` on what it returns gives status, headers and request id too.
 *
 * Its operations are served at the origin of `baseUrl`: the platform client's options serve it too
 * (`https://api.sandbox.example.com/v2` and `https://api.sandbox.example.com` call the same place).
 */
export class SandboxControlClient extends ClientCore<typeof CONTROL_OPERATIONS, paths> {
  constructor(options: DapClientOptions) {
    super(options, CONTROL_OPERATIONS);
  }

  /**
   * Read the sandbox clock
   *
   * `GET /sandbox-control/clock`, scope `sandbox:control`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  getClock(options?: RequestOptions): APIPromise<Clock> {
    return this.request<Clock>('getClock', {}, options);
  }

  /**
   * Move the sandbox clock forward
   *
   * `POST /sandbox-control/clock/advance`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  advanceClock(body: ClockAdvance, options?: RequestOptions): APIPromise<Clock> {
    return this.request<Clock>('advanceClock', { body }, options);
  }

  /**
   * Read a transfer
   *
   * `GET /sandbox-control/transfers/{id}`, scope `sandbox:control`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  getTransfer(id: NonNullable<operations['getTransfer']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<Transfer> {
    return this.request<Transfer>('getTransfer', { path: { id } }, options);
  }

  /**
   * Complete a pending transfer now
   *
   * `POST /sandbox-control/transfers/{id}/complete`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  completeTransfer(id: NonNullable<operations['completeTransfer']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<Transfer> {
    return this.request<Transfer>('completeTransfer', { path: { id } }, options);
  }

  /**
   * Fail a pending transfer now
   *
   * `POST /sandbox-control/transfers/{id}/fail`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  failTransfer(id: NonNullable<operations['failTransfer']['parameters']['path']>['id'], body: TransferFailure, options?: RequestOptions): APIPromise<Transfer> {
    return this.request<Transfer>('failTransfer', { path: { id }, body }, options);
  }

  /**
   * Receive a crypto deposit
   *
   * `POST /sandbox-control/crypto-deposits`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  createCryptoDeposit(body: CryptoDepositRequest, options?: RequestOptions): APIPromise<Transfer> {
    return this.request<Transfer>('createCryptoDeposit', { body }, options);
  }

  /**
   * Read a profile's balances
   *
   * `GET /sandbox-control/profiles/{id}/balances`, scope `sandbox:control`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  getBalances(id: NonNullable<operations['getBalances']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<BalanceList> {
    return this.request<BalanceList>('getBalances', { path: { id } }, options);
  }

  /**
   * Set a profile's balance of an asset
   *
   * `PUT /sandbox-control/profiles/{id}/balances/{asset}`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  setBalance(id: NonNullable<operations['setBalance']['parameters']['path']>['id'], asset: NonNullable<operations['setBalance']['parameters']['path']>['asset'], body: BalanceUpdate, options?: RequestOptions): APIPromise<Balance> {
    return this.request<Balance>('setBalance', { path: { id, asset }, body }, options);
  }

  /**
   * List the armed faults
   *
   * `GET /sandbox-control/faults`, scope `sandbox:control`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  listFaults(options?: RequestOptions): APIPromise<FaultList> {
    return this.request<FaultList>('listFaults', {}, options);
  }

  /**
   * Arm a fault
   *
   * `POST /sandbox-control/faults`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  createFault(body: FaultRequest, options?: RequestOptions): APIPromise<Fault> {
    return this.request<Fault>('createFault', { body }, options);
  }

  /**
   * Disarm every fault
   *
   * `DELETE /sandbox-control/faults`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  clearFaults(options?: RequestOptions): APIPromise<undefined> {
    return this.request<undefined>('clearFaults', {}, options);
  }

  /**
   * Close WebSocket connections
   *
   * `POST /sandbox-control/streams/disconnect`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  disconnectStreams(body: StreamDisconnect, options?: RequestOptions): APIPromise<StreamDisconnectResult> {
    return this.request<StreamDisconnectResult>('disconnectStreams', { body }, options);
  }

  /**
   * Move a market
   *
   * `POST /sandbox-control/markets/{market}/move`, scope `sandbox:admin`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  moveMarket(market: NonNullable<operations['moveMarket']['parameters']['path']>['market'], body: MarketMove, options?: RequestOptions): APIPromise<TopOfBook> {
    return this.request<TopOfBook>('moveMarket', { path: { market }, body }, options);
  }

  /**
   * Reset your tenant
   *
   * `POST /sandbox-control/reset`, scope `sandbox:control`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  resetSandbox(options?: RequestOptions): APIPromise<undefined> {
    return this.request<undefined>('resetSandbox', {}, options);
  }

  /**
   * Reset the whole sandbox
   *
   * `POST /sandbox-control/admin/reset`, scope `sandbox:admin`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  resetWholeSandbox(options?: RequestOptions): APIPromise<undefined> {
    return this.request<undefined>('resetWholeSandbox', {}, options);
  }

  /**
   * List the tenants
   *
   * `GET /sandbox-control/tenants`, scope `sandbox:admin`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  listTenants(options?: RequestOptions): APIPromise<TenantList> {
    return this.request<TenantList>('listTenants', {}, options);
  }

  /**
   * Make a tenant
   *
   * `POST /sandbox-control/tenants`, scope `sandbox:admin`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  createTenant(body?: TenantRequest, options?: RequestOptions): APIPromise<NewTenant> {
    return this.request<NewTenant>('createTenant', { body }, options);
  }

  /**
   * Delete a tenant
   *
   * `DELETE /sandbox-control/tenants/{id}`, scope `sandbox:admin`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  deleteTenant(id: NonNullable<operations['deleteTenant']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<undefined> {
    return this.request<undefined>('deleteTenant', { path: { id } }, options);
  }
}
