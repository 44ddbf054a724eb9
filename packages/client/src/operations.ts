/**
 * What the client needs to know about each operation beyond its types: where it lives, the one OAuth2
 * scope its token must carry (from the spec's `security`; `test/operations.test.ts` holds this table
 * to specs/dist/openapi.json), and when a failed call may be sent again.
 */
import type { operations } from '@dap/api-types';

/**
 * - `always`: reads, safe to repeat.
 * - `with-ref-id`: creates that the server deduplicates by `ref_id` (a repeat answers 409 with the
 *   existing resource), so they are repeated only when the body carries one.
 * - `never`: creates without replay protection; a repeat could create a second resource.
 */
export type RetryPolicy = 'always' | 'with-ref-id' | 'never';

export interface OperationInfo {
  method: 'get' | 'post';
  path: string;
  scope: string;
  retry: RetryPolicy;
}

export type OperationId = Exclude<keyof operations, 'createToken'>;

export const OPERATIONS = {
  createCryptoWithdrawal: {
    method: 'post',
    path: '/transfer/crypto-withdrawals',
    scope: 'transfer:write_crypto_withdrawal',
    retry: 'with-ref-id',
  },
  createDepositAddress: {
    method: 'post',
    path: '/transfer/deposit-addresses',
    scope: 'transfer:write_deposit_address',
    retry: 'with-ref-id',
  },
  createSandboxFiatDeposit: {
    method: 'post',
    path: '/sandbox/fiat-deposits',
    scope: 'transfer:write_sandbox_fiat_deposit',
    retry: 'never',
  },
  listMonitoringAddresses: {
    method: 'get',
    path: '/rewards/monitor/address',
    scope: 'rewards:read_monitoring_address',
    retry: 'always',
  },
  listExecutions: { method: 'get', path: '/executions', scope: 'exchange:read_order', retry: 'always' },
  getAccount: { method: 'get', path: '/identity/accounts/{id}', scope: 'identity:read_account', retry: 'always' },
} as const satisfies Record<OperationId, OperationInfo>;

/** The operation behind an openapi-fetch call (`schemaPath` is the templated path), for the raw client too. */
export function operationAt(method: string, schemaPath: string): OperationInfo | undefined {
  const wanted = method.toLowerCase();
  return Object.values(OPERATIONS).find((op) => op.method === wanted && op.path === schemaPath);
}
