import type { components } from '@dap/api-types';

export type CryptoNetwork = components['schemas']['CryptoNetwork'];
export type MonitoringCryptoNetwork = components['schemas']['MonitoringCryptoNetwork'];

/** Every network of the spec's `CryptoNetwork` enum, in its order. */
export const CRYPTO_NETWORKS: readonly CryptoNetwork[] = [
  'BITCOIN',
  'ETHEREUM',
  'BITCOIN_CASH',
  'LITECOIN',
  'SOLANA',
  'POLYGON_POS',
  'BASE',
  'ARBITRUM_ONE',
  'STELLAR',
  'INK',
  'XLAYER',
];

/** The networks rewards monitoring supports (the spec's `MonitoringCryptoNetwork`). */
export const MONITORING_NETWORKS: readonly MonitoringCryptoNetwork[] = ['ETHEREUM', 'SOLANA', 'INK', 'XLAYER'];

/**
 * The EVM networks of the enum: Ethereum, its L2s and sidechains (Polygon PoS, Base, Arbitrum One,
 * Ink, X Layer). One secp256k1 key gives the same `0x…` address on each, so an address created on
 * any of them receives deposits on all of them.
 */
export const EVM_NETWORKS: readonly CryptoNetwork[] = ['ETHEREUM', 'POLYGON_POS', 'BASE', 'ARBITRUM_ONE', 'INK', 'XLAYER'];

const EVM = new Set<CryptoNetwork>(EVM_NETWORKS);

export function isEvmNetwork(network: CryptoNetwork): boolean {
  return EVM.has(network);
}

/** The UTXO networks of the Bitcoin family, whose transaction ids are 64 hex digits. */
export const BITCOIN_FAMILY: readonly CryptoNetwork[] = ['BITCOIN', 'BITCOIN_CASH', 'LITECOIN'];

export function isCryptoNetwork(value: unknown): value is CryptoNetwork {
  return typeof value === 'string' && (CRYPTO_NETWORKS as readonly string[]).includes(value);
}

export function isMonitoringNetwork(value: unknown): value is MonitoringCryptoNetwork {
  return typeof value === 'string' && (MONITORING_NETWORKS as readonly string[]).includes(value);
}

/** Every network a deposit to an address created on `network` can arrive over, in enum order. */
export function compatibleNetworks(network: CryptoNetwork): CryptoNetwork[] {
  return isEvmNetwork(network) ? [...EVM_NETWORKS] : [network];
}
