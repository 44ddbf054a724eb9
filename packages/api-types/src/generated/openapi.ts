// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

import type { UnknownEnumValue } from './enums.js';

export interface paths {
    "/transfer/crypto-withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a crypto withdrawal
         * @description Withdraws an asset from a profile balance to an external on-chain address.
         *
         *     - **Exactly one of `amount` or `total`.** Give `amount` to send that amount and pay the fee
         *       on top, or `total` to have the balance debited by exactly that value, fee included. A
         *       request carrying both `amount` and `total`, or neither, is rejected with **400**
         *       (`meta.errors` points at `/body`).
         *     - **`total` = `amount` + `fee`.** For a withdrawal, the returned `total` is the unsigned
         *       balance change: `amount` plus `fee`.
         *     - **Returned `PENDING`.** The transfer is answered with `200`, `type` `CRYPTO_WITHDRAWAL`,
         *       `direction` `DEBIT` and `status` `PENDING`; it settles later.
         *     - **Replay protection.** When `ref_id` is given and a withdrawal with the same `ref_id` already
         *       exists, nothing is created: the answer is **409** with the existing transfer in
         *       `meta.existing`. Retrying with the same `ref_id` is therefore safe.
         *     - `crypto_network` must always be given. Unknown body fields are rejected (400).
         *     - An unknown `profile_id` is **404**; a balance that cannot cover the `total` is **403**, problem
         *       `insufficient-funds` (`meta.available` and `meta.required` say by how much).
         *
         *     **The platform's rules.** Beyond its schema, a withdrawal is refused with **400**
         *     `validation-failed` (nothing created or debited), at the pointer named:
         *
         *     - **The asset must be withdrawable on the network** (`/body/asset`): each network carries its
         *       own assets (for example USDC on ETHEREUM, POLYGON_POS, BASE, ARBITRUM_ONE, SOLANA and STELLAR;
         *       BTC on BITCOIN only).
         *     - **The address must be valid for the network** (`/body/destination_address`): in the network's
         *       own format (a `0x` EVM address on the EVM networks, bech32 or base58 on BITCOIN, …).
         *     - **No more fraction digits than the asset has** (`/body/amount` or `/body/total`): 8 for BTC,
         *       6 for USDC, 18 for ETH, …
         *     - **`amount` greater than 0** (the schema's `PositiveDecimal` says so too) and **`total` greater
         *       than the fee** (`/body/total`): the amount sent would be nothing.
         *     - **`balance_asset`** (`/body/balance_asset`) is the withdrawn `asset` itself (the default) or,
         *       for a USD stablecoin such as USDC, `USD`; a withdrawal debiting `USD` must come to whole cents,
         *       fee included.
         *
         *     Which assets each network carries, their fraction digits and their fees are the platform's
         *     listing, which grows without a new version of this contract, so the contract does not enumerate
         *     them (a new listing would otherwise break every generated client). The sandbox's listing is its
         *     own (`packages/sandbox/src/networks/`), chosen so that the examples here answer as shown.
         */
        post: operations["createCryptoWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/deposit-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a crypto deposit address
         * @description Creates an address on `crypto_network` whose deposits credit the profile `profile_id`.
         *
         *     - **Compatible networks.** The response lists in `compatible_crypto_networks` every network
         *       usable for deposits to that address (including `crypto_network` itself): a deposit sent
         *       over any listed network is credited.
         *     - **Conversion.** `conversion_target_asset` (default `NO_CONVERSION`) chooses the asset
         *       credited for deposits of the issuer-minted USD stablecoin.
         *     - **Metadata** given here is copied onto every transfer to this address.
         *     - **Replay protection.** When `ref_id` is given and a deposit address with the same `ref_id`
         *       already exists, nothing is created: the answer is **409** with the existing deposit address
         *       in `meta.existing`.
         *     - An unknown `profile_id` is **404**. Unknown body fields are rejected (400).
         */
        post: operations["createDepositAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/fiat-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a fiat (wire) deposit
         * @description **Sandbox only**: this operation exists on the sandbox hosts, not in production.
         *
         *     Simulates an incoming wire deposit of `amount` USD. The deposit credits the USD balance of the
         *     profile whose memo id is `memo_id`, as a real wire carrying that memo would; the resulting
         *     transfer (`type` `WIRE_DEPOSIT`, `direction` `CREDIT`) carries the metadata used for
         *     attribution. The answer is an empty object.
         *
         *     - `amount` has at most two fraction digits; only `USD` is supported as `asset`.
         *     - Only `wire` instructions are supported in `fiat_network_instructions`.
         *     - When no profile has that `memo_id`, the answer is **404**. Unknown body fields are rejected
         *       (400).
         */
        post: operations["createSandboxFiatDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rewards/monitor/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List monitoring addresses
         * @description Lists the on-chain addresses monitored for eligible reward activity, ordered by `created_at`
         *     (`order`, newest first by default), optionally filtered by `address` and `crypto_network`.
         *
         *     **Pagination.** At most `limit` addresses (default 100, 1..1000) are returned. When the
         *     response carries `next_page_cursor`, continue by sending that value as `page_cursor` (with
         *     the same filters); `next_page_cursor` is absent on the last page. Cursors are opaque: a forged
         *     or malformed cursor is answered with **400**.
         */
        get: operations["listMonitoringAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List executions
         * @description Lists trade executions, newest first, optionally filtered by profile, account, order,
         *     execution id (`since_execution_id` excludes executions after the given id) and time range
         *     (`range.begin` / `range.end`, both inclusive, RFC 3339).
         *
         *     **Pagination.** At most `limit` executions (default 100, 1..1000, the same bounds as the
         *     other lists) are returned. When the response carries `next_page_cursor`, continue by sending
         *     that value as `page_cursor` (with the same filters); `next_page_cursor` is absent on the last
         *     page. Cursors are opaque: a forged or malformed cursor is answered with **400**.
         */
        get: operations["listExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an account
         * @description Returns one identity account by its id (a UUID). Every field of the account is optional in the
         *     response. An `id` that is not a UUID is answered with **400**; an unknown account with
         *     **404**.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request an access token
         * @description OAuth 2.0 token endpoint, client credentials grant (RFC 6749 §4.4). It is served at
         *     `{auth_url}/oauth2/token`, not under the `/v2` REST base: production
         *     `https://auth.example.com`, sandbox `https://auth.sandbox.example.com`, local sandbox
         *     `http://127.0.0.1:8080`.
         *
         *     Send `grant_type=client_credentials`, `client_id`, `client_secret` and optionally `scope` (a
         *     space-separated list) as an `application/x-www-form-urlencoded` body. The granted scope is the
         *     requested one, which must be a subset of the client's scopes; when `scope` is omitted, all the
         *     client's scopes are granted. Use the token as `Authorization: Bearer <access_token>` until
         *     `expires_in` seconds have passed, then request a new one.
         *
         *     Errors follow RFC 6749 §5.2 and are `application/json` `{error, error_description}`, not
         *     problem+json: `invalid_client` is **401**; `invalid_request`, `unsupported_grant_type` and
         *     `invalid_scope` are **400**.
         *
         *     **429** is the exception: a problem document (`rate-limited`) with `Retry-After`, like the
         *     rest of the API's. It comes for one of two reasons: the caller's address is over the rate
         *     limit (`requestsPerSecond`, `requestBurst`), or the `client_id` is locked. A `client_id` is
         *     locked once `failedSecretsPerMinute` wrong secrets have been sent for it within a minute, from
         *     whichever addresses: until that minute is over, every token request for it, the right secret
         *     included, is answered 429. A secret can thus be guessed no faster than that, and one caller's
         *     mistakes lock out no other client behind its address. The minute is a fixed window, opened by
         *     the first failure, and `Retry-After` is the whole seconds left of it. An unknown `client_id`
         *     is counted and locked alike; a token granted meanwhile does not reset the count; a request
         *     refused with 400 (a parameter missing or malformed) is no failure. The values are in "Request
         *     limits" in the API description. A client answered 401 should fix its secret rather than
         *     retry.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Identifier: Identifier;
        CryptoAddress: CryptoAddress;
        AssetCode: AssetCode;
        Uuid: Uuid;
        DateTime: DateTime;
        Cursor: Cursor;
        ExecutionId: ExecutionId;
        Decimal: Decimal;
        PositiveDecimal: PositiveDecimal;
        FiatAmount: FiatAmount;
        CryptoNetwork: CryptoNetwork;
        MonitoringCryptoNetwork: MonitoringCryptoNetwork;
        Metadata: Metadata;
        TransferDirection: TransferDirection;
        TransferType: TransferType;
        TransferStatus: TransferStatus;
        Transfer: Transfer;
        CryptoWithdrawalRequest: CryptoWithdrawalRequest;
        WithdrawalByAmount: WithdrawalByAmount;
        WithdrawalByTotal: WithdrawalByTotal;
        Beneficiary: Beneficiary;
        BeneficiaryPerson: BeneficiaryPerson;
        BeneficiaryInstitution: BeneficiaryInstitution;
        ConversionTargetAsset: ConversionTargetAsset;
        DepositAddressRequest: DepositAddressRequest;
        DepositAddress: DepositAddress;
        Address: Address;
        RoutingDetails: RoutingDetails;
        WireInstructions: WireInstructions;
        FiatNetworkInstructions: FiatNetworkInstructions;
        FiatAccountOwner: FiatAccountOwner;
        FiatAccountOwnerPerson: FiatAccountOwnerPerson;
        FiatAccountOwnerInstitution: FiatAccountOwnerInstitution;
        SandboxFiatDepositRequest: SandboxFiatDepositRequest;
        EmptyObject: EmptyObject;
        MonitoringAddress: MonitoringAddress;
        MonitoringAddressList: MonitoringAddressList;
        Execution: Execution;
        ExecutionList: ExecutionList;
        AccountSummaryStatus: AccountSummaryStatus;
        AccountType: AccountType;
        AccountMember: AccountMember;
        Account: Account;
        Problem: Problem;
        ValidationError: ValidationError;
        ValidationProblem: ValidationProblem;
        ConflictProblem: ConflictProblem;
        InsufficientFundsProblem: InsufficientFundsProblem;
        TokenRequest: TokenRequest;
        TokenResponse: TokenResponse;
        OAuthError: OAuthError;
        PersonDetails: PersonDetails;
        InstitutionDetails: InstitutionDetails;
        AddressLine: AddressLine;
        OAuthErrorCode: OAuthErrorCode;
    };
    responses: {
        /**
         * @description The request failed validation (body, query or path parameter, including a forged or
         *     malformed `page_cursor`). Every failure is listed in `meta.errors`.
         */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": ValidationProblem;
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
        /**
         * @description The request is refused: the token lacks the scope the endpoint requires (problem
         *     `insufficient-scope`, with a `WWW-Authenticate` challenge naming the scope). An operation that
         *     also refuses for a business rule declares a 403 of its own (`WithdrawalForbidden`).
         */
        Forbidden: {
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
         * @description The withdrawal is refused: the token lacks the scope `transfer:write_crypto_withdrawal` (problem
         *     `insufficient-scope`, with a `WWW-Authenticate` challenge naming the scope), or the balance
         *     cannot cover it (problem `insufficient-funds`, an `InsufficientFundsProblem` whose `meta` says
         *     which balance and by how much; nothing was created or debited).
         */
        WithdrawalForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                "WWW-Authenticate": components["headers"]["WwwAuthenticateInsufficientScope"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": InsufficientFundsProblem | Problem;
            };
        };
        /** @description A resource named by the request (profile, account or memo id) does not exist. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": Problem;
            };
        };
        /**
         * @description The `ref_id` was already used for a withdrawal. Nothing is created; the transfer previously
         *     created with that `ref_id` is returned in `meta.existing`.
         */
        TransferConflict: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": ConflictProblem & {
                    meta?: {
                        existing?: Transfer;
                    };
                };
            };
        };
        /**
         * @description The `ref_id` was already used for a deposit address. Nothing is created; the deposit address
         *     previously created with that `ref_id` is returned in `meta.existing`.
         */
        DepositAddressConflict: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": ConflictProblem & {
                    meta?: {
                        existing?: DepositAddress;
                    };
                };
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
    };
    parameters: {
        /**
         * @description Opaque cursor of the page to return: the `next_page_cursor` of the previous page. Omit it for
         *     the first page. A forged or malformed cursor is answered with 400.
         * @example eyJjcmVhdGVkX2F0IjoiMjAyNS0xMS0yMFQwOTozMDowMFoifQ
         */
        PageCursor: Cursor;
        /**
         * @description Maximum number of items in the page, from 1 to 1000 (default 100).
         * @example 100
         */
        Limit: number;
        /**
         * @description Ordering by `created_at`, newest first (`DESC`, the default) or oldest first (`ASC`).
         * @example DESC
         */
        SortOrder: "DESC" | "ASC";
        /** @description Account id (UUID). A value that is not a UUID is answered with 400. */
        AccountId: Uuid;
        /**
         * @description Only the monitoring address equal to this on-chain address. Must be valid for the given
         *     network; for `SOLANA`, the wallet account, not a derived or token account.
         * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
         */
        AddressQuery: CryptoAddress;
        /**
         * @description Only monitoring addresses on this network.
         * @example ETHEREUM
         */
        CryptoNetworkQuery: MonitoringCryptoNetwork;
        /**
         * @description Only executions of orders of this profile.
         * @example 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a
         */
        ProfileIdQuery: Identifier;
        /**
         * @description Only executions of orders of this account.
         * @example 4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d
         */
        AccountIdQuery: Identifier;
        /**
         * @description Only executions of this single order (UUID).
         * @example 1c9e4b7a-2d5f-4e38-a6b0-7f3c8d2e1a94
         */
        OrderIdQuery: Uuid;
        /**
         * @description Excludes executions after the given execution id (numeric text).
         * @example 1204587321
         */
        SinceExecutionId: ExecutionId;
        /**
         * @description Only executions at or after this time (RFC 3339, inclusive).
         * @example 2025-11-01T00:00:00Z
         */
        RangeBegin: DateTime;
        /**
         * @description Only executions at or before this time (RFC 3339, inclusive).
         * @example 2025-11-21T23:59:59Z
         */
        RangeEnd: DateTime;
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
         * @description Always `no-store`; token responses must not be cached (RFC 6749 §5.1).
         * @example no-store
         */
        CacheControlNoStore: "no-store";
    };
    pathItems: never;
}
/**
 * Identifier
 * @description Identifier of a record (profile, customer, account, identity, transfer, fee, membership), a
 *     client-chosen `ref_id` or a `memo_id`: 1 to 128 characters (an empty id is a 400), none of them NUL (U+0000) or an
 *     unpaired UTF-16 surrogate (`\ud800` alone in JSON). 128 holds any UUID, ULID or prefixed key with
 *     room to spare; the platform keeps identifiers in indexed text columns, which bound the size of a
 *     key, cannot hold NUL, and store text as UTF-8, which has no encoding for a lone surrogate (two
 *     different ids would be stored as the same one). A longer or refused value is a 400.
 * @example 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a
 */
export type Identifier = string;
/**
 * CryptoAddress
 * @description On-chain address as its network writes it: 1 to 128 characters (the longest in use, bech32
 *     addresses, have at most 90), with the same refused characters as an `Identifier` (NUL, unpaired
 *     surrogates): addresses are compared and indexed as text.
 * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
 */
export type CryptoAddress = string;
/**
 * AssetCode
 * @description Asset code, a coin or currency ticker (`BTC`, `USDC`, `USD`): 1 to 32 characters (tickers
 *     in use have at most 10), with the same refused characters as an `Identifier`: balances are kept
 *     per asset code.
 * @example USDC
 */
export type AssetCode = string;
/**
 * Uuid
 * Format: uuid
 * @description A UUID in its canonical text form (36 characters), for example `4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d`.
 */
export type Uuid = string;
/**
 * DateTime
 * Format: date-time
 * @description RFC 3339 date-time, for example `2025-11-21T10:15:30.123Z`: at most 64 characters (nanosecond
 *     precision with a time zone offset takes 35).
 */
export type DateTime = string;
/**
 * Cursor
 * @description Opaque page cursor: send a `next_page_cursor` back as `page_cursor` exactly as received. At most
 *     1024 characters (cursors name a position in a list, never its content).
 * @example eyJjcmVhdGVkX2F0IjoiMjAyNS0xMS0yMFQwOTozMDowMFoifQ
 */
export type Cursor = string;
/**
 * ExecutionId
 * @description Execution id, numeric text of at most 32 digits (an unsigned 64-bit integer has 20).
 * @example 1204587321
 */
export type ExecutionId = string;
/**
 * Decimal
 * @description Non-negative decimal number carried as a JSON **string**, never as a JSON number, so that no
 *     precision is lost. Used for every amount, price, fee and commission. No sign, no exponent, no
 *     thousands separator; the number of fraction digits depends on the asset. At most 64 characters:
 *     more than any balance or amount needs (18 fraction digits and 45 integer digits), short enough
 *     to be stored and compared as a number.
 * @example 0.5
 * @example 100
 */
export type Decimal = string;
/**
 * PositiveDecimal
 * @description A `Decimal` greater than zero: at least one digit other than `0` (`0`, `0.00` and `.0` are
 *     refused). Written without lookahead, so that every regex engine reads it the same. At most 64
 *     characters, as a `Decimal`.
 * @example 250.00
 * @example 0.0021
 */
export type PositiveDecimal = string;
/**
 * FiatAmount
 * @description Fiat amount greater than zero, carried as a JSON **string**, with at most two fraction digits
 *     (for example `1500.00`, `25` or `0.50`; `0` and `0.00` are refused). Written without lookahead,
 *     so that every regex engine reads it the same. At most 32 characters.
 * @example 1500.00
 * @example 25
 */
export type FiatAmount = string;
/**
 * CryptoNetwork
 * @description Blockchain network of an address, withdrawal or deposit. **Extensible** (`x-extensible-enum`):
 *     the platform adds networks without a major version (production already supports more than this
 *     version lists), so a response may carry a network this version does not name. Handle it with a
 *     default branch; send only the networks listed here.
 * @enum {string}
 */
export type CryptoNetwork = "BITCOIN" | "ETHEREUM" | "BITCOIN_CASH" | "LITECOIN" | "SOLANA" | "POLYGON_POS" | "BASE" | "ARBITRUM_ONE" | "STELLAR" | "INK" | "XLAYER" | UnknownEnumValue;
/**
 * MonitoringCryptoNetwork
 * @description The networks supported by rewards monitoring: a subset of `CryptoNetwork`. Used by the
 *     `crypto_network` filter of `GET /rewards/monitor/address` and by each monitoring address.
 *     **Extensible** (`x-extensible-enum`): monitoring gains networks without a major version, so a
 *     listed address may carry a network this version does not name.
 * @enum {string}
 */
export type MonitoringCryptoNetwork = "ETHEREUM" | "SOLANA" | "INK" | "XLAYER" | UnknownEnumValue;
/**
 * Metadata
 * @description Client metadata: string keys to string values. At most 6 key/value pairs; each key and each
 *     value is at most 100 characters.
 * @example {
 *       "customer_ref": "INV-1042",
 *       "desk": "treasury"
 *     }
 */
export interface Metadata {
    [key: string]: string;
}
/**
 * TransferDirection
 * @description Whether the profile balance is credited (`CREDIT`) or debited (`DEBIT`). **Closed**
 *     (`x-extensible-enum: false`): a balance change has exactly these two directions, and consumers
 *     add or subtract by it; a new value would be a major version.
 * @enum {string}
 */
export type TransferDirection = "CREDIT" | "DEBIT";
/**
 * TransferType
 * @description Kind of transfer. A crypto withdrawal created through this API has type `CRYPTO_WITHDRAWAL`.
 *     **Extensible** (`x-extensible-enum`): new kinds of transfer (new payment rails) are added
 *     without a major version; handle an unknown type with a default branch.
 * @enum {string}
 */
export type TransferType = "INTERNAL_TRANSFER_DEBIT" | "INTERNAL_TRANSFER_CREDIT" | "CRYPTO_DEPOSIT" | "CRYPTO_WITHDRAWAL" | "WIRE_DEPOSIT" | "WIRE_WITHDRAWAL" | "SEN_DEPOSIT" | "SEN_WITHDRAWAL" | "BANK_DEPOSIT" | "BANK_WITHDRAWAL" | "PLATFORM_TRANSFER_DEBIT" | "PLATFORM_TRANSFER_CREDIT" | "SIGNET_DEPOSIT" | "SIGNET_WITHDRAWAL" | "CBIT_WITHDRAWAL" | "CBIT_DEPOSIT" | "CUBIX_DEPOSIT" | "CUBIX_WITHDRAWAL" | "RTP_DEPOSIT" | UnknownEnumValue;
/**
 * TransferStatus
 * @description Status of a transfer. A newly created crypto withdrawal is returned with status `PENDING`.
 *     The transitions between states are not specified by the interface document. **Extensible**
 *     (`x-extensible-enum`): finer-grained states may be added without a major version; treat an
 *     unknown status as not final.
 * @enum {string}
 */
export type TransferStatus = "PENDING" | "COMPLETED" | "FAILED" | UnknownEnumValue;
/**
 * Transfer
 * @description A movement of funds that debits or credits a profile balance. Returned by the crypto
 *     withdrawal creation (with `status` `PENDING` and `type` `CRYPTO_WITHDRAWAL`).
 */
export interface Transfer {
    /** @description Transfer id. */
    id: Identifier;
    /** @description Customer id. */
    customer_id: Identifier;
    /** @description Target profile; its asset balance is debited or credited. */
    profile_id: Identifier;
    /** @description Amount sent. */
    amount: Decimal;
    /**
     * @description Unsigned balance change: `amount` minus `fee` for deposits, `amount` plus `fee` for
     *     withdrawals.
     */
    total: Decimal;
    /** @description Fee paid. */
    fee: Decimal;
    /** @description Asset whose profile balance is debited or credited. */
    asset: AssetCode;
    direction: TransferDirection;
    type: TransferType;
    status: TransferStatus;
    /** @description Creation time of the record. */
    created_at: DateTime;
    /** @description Last update time. */
    updated_at: DateTime;
    /** @description Identity associated with the transfer. */
    identity_id?: Identifier;
    /** @description Client-specified id for replay protection and lookup. */
    ref_id?: Identifier;
    /**
     * @description Asset whose balance was affected; differs from `asset` only when the transfer includes a
     *     conversion.
     */
    balance_asset?: AssetCode;
    /**
     * @description More granular explanation of the status. Its fields are not specified by the interface
     *     document, so the object is open.
     */
    secondary_status?: {
        [key: string]: unknown;
    };
    /**
     * @description Extra information on why a transfer is in its state; populated only for specific error
     *     conditions or when extra context is needed. Its fields are not specified by the interface
     *     document, so the object is open.
     */
    status_details?: {
        [key: string]: unknown;
    };
    /**
     * @description Stored client metadata (for deposits, copied from the deposit address or fiat deposit memo
     *     used for attribution).
     */
    metadata?: Metadata;
    /** @description Destination crypto address. */
    destination_address?: CryptoAddress;
    crypto_network?: CryptoNetwork;
    /** @description On-chain transaction hash. At most 128 characters (hashes in use have at most 66). */
    crypto_tx_hash?: string;
    /**
     * @description Output index or output address.
     *     At most 128 characters (an index, or an address: see `CryptoAddress`).
     */
    crypto_tx_index?: string;
    /** @description Account associated with the transfer. */
    account_id?: Identifier;
    /**
     * @description Conversion applied to the transfer; emitted as an empty object when no conversion applies.
     *     Its fields are not specified by the interface document, so the object is open.
     */
    auto_conversion?: {
        [key: string]: unknown;
    };
    /** @description Links the debit and credit sides of an internal or platform transfer. */
    group_id?: Identifier;
    /** @description For fiat withdrawals, UUID of the owner's fiat account. */
    fiat_account_id?: Uuid;
    /** @description For crypto withdrawals and deposits, the USD value of `amount` plus `fee` at transfer time. */
    notional_value?: Decimal;
    /**
     * @description Memo included with the transfer as an identifier.
     *     At most 128 characters (network memos and destination tags are far shorter).
     */
    memo?: string;
}
/**
 * CryptoWithdrawalRequest
 * @description Body of `POST /transfer/crypto-withdrawals`: a withdrawal given by `amount` (`WithdrawalByAmount`,
 *     the fee added on top) or by `total` (`WithdrawalByTotal`, the fee taken out of it). Exactly one
 *     of `amount` or `total` must be given: a body with both, or with neither, is rejected with 400
 *     (pointer `/body`). Unknown fields are rejected (400).
 */
export type CryptoWithdrawalRequest = WithdrawalByAmount | WithdrawalByTotal;
/**
 * WithdrawalByAmount
 * @description A crypto withdrawal given by `amount`: the fee is added on top, and the balance is debited
 *     by `amount` plus the fee. One of the two forms of `CryptoWithdrawalRequest`. Unknown fields, and `total`
 *     beside `amount`, are rejected (400).
 */
export interface WithdrawalByAmount {
    /** @description Profile to withdraw from. */
    profile_id: Identifier;
    /** @description Destination address. */
    destination_address: CryptoAddress;
    /** @description Asset to withdraw (for example a coin ticker). */
    asset: AssetCode;
    /** @description Network of the withdrawal; must always be given for every withdrawal. */
    crypto_network: CryptoNetwork;
    /**
     * @description Client-specified id for replay protection and lookup. Reusing a `ref_id` is answered with
     *     409 and the existing transfer in `meta.existing`.
     */
    ref_id?: Identifier;
    /** @description Identity of the user making the withdrawal. */
    identity_id?: Identifier;
    /** @description Which asset's balance to debit for withdrawals of the issuer-minted USD stablecoin. */
    balance_asset?: AssetCode;
    metadata?: Metadata;
    /** @description Account associated with the identity making the withdrawal. */
    account_id?: Identifier;
    /** @description Id of a guaranteed fee. */
    fee_id?: Identifier;
    /** @description Amount to send, excluding the fee; greater than 0. */
    amount: PositiveDecimal;
    beneficiary?: Beneficiary;
    /**
     * @description Memo to include with the withdrawal as an identifier.
     *     At most 128 characters (network memos and destination tags are far shorter).
     */
    memo?: string;
}
/**
 * WithdrawalByTotal
 * @description A crypto withdrawal given by `total`: the fee is taken out of it, and the balance is debited by
 *     exactly `total`. One of the two forms of `CryptoWithdrawalRequest`. Unknown fields, and `amount`
 *     beside `total`, are rejected (400).
 */
export interface WithdrawalByTotal {
    /** @description Profile to withdraw from. */
    profile_id: Identifier;
    /** @description Destination address. */
    destination_address: CryptoAddress;
    /** @description Asset to withdraw (for example a coin ticker). */
    asset: AssetCode;
    /** @description Network of the withdrawal; must always be given for every withdrawal. */
    crypto_network: CryptoNetwork;
    /**
     * @description Client-specified id for replay protection and lookup. Reusing a `ref_id` is answered with
     *     409 and the existing transfer in `meta.existing`.
     */
    ref_id?: Identifier;
    /** @description Identity of the user making the withdrawal. */
    identity_id?: Identifier;
    /** @description Which asset's balance to debit for withdrawals of the issuer-minted USD stablecoin. */
    balance_asset?: AssetCode;
    metadata?: Metadata;
    /** @description Account associated with the identity making the withdrawal. */
    account_id?: Identifier;
    /** @description Id of a guaranteed fee. */
    fee_id?: Identifier;
    /** @description Total including fees (the balance is debited by exactly this value); greater than the fee. */
    total: PositiveDecimal;
    beneficiary?: Beneficiary;
    /**
     * @description Memo to include with the withdrawal as an identifier.
     *     At most 128 characters (network memos and destination tags are far shorter).
     */
    memo?: string;
}
/**
 * Beneficiary
 * @description Beneficiary of a withdrawal: a person (`person_details`) or an institution
 *     (`institution_details`), exactly one of them. The interface document does not show its fields;
 *     they follow the production API's published schema. Unknown fields are rejected (400).
 */
export type Beneficiary = BeneficiaryPerson | BeneficiaryInstitution;
/**
 * BeneficiaryPerson
 * @description A person. One of the two forms of `Beneficiary`.
 */
export interface BeneficiaryPerson {
    person_details: PersonDetails;
}
/**
 * BeneficiaryInstitution
 * @description An institution. One of the two forms of `Beneficiary`.
 */
export interface BeneficiaryInstitution {
    institution_details: InstitutionDetails;
}
/**
 * ConversionTargetAsset
 * @description The asset credited for deposits of the issuer-minted USD stablecoin: `NO_CONVERSION` credits
 *     the deposited asset itself, `USD` converts it to USD. **Extensible** (`x-extensible-enum`): new
 *     target assets may be added without a major version, so a deposit address may carry one this
 *     version does not name.
 * @enum {string}
 */
export type ConversionTargetAsset = "NO_CONVERSION" | "USD" | UnknownEnumValue;
/**
 * DepositAddressRequest
 * @description Body of `POST /transfer/deposit-addresses`. Unknown fields are rejected (400).
 */
export interface DepositAddressRequest {
    /** @description Profile credited when a deposit arrives. */
    profile_id: Identifier;
    /** @description Network of the address to create. */
    crypto_network: CryptoNetwork;
    /** @description End user who will deposit. */
    identity_id?: Identifier;
    /**
     * @description Client-specified id for replay protection and lookup. Reusing a `ref_id` is answered with
     *     409 and the existing deposit address in `meta.existing`.
     */
    ref_id?: Identifier;
    /** @description Set at creation; also copied onto transfers to this address. */
    metadata?: Metadata;
    /** @description Account linked to the address. */
    account_id?: Identifier;
    /** @default NO_CONVERSION */
    conversion_target_asset?: ConversionTargetAsset;
}
/**
 * DepositAddress
 * @description A crypto deposit address; deposits sent to it credit the profile.
 */
export interface DepositAddress {
    /** @description Deposit address id. */
    id: Uuid;
    /** @description Profile credited when a deposit arrives. */
    profile_id: Identifier;
    /** @description Customer owning the profile. */
    customer_id: Identifier;
    crypto_network: CryptoNetwork;
    /** @description Address to send deposits to. */
    address: CryptoAddress;
    conversion_target_asset: ConversionTargetAsset;
    /** @description Creation time of the record. */
    created_at: DateTime;
    /** @description End user who will deposit. */
    identity_id?: Identifier;
    /** @description Client-specified id for replay protection and lookup. */
    ref_id?: Identifier;
    /** @description Set at creation; also copied onto transfers to this address. */
    metadata?: Metadata;
    /** @description Account linked to the address. */
    account_id?: Identifier;
    /**
     * @description Every network usable for deposits to this address (including `crypto_network` itself);
     *     a deposit sent over any listed network is credited.
     */
    compatible_crypto_networks?: CryptoNetwork[];
}
/**
 * Address
 * @description Postal address. The interface document lists the fields (all strings); which are required, their
 *     length and their characters follow the production API's published schema: `country` is required,
 *     and every field is 1 to 35 characters of letters, digits, spaces and `/?:().,&'+-` (the character
 *     set of SWIFT payment messages). Unknown fields are rejected (400).
 */
export interface Address {
    /** @description Country. */
    country: AddressLine;
    /** @description First address line. */
    address1?: AddressLine;
    /** @description Second address line. */
    address2?: AddressLine;
    /** @description City. */
    city?: AddressLine;
    /** @description Province or state. */
    province?: AddressLine;
    /** @description Postal code. */
    zip_code?: AddressLine;
}
/**
 * RoutingDetails
 * @description Routing details of the sending bank. The interface document names the fields; that all four are
 *     required, and the kinds of routing number, follow the production API's published schema.
 *     Unknown fields are rejected (400).
 */
export interface RoutingDetails {
    /**
     * @description Kind of routing number; `ABA` (a US routing transit number) or `SWIFT` (a BIC).
     * @enum {string}
     */
    routing_number_type: "ABA" | "SWIFT";
    /**
     * @description Routing number of the bank.
     *     At most 35 characters (ISO 20022 `Max35Text`; an ABA number has 9, a BIC 11).
     */
    routing_number: string;
    /**
     * @description Name of the bank.
     *     At most 140 characters (a name in ISO 20022 payment messages, `Max140Text`).
     */
    bank_name: string;
    /** @description Address of the bank. */
    bank_address: Address;
}
/**
 * WireInstructions
 * @description Wire instructions of the simulated deposit. The interface document names the fields; that all
 *     three are required follows the production API's published schema. Unknown fields are rejected
 *     (400).
 */
export interface WireInstructions {
    /**
     * @description Account number of the sending account.
     *     At most 34 characters (ISO 20022 `Max34Text`, the length of the longest IBAN).
     */
    account_number: string;
    /** @description Address of the owner of the sending account. */
    fiat_account_owner_address: Address;
    routing_details: RoutingDetails;
}
/**
 * FiatNetworkInstructions
 * @description Fiat network instructions of the simulated deposit. Only the `wire` variant is supported
 *     (other variants are not specified by the interface document); unknown fields are rejected.
 */
export interface FiatNetworkInstructions {
    wire: WireInstructions;
}
/**
 * FiatAccountOwner
 * @description Owner of the sending fiat account: a person (`person_details`) or an institution
 *     (`institution_details`), exactly one of them. The interface document shows `institution_details`
 *     with `name`; the `person_details` variant and the required fields follow the production API's
 *     published schema. Unknown fields are rejected (400).
 */
export type FiatAccountOwner = FiatAccountOwnerPerson | FiatAccountOwnerInstitution;
/**
 * FiatAccountOwnerPerson
 * @description A person. One of the two forms of `FiatAccountOwner`.
 */
export interface FiatAccountOwnerPerson {
    person_details: PersonDetails;
}
/**
 * FiatAccountOwnerInstitution
 * @description An institution. One of the two forms of `FiatAccountOwner`.
 */
export interface FiatAccountOwnerInstitution {
    institution_details: InstitutionDetails;
}
/**
 * SandboxFiatDepositRequest
 * @description Body of `POST /sandbox/fiat-deposits` (sandbox only). Simulates an incoming wire deposit that
 *     credits the profile whose memo id is `memo_id`. Unknown fields are rejected (400).
 */
export interface SandboxFiatDepositRequest {
    /** @description Amount deposited; at most two fraction digits. */
    amount: FiatAmount;
    /**
     * @description Asset deposited; only `USD` is supported.
     * @enum {string}
     */
    asset: "USD";
    /** @description String the client puts in the memo field of the deposit to credit the balance. */
    memo_id: Identifier;
    fiat_network_instructions: FiatNetworkInstructions;
    fiat_account_owner?: FiatAccountOwner;
}
/**
 * EmptyObject
 * @description An empty JSON object (`{}`), returned when an operation has nothing to report.
 */
export type EmptyObject = Record<string, never>;
/**
 * MonitoringAddress
 * @description An on-chain address monitored for eligible reward activity.
 */
export interface MonitoringAddress {
    /** @description On-chain address monitored for eligible reward activity. */
    address: CryptoAddress;
    /** @description Id of the monitoring address. */
    id: Identifier;
    crypto_network: MonitoringCryptoNetwork;
    /** @description Name given to the address; may be absent. At most 256 characters. */
    name?: string;
    /** @description Creation time of the record. */
    created_at: DateTime;
}
/**
 * MonitoringAddressList
 * @description One page of monitoring addresses. An empty last page may leave `addresses` out: read an absent
 *     list as empty (`page.addresses ?? []`; `@dap/client`'s pagination does).
 */
export interface MonitoringAddressList {
    /**
     * @description The monitoring addresses of this page, in the requested `order` of `created_at`. May be
     *     absent on an empty last page (no `next_page_cursor`): read it as empty.
     */
    addresses?: MonitoringAddress[];
    /**
     * @description Opaque cursor of the next page: send it as `page_cursor` to continue. Absent on the last
     *     page.
     */
    next_page_cursor?: Cursor;
}
/**
 * Execution
 * @description A trade execution (fill) of an order.
 */
export interface Execution {
    /** @description Execution id, numeric text. */
    execution_id: ExecutionId;
    /** @description Id of the executed order. */
    order_id: Uuid;
    /** @description Time of the execution. */
    executed_at: DateTime;
    /** @description Market symbol, for example `BTCUSD`. At most 32 characters. */
    market: string;
    /**
     * @description Side of the order. `BUY` occurs; the interface document does not list all allowed values,
     *     so this is not an enum.
     *     At most 32 characters.
     * @example BUY
     */
    side: string;
    /** @description Executed amount, in the base asset. */
    amount: Decimal;
    /** @description Execution price. */
    price: Decimal;
    /** @description Commission charged. */
    commission: Decimal;
    /** @description Asset of the commission. */
    commission_asset: AssetCode;
    /** @description Rebate granted. */
    rebate: Decimal;
    /** @description Asset of the rebate. */
    rebate_asset: AssetCode;
    /** @description Gross value of the trade (amount times price), in the quote asset. */
    gross_trade_amount: Decimal;
}
/**
 * ExecutionList
 * @description One page of executions, newest first. An empty last page may leave `items` out: read an absent
 *     list as empty (`page.items ?? []`; `@dap/client`'s pagination does).
 */
export interface ExecutionList {
    /**
     * @description The executions of this page, newest first. May be absent on an empty last page (no
     *     `next_page_cursor`): read it as empty.
     */
    items?: Execution[];
    /**
     * @description Opaque cursor of the next page: send it as `page_cursor` to continue. Absent on the last
     *     page.
     */
    next_page_cursor?: Cursor;
}
/**
 * AccountSummaryStatus
 * @description Summary status of an account. The transitions between states are not specified by the
 *     interface document. **Extensible** (`x-extensible-enum`): new statuses may be added without a
 *     major version; handle an unknown one with a default branch.
 * @enum {string}
 */
export type AccountSummaryStatus = "PENDING" | "ERROR" | "APPROVED" | "DENIED" | "DISABLED" | UnknownEnumValue;
/**
 * AccountType
 * @description Type of an account. **Extensible** (`x-extensible-enum`): the platform offers new kinds of
 *     account without a major version; handle an unknown type with a default branch.
 * @enum {string}
 */
export type AccountType = "BROKERAGE" | "TRADITIONAL_IRA" | "ROTH_IRA" | "SEP_IRA" | "FINANCIAL_ADVISOR" | UnknownEnumValue;
/**
 * AccountMember
 * @description An additional identity with access to an account.
 */
export interface AccountMember {
    /** @description Identity of the member. */
    identity_id?: Identifier;
    /**
     * @description Roles of the member on the account. The allowed values are not specified by the interface
     *     document, so they are plain strings.
     */
    roles?: string[];
    /** @description Id of the membership. */
    id?: Identifier;
}
/**
 * Account
 * @description An identity account. Every field is optional in the response, as the interface document
 *     states.
 */
export interface Account {
    /** @description Id used for all other interactions with the account (the `id` of `GET /identity/accounts/{id}`). */
    id?: Uuid;
    /** @description Primary identity. */
    identity_id?: Identifier;
    /** @description Free text. At most 1024 characters. */
    description?: string;
    /** @description True when disabled by a platform admin. */
    admin_disabled?: boolean;
    /** @description True when disabled by the API user. */
    user_disabled?: boolean;
    /**
     * @description API-user-facing metadata (string keys to string values); each key and each value is at most
     *     100 characters, as in the `Metadata` of withdrawals and deposit addresses.
     */
    metadata?: {
        [key: string]: string;
    };
    /** @description Prevents duplicate account creation; unique across accounts of the same API user. */
    ref_id?: Identifier;
    /** @description Additional identities with access. */
    members?: AccountMember[];
    /** @description Creation time of the record. */
    created_at?: DateTime;
    /** @description Last update time. */
    updated_at?: DateTime;
    summary_status?: AccountSummaryStatus;
    /**
     * @description Profile of type `NORMAL` created for the account when account creation was requested with
     *     `create_profile=true`; omitted when the account has no profile.
     */
    profile_id?: Identifier;
    type?: AccountType;
}
/**
 * Problem
 * @description Problem details (RFC 9457), the body of every REST error (`application/problem+json`) except
 *     those of the token endpoint. Clients branch on `type` (and `status`), never on `title` or
 *     `detail` text.
 *
 *     Each problem `type` is the page of the API documentation that explains the problem and what to
 *     do about it: `problems/<code>` under the docs base URL of the deployment that answers. For
 *     production that is the hosted documentation (`externalDocs.url` of this document); a sandbox
 *     serves the documentation itself and answers with types under its own `/docs/`, at the address
 *     the request was sent to (for example `http://127.0.0.1:8080/docs/problems/insufficient-funds`),
 *     or under the docs base URL it is configured with. So identify a problem by the last path segment
 *     of its `type`, the code, never by the whole URI. The problem types of this API:
 *
 *     | `type` | Status | Title | When |
 *     |---|---|---|---|
 *     | [`https://docs.example.com/problems/validation-failed`](https://docs.example.com/problems/validation-failed) | 400 | Validation failed | The request is invalid: a body field, query or path parameter or header does not match the operation's schema, the body is missing or not valid JSON, or a `page_cursor` is forged or malformed. `meta.errors` lists every failure. |
 *     | [`https://docs.example.com/problems/unauthorized`](https://docs.example.com/problems/unauthorized) | 401 | Unauthorized | The request carries no bearer token, or its token is invalid or expired. The response's `WWW-Authenticate: Bearer …` challenge says which (`error="invalid_token"` when a token was sent). |
 *     | [`https://docs.example.com/problems/insufficient-scope`](https://docs.example.com/problems/insufficient-scope) | 403 | Insufficient scope | The token is valid but does not carry the OAuth2 scope the operation requires. The response's `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"` names that scope. The WebSocket handshake without `exchange:read_aggregated_marketdata_stream` is refused the same way. |
 *     | [`https://docs.example.com/problems/insufficient-funds`](https://docs.example.com/problems/insufficient-funds) | 403 | Insufficient funds | The profile's balance of the asset cannot cover a crypto withdrawal's `total` (the amount plus the fee). Nothing is created and nothing is debited. |
 *     | [`https://docs.example.com/problems/not-found`](https://docs.example.com/problems/not-found) | 404 | Not found | A resource the request names does not exist: the profile of a create, the account of an account retrieval, the memo id of a sandbox fiat deposit. Also the answer for a path that no operation has. |
 *     | [`https://docs.example.com/problems/ref-id-conflict`](https://docs.example.com/problems/ref-id-conflict) | 409 | ref_id already used | A create carried a `ref_id` that was already used for a resource of the same kind (a withdrawal, a deposit address). Nothing new is created; the resource created first with that `ref_id` is in `meta.existing`. |
 *     | [`https://docs.example.com/problems/transfer-not-pending`](https://docs.example.com/problems/transfer-not-pending) | 409 | Transfer not pending | A sandbox control (the Sandbox Control API's `completeTransfer` or `failTransfer`) was asked to settle a transfer that is not `PENDING`: it has completed or failed already. Nothing was changed; `meta.status` is the transfer's status. |
 *     | [`https://docs.example.com/problems/fault-limit-reached`](https://docs.example.com/problems/fault-limit-reached) | 409 | Fault limit reached | A sandbox control (the Sandbox Control API's `createFault`) was asked to arm a fault while the tenant holds as many armed faults as it may. Nothing was armed. |
 *     | [`https://docs.example.com/problems/malformed-request`](https://docs.example.com/problems/malformed-request) | 400 | Malformed request | The request could not be read as HTTP/1.1, so it never reached an operation: a malformed request line or header, a `Content-Length` that is not a number or contradicts `Transfer-Encoding`, a broken chunked body, or a body the server could not read to its end. The server answers and closes the connection. Nothing was processed. |
 *     | [`https://docs.example.com/problems/method-not-allowed`](https://docs.example.com/problems/method-not-allowed) | 405 | Method not allowed | The path exists but takes another method: `GET` on a create, `DELETE` anywhere, `CONNECT`. The `Allow` header lists the methods the path accepts. Nothing was processed. |
 *     | [`https://docs.example.com/problems/request-timeout`](https://docs.example.com/problems/request-timeout) | 408 | Request timeout | The request was not received in time: its headers did not arrive within `headersTimeoutSeconds`, or the whole request within `requestTimeoutSeconds` (see "Request limits" in the API description), of the connection starting to send it. The server closes the connection. Nothing was processed. |
 *     | [`https://docs.example.com/problems/payload-too-large`](https://docs.example.com/problems/payload-too-large) | 413 | Payload too large | The request body is larger than the limit, `maxBodyBytes` (see "Request limits" in the API description). Nothing was processed. |
 *     | [`https://docs.example.com/problems/unsupported-media-type`](https://docs.example.com/problems/unsupported-media-type) | 415 | Unsupported media type | The request body is not in the media type the operation takes, `application/json` (judged by its `Content-Type`). Nothing was processed. |
 *     | [`https://docs.example.com/problems/expectation-failed`](https://docs.example.com/problems/expectation-failed) | 417 | Expectation failed | The request carries an `Expect` header the server does not meet: only `100-continue` is supported. Nothing was processed. |
 *     | [`https://docs.example.com/problems/upgrade-required`](https://docs.example.com/problems/upgrade-required) | 426 | Upgrade required | A plain HTTP request reached the WebSocket endpoint, which only answers WebSocket upgrades (`Upgrade: websocket`). The `Upgrade` header of the answer names the protocol. |
 *     | [`https://docs.example.com/problems/rate-limited`](https://docs.example.com/problems/rate-limited) | 429 | Too many requests | The client sent more requests than its rate limit (`requestsPerSecond` with bursts of `requestBurst`, see "Request limits" in the API description) allows, or, at the token endpoint, its `client_id` has had `failedSecretsPerMinute` wrong secrets within the minute and is refused, whatever secret it sends, until that minute is over. The request was not processed; `Retry-After` says how many seconds to wait. |
 *     | [`https://docs.example.com/problems/headers-too-large`](https://docs.example.com/problems/headers-too-large) | 431 | Request header fields too large | The request line and headers together are larger than the limit, `maxHeaderBytes` (see "Request limits" in the API description): a very long URL, query string, cookie or `Authorization` header. The server answers and closes the connection. Nothing was processed. |
 *     | [`https://docs.example.com/problems/internal-error`](https://docs.example.com/problems/internal-error) | 500 | Internal server error | Something failed on the platform's side. The problem says no more than that; `detail` never carries internals. |
 *     | [`https://docs.example.com/problems/service-unavailable`](https://docs.example.com/problems/service-unavailable) | 503 | Service unavailable | The server is shutting down and takes no new requests; requests already received are completed. The connection is closed after the answer. |
 */
export interface Problem {
    /**
     * Format: uri-reference
     * @description URI identifying the problem type: the docs page of one of the types in the table above,
     *     `problems/<code>` under the answering deployment's docs base URL (the hosted docs for
     *     production, the sandbox's own `/docs/` for a sandbox), so the code, its last path segment,
     *     is what identifies the type. Every error this API sends has one of them; `about:blank` (a
     *     problem that only has its status) may come from something in front of it, such as a proxy.
     *     At most 2048 characters.
     * @default about:blank
     * @example https://docs.example.com/problems/validation-failed
     */
    type: string;
    /**
     * @description Short, human-readable summary of the problem type; the same for every occurrence of a type. At
     *     most 256 characters.
     */
    title: string;
    /** @description HTTP status code of this occurrence. */
    status: number;
    /**
     * @description Human-readable explanation specific to this occurrence. At most 4096 characters: values of
     *     the request it quotes are cut short.
     */
    detail?: string;
    /**
     * Format: uri-reference
     * @description URI reference identifying this occurrence (for example the request path). Optional: this
     *     API's servers leave it out, and an occurrence is identified by the response's `X-Request-Id`.
     *     At most 2048 characters.
     */
    instance?: string;
    /** @description Machine-readable extras of the problem (for example `errors` or `existing`). */
    meta?: {
        [key: string]: unknown;
    };
}
/**
 * ValidationError
 * @description One reason why a request failed validation.
 */
export interface ValidationError {
    /**
     * @description JSON Pointer (RFC 6901) into the request, rooted at the request part: `/body/...` for the
     *     JSON body, `/query/<name>` for a query parameter, `/path/<name>` for a path parameter,
     *     `/header/<name>` for a header. `/body` alone points at the whole body (for example when
     *     neither or both of `amount` and `total` are given). At most 1024 characters: where the pointer
     *     would be longer (an unknown property with a very long name), it points at the nearest
     *     enclosing value instead.
     * @example /body/amount
     * @example /query/limit
     */
    pointer: string;
    /** @description Human-readable explanation of the failure at `pointer`. At most 1024 characters. */
    message: string;
}
/**
 * ValidationProblem
 * @description Problem of a request that failed validation (400, problem `validation-failed`). `meta.errors`
 *     lists every failure.
 */
export type ValidationProblem = Problem & {
    meta: {
        /** @description Every validation failure found in the request. */
        errors: ValidationError[];
    };
};
/**
 * ConflictProblem
 * @description Problem of a create request whose `ref_id` was already used (409, problem `ref-id-conflict`).
 *     The resource previously created with that `ref_id` is returned in `meta.existing`; no new
 *     resource is created.
 */
export type ConflictProblem = Problem & {
    meta: {
        /** @description The resource previously created with the same `ref_id`. */
        existing: {
            [key: string]: unknown;
        };
    };
};
/**
 * InsufficientFundsProblem
 * @description Problem of a crypto withdrawal that the profile's balance cannot cover (403, problem
 *     `insufficient-funds`). `meta` says which balance and by how much; nothing was created or debited.
 */
export type InsufficientFundsProblem = Problem & {
    meta: {
        /** @description The profile whose balance was checked. */
        profile_id?: Identifier;
        /** @description The asset of the balance (the withdrawal's `balance_asset`, else its `asset`). */
        asset: AssetCode;
        /** @description The balance of `asset` when the withdrawal was refused. */
        available: Decimal;
        /** @description What the withdrawal needs of `asset`, fee included (its `total`). */
        required: Decimal;
    };
};
/**
 * TokenRequest
 * @description Form body of the token request (OAuth 2.0 client credentials grant, RFC 6749 §4.4), sent as
 *     `application/x-www-form-urlencoded`. Unrecognized parameters are ignored, as RFC 6749 §3.2
 *     requires.
 */
export interface TokenRequest {
    /**
     * @description Always `client_credentials`.
     * @enum {string}
     */
    grant_type: "client_credentials";
    /** @description Client id issued to the API user. */
    client_id: Identifier;
    /**
     * Format: password
     * @description Client secret issued with the client id. 1 to 256 characters.
     */
    client_secret: string;
    /**
     * @description Space-separated list of the scopes requested. Must be a subset of the scopes of the
     *     client (otherwise `invalid_scope`). The granted scope is the requested one; when omitted,
     *     all the scopes of the client are granted.
     *     At most 1024 characters.
     * @example transfer:write_crypto_withdrawal exchange:read_order
     */
    scope?: string;
}
/**
 * TokenResponse
 * @description Successful token response (RFC 6749 §5.1). Sent with `Cache-Control: no-store`.
 */
export interface TokenResponse {
    /**
     * @description The bearer token, sent as `Authorization: Bearer <access_token>`. At most 4096 characters;
     *     a longer bearer token is refused unread.
     */
    access_token: string;
    /**
     * @description Lifetime of the access token in seconds.
     * @example 3600
     */
    expires_in: number;
    /**
     * @description Always `bearer`. Closed (`x-extensible-enum: false`): another token type would need another
     *     way of sending the token.
     * @enum {string}
     */
    token_type: "bearer";
    /** @description Space-separated list of the scopes granted. At most 1024 characters. */
    scope: string;
}
/**
 * OAuthError
 * @description Error response of the token endpoint (RFC 6749 §5.2), sent as `application/json` (not
 *     problem+json).
 */
export interface OAuthError {
    error: OAuthErrorCode;
    /** @description Human-readable explanation. At most 1024 characters. */
    error_description?: string;
}
/**
 * PersonDetails
 * @description A natural person (production API's published schema; not shown by the interface document).
 */
export interface PersonDetails {
    /** @description First name. At most 140 characters (a name in ISO 20022 payment messages, `Max140Text`). */
    first_name: string;
    /** @description Last name. At most 140 characters (a name in ISO 20022 payment messages, `Max140Text`). */
    last_name: string;
}
/**
 * InstitutionDetails
 * @description An institution (a company or another legal entity).
 */
export interface InstitutionDetails {
    /**
     * @description Name of the institution.
     *     At most 140 characters (a name in ISO 20022 payment messages, `Max140Text`).
     */
    name: string;
}
/**
 * AddressLine
 * @description One field of a postal address: 1 to 35 characters of letters, digits, spaces and `/?:().,&'+-`
 *     (the production API's published limits).
 */
export type AddressLine = string;
/**
 * OAuthErrorCode
 * @description Error code of the token endpoint (RFC 6749 §5.2): `invalid_request` (missing or repeated
 *     parameter, malformed request), `invalid_client` (unknown client or wrong secret, answered with
 *     401), `invalid_grant`, `unauthorized_client` (the client may not use this grant type),
 *     `unsupported_grant_type` (`grant_type` is not `client_credentials`), `invalid_scope` (unknown
 *     scope, or a scope the client does not have). **Extensible** (`x-extensible-enum`): these are
 *     rejection reasons, and RFC 6749 §8.5 lets a server define more; treat an unknown code as a
 *     refusal of the credentials, by the response status.
 * @enum {string}
 */
export type OAuthErrorCode = "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | UnknownEnumValue;
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseWithdrawalForbidden = components['responses']['WithdrawalForbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTransferConflict = components['responses']['TransferConflict'];
export type ResponseDepositAddressConflict = components['responses']['DepositAddressConflict'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ParameterPageCursor = components['parameters']['PageCursor'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterSortOrder = components['parameters']['SortOrder'];
export type ParameterAccountId = components['parameters']['AccountId'];
export type ParameterAddressQuery = components['parameters']['AddressQuery'];
export type ParameterCryptoNetworkQuery = components['parameters']['CryptoNetworkQuery'];
export type ParameterProfileIdQuery = components['parameters']['ProfileIdQuery'];
export type ParameterAccountIdQuery = components['parameters']['AccountIdQuery'];
export type ParameterOrderIdQuery = components['parameters']['OrderIdQuery'];
export type ParameterSinceExecutionId = components['parameters']['SinceExecutionId'];
export type ParameterRangeBegin = components['parameters']['RangeBegin'];
export type ParameterRangeEnd = components['parameters']['RangeEnd'];
export type HeaderRequestId = components['headers']['RequestId'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type HeaderRetryAfterIfKnown = components['headers']['RetryAfterIfKnown'];
export type HeaderWwwAuthenticate = components['headers']['WwwAuthenticate'];
export type HeaderWwwAuthenticateInsufficientScope = components['headers']['WwwAuthenticateInsufficientScope'];
export type HeaderCacheControlNoStore = components['headers']['CacheControlNoStore'];
export type $defs = Record<string, never>;
export interface operations {
    createCryptoWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": CryptoWithdrawalRequest;
            };
        };
        responses: {
            /** @description The withdrawal was created; it is returned with `status` `PENDING`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Transfer;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WithdrawalForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["TransferConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDepositAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": DepositAddressRequest;
            };
        };
        responses: {
            /** @description The deposit address was created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": DepositAddress;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DepositAddressConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxFiatDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": SandboxFiatDepositRequest;
            };
        };
        responses: {
            /** @description The simulated deposit was accepted; the body is an empty object. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": EmptyObject;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMonitoringAddresses: {
        parameters: {
            query?: {
                /**
                 * @description Only the monitoring address equal to this on-chain address. Must be valid for the given
                 *     network; for `SOLANA`, the wallet account, not a derived or token account.
                 * @example 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
                 */
                address?: components["parameters"]["AddressQuery"];
                /**
                 * @description Only monitoring addresses on this network.
                 * @example ETHEREUM
                 */
                crypto_network?: components["parameters"]["CryptoNetworkQuery"];
                /**
                 * @description Maximum number of items in the page, from 1 to 1000 (default 100).
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Ordering by `created_at`, newest first (`DESC`, the default) or oldest first (`ASC`).
                 * @example DESC
                 */
                order?: components["parameters"]["SortOrder"];
                /**
                 * @description Opaque cursor of the page to return: the `next_page_cursor` of the previous page. Omit it for
                 *     the first page. A forged or malformed cursor is answered with 400.
                 * @example eyJjcmVhdGVkX2F0IjoiMjAyNS0xMS0yMFQwOTozMDowMFoifQ
                 */
                page_cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of monitoring addresses. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": MonitoringAddressList;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExecutions: {
        parameters: {
            query?: {
                /**
                 * @description Only executions of orders of this profile.
                 * @example 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a
                 */
                profile_id?: components["parameters"]["ProfileIdQuery"];
                /**
                 * @description Only executions of orders of this account.
                 * @example 4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d
                 */
                account_id?: components["parameters"]["AccountIdQuery"];
                /**
                 * @description Only executions of this single order (UUID).
                 * @example 1c9e4b7a-2d5f-4e38-a6b0-7f3c8d2e1a94
                 */
                order_id?: components["parameters"]["OrderIdQuery"];
                /**
                 * @description Excludes executions after the given execution id (numeric text).
                 * @example 1204587321
                 */
                since_execution_id?: components["parameters"]["SinceExecutionId"];
                /**
                 * @description Only executions at or after this time (RFC 3339, inclusive).
                 * @example 2025-11-01T00:00:00Z
                 */
                "range.begin"?: components["parameters"]["RangeBegin"];
                /**
                 * @description Only executions at or before this time (RFC 3339, inclusive).
                 * @example 2025-11-21T23:59:59Z
                 */
                "range.end"?: components["parameters"]["RangeEnd"];
                /**
                 * @description Opaque cursor of the page to return: the `next_page_cursor` of the previous page. Omit it for
                 *     the first page. A forged or malformed cursor is answered with 400.
                 * @example eyJjcmVhdGVkX2F0IjoiMjAyNS0xMS0yMFQwOTozMDowMFoifQ
                 */
                page_cursor?: components["parameters"]["PageCursor"];
                /**
                 * @description Maximum number of items in the page, from 1 to 1000 (default 100).
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of executions, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ExecutionList;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Account id (UUID). A value that is not a UUID is answered with 400. */
                id: components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Account;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": TokenRequest;
            };
        };
        responses: {
            /** @description The access token. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": TokenResponse;
                };
            };
            /**
             * @description The token request is invalid (RFC 6749 §5.2): `invalid_request` (missing, repeated or
             *     malformed parameter), `unsupported_grant_type` (`grant_type` is not
             *     `client_credentials`) or `invalid_scope` (a requested scope is unknown or not granted to
             *     the client).
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": OAuthError;
                };
            };
            /**
             * @description Client authentication failed (RFC 6749 §5.2 `invalid_client`): unknown `client_id` or
             *     wrong `client_secret`.
             */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": OAuthError;
                };
            };
            /**
             * @description Too many requests (problem `rate-limited`): the caller's address is over the rate limit,
             *     or the `client_id` has had `failedSecretsPerMinute` wrong secrets within the minute and is
             *     locked until that minute is over, whichever secret it sends. No token was granted, and
             *     the answer tells nothing of the secret sent; retry after the seconds in `Retry-After`.
             */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": Problem;
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
