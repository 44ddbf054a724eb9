// Generated from specs/dist/sandbox-control.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { UnknownEnumValue } from './enums.js';
import type { AccountType, AssetCode, CryptoAddress, CryptoNetwork, DateTime, Decimal, Identifier, Metadata, Problem, Transfer, TransferDirection, TransferStatus, TransferType, Uuid, ValidationError, ValidationProblem } from './openapi.js';

/** The schemas this API reuses from the Digital-Asset Platform API: its types, not copies of them. */
export type { AccountType, AssetCode, CryptoAddress, CryptoNetwork, DateTime, Decimal, Identifier, Metadata, Problem, Transfer, TransferDirection, TransferStatus, TransferType, Uuid, ValidationError, ValidationProblem };

export interface paths {
    "/sandbox-control/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sandbox clock
         * @description Your tenant's current time. Each tenant has a clock of its own: it starts at the real time and
         *     runs with it; `advanceClock` moves it forward and `resetSandbox` puts it back to the real time.
         *     The timestamps of what happens to your tenant's data (`created_at`, `updated_at`) are read from
         *     it; market data keeps real time.
         */
        get: operations["getClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the sandbox clock forward
         * @description Moves your tenant's clock forward by `seconds` and answers with the new time, once everything
         *     that fell due in between has happened, in the order it fell due: your tenant's pending
         *     withdrawals whose settlement time has passed are completed, as the sandbox would have done with
         *     time. Use it instead of waiting for a settlement: create a withdrawal, advance the clock, read it
         *     `COMPLETED`. Other tenants' clocks, their withdrawals and the market data do not move; access
         *     tokens keep real time, so an advance expires none.
         *
         *     The clock only moves forward (`seconds` is at least 1); `resetSandbox` puts it back.
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transfer
         * @description A transfer of your tenant as the platform API shapes it (the `Transfer` of
         *     `createCryptoWithdrawal`), whichever of its clients created it: its `status` and `updated_at`
         *     say whether and when it settled. Another tenant's transfer is answered 404, as a missing one. Use it to assert how a withdrawal ended, after `advanceClock`,
         *     `completeTransfer` or `failTransfer`.
         */
        get: operations["getTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/transfers/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a pending transfer now
         * @description Settles a `PENDING` transfer of your tenant successfully now, instead of when its settlement
         *     time comes on your tenant's clock: its `status` becomes `COMPLETED` and `updated_at` your
         *     tenant's time; a withdrawal's held funds are spent. A transfer that is not `PENDING` is answered
         *     **409** `transfer-not-pending` and left as it is; another tenant's is answered 404, as a missing
         *     one.
         */
        post: operations["completeTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/transfers/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fail a pending transfer now
         * @description Settles a `PENDING` transfer of your tenant as failed now (another tenant's is answered 404, as a
         *     missing one): its `status` becomes `FAILED`, `updated_at` your tenant's time, and
         *     `status_details.reason` the `reason` given. A withdrawal's held funds
         *     (its amount plus fee) are released to the available balance. Use it to rehearse a withdrawal
         *     that the network rejects; it never settles on its own afterwards. A transfer that is not
         *     `PENDING` is answered **409** `transfer-not-pending` and left as it is.
         */
        post: operations["failTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/crypto-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a crypto deposit
         * @description Simulates an on-chain deposit to a deposit address (one that `createDepositAddress` created),
         *     credited at once, as the platform credits a confirmed deposit: the answer is the transfer, with
         *     `type` `CRYPTO_DEPOSIT`, `direction` `CREDIT`, `status` `COMPLETED`, the address's
         *     `profile_id` and `metadata` (for attribution), the `crypto_network` and a generated
         *     `crypto_tx_hash`; the profile's balance of the asset is credited.
         *
         *     Name the address by its id (`deposit_address_id`), or by `address` and the
         *     `crypto_network` the deposit is sent over (one of the address's
         *     `compatible_crypto_networks`). Give `asset` where the network carries several (`USDC` on
         *     `ETHEREUM`); by default the deposit is in the network's own asset. An address your tenant did
         *     not create (another tenant's too), or a network it does not accept, is answered **404**.
         */
        post: operations["createCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/profiles/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a profile's balances
         * @description Every balance of a profile of your tenant: per asset, what it can spend (`available`) and what
         *     its pending withdrawals hold (`held`). Use it to assert what a withdrawal, a failure or a deposit
         *     did to the funds. Another tenant's profile is answered 404, as a missing one.
         */
        get: operations["getBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/profiles/{id}/balances/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a profile's balance of an asset
         * @description Sets what a profile of your tenant (another tenant's: 404) has available of an asset, whatever it was (an asset it never held
         *     included); what its pending withdrawals hold is left as it is. Use it to fund a test, or to
         *     make a withdrawal meet `insufficient-funds`. The answer is the balance entry.
         */
        put: operations["setBalance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the armed faults
         * @description Every fault your tenant armed with calls left to affect (`remaining` above 0), oldest first. A spent fault is
         *     not listed: after a test, an empty list says each fault met the calls it was armed for.
         */
        get: operations["listFaults"];
        put?: never;
        /**
         * Arm a fault
         * @description Makes the next `times` calls (default 1) of a platform API operation, named by its
         *     operationId, or of the WebSocket handshake (`stream`), fail or answer late, so that a client's
         *     handling of them can be tested against the real sandbox:
         *
         *     - `status` `429`: a `rate-limited` problem with `Retry-After` (`retry_after`, default 1);
         *     - `status` `500`: an `internal-error` problem;
         *     - `status` `503`: a `service-unavailable` problem, with `Retry-After` when `retry_after`
         *       is given;
         *     - `delay_ms`: the answer (the normal one, or the `status` when both are given) comes that
         *       many milliseconds late.
         *
         *     A faulty answer is sent before the call is processed: nothing was done, whatever the
         *     operation; unless `after_processing` is true, when the call is carried out and only its
         *     answer is replaced by the `status` (a create happened that the client was not told of, which
         *     a retry with the same `ref_id` finds: 409 with the resource in `meta.existing`).
         *
         *     A fault is your tenant's: only calls authenticated as your tenant's clients take it, counted
         *     from the next one on, among the calls that authenticate: a token that is valid and carries the
         *     operation's scope (a call answered 401 or 403 takes no fault, and the fault waits for the next
         *     call), taken after the rate limit and authentication and before anything else is looked at, so
         *     a call with an invalid body gets the fault too. On `stream`, a handshake whose token carries the
         *     stream scope takes it. On `createToken`, which has no bearer token, a token request whose client
         *     authenticates (its id and secret, a scope it holds) takes it: the token is issued but never
         *     delivered, which changes nothing (`after_processing` is the same there); one with a wrong secret
         *     is answered `invalid_client` and takes none. When several faults match a call, the one armed
         *     first applies. `clearFaults` and `resetSandbox` disarm them all. A tenant holds at most 100
         *     armed faults: the next is answered **409** `fault-limit-reached`.
         */
        post: operations["createFault"];
        /**
         * Disarm every fault
         * @description Disarms every fault your tenant armed, whatever calls it had left: your tenant's calls are
         *     answered normally again. Other tenants' faults stay armed. Call it after a test that armed faults
         *     it may not have spent.
         */
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/streams/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close WebSocket connections
         * @description Closes your tenant's WebSocket connections of the platform's streaming API with the close
         *     `code` given, every one of them or those of one of its OAuth2 clients (`client_id`; another
         *     tenant's client closes nothing), as the platform does when it stops
         *     (`1001`), fails (`1011`), restarts (`1012`) or is overloaded (`1013`). Use it to test a
         *     stream client's reconnection and resubscription. The answer says how many were closed. When
         *     several sandbox instances share one database, each closes its matching connections, and the
         *     answer counts them all.
         */
        post: operations["disconnectStreams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/markets/{market}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a market
         * @description Moves every price level of a simulated market's book by `by` (a signed decimal in the quote
         *     asset: `"-250.00"` moves it down by 250) and answers with its new top of book. Subscribers
         *     of the market receive what the move produces, as for any change of the book: `market_data`
         *     `UPDATE`s and a `market_data.top_of_book` event. A move that would take a price to zero or
         *     below is refused (400); a market the sandbox does not simulate is answered 404.
         *
         *     Market data is shared by every tenant, as on a real exchange: operator only (`sandbox:admin`).
         */
        post: operations["moveMarket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset your tenant
         * @description Puts your tenant back to its start: its balances as it was seeded (the transfers and deposit
         *     addresses created since are gone), its clock back to the real time, every fault it armed
         *     disarmed, and its WebSocket connections closed with `1012` (service restart). Its ids and
         *     credentials stay. Every other tenant, and the market data, are left as they are, their streams
         *     open. Start a test with it when it needs your tenant as it starts.
         */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/admin/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the whole sandbox
         * @description Puts the whole sandbox back to its start: every tenant of the demo data back to its seed (as
         *     `resetSandbox` puts one back), every tenant made on demand deleted (its tokens answered 401, its
         *     WebSocket connections closed), the order books back to where the market simulator starts them,
         *     and every WebSocket connection closed with `1012` (service restart). Operator only
         *     (`sandbox:admin`): a test suite resets its own tenant with `resetSandbox`.
         */
        post: operations["resetWholeSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenants
         * @description Every tenant of the sandbox (the demo data's, then those made on demand, oldest first), without
         *     credentials. Operator only (`sandbox:admin`).
         */
        get: operations["listTenants"];
        put?: never;
        /**
         * Make a tenant
         * @description Makes a fresh tenant, seeded like the demo customer (two profiles with balances in USD, BTC, ETH
         *     and USDC, accounts, executions, monitoring addresses), every id of it new, and answers with its
         *     clients' credentials (shown this once), profiles and accounts. Nothing of it is visible to any
         *     other tenant, and nothing of theirs to it: a test suite, or each of its workers, takes a tenant
         *     of its own and never needs to reset a shared sandbox. Fast enough to make one per test.
         *
         *     Operator only (`sandbox:admin`).
         */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-control/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a tenant
         * @description Deletes a tenant and everything it holds: its clients, profiles, balances, accounts, executions,
         *     monitoring addresses, deposit addresses, transfers and faults. Within a second, on every instance
         *     of the sandbox, its clients' tokens are answered 401 and its WebSocket connections are closed with
         *     `1008` (policy violation). Operator only (`sandbox:admin`).
         */
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Clock: Clock;
        ClockAdvance: ClockAdvance;
        TransferFailure: TransferFailure;
        CryptoDepositRequest: CryptoDepositRequest;
        Balance: Balance;
        BalanceList: BalanceList;
        BalanceUpdate: BalanceUpdate;
        FaultOperation: FaultOperation;
        FaultStatus: FaultStatus;
        FaultDelay: FaultDelay;
        FaultTimes: FaultTimes;
        FaultRequest: FaultRequest;
        Fault: Fault;
        FaultList: FaultList;
        StreamCloseCode: StreamCloseCode;
        StreamDisconnect: StreamDisconnect;
        StreamDisconnectResult: StreamDisconnectResult;
        SignedDecimal: SignedDecimal;
        MarketMove: MarketMove;
        PriceLevel: PriceLevel;
        TopOfBook: TopOfBook;
        TenantRequest: TenantRequest;
        Tenant: Tenant;
        TenantList: TenantList;
        NewTenant: NewTenant;
        TenantClient: TenantClient;
        TenantProfile: TenantProfile;
        TenantAccount: TenantAccount;
        DateTime: DateTime;
        Problem: Problem;
        ValidationError: ValidationError;
        ValidationProblem: ValidationProblem;
        Identifier: Identifier;
        Decimal: Decimal;
        AssetCode: AssetCode;
        TransferDirection: TransferDirection;
        TransferType: TransferType;
        TransferStatus: TransferStatus;
        Metadata: Metadata;
        CryptoAddress: CryptoAddress;
        CryptoNetwork: CryptoNetwork;
        Uuid: Uuid;
        Transfer: Transfer;
        MarketSymbol: MarketSymbol;
        TopOfBookType: TopOfBookType;
        TimestampNanos: TimestampNanos;
        AccountType: AccountType;
    };
    responses: {
        /**
         * @description The request failed validation (body or path parameter). Every failure is listed in
         *     `meta.errors`; nothing was changed.
         */
        ControlBadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": ValidationProblem;
            };
        };
        /**
         * @description The token does not carry the scope `sandbox:control` (problem `insufficient-scope`, with a
         *     `WWW-Authenticate` challenge naming it). Request a token with `scope=sandbox:control`.
         */
        ControlForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticateInsufficientScope"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description What the request names does not exist in the sandbox: the transfer, profile, deposit address
         *     (by id, or by address and network) or market.
         */
        ControlNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description The transfer is not `PENDING`: it has completed or failed already, and a settled transfer does
         *     not change again. Nothing was changed; `meta.status` is the transfer's status.
         */
        TransferNotPending: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description The token does not carry the operator's scope `sandbox:admin` (problem `insufficient-scope`, with a
         *     `WWW-Authenticate` challenge naming it). Only the operator client (`sandbox-operator`) holds it:
         *     request its token with `scope=sandbox:admin`.
         */
        AdminForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticateInsufficientScope"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description Your tenant holds as many armed faults as it may (100, the most `listFaults` lists): disarm some
         *     (`clearFaults`) before arming more. Nothing was armed.
         */
        FaultLimitReached: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /** @description The bearer token is missing, invalid or expired. Request a new token and retry. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /** @description Rate limit exceeded. Retry after the number of seconds in `Retry-After`. */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description Something failed on the platform's side (problem `internal-error`); `detail` carries no
         *     internals. In the sandbox, also what a Sandbox Control API fault armed with status 500 answers.
         *     Retry later with backoff (a create only with a `ref_id`).
         */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfterIfKnown"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description The server is shutting down and takes no new requests (problem `service-unavailable`, with
         *     `Retry-After`; the connection is closed after the answer). In the sandbox, also what a Sandbox
         *     Control API fault armed with status 503 answers (`Retry-After` when the fault has `retry_after`).
         *     Nothing was done: retrying on a new connection is safe.
         */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfterIfKnown"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /** @description The request body is larger than the limit (`maxBodyBytes`); nothing was processed. */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /** @description The request body is not `application/json`; nothing was processed. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description Several instances on one database: no instance running the market simulator answered in time
         *     (the one that ran it ended and another has not taken over yet; a takeover takes about a
         *     second). The books were not changed (a reset has reset everything else: retrying it resets
         *     the books too); retry after `Retry-After` seconds. Or, as on every operation, the server is
         *     shutting down (with `Retry-After`), or a fault armed with status 503 answers (`Retry-After` when
         *     it has `retry_after`): see `ServiceUnavailable`.
         */
        MarketSimulatorUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfterIfKnown"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
    };
    parameters: {
        /**
         * @description Transfer id (`id` of a transfer: a withdrawal's answer, a simulated deposit's). An id no
         *     transfer has is answered with 404.
         * @example 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60
         */
        TransferId: Identifier;
        /**
         * @description Profile id (`profile_id` of transfers and deposit addresses). An unknown profile is answered with 404.
         * @example 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a
         */
        ProfileId: Identifier;
        /**
         * @description Asset code of the balance (`USDC`, `BTC`, `USD`).
         * @example USDC
         */
        Asset: AssetCode;
        /**
         * @description Market symbol, as the streaming API's channels name it (`BTCUSD`). A market the sandbox does not
         *     simulate is answered with 404.
         * @example BTCUSD
         */
        Market: MarketSymbol;
        /**
         * @description Tenant id (`id` of `createTenant`'s answer or of `listTenants`). An id no tenant has is answered with 404.
         * @example 7d4c9a2e-1b3f-4e5a-8c6d-0f1e2a3b4c5d
         */
        TenantId: Identifier;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Unique id of the request, set by the server on every response. Quote it when contacting
         *     support. The client's own `X-Request-Id` when it sent one this schema allows (a plain token of
         *     letters, digits and `-_.:`, at most 128 characters, so that no client can put newlines or
         *     markup into logs and responses), otherwise the server's (a UUID).
         * @example 5f0c6b2e-9a3d-4c71-8e2f-1b4d7a9c3e60
         */
        RequestId: string;
        /**
         * @description Bearer challenge (RFC 6750 §3): `Bearer realm="dap"` when no token was sent,
         *     `Bearer error="invalid_token"` when the token is invalid or expired.
         * @example Bearer error="invalid_token"
         */
        WwwAuthenticate: string;
        /**
         * @description Present when the token lacks the scope the endpoint requires (RFC 6750 §3.1):
         *     `Bearer error="insufficient_scope", scope="<required scope>"`. Absent on business rejections.
         * @example Bearer error="insufficient_scope", scope="transfer:write_crypto_withdrawal"
         */
        WwwAuthenticateInsufficientScope: string;
        /**
         * @description Number of seconds to wait before retrying the request.
         * @example 30
         */
        RetryAfter: number;
        /**
         * @description Number of seconds to wait before retrying, when the server knows it: always on a 503 of a server
         *     shutting down; on an answer of a Sandbox Control API fault when the fault was armed with
         *     `retry_after`.
         * @example 1
         */
        RetryAfterIfKnown: number;
    };
    pathItems: never;
}
/**
 * Clock
 * @description The sandbox clock's current time.
 * @example {
 *       "now": "2025-11-21T10:15:30.123Z"
 *     }
 */
export interface Clock {
    /**
     * @description The sandbox's current time: what `created_at` and `updated_at` of what happens now will
     *     say, and what settlements are due by.
     */
    now: DateTime;
}
/**
 * ClockAdvance
 * @description How far to move the sandbox clock forward.
 * @example {
 *       "seconds": 2
 *     }
 */
export interface ClockAdvance {
    /**
     * @description Seconds to move the clock forward: at least 1, at most 31 536 000 (365 days). Whatever
     *     falls due in between happens, in order, before the answer.
     */
    seconds: number;
}
/**
 * TransferFailure
 * @description Why a transfer fails; the reason is kept in the transfer's `status_details`.
 * @example {
 *       "reason": "Rejected by the destination network."
 *     }
 */
export interface TransferFailure {
    /**
     * @description Why the transfer failed, as the platform would say it (`status_details.reason` of the
     *     failed transfer). 1 to 256 characters.
     */
    reason: string;
}
/**
 * CryptoDepositRequest
 * @description A simulated on-chain deposit: to a deposit address named by its id (`DepositToAddressId`), or
 *     by its address and the network the deposit is sent over, one of the address's
 *     `compatible_crypto_networks` (`DepositToAddress`). Exactly one of the two forms; unknown fields
 *     are refused.
 * @example {
 *       "deposit_address_id": "7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
 *       "amount": "125.00",
 *       "asset": "USDC"
 *     }
 */
export type CryptoDepositRequest = {
    /** @description The id of the deposit address (`id` of `createDepositAddress`'s answer). */
    deposit_address_id: Uuid;
    /** @description Amount received on chain, in `asset`. */
    amount: Decimal;
    /**
     * @description The asset received, where the address's network carries several (`USDC` on
     *     `ETHEREUM`). Default: the network's own asset (`ETH` on `ETHEREUM`, `BTC` on
     *     `BITCOIN`).
     */
    asset?: AssetCode;
} | {
    /** @description The address the deposit is sent to (`address` of a deposit address). */
    address: CryptoAddress;
    crypto_network: CryptoNetwork;
    /** @description Amount received on chain, in `asset`. */
    amount: Decimal;
    /**
     * @description The asset received, where the network carries several (`USDC` on `ETHEREUM`). Default:
     *     the network's own asset (`ETH` on `ETHEREUM`, `BTC` on `BITCOIN`).
     */
    asset?: AssetCode;
};
/**
 * Balance
 * @description A profile's balance of one asset: what it can spend (`available`) and what pending withdrawals
 *     hold (`held`, their amounts plus fees, released when they fail).
 * @example {
 *       "asset": "USDC",
 *       "available": "1250.00",
 *       "held": "251.25"
 *     }
 */
export interface Balance {
    asset: AssetCode;
    /** @description What the profile can withdraw now. */
    available: Decimal;
    /** @description What pending withdrawals of the profile hold (amounts plus fees). */
    held: Decimal;
}
/**
 * BalanceList
 * @description Every balance of a profile, one per asset it holds or has held.
 * @example {
 *       "balances": [
 *         {
 *           "asset": "BTC",
 *           "available": "0.5",
 *           "held": "0"
 *         },
 *         {
 *           "asset": "USDC",
 *           "available": "1250.00",
 *           "held": "251.25"
 *         }
 *       ]
 *     }
 */
export interface BalanceList {
    /** @description One entry per asset, in the order of their asset codes; at most 1000. */
    balances: Balance[];
}
/**
 * BalanceUpdate
 * @description What a profile's balance of an asset is to be.
 * @example {
 *       "available": "10000.00"
 *     }
 */
export interface BalanceUpdate {
    /** @description The new available balance. What pending withdrawals hold (`held`) is not changed. */
    available: Decimal;
}
/**
 * FaultOperation
 * @description What a fault applies to: an operation of the platform API, by its operationId
 *     (`createCryptoWithdrawal`, `createToken`, …), or `stream`, the WebSocket handshake of the
 *     streaming API. The values are the platform API's operationIds, as its spec names them, and
 *     `stream`; `specs/test/sandbox-control.test.ts` holds this list to that spec. **Extensible**
 *     (`x-extensible-enum`): new platform operations add values without a major version, so handle an
 *     unknown one with a default branch.
 * @example createCryptoWithdrawal
 * @enum {string}
 */
export type FaultOperation = "createCryptoWithdrawal" | "createDepositAddress" | "createSandboxFiatDeposit" | "listMonitoringAddresses" | "listExecutions" | "getAccount" | "createToken" | "stream" | UnknownEnumValue;
/**
 * FaultStatus
 * @description The status a fault answers with, as a problem document of its catalogued type:
 *     - `429` `rate-limited`, with `Retry-After` (the fault's `retry_after`, default 1 second);
 *     - `500` `internal-error`;
 *     - `503` `service-unavailable`, with `Retry-After` when the fault gives `retry_after`.
 *
 *     On the WebSocket handshake (`stream`) the upgrade is refused with that status and problem.
 *     **Closed** (`x-extensible-enum: false`): a new status comes with a new major version.
 * @enum {integer}
 */
export type FaultStatus = 429 | 500 | 503;
/**
 * FaultDelay
 * @description Milliseconds to wait before answering (1 to 120 000): rehearses a slow platform and your
 *     client's timeouts. On `stream`, the handshake's answer waits.
 */
export type FaultDelay = number;
/**
 * FaultTimes
 * @description How many of the next matching calls get the fault (1 to 1000, default 1); then it is spent.
 * @default 1
 */
export type FaultTimes = number;
/**
 * FaultRequest
 * @description A fault to arm: for the next `times` calls of `operation`, answer with `status`
 *     (`FaultWithStatus`), optionally after waiting `delay_ms`, or only wait `delay_ms` before the
 *     normal answer (`FaultWithDelay`). `retry_after` and `after_processing` come with a `status`
 *     only. Unknown fields are refused.
 * @example {
 *       "operation": "createCryptoWithdrawal",
 *       "status": 503,
 *       "retry_after": 2,
 *       "times": 2
 *     }
 */
export type FaultRequest = {
    operation: FaultOperation;
    status: FaultStatus;
    /**
     * @description The `Retry-After` (seconds) of the faulty answers: 0 to 86 400. Default for a 429: 1; a 500
     *     carries none, a 503 only when given.
     */
    retry_after?: number;
    delay_ms?: FaultDelay;
    /**
     * @description When true, the call is carried out first and only its answer is replaced by `status`: the
     *     withdrawal is created, the balance debited, and the client is told 503. Rehearses an
     *     answer lost on its way back, the case `ref_id` exists for: a retry with the same `ref_id`
     *     is answered 409 with the resource in `meta.existing`. Platform operations only (not
     *     `stream`). Left out or false: the call is refused before anything happens.
     */
    after_processing?: boolean;
    times?: FaultTimes;
} | {
    operation: FaultOperation;
    delay_ms: FaultDelay;
    times?: FaultTimes;
};
/**
 * Fault
 * @description An armed fault: what it does, to which operation, and how many more calls it will affect. A
 *     spent fault (`remaining` 0) is no longer listed. When several faults match a call, the one
 *     armed first applies.
 * @example {
 *       "id": "3c1d9e7f-2a4b-4c8d-9e0f-1a2b3c4d5e6f",
 *       "operation": "createCryptoWithdrawal",
 *       "status": 503,
 *       "retry_after": 2,
 *       "after_processing": false,
 *       "times": 2,
 *       "remaining": 2,
 *       "created_at": "2025-11-21T10:15:30.123Z"
 *     }
 */
export interface Fault {
    /** @description The fault's id. */
    id: Uuid;
    operation: FaultOperation;
    status?: FaultStatus;
    /** @description The `Retry-After` (seconds) of the faulty answers, when they carry one. */
    retry_after?: number;
    /** @description Milliseconds waited before each faulty answer. */
    delay_ms?: number;
    /** @description True when the calls are carried out and only their answers replaced by `status`. */
    after_processing: boolean;
    /** @description How many calls it was armed for. */
    times: number;
    /** @description How many of the next matching calls it will still affect. */
    remaining: number;
    /** @description When it was armed (sandbox clock). */
    created_at: DateTime;
}
/**
 * FaultList
 * @description Your tenant's armed faults, in the order they were armed.
 * @example {
 *       "faults": [
 *         {
 *           "id": "3c1d9e7f-2a4b-4c8d-9e0f-1a2b3c4d5e6f",
 *           "operation": "createCryptoWithdrawal",
 *           "status": 503,
 *           "retry_after": 2,
 *           "after_processing": false,
 *           "times": 2,
 *           "remaining": 1,
 *           "created_at": "2025-11-21T10:15:30.123Z"
 *         },
 *         {
 *           "id": "8e2f4a6c-1b3d-4e5f-9a7b-0c2d4e6f8a1b",
 *           "operation": "stream",
 *           "delay_ms": 1500,
 *           "after_processing": false,
 *           "times": 1,
 *           "remaining": 1,
 *           "created_at": "2025-11-21T10:15:31.004Z"
 *         }
 *       ]
 *     }
 */
export interface FaultList {
    /**
     * @description Every fault with calls left to affect, oldest first; at most 100, the most a tenant may hold
     *     armed (`createFault` answers 409 `fault-limit-reached` past it).
     */
    faults: Fault[];
}
/**
 * StreamCloseCode
 * @description The WebSocket close code (RFC 6455 §7.4) the connections are closed with, each rehearsing what
 *     the platform does:
 *     - `1001` going away: the server is stopping (a deploy, a SIGTERM);
 *     - `1011` internal error: the server met an unexpected condition;
 *     - `1012` service restart: the server restarts (reconnect, after a pause);
 *     - `1013` try again later: the server is overloaded.
 *
 *     **Closed** (`x-extensible-enum: false`).
 * @enum {integer}
 */
export type StreamCloseCode = 1001 | 1011 | 1012 | 1013;
/**
 * StreamDisconnect
 * @description Which WebSocket connections to close, and with which code.
 * @example {
 *       "code": 1012,
 *       "client_id": "3MVG9d8sn2Wq7KxA"
 *     }
 */
export interface StreamDisconnect {
    code: StreamCloseCode;
    /**
     * @description Close only the connections opened with tokens of this OAuth2 client (`client_id`). Default:
     *     every connection of the sandbox.
     */
    client_id?: Identifier;
}
/**
 * StreamDisconnectResult
 * @description How many WebSocket connections were closed.
 * @example {
 *       "closed": 2
 *     }
 */
export interface StreamDisconnectResult {
    /** @description The number of connections closed (0 when none matched). */
    closed: number;
}
/**
 * SignedDecimal
 * @description Decimal number that may be negative, carried as a JSON **string**: an optional leading minus
 *     sign (`-`), then a `Decimal` (digits with an optional fraction: no plus sign, no exponent, no
 *     thousands separator), for example `"-25.5"` or `"100"`. At most 64 characters.
 * @example -25.50
 * @example 100
 */
export type SignedDecimal = string;
/**
 * MarketMove
 * @description How far to move a market's prices.
 * @example {
 *       "by": "-250.00"
 *     }
 */
export interface MarketMove {
    /**
     * @description The change of price, in the market's quote asset (USD for `BTCUSD`): every level of both
     *     sides of the book moves by it, up when positive, down when negative (`"-250.00"`). A move
     *     that would take a price to zero or below is refused (400).
     */
    by: SignedDecimal;
}
/**
 * PriceLevel
 * @description One price level of an order book: the total amount available at a price, both decimal
 *     strings. The same fields as the streaming API's `PriceLevel`.
 * @example {
 *       "price": "63760.50",
 *       "amount": "0.75"
 *     }
 */
export interface PriceLevel {
    /** @description The price, in the market's quote asset. */
    price: Decimal;
    /** @description The amount available at that price, in the market's base asset. */
    amount: Decimal;
}
/**
 * TopOfBook
 * @description The best bid and best ask of a market: the fields of the payload of the streaming API's
 *     `market_data.top_of_book` event (`TopOfBookPayload`), so one reader takes both.
 *     `specs/test/sandbox-control.test.ts` holds the two to the same fields.
 * @example {
 *       "market": "BTCUSD",
 *       "type": "TOP_OF_BOOK",
 *       "timestamp": "2025-11-21T10:15:30.123456789Z",
 *       "bids": [
 *         {
 *           "price": "63760.50",
 *           "amount": "0.75"
 *         }
 *       ],
 *       "asks": [
 *         {
 *           "price": "63761.00",
 *           "amount": "0.5"
 *         }
 *       ]
 *     }
 */
export interface TopOfBook {
    market: MarketSymbol;
    type: TopOfBookType;
    timestamp: TimestampNanos;
    /** @description The best bid; empty when the book has no bid. */
    bids: PriceLevel[];
    /** @description The best ask; empty when the book has no ask. */
    asks: PriceLevel[];
}
/**
 * TenantRequest
 * @description What a new tenant is made with; every field may be left out (an empty body, or none, is fine).
 * @example {
 *       "name": "withdrawals suite, worker 3",
 *       "settle_after_seconds": 0
 *     }
 * @example {
 *       "name": "tomorrow's API, worker 1",
 *       "evolve_seed": "run-42"
 *     }
 */
export interface TenantRequest {
    /**
     * @description A name to tell the tenant apart in `listTenants` (the test suite, the worker): at most 140
     *     characters. Default: `Tenant` and the first characters of its id.
     */
    name?: string;
    /**
     * @description When the tenant's withdrawals settle by themselves: that many seconds of the tenant's clock
     *     after their creation (so an `advanceClock` past it settles them), at most a year. `0`: never
     *     by themselves, only when `completeTransfer` or `failTransfer` settles them. Default: the
     *     sandbox's own setting (2 seconds unless the sandbox was started with another).
     */
    settle_after_seconds?: number;
    /**
     * @description Tomorrow's API for this tenant: every response of the platform API to its clients, and every
     *     WebSocket frame on their connections, is answered the way a legal next minor version could
     *     answer it (the evolution rules, linked from this API's description: unknown fields at any
     *     depth, new values of extensible enums, optional fields left out), chosen from this seed
     *     and the answer, so a run with the same seed sees the same answers. A request's own
     *     `Prefer: evolve=<seed>` wins over it; it wins over the sandbox's start-up setting
     *     (`SANDBOX_EVOLVE_SEED`). Default: the sandbox's setting (none unless it was started with one).
     */
    evolve_seed?: string;
}
/**
 * Tenant
 * @description A tenant of the sandbox: one customer of the platform, with its own clients, profiles, balances,
 *     accounts, executions, monitoring addresses, deposit addresses, transfers, clock and faults, which
 *     no other tenant's client sees.
 * @example {
 *       "id": "7d4c9a2e-1b3f-4e5a-8c6d-0f1e2a3b4c5d",
 *       "name": "withdrawals suite, worker 3",
 *       "customer_id": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"
 *     }
 */
export interface Tenant {
    id: Uuid;
    /** @description The tenant's name. */
    name: string;
    /** @description The customer the tenant is (the `customer_id` of its profiles, transfers and deposit addresses). */
    customer_id: Identifier;
}
/**
 * TenantList
 * @description Every tenant of the sandbox, the demo data's first, then those made on demand, oldest first.
 * @example {
 *       "tenants": [
 *         {
 *           "id": "1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
 *           "name": "Demo customer",
 *           "customer_id": "6b2f0c4e-8d1a-4f3b-9e7c-2a5d8b1c0f93"
 *         },
 *         {
 *           "id": "7d4c9a2e-1b3f-4e5a-8c6d-0f1e2a3b4c5d",
 *           "name": "withdrawals suite, worker 3",
 *           "customer_id": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"
 *         }
 *       ]
 *     }
 */
export interface TenantList {
    tenants: Tenant[];
}
/**
 * NewTenant
 * @description A tenant just made, with what a test needs to use it: its clients with their secrets (shown this
 *     once), its profiles with their memo ids and balances, and its accounts. It is seeded like the demo
 *     customer (executions and monitoring addresses too), every id new. `clients[0]` holds every scope
 *     of the platform API and `sandbox:control`.
 * @example {
 *       "id": "7d4c9a2e-1b3f-4e5a-8c6d-0f1e2a3b4c5d",
 *       "name": "withdrawals suite, worker 3",
 *       "customer_id": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9",
 *       "clients": [
 *         {
 *           "client_id": "t-4c5d6e7f8a9b0c1d",
 *           "client_secret": "8YkP2qN7vR4sT9wX3zA6bC1dE5fG0hJ2",
 *           "scopes": [
 *             "transfer:write_crypto_withdrawal",
 *             "sandbox:control"
 *           ]
 *         }
 *       ],
 *       "profiles": [
 *         {
 *           "id": "3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9",
 *           "memo_id": "K7M2Q9TX",
 *           "balances": {
 *             "USD": "25000.00",
 *             "BTC": "1.5"
 *           }
 *         }
 *       ],
 *       "accounts": [
 *         {
 *           "id": "6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0",
 *           "type": "BROKERAGE"
 *         }
 *       ]
 *     }
 */
export interface NewTenant {
    id: Uuid;
    /** @description The tenant's name. */
    name: string;
    /** @description The customer the tenant is. */
    customer_id: Identifier;
    clients: TenantClient[];
    profiles: TenantProfile[];
    accounts: TenantAccount[];
}
/**
 * TenantClient
 * @description An OAuth client of a new tenant, with its secret: the one time the sandbox shows it (it keeps
 *     only a salted hash).
 * @example {
 *       "client_id": "t-4c5d6e7f8a9b0c1d",
 *       "client_secret": "8YkP2qN7vR4sT9wX3zA6bC1dE5fG0hJ2",
 *       "scopes": [
 *         "transfer:write_crypto_withdrawal",
 *         "sandbox:control"
 *       ]
 *     }
 */
export interface TenantClient {
    client_id: Identifier;
    /** @description The client's secret, for the client credentials grant. */
    client_secret: string;
    /** @description The scopes the client holds (a token requested without `scope` carries them all). */
    scopes: string[];
}
/**
 * TenantProfile
 * @description A profile of a new tenant, with the memo id that attributes sandbox fiat deposits to it and its balances.
 * @example {
 *       "id": "3a4b5c6d-7e8f-4901-a2b3-c4d5e6f7a8b9",
 *       "memo_id": "K7M2Q9TX",
 *       "balances": {
 *         "USD": "25000.00",
 *         "BTC": "1.5"
 *       }
 *     }
 */
export interface TenantProfile {
    id: Identifier;
    memo_id: Identifier;
    /** @description What the profile holds, by asset code, as decimal strings. */
    balances: {
        [key: string]: Decimal;
    };
}
/**
 * TenantAccount
 * @description An identity account of a new tenant (`getAccount` reads the whole of it).
 * @example {
 *       "id": "6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0",
 *       "type": "BROKERAGE"
 *     }
 */
export interface TenantAccount {
    id: Identifier;
    type: AccountType;
}
/**
 * MarketSymbol
 * @description Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.
 * @example BTCUSD
 */
export type MarketSymbol = string;
/**
 * TopOfBookType
 * @enum {string}
 */
export type TopOfBookType = "TOP_OF_BOOK";
/**
 * TimestampNanos
 * Format: date-time
 * @description RFC 3339 date-time with nanosecond precision (exactly nine fractional digits); at most 64 characters.
 * @example 2025-03-14T15:09:26.535123456Z
 */
export type TimestampNanos = string;
export type ResponseControlBadRequest = components['responses']['ControlBadRequest'];
export type ResponseControlForbidden = components['responses']['ControlForbidden'];
export type ResponseControlNotFound = components['responses']['ControlNotFound'];
export type ResponseTransferNotPending = components['responses']['TransferNotPending'];
export type ResponseAdminForbidden = components['responses']['AdminForbidden'];
export type ResponseFaultLimitReached = components['responses']['FaultLimitReached'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ResponseMarketSimulatorUnavailable = components['responses']['MarketSimulatorUnavailable'];
export type ParameterTransferId = components['parameters']['TransferId'];
export type ParameterProfileId = components['parameters']['ProfileId'];
export type ParameterAsset = components['parameters']['Asset'];
export type ParameterMarket = components['parameters']['Market'];
export type ParameterTenantId = components['parameters']['TenantId'];
export type HeaderRequestId = components['headers']['RequestId'];
export type HeaderWwwAuthenticate = components['headers']['WwwAuthenticate'];
export type HeaderWwwAuthenticateInsufficientScope = components['headers']['WwwAuthenticateInsufficientScope'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type HeaderRetryAfterIfKnown = components['headers']['RetryAfterIfKnown'];
export type $defs = Record<string, never>;
export interface operations {
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox's current time. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Clock;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ClockAdvance;
            };
        };
        responses: {
            /** @description The clock's new time; what fell due has happened. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Clock;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Transfer id (`id` of a transfer: a withdrawal's answer, a simulated deposit's). An id no
                 *     transfer has is answered with 404.
                 * @example 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60
                 */
                id: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Transfer;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            404: components["responses"]["ControlNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completeTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Transfer id (`id` of a transfer: a withdrawal's answer, a simulated deposit's). An id no
                 *     transfer has is answered with 404.
                 * @example 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60
                 */
                id: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer, `COMPLETED`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Transfer;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            404: components["responses"]["ControlNotFound"];
            409: components["responses"]["TransferNotPending"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    failTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Transfer id (`id` of a transfer: a withdrawal's answer, a simulated deposit's). An id no
                 *     transfer has is answered with 404.
                 * @example 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60
                 */
                id: components["parameters"]["TransferId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": TransferFailure;
            };
        };
        responses: {
            /** @description The transfer, `FAILED`, with the reason in `status_details`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Transfer;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            404: components["responses"]["ControlNotFound"];
            409: components["responses"]["TransferNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCryptoDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": CryptoDepositRequest;
            };
        };
        responses: {
            /** @description The deposit, completed; the profile's balance is credited. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Transfer;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            404: components["responses"]["ControlNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Profile id (`profile_id` of transfers and deposit addresses). An unknown profile is answered with 404.
                 * @example 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a
                 */
                id: components["parameters"]["ProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile's balances. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": BalanceList;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            404: components["responses"]["ControlNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Profile id (`profile_id` of transfers and deposit addresses). An unknown profile is answered with 404.
                 * @example 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a
                 */
                id: components["parameters"]["ProfileId"];
                /**
                 * @description Asset code of the balance (`USDC`, `BTC`, `USD`).
                 * @example USDC
                 */
                asset: components["parameters"]["Asset"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": BalanceUpdate;
            };
        };
        responses: {
            /** @description The profile's balance of the asset, as set. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Balance;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            404: components["responses"]["ControlNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The armed faults. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": FaultList;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": FaultRequest;
            };
        };
        responses: {
            /** @description The fault, armed. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Fault;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            409: components["responses"]["FaultLimitReached"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    clearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every fault is disarmed; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disconnectStreams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": StreamDisconnect;
            };
        };
        responses: {
            /** @description How many connections were closed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": StreamDisconnectResult;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    moveMarket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Market symbol, as the streaming API's channels name it (`BTCUSD`). A market the sandbox does not
                 *     simulate is answered with 404.
                 * @example BTCUSD
                 */
                market: components["parameters"]["Market"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": MarketMove;
            };
        };
        responses: {
            /** @description The market's top of book after the move, as `market_data.top_of_book` sends it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": TopOfBook;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["ControlNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["MarketSimulatorUnavailable"];
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your tenant is back to its start; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ControlForbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetWholeSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox is back to its start; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminForbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["MarketSimulatorUnavailable"];
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenants. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": TenantList;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminForbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": TenantRequest;
            };
        };
        responses: {
            /** @description The tenant, made. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": NewTenant;
                };
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tenant id (`id` of `createTenant`'s answer or of `listTenants`). An id no tenant has is answered with 404.
                 * @example 7d4c9a2e-1b3f-4e5a-8c6d-0f1e2a3b4c5d
                 */
                id: components["parameters"]["TenantId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant is gone; no body. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ControlBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminForbidden"];
            404: components["responses"]["ControlNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
