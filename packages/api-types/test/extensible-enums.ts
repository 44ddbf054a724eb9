/**
 * Compile-time checks of the extensible enums, type-checked by `pnpm lint` (this package has no
 * runtime tests): a switch over the listed values of an extensible enum does not pass an
 * exhaustiveness check without a default branch, because a value a later version adds arrives as
 * `UnknownEnumValue`; a switch over a closed enum does.
 */
import {
  CRYPTO_NETWORKS,
  isKnownCryptoNetwork,
  type CryptoNetwork,
  type KnownCryptoNetwork,
  type TransferDirection,
  type UnknownEnumValue,
} from '../src/index.js';

function assertNever(value: never): never {
  throw new Error(`unhandled ${String(value)}`);
}

/** Every listed network is handled, but not one a later version adds: the exhaustiveness check fails. */
export function confirmations(network: CryptoNetwork): number {
  switch (network) {
    case 'BITCOIN':
    case 'BITCOIN_CASH':
    case 'LITECOIN':
      return 6;
    case 'ETHEREUM':
    case 'POLYGON_POS':
    case 'BASE':
    case 'ARBITRUM_ONE':
    case 'INK':
    case 'XLAYER':
      return 12;
    case 'SOLANA':
    case 'STELLAR':
      return 1;
  }
  // @ts-expect-error: what is left is UnknownEnumValue, not never
  return assertNever(network);
}

/** With a default branch, the same switch compiles. */
export function confirmationsOrDefault(network: CryptoNetwork): number {
  switch (network) {
    case 'BITCOIN':
      return 6;
    default:
      return 12;
  }
}

/** A closed enum (`x-extensible-enum: false`) is exhaustive without a default branch. */
export function signOf(direction: TransferDirection): 1 | -1 {
  switch (direction) {
    case 'CREDIT':
      return 1;
    case 'DEBIT':
      return -1;
  }
  return assertNever(direction);
}

/** The guard narrows to the listed values, and its false branch to the unknown case. */
export function describeNetwork(network: CryptoNetwork): string {
  if (isKnownCryptoNetwork(network)) {
    const known: KnownCryptoNetwork = network;
    return known;
  }
  const unknown: UnknownEnumValue = network;
  return `a network this version does not know: ${unknown}`;
}

/** The listed values, as a readonly tuple. */
export const listed: readonly KnownCryptoNetwork[] = CRYPTO_NETWORKS;

// @ts-expect-error: code of its own cannot make an UnknownEnumValue without a cast
export const invented: UnknownEnumValue = 'AVALANCHE';
