// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { operations } from '@dap/api-types/sandbox-control';
import type { RawJson } from '../raw-json.js';
import type { Principal, RequestContext } from '../types.js';

/** What the handler of each operation of Digital-Asset Platform Sandbox Control API receives, by operationId: the validated request parts and the caller. */
export interface ControlHandlerInputs {
  /** `GET /sandbox-control/clock` (scope `sandbox:control`): Read the sandbox clock. */
  getClock: RequestContext & {
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/clock/advance` (scope `sandbox:control`): Move the sandbox clock forward. */
  advanceClock: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["advanceClock"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `GET /sandbox-control/transfers/{id}` (scope `sandbox:control`): Read a transfer. */
  getTransfer: RequestContext & {
    /** The path parameters, validated. */
    params: operations["getTransfer"]["parameters"]["path"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/transfers/{id}/complete` (scope `sandbox:control`): Complete a pending transfer now. */
  completeTransfer: RequestContext & {
    /** The path parameters, validated. */
    params: operations["completeTransfer"]["parameters"]["path"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/transfers/{id}/fail` (scope `sandbox:control`): Fail a pending transfer now. */
  failTransfer: RequestContext & {
    /** The path parameters, validated. */
    params: operations["failTransfer"]["parameters"]["path"];
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["failTransfer"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/crypto-deposits` (scope `sandbox:control`): Receive a crypto deposit. */
  createCryptoDeposit: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["createCryptoDeposit"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `GET /sandbox-control/profiles/{id}/balances` (scope `sandbox:control`): Read a profile's balances. */
  getBalances: RequestContext & {
    /** The path parameters, validated. */
    params: operations["getBalances"]["parameters"]["path"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `PUT /sandbox-control/profiles/{id}/balances/{asset}` (scope `sandbox:control`): Set a profile's balance of an asset. */
  setBalance: RequestContext & {
    /** The path parameters, validated. */
    params: operations["setBalance"]["parameters"]["path"];
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["setBalance"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `GET /sandbox-control/faults` (scope `sandbox:control`): List the armed faults. */
  listFaults: RequestContext & {
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/faults` (scope `sandbox:control`): Arm a fault. */
  createFault: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["createFault"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `DELETE /sandbox-control/faults` (scope `sandbox:control`): Disarm every fault. */
  clearFaults: RequestContext & {
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/streams/disconnect` (scope `sandbox:control`): Close WebSocket connections. */
  disconnectStreams: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["disconnectStreams"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/markets/{market}/move` (scope `sandbox:admin`): Move a market. */
  moveMarket: RequestContext & {
    /** The path parameters, validated. */
    params: operations["moveMarket"]["parameters"]["path"];
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["moveMarket"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `sandbox:admin`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/reset` (scope `sandbox:control`): Reset your tenant. */
  resetSandbox: RequestContext & {
    /** Who called: the principal of the bearer token, which carries `sandbox:control`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/admin/reset` (scope `sandbox:admin`): Reset the whole sandbox. */
  resetWholeSandbox: RequestContext & {
    /** Who called: the principal of the bearer token, which carries `sandbox:admin`. */
    auth: Principal;
  };
  /** `GET /sandbox-control/tenants` (scope `sandbox:admin`): List the tenants. */
  listTenants: RequestContext & {
    /** Who called: the principal of the bearer token, which carries `sandbox:admin`. */
    auth: Principal;
  };
  /** `POST /sandbox-control/tenants` (scope `sandbox:admin`): Make a tenant. */
  createTenant: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: NonNullable<operations["createTenant"]["requestBody"]>["content"]["application/json"] | undefined;
    /** Who called: the principal of the bearer token, which carries `sandbox:admin`. */
    auth: Principal;
  };
  /** `DELETE /sandbox-control/tenants/{id}` (scope `sandbox:admin`): Delete a tenant. */
  deleteTenant: RequestContext & {
    /** The path parameters, validated. */
    params: operations["deleteTenant"]["parameters"]["path"];
    /** Who called: the principal of the bearer token, which carries `sandbox:admin`. */
    auth: Principal;
  };
}

/** What the handler of each operation of Digital-Asset Platform Sandbox Control API returns, by operationId: the body of its 2xx response. */
export interface ControlHandlerResults {
  /** `GET /sandbox-control/clock` (scope `sandbox:control`): Read the sandbox clock. */
  getClock: operations["getClock"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/clock/advance` (scope `sandbox:control`): Move the sandbox clock forward. */
  advanceClock: operations["advanceClock"]["responses"][200]["content"]["application/json"];
  /** `GET /sandbox-control/transfers/{id}` (scope `sandbox:control`): Read a transfer. */
  getTransfer: operations["getTransfer"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/transfers/{id}/complete` (scope `sandbox:control`): Complete a pending transfer now. */
  completeTransfer: operations["completeTransfer"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/transfers/{id}/fail` (scope `sandbox:control`): Fail a pending transfer now. */
  failTransfer: operations["failTransfer"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/crypto-deposits` (scope `sandbox:control`): Receive a crypto deposit. */
  createCryptoDeposit: operations["createCryptoDeposit"]["responses"][200]["content"]["application/json"];
  /** `GET /sandbox-control/profiles/{id}/balances` (scope `sandbox:control`): Read a profile's balances. */
  getBalances: operations["getBalances"]["responses"][200]["content"]["application/json"];
  /** `PUT /sandbox-control/profiles/{id}/balances/{asset}` (scope `sandbox:control`): Set a profile's balance of an asset. */
  setBalance: operations["setBalance"]["responses"][200]["content"]["application/json"];
  /** `GET /sandbox-control/faults` (scope `sandbox:control`): List the armed faults. */
  listFaults: operations["listFaults"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/faults` (scope `sandbox:control`): Arm a fault. */
  createFault: operations["createFault"]["responses"][201]["content"]["application/json"];
  /** `DELETE /sandbox-control/faults` (scope `sandbox:control`): Disarm every fault. */
  clearFaults: void;
  /** `POST /sandbox-control/streams/disconnect` (scope `sandbox:control`): Close WebSocket connections. */
  disconnectStreams: operations["disconnectStreams"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/markets/{market}/move` (scope `sandbox:admin`): Move a market. */
  moveMarket: operations["moveMarket"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/reset` (scope `sandbox:control`): Reset your tenant. */
  resetSandbox: void;
  /** `POST /sandbox-control/admin/reset` (scope `sandbox:admin`): Reset the whole sandbox. */
  resetWholeSandbox: void;
  /** `GET /sandbox-control/tenants` (scope `sandbox:admin`): List the tenants. */
  listTenants: operations["listTenants"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox-control/tenants` (scope `sandbox:admin`): Make a tenant. */
  createTenant: operations["createTenant"]["responses"][201]["content"]["application/json"];
  /** `DELETE /sandbox-control/tenants/{id}` (scope `sandbox:admin`): Delete a tenant. */
  deleteTenant: void;
}

/** A handler's result (the body, or its JSON bytes as `RawJson`), or a promise of it. */
export type ControlHandlerResult<Id extends keyof ControlHandlerResults> =
  | ControlHandlerResults[Id]
  | RawJson<ControlHandlerResults[Id]>
  | Promise<ControlHandlerResults[Id] | RawJson<ControlHandlerResults[Id]>>;

/**
 * One handler per operation of Digital-Asset Platform Sandbox Control API. Each returns the body of the operation's 2xx
 * response, or throws a `ProblemError` for an error response.
 */
export interface ControlHandlers {
  /** `GET /sandbox-control/clock` (scope `sandbox:control`): Read the sandbox clock. */
  getClock(request: ControlHandlerInputs["getClock"]): ControlHandlerResult<"getClock">;
  /** `POST /sandbox-control/clock/advance` (scope `sandbox:control`): Move the sandbox clock forward. */
  advanceClock(request: ControlHandlerInputs["advanceClock"]): ControlHandlerResult<"advanceClock">;
  /** `GET /sandbox-control/transfers/{id}` (scope `sandbox:control`): Read a transfer. */
  getTransfer(request: ControlHandlerInputs["getTransfer"]): ControlHandlerResult<"getTransfer">;
  /** `POST /sandbox-control/transfers/{id}/complete` (scope `sandbox:control`): Complete a pending transfer now. */
  completeTransfer(request: ControlHandlerInputs["completeTransfer"]): ControlHandlerResult<"completeTransfer">;
  /** `POST /sandbox-control/transfers/{id}/fail` (scope `sandbox:control`): Fail a pending transfer now. */
  failTransfer(request: ControlHandlerInputs["failTransfer"]): ControlHandlerResult<"failTransfer">;
  /** `POST /sandbox-control/crypto-deposits` (scope `sandbox:control`): Receive a crypto deposit. */
  createCryptoDeposit(request: ControlHandlerInputs["createCryptoDeposit"]): ControlHandlerResult<"createCryptoDeposit">;
  /** `GET /sandbox-control/profiles/{id}/balances` (scope `sandbox:control`): Read a profile's balances. */
  getBalances(request: ControlHandlerInputs["getBalances"]): ControlHandlerResult<"getBalances">;
  /** `PUT /sandbox-control/profiles/{id}/balances/{asset}` (scope `sandbox:control`): Set a profile's balance of an asset. */
  setBalance(request: ControlHandlerInputs["setBalance"]): ControlHandlerResult<"setBalance">;
  /** `GET /sandbox-control/faults` (scope `sandbox:control`): List the armed faults. */
  listFaults(request: ControlHandlerInputs["listFaults"]): ControlHandlerResult<"listFaults">;
  /** `POST /sandbox-control/faults` (scope `sandbox:control`): Arm a fault. */
  createFault(request: ControlHandlerInputs["createFault"]): ControlHandlerResult<"createFault">;
  /** `DELETE /sandbox-control/faults` (scope `sandbox:control`): Disarm every fault. */
  clearFaults(request: ControlHandlerInputs["clearFaults"]): ControlHandlerResult<"clearFaults">;
  /** `POST /sandbox-control/streams/disconnect` (scope `sandbox:control`): Close WebSocket connections. */
  disconnectStreams(request: ControlHandlerInputs["disconnectStreams"]): ControlHandlerResult<"disconnectStreams">;
  /** `POST /sandbox-control/markets/{market}/move` (scope `sandbox:admin`): Move a market. */
  moveMarket(request: ControlHandlerInputs["moveMarket"]): ControlHandlerResult<"moveMarket">;
  /** `POST /sandbox-control/reset` (scope `sandbox:control`): Reset your tenant. */
  resetSandbox(request: ControlHandlerInputs["resetSandbox"]): ControlHandlerResult<"resetSandbox">;
  /** `POST /sandbox-control/admin/reset` (scope `sandbox:admin`): Reset the whole sandbox. */
  resetWholeSandbox(request: ControlHandlerInputs["resetWholeSandbox"]): ControlHandlerResult<"resetWholeSandbox">;
  /** `GET /sandbox-control/tenants` (scope `sandbox:admin`): List the tenants. */
  listTenants(request: ControlHandlerInputs["listTenants"]): ControlHandlerResult<"listTenants">;
  /** `POST /sandbox-control/tenants` (scope `sandbox:admin`): Make a tenant. */
  createTenant(request: ControlHandlerInputs["createTenant"]): ControlHandlerResult<"createTenant">;
  /** `DELETE /sandbox-control/tenants/{id}` (scope `sandbox:admin`): Delete a tenant. */
  deleteTenant(request: ControlHandlerInputs["deleteTenant"]): ControlHandlerResult<"deleteTenant">;
}
