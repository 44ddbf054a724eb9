// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { Account, CryptoWithdrawalRequest, DepositAddress, DepositAddressRequest, EmptyObject, Execution, ExecutionList, MonitoringAddress, MonitoringAddressList, SandboxFiatDepositRequest, Transfer, operations, paths } from '@dap/api-types';
import type { APIPromise } from '../core/api-promise.js';
import { ClientCore, type DapClientOptions } from '../core/client-core.js';
import type { CursorPage, PagePromise } from '../core/pagination.js';
import type { RequestOptions } from '../core/request.js';
import { OPERATIONS } from './operations.js';

/** The query parameters of `listMonitoringAddresses`. */
export type ListMonitoringAddressesQuery = NonNullable<operations['listMonitoringAddresses']['parameters']['query']>;

/** The query parameters of `listExecutions`. */
export type ListExecutionsQuery = NonNullable<operations['listExecutions']['parameters']['query']>;

/** One page of `listMonitoringAddresses`: its `addresses`, the body, and the next page. */
export type MonitoringAddressesPage = CursorPage<MonitoringAddress, MonitoringAddressList, ListMonitoringAddressesQuery>;

/** One page of `listExecutions`: its `items`, the body, and the next page. */
export type ExecutionsPage = CursorPage<Execution, ExecutionList, ListExecutionsQuery>;

/**
 * Digital-Asset Platform API: one method per operation of the spec, named after its
 * operationId. Every method takes `RequestOptions` last (`signal`, `timeoutMs`, `maxRetries`,
 * `acceptExisting`); `.withResponse()` on what it returns gives status, headers and request id too.
 */
export class DapClient extends ClientCore<typeof OPERATIONS, paths> {
  constructor(options: DapClientOptions) {
    super(options, OPERATIONS);
  }

  /**
   * Create a crypto withdrawal
   *
   * `POST /transfer/crypto-withdrawals`, scope `transfer:write_crypto_withdrawal`. Retried on connection errors, timeouts, 429 and 5xx only when `body.ref_id` is set (the server deduplicates by it): a retry answered 409 resolves to the resource the earlier attempt created. With `acceptExisting`, a 409 whose existing resource matches the request resolves to it too.
   */
  createCryptoWithdrawal(body: CryptoWithdrawalRequest, options?: RequestOptions): APIPromise<Transfer> {
    return this.request<Transfer>('createCryptoWithdrawal', { body }, options);
  }

  /**
   * Create a crypto deposit address
   *
   * `POST /transfer/deposit-addresses`, scope `transfer:write_deposit_address`. Retried on connection errors, timeouts, 429 and 5xx only when `body.ref_id` is set (the server deduplicates by it): a retry answered 409 resolves to the resource the earlier attempt created. With `acceptExisting`, a 409 whose existing resource matches the request resolves to it too.
   */
  createDepositAddress(body: DepositAddressRequest, options?: RequestOptions): APIPromise<DepositAddress> {
    return this.request<DepositAddress>('createDepositAddress', { body }, options);
  }

  /**
   * Simulate a fiat (wire) deposit
   *
   * `POST /sandbox/fiat-deposits`, scope `transfer:write_sandbox_fiat_deposit`. Never retried: nothing deduplicates it, so a repeat could act twice.
   */
  createSandboxFiatDeposit(body: SandboxFiatDepositRequest, options?: RequestOptions): APIPromise<EmptyObject> {
    return this.request<EmptyObject>('createSandboxFiatDeposit', { body }, options);
  }

  /**
   * List monitoring addresses
   *
   * `GET /rewards/monitor/address`, scope `rewards:read_monitoring_address`. Retried on connection errors, timeouts, 429 and 5xx.
   *
   * Await it for the first page, or `for await` it for every item of every page (`addresses`).
   */
  listMonitoringAddresses(query: ListMonitoringAddressesQuery = {}, options?: RequestOptions): PagePromise<MonitoringAddressesPage, MonitoringAddress> {
    return this.paginate<MonitoringAddress, MonitoringAddressList, ListMonitoringAddressesQuery>('listMonitoringAddresses', 'addresses', query, options);
  }

  /**
   * List executions
   *
   * `GET /executions`, scope `exchange:read_order`. Retried on connection errors, timeouts, 429 and 5xx.
   *
   * Await it for the first page, or `for await` it for every item of every page (`items`).
   */
  listExecutions(query: ListExecutionsQuery = {}, options?: RequestOptions): PagePromise<ExecutionsPage, Execution> {
    return this.paginate<Execution, ExecutionList, ListExecutionsQuery>('listExecutions', 'items', query, options);
  }

  /**
   * Retrieve an account
   *
   * `GET /identity/accounts/{id}`, scope `identity:read_account`. Retried on connection errors, timeouts, 429 and 5xx.
   */
  getAccount(id: NonNullable<operations['getAccount']['parameters']['path']>['id'], options?: RequestOptions): APIPromise<Account> {
    return this.request<Account>('getAccount', { path: { id } }, options);
  }
}
