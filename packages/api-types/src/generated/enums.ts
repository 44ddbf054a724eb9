// Generated from specs/dist/openapi.json by `pnpm generate` (dap-codegen api-types).
// Do not edit: change the spec or tools/codegen, then regenerate.

declare const unknownEnumValue: unique symbol;

/**
 * A value of an extensible enum (`x-extensible-enum: true` in the spec) that this version does not
 * list: the platform adds values to such enums without a major version. Each extensible enum's type
 * is its known values plus this case, so a `switch` over the known values leaves it, and an
 * exhaustiveness check (`const unreachable: never = value`) does not compile until the switch has a
 * default branch. At run time it is the string the server sent; code of your own cannot make one
 * without a cast.
 */
export type UnknownEnumValue = string & { readonly [unknownEnumValue]: true };

/** The values of `CryptoNetwork` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const CRYPTO_NETWORKS = ["BITCOIN", "ETHEREUM", "BITCOIN_CASH", "LITECOIN", "SOLANA", "POLYGON_POS", "BASE", "ARBITRUM_ONE", "STELLAR", "INK", "XLAYER"] as const;

/** A `CryptoNetwork` this version lists. */
export type KnownCryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** Whether `value` is a `CryptoNetwork` this version lists; on a `CryptoNetwork`, `false` leaves `UnknownEnumValue`. */
export function isKnownCryptoNetwork(value: unknown): value is KnownCryptoNetwork {
  return (CRYPTO_NETWORKS as readonly unknown[]).includes(value);
}

/** The values of `MonitoringCryptoNetwork` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const MONITORING_CRYPTO_NETWORKS = ["ETHEREUM", "SOLANA", "INK", "XLAYER"] as const;

/** A `MonitoringCryptoNetwork` this version lists. */
export type KnownMonitoringCryptoNetwork = (typeof MONITORING_CRYPTO_NETWORKS)[number];

/** Whether `value` is a `MonitoringCryptoNetwork` this version lists; on a `MonitoringCryptoNetwork`, `false` leaves `UnknownEnumValue`. */
export function isKnownMonitoringCryptoNetwork(value: unknown): value is KnownMonitoringCryptoNetwork {
  return (MONITORING_CRYPTO_NETWORKS as readonly unknown[]).includes(value);
}

/** The values of `TransferType` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const TRANSFER_TYPES = ["INTERNAL_TRANSFER_DEBIT", "INTERNAL_TRANSFER_CREDIT", "CRYPTO_DEPOSIT", "CRYPTO_WITHDRAWAL", "WIRE_DEPOSIT", "WIRE_WITHDRAWAL", "SEN_DEPOSIT", "SEN_WITHDRAWAL", "BANK_DEPOSIT", "BANK_WITHDRAWAL", "PLATFORM_TRANSFER_DEBIT", "PLATFORM_TRANSFER_CREDIT", "SIGNET_DEPOSIT", "SIGNET_WITHDRAWAL", "CBIT_WITHDRAWAL", "CBIT_DEPOSIT", "CUBIX_DEPOSIT", "CUBIX_WITHDRAWAL", "RTP_DEPOSIT"] as const;

/** A `TransferType` this version lists. */
export type KnownTransferType = (typeof TRANSFER_TYPES)[number];

/** Whether `value` is a `TransferType` this version lists; on a `TransferType`, `false` leaves `UnknownEnumValue`. */
export function isKnownTransferType(value: unknown): value is KnownTransferType {
  return (TRANSFER_TYPES as readonly unknown[]).includes(value);
}

/** The values of `TransferStatus` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const TRANSFER_STATUSES = ["PENDING", "COMPLETED", "FAILED"] as const;

/** A `TransferStatus` this version lists. */
export type KnownTransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Whether `value` is a `TransferStatus` this version lists; on a `TransferStatus`, `false` leaves `UnknownEnumValue`. */
export function isKnownTransferStatus(value: unknown): value is KnownTransferStatus {
  return (TRANSFER_STATUSES as readonly unknown[]).includes(value);
}

/** The values of `ConversionTargetAsset` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const CONVERSION_TARGET_ASSETS = ["NO_CONVERSION", "USD"] as const;

/** A `ConversionTargetAsset` this version lists. */
export type KnownConversionTargetAsset = (typeof CONVERSION_TARGET_ASSETS)[number];

/** Whether `value` is a `ConversionTargetAsset` this version lists; on a `ConversionTargetAsset`, `false` leaves `UnknownEnumValue`. */
export function isKnownConversionTargetAsset(value: unknown): value is KnownConversionTargetAsset {
  return (CONVERSION_TARGET_ASSETS as readonly unknown[]).includes(value);
}

/** The values of `AccountSummaryStatus` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const ACCOUNT_SUMMARY_STATUSES = ["PENDING", "ERROR", "APPROVED", "DENIED", "DISABLED"] as const;

/** A `AccountSummaryStatus` this version lists. */
export type KnownAccountSummaryStatus = (typeof ACCOUNT_SUMMARY_STATUSES)[number];

/** Whether `value` is a `AccountSummaryStatus` this version lists; on a `AccountSummaryStatus`, `false` leaves `UnknownEnumValue`. */
export function isKnownAccountSummaryStatus(value: unknown): value is KnownAccountSummaryStatus {
  return (ACCOUNT_SUMMARY_STATUSES as readonly unknown[]).includes(value);
}

/** The values of `AccountType` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const ACCOUNT_TYPES = ["BROKERAGE", "TRADITIONAL_IRA", "ROTH_IRA", "SEP_IRA", "FINANCIAL_ADVISOR"] as const;

/** A `AccountType` this version lists. */
export type KnownAccountType = (typeof ACCOUNT_TYPES)[number];

/** Whether `value` is a `AccountType` this version lists; on a `AccountType`, `false` leaves `UnknownEnumValue`. */
export function isKnownAccountType(value: unknown): value is KnownAccountType {
  return (ACCOUNT_TYPES as readonly unknown[]).includes(value);
}

/** The values of `OAuthErrorCode` this version lists, in the spec's order. The enum is extensible: others may arrive. */
export const OAUTH_ERROR_CODES = ["invalid_request", "invalid_client", "invalid_grant", "unauthorized_client", "unsupported_grant_type", "invalid_scope"] as const;

/** A `OAuthErrorCode` this version lists. */
export type KnownOAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** Whether `value` is a `OAuthErrorCode` this version lists; on a `OAuthErrorCode`, `false` leaves `UnknownEnumValue`. */
export function isKnownOAuthErrorCode(value: unknown): value is KnownOAuthErrorCode {
  return (OAUTH_ERROR_CODES as readonly unknown[]).includes(value);
}
