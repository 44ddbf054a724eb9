// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { DepositAddress, Transfer } from '@dap/api-types';
import type { OperationInfo } from '../core/operation.js';

/** The path of the spec's servers, which the client's `baseUrl` ends with: where its `rest` operations are served. */
export const REST_BASE_PATH = "/v2";

/** Every operation the client of Digital-Asset Platform API calls, from the spec: where it lives, its one OAuth2 scope, when it may be sent again. */
export const OPERATIONS = {
  createCryptoWithdrawal: { method: 'post', path: "/transfer/crypto-withdrawals", base: 'rest', scope: "transfer:write_crypto_withdrawal", retry: 'with-ref-id' },
  createDepositAddress: { method: 'post', path: "/transfer/deposit-addresses", base: 'rest', scope: "transfer:write_deposit_address", retry: 'with-ref-id' },
  createSandboxFiatDeposit: { method: 'post', path: "/sandbox/fiat-deposits", base: 'rest', scope: "transfer:write_sandbox_fiat_deposit", retry: 'never' },
  listMonitoringAddresses: { method: 'get', path: "/rewards/monitor/address", base: 'rest', scope: "rewards:read_monitoring_address", retry: 'always' },
  listExecutions: { method: 'get', path: "/executions", base: 'rest', scope: "exchange:read_order", retry: 'always' },
  getAccount: { method: 'get', path: "/identity/accounts/{id}", base: 'rest', scope: "identity:read_account", retry: 'always' },
} as const satisfies Record<string, OperationInfo>;

/** The operationId of an operation the client calls. */
export type OperationId = keyof typeof OPERATIONS;

/** The resource a 409 of each create deduplicated by `ref_id` carries in `meta.existing`. */
export interface ConflictResources {
  createCryptoWithdrawal: Transfer;
  createDepositAddress: DepositAddress;
}
