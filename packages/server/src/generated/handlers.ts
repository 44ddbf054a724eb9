// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen server).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { operations } from '@dap/api-types';
import type { RawJson } from '../raw-json.js';
import type { Principal, RequestContext } from '../types.js';

/** What the handler of each operation of Digital-Asset Platform API receives, by operationId: the validated request parts and the caller. */
export interface HandlerInputs {
  /** `POST /transfer/crypto-withdrawals` (scope `transfer:write_crypto_withdrawal`): Create a crypto withdrawal. */
  createCryptoWithdrawal: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["createCryptoWithdrawal"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `transfer:write_crypto_withdrawal`. */
    auth: Principal;
  };
  /** `POST /transfer/deposit-addresses` (scope `transfer:write_deposit_address`): Create a crypto deposit address. */
  createDepositAddress: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["createDepositAddress"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `transfer:write_deposit_address`. */
    auth: Principal;
  };
  /** `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`): Simulate a fiat (wire) deposit. */
  createSandboxFiatDeposit: RequestContext & {
    /** The request body (`application/json`), validated, with the spec's defaults filled in. */
    body: operations["createSandboxFiatDeposit"]["requestBody"]["content"]["application/json"];
    /** Who called: the principal of the bearer token, which carries `transfer:write_sandbox_fiat_deposit`. */
    auth: Principal;
  };
  /** `GET /rewards/monitor/address` (scope `rewards:read_monitoring_address`): List monitoring addresses. */
  listMonitoringAddresses: RequestContext & {
    /** The query parameters, validated, with the spec's defaults filled in. */
    query: NonNullable<operations["listMonitoringAddresses"]["parameters"]["query"]>;
    /** Who called: the principal of the bearer token, which carries `rewards:read_monitoring_address`. */
    auth: Principal;
  };
  /** `GET /executions` (scope `exchange:read_order`): List executions. */
  listExecutions: RequestContext & {
    /** The query parameters, validated, with the spec's defaults filled in. */
    query: NonNullable<operations["listExecutions"]["parameters"]["query"]>;
    /** Who called: the principal of the bearer token, which carries `exchange:read_order`. */
    auth: Principal;
  };
  /** `GET /identity/accounts/{id}` (scope `identity:read_account`): Retrieve an account. */
  getAccount: RequestContext & {
    /** The path parameters, validated. */
    params: operations["getAccount"]["parameters"]["path"];
    /** Who called: the principal of the bearer token, which carries `identity:read_account`. */
    auth: Principal;
  };
  /** `POST /oauth2/token` (public): Request an access token. */
  createToken: RequestContext & {
    /** The request body (`application/x-www-form-urlencoded`), validated, with the spec's defaults filled in. */
    body: operations["createToken"]["requestBody"]["content"]["application/x-www-form-urlencoded"];
  };
}

/** What the handler of each operation of Digital-Asset Platform API returns, by operationId: the body of its 2xx response. */
export interface HandlerResults {
  /** `POST /transfer/crypto-withdrawals` (scope `transfer:write_crypto_withdrawal`): Create a crypto withdrawal. */
  createCryptoWithdrawal: operations["createCryptoWithdrawal"]["responses"][200]["content"]["application/json"];
  /** `POST /transfer/deposit-addresses` (scope `transfer:write_deposit_address`): Create a crypto deposit address. */
  createDepositAddress: operations["createDepositAddress"]["responses"][200]["content"]["application/json"];
  /** `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`): Simulate a fiat (wire) deposit. */
  createSandboxFiatDeposit: operations["createSandboxFiatDeposit"]["responses"][200]["content"]["application/json"];
  /** `GET /rewards/monitor/address` (scope `rewards:read_monitoring_address`): List monitoring addresses. */
  listMonitoringAddresses: operations["listMonitoringAddresses"]["responses"][200]["content"]["application/json"];
  /** `GET /executions` (scope `exchange:read_order`): List executions. */
  listExecutions: operations["listExecutions"]["responses"][200]["content"]["application/json"];
  /** `GET /identity/accounts/{id}` (scope `identity:read_account`): Retrieve an account. */
  getAccount: operations["getAccount"]["responses"][200]["content"]["application/json"];
  /** `POST /oauth2/token` (public): Request an access token. */
  createToken: operations["createToken"]["responses"][200]["content"]["application/json"];
}

/** A handler's result (the body, or its JSON bytes as `RawJson`), or a promise of it. */
export type HandlerResult<Id extends keyof HandlerResults> =
  | HandlerResults[Id]
  | RawJson<HandlerResults[Id]>
  | Promise<HandlerResults[Id] | RawJson<HandlerResults[Id]>>;

/**
 * One handler per operation of Digital-Asset Platform API. Each returns the body of the operation's 2xx
 * response, or throws a `ProblemError` (`OAuthTokenError` for the token endpoint) for an error response.
 */
export interface Handlers {
  /** `POST /transfer/crypto-withdrawals` (scope `transfer:write_crypto_withdrawal`): Create a crypto withdrawal. */
  createCryptoWithdrawal(request: HandlerInputs["createCryptoWithdrawal"]): HandlerResult<"createCryptoWithdrawal">;
  /** `POST /transfer/deposit-addresses` (scope `transfer:write_deposit_address`): Create a crypto deposit address. */
  createDepositAddress(request: HandlerInputs["createDepositAddress"]): HandlerResult<"createDepositAddress">;
  /** `POST /sandbox/fiat-deposits` (scope `transfer:write_sandbox_fiat_deposit`): Simulate a fiat (wire) deposit. */
  createSandboxFiatDeposit(request: HandlerInputs["createSandboxFiatDeposit"]): HandlerResult<"createSandboxFiatDeposit">;
  /** `GET /rewards/monitor/address` (scope `rewards:read_monitoring_address`): List monitoring addresses. */
  listMonitoringAddresses(request: HandlerInputs["listMonitoringAddresses"]): HandlerResult<"listMonitoringAddresses">;
  /** `GET /executions` (scope `exchange:read_order`): List executions. */
  listExecutions(request: HandlerInputs["listExecutions"]): HandlerResult<"listExecutions">;
  /** `GET /identity/accounts/{id}` (scope `identity:read_account`): Retrieve an account. */
  getAccount(request: HandlerInputs["getAccount"]): HandlerResult<"getAccount">;
  /** `POST /oauth2/token` (public): Request an access token. */
  createToken(request: HandlerInputs["createToken"]): HandlerResult<"createToken">;
}
