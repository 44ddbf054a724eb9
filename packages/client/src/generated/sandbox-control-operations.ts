// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen client).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { OperationInfo } from '../core/operation.js';

/** The path of the spec's servers, which the client's `baseUrl` ends with: where its `rest` operations are served. */
export const CONTROL_REST_BASE_PATH = "";

/** Every operation the client of Digital-Asset Platform Sandbox Control API calls, from the spec: where it lives, its one OAuth2 scope, when it may be sent again. */
export const CONTROL_OPERATIONS = {
  getClock: { method: 'get', path: "/sandbox-control/clock", base: 'origin', scope: "sandbox:control", retry: 'always' },
  advanceClock: { method: 'post', path: "/sandbox-control/clock/advance", base: 'origin', scope: "sandbox:control", retry: 'never' },
  getTransfer: { method: 'get', path: "/sandbox-control/transfers/{id}", base: 'origin', scope: "sandbox:control", retry: 'always' },
  completeTransfer: { method: 'post', path: "/sandbox-control/transfers/{id}/complete", base: 'origin', scope: "sandbox:control", retry: 'never' },
  failTransfer: { method: 'post', path: "/sandbox-control/transfers/{id}/fail", base: 'origin', scope: "sandbox:control", retry: 'never' },
  createCryptoDeposit: { method: 'post', path: "/sandbox-control/crypto-deposits", base: 'origin', scope: "sandbox:control", retry: 'never' },
  getBalances: { method: 'get', path: "/sandbox-control/profiles/{id}/balances", base: 'origin', scope: "sandbox:control", retry: 'always' },
  setBalance: { method: 'put', path: "/sandbox-control/profiles/{id}/balances/{asset}", base: 'origin', scope: "sandbox:control", retry: 'never' },
  listFaults: { method: 'get', path: "/sandbox-control/faults", base: 'origin', scope: "sandbox:control", retry: 'always' },
  createFault: { method: 'post', path: "/sandbox-control/faults", base: 'origin', scope: "sandbox:control", retry: 'never' },
  clearFaults: { method: 'delete', path: "/sandbox-control/faults", base: 'origin', scope: "sandbox:control", retry: 'never' },
  disconnectStreams: { method: 'post', path: "/sandbox-control/streams/disconnect", base: 'origin', scope: "sandbox:control", retry: 'never' },
  moveMarket: { method: 'post', path: "/sandbox-control/markets/{market}/move", base: 'origin', scope: "sandbox:admin", retry: 'never' },
  resetSandbox: { method: 'post', path: "/sandbox-control/reset", base: 'origin', scope: "sandbox:control", retry: 'never' },
  resetWholeSandbox: { method: 'post', path: "/sandbox-control/admin/reset", base: 'origin', scope: "sandbox:admin", retry: 'never' },
  listTenants: { method: 'get', path: "/sandbox-control/tenants", base: 'origin', scope: "sandbox:admin", retry: 'always' },
  createTenant: { method: 'post', path: "/sandbox-control/tenants", base: 'origin', scope: "sandbox:admin", retry: 'never' },
  deleteTenant: { method: 'delete', path: "/sandbox-control/tenants/{id}", base: 'origin', scope: "sandbox:admin", retry: 'never' },
} as const satisfies Record<string, OperationInfo>;

/** The operationId of an operation the client calls. */
export type ControlOperationId = keyof typeof CONTROL_OPERATIONS;

/** The resource a 409 of each create deduplicated by `ref_id` carries in `meta.existing`. */
export interface ControlConflictResources {}
