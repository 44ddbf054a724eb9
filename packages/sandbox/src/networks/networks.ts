import {
  CRYPTO_NETWORKS as SPEC_CRYPTO_NETWORKS,
  MONITORING_CRYPTO_NETWORKS,
  type components,
  type KnownCryptoNetwork,
  type KnownMonitoringCryptoNetwork,
} from '@dap/api-types';

// The spec's types: extensible, so they admit `UnknownEnumValue` (what a later version adds). The
// sandbox is this version: its lists hold the known networks, and its guards refuse the others.
export type CryptoNetwork = components['schemas']['CryptoNetwork'];
export type MonitoringCryptoNetwork = components['schemas']['MonitoringCryptoNetwork'];

/** Every network of the spec's `CryptoNetwork` enum, in its order. */
export const CRYPTO_NETWORKS: readonly KnownCryptoNetwork[] = SPEC_CRYPTO_NETWORKS;

/** The networks rewards monitoring supports (the spec's `MonitoringCryptoNetwork`). */
export const MONITORING_NETWORKS: readonly KnownMonitoringCryptoNetwork[] = MONITORING_CRYPTO_NETWORKS;

/**
 * The EVM networks of the enum: Ethereum, its L2s and sidechains (Polygon PoS, Base, Arbitrum One,
 * Ink, X Layer). One secp256k1 key gives the same `0x…` address on each, so an address created on
 * any of them receives deposits on all of them.
 */
export const EVM_NETWORKS: readonly KnownCryptoNetwork[] = [
  'ETHEREUM',
  'POLYGON_POS',
  'BASE',
  'ARBITRUM_ONE',
  'INK',
  'XLAYER',
];

const EVM = new Set<CryptoNetwork>(EVM_NETWORKS);

export function isEvmNetwork(network: CryptoNetwork): boolean {
  return EVM.has(network);
}

/** The UTXO networks of the Bitcoin family, whose transaction ids are 64 hex digits. */
export const BITCOIN_FAMILY: readonly KnownCryptoNetwork[] = ['BITCOIN', 'BITCOIN_CASH', 'LITECOIN'];

export function isCryptoNetwork(value: unknown): value is KnownCryptoNetwork {
  return typeof value === 'string' && (CRYPTO_NETWORKS as readonly string[]).includes(value);
}

export function isMonitoringNetwork(value: unknown): value is KnownMonitoringCryptoNetwork {
  return typeof value === 'string' && (MONITORING_NETWORKS as readonly string[]).includes(value);
}

/** Every network a deposit to an address created on `network` can arrive over, in enum order. */
export function compatibleNetworks(network: CryptoNetwork): CryptoNetwork[] {
  return isEvmNetwork(network) ? [...EVM_NETWORKS] : [network];
}
