import type { KnownCryptoNetwork } from '@dap/api-types';
import type { CryptoNetwork } from './networks.js';

/**
 * The sandbox's pricing, in one place: which asset can move on which network, the withdrawal fee of
 * each, the number of fraction digits of each asset, and the USD reference price used for
 * `notional_value`.
 *
 * Fee schedule (flat fee per withdrawal, in the withdrawn asset; `total = amount + fee`). The values
 * are the sandbox's, chosen to look like a real platform's network fees; BTC on BITCOIN (0.0002) and
 * USDC on ETHEREUM (1.25) are the fees of the OpenAPI examples, so the documented example requests
 * produce the documented responses.
 *
 * | asset | network      | fee     |
 * |-------|--------------|---------|
 * | BTC   | BITCOIN      | 0.0002  |
 * | BCH   | BITCOIN_CASH | 0.0001  |
 * | LTC   | LITECOIN     | 0.001   |
 * | ETH   | ETHEREUM     | 0.0021  |
 * | ETH   | BASE         | 0.0001  |
 * | ETH   | ARBITRUM_ONE | 0.0001  |
 * | ETH   | INK          | 0.0001  |
 * | POL   | POLYGON_POS  | 0.1     |
 * | OKB   | XLAYER       | 0.01    |
 * | SOL   | SOLANA       | 0.01    |
 * | XLM   | STELLAR      | 0.1     |
 * | USDC  | ETHEREUM     | 1.25    |
 * | USDC  | POLYGON_POS  | 0.10    |
 * | USDC  | BASE         | 0.10    |
 * | USDC  | ARBITRUM_ONE | 0.10    |
 * | USDC  | SOLANA       | 0.10    |
 * | USDC  | STELLAR      | 0.10    |
 *
 * Deposits (crypto and wire) are free in the sandbox: their `fee` is `0` and `total = amount`.
 *
 * USD reference prices (for `notional_value` = (amount + fee) × price, rounded half-up to cents):
 * BTC 98250.50 and ETH 3105.25 (the prices of the OpenAPI examples), BCH 480.00, LTC 95.00,
 * SOL 180.00, POL 0.45, OKB 48.00, XLM 0.30, USDC and USD 1. The demo markets (`BTCUSD`, …) start
 * from the same prices.
 */

export interface AssetInfo {
  /** Fraction digits the asset allows in amounts. */
  decimals: number;
  /** USD reference price, a decimal string. */
  usdPrice: string;
}

export const ASSETS: Readonly<Record<string, AssetInfo>> = {
  BTC: { decimals: 8, usdPrice: '98250.50' },
  BCH: { decimals: 8, usdPrice: '480.00' },
  LTC: { decimals: 8, usdPrice: '95.00' },
  ETH: { decimals: 18, usdPrice: '3105.25' },
  POL: { decimals: 18, usdPrice: '0.45' },
  OKB: { decimals: 18, usdPrice: '48.00' },
  SOL: { decimals: 9, usdPrice: '180.00' },
  XLM: { decimals: 7, usdPrice: '0.30' },
  USDC: { decimals: 6, usdPrice: '1' },
  USD: { decimals: 2, usdPrice: '1' },
};

/** Withdrawal fee per asset and network; an asset/network pair not listed cannot be withdrawn. */
export const WITHDRAWAL_FEES: Readonly<Record<string, Partial<Record<CryptoNetwork, string>>>> = {
  BTC: { BITCOIN: '0.0002' },
  BCH: { BITCOIN_CASH: '0.0001' },
  LTC: { LITECOIN: '0.001' },
  ETH: { ETHEREUM: '0.0021', BASE: '0.0001', ARBITRUM_ONE: '0.0001', INK: '0.0001' },
  POL: { POLYGON_POS: '0.1' },
  OKB: { XLAYER: '0.01' },
  SOL: { SOLANA: '0.01' },
  XLM: { STELLAR: '0.1' },
  USDC: { ETHEREUM: '1.25', POLYGON_POS: '0.10', BASE: '0.10', ARBITRUM_ONE: '0.10', SOLANA: '0.10', STELLAR: '0.10' },
};

/**
 * The asset each network carries natively: what a simulated deposit brings when it names no asset
 * (a network carrying several, such as ETHEREUM with ETH and USDC, takes `asset` to say which).
 */
export const NATIVE_ASSETS: Readonly<Record<KnownCryptoNetwork, string>> = {
  BITCOIN: 'BTC',
  ETHEREUM: 'ETH',
  BITCOIN_CASH: 'BCH',
  LITECOIN: 'LTC',
  SOLANA: 'SOL',
  POLYGON_POS: 'POL',
  BASE: 'ETH',
  ARBITRUM_ONE: 'ETH',
  STELLAR: 'XLM',
  INK: 'ETH',
  XLAYER: 'OKB',
};

/** The issuer-minted USD stablecoins: a withdrawal may debit USD for them, a deposit may convert to USD. */
export const USD_STABLECOINS: ReadonlySet<string> = new Set(['USDC']);

/** The fee of withdrawing `asset` on `network`, or undefined when the pair is not supported. */
export function withdrawalFee(asset: string, network: CryptoNetwork): string | undefined {
  return WITHDRAWAL_FEES[asset]?.[network];
}

/** Whether `asset` can move on `network` (deposits accept the same pairs as withdrawals). */
export function supportsPair(asset: string, network: CryptoNetwork): boolean {
  return withdrawalFee(asset, network) !== undefined;
}

export function assetInfo(asset: string): AssetInfo | undefined {
  return ASSETS[asset];
}
