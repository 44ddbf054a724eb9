import { createPrivateKey, createPublicKey } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base32nopad, base58, bech32, bech32m, createBase58check, hex } from '@scure/base';
import { isEvmNetwork, type CryptoNetwork } from './networks.js';

/**
 * Address and transaction-hash formats per network: deriving sandbox addresses from seed material
 * (deterministically: the same seed gives the same address) and checking that a string is a valid
 * address of a network. Every checksum is verified.
 *
 * | network                   | address                                                         |
 * |---------------------------|-----------------------------------------------------------------|
 * | BITCOIN                   | bech32 P2WPKH `bc1q…` (checks: bech32/bech32m segwit, base58check `1…`/`3…`) |
 * | LITECOIN                  | bech32 P2WPKH `ltc1q…` (checks: segwit, base58check `L…`/`M…`/`3…`)           |
 * | BITCOIN_CASH              | CashAddr P2PKH `bitcoincash:q…` (checks: CashAddr with or without prefix, base58check `1…`/`3…`) |
 * | ETHEREUM and the EVM L2s  | `0x` + 40 hex digits, EIP-55 mixed-case checksum                 |
 * | SOLANA                    | base58 of a 32-byte Ed25519 public key (a wallet account)         |
 * | STELLAR                   | StrKey `G…`: base32 of version byte, Ed25519 key and CRC16-XModem |
 */

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);
const base58check = createBase58check(sha256);

/** `length` bytes derived from a seed string (SHA-256 in counter mode). */
export function deriveBytes(seed: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let offset = 0, counter = 0; offset < length; counter++) {
    const block = sha256(bytesOf(`${seed}#${counter}`));
    out.set(block.subarray(0, Math.min(block.length, length - offset)), offset);
    offset += block.length;
  }
  return out;
}

// ---- EVM (EIP-55) --------------------------------------------------------------------------------

/** The EIP-55 checksummed form of a 20-byte address given as 40 hex digits (any case). */
export function toChecksumAddress(address: string): string {
  const lower = address.replace(/^0x/i, '').toLowerCase();
  const hash = hex.encode(keccak_256(bytesOf(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    out += Number.parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

export function evmAddress(bytes: Uint8Array): string {
  if (bytes.length !== 20) throw new RangeError('An EVM address has 20 bytes');
  return toChecksumAddress(hex.encode(bytes));
}

/**
 * Mixed-case addresses whose checksum was found valid. A client withdraws to the same addresses
 * again and again, and the Keccak hash of the check is a good part of what a withdrawal costs in
 * CPU; a bounded set (emptied when full) keeps the answer.
 */
const checksumValid = new Set<string>();
const CHECKSUM_VALID_MAX = 10_000;

/** `0x` + 40 hex digits; a mixed-case address must carry a valid EIP-55 checksum. */
export function isValidEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  if (checksumValid.has(address)) return true;
  if (toChecksumAddress(body) !== address) return false;
  if (checksumValid.size >= CHECKSUM_VALID_MAX) checksumValid.clear();
  checksumValid.add(address);
  return true;
}

// ---- Bitcoin family --------------------------------------------------------------------------------

/** A version-0 segwit (P2WPKH) address of a 20-byte key hash. */
export function segwitAddress(hrp: 'bc' | 'ltc', program: Uint8Array): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

/** A segwit address of `hrp`: version 0 in bech32 (20- or 32-byte program), 1..16 in bech32m. */
export function isValidSegwitAddress(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  if (!lower.startsWith(`${hrp}1`)) return false;
  for (const coder of [bech32, bech32m]) {
    let decoded: { prefix: string; words: number[] };
    try {
      decoded = coder.decode(lower as `${string}1${string}`);
    } catch {
      continue;
    }
    const [version, ...rest] = decoded.words;
    if (decoded.prefix !== hrp || version === undefined || version > 16) return false;
    if ((version === 0) !== (coder === bech32)) return false;
    let program: Uint8Array;
    try {
      program = bech32.fromWords(rest);
    } catch {
      return false;
    }
    return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
  }
  return false;
}

/** A base58check address of 21 bytes whose version byte is one of `versions`. */
export function isValidBase58CheckAddress(address: string, versions: readonly number[]): boolean {
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && versions.includes(payload[0] as number);
  } catch {
    return false;
  }
}

export function base58CheckAddress(version: number, hash: Uint8Array): string {
  return base58check.encode(Uint8Array.of(version, ...hash));
}

/** The payload (version byte + hash) of a base58check address. */
export function decodeBase58Check(address: string): Uint8Array {
  return base58check.decode(address);
}

// CashAddr (Bitcoin Cash): bech32's alphabet with a 40-bit BCH checksum over the prefix and payload.
const CASHADDR_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CASHADDR_GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

function cashaddrPolymod(values: readonly number[]): bigint {
  let c = 1n;
  for (const value of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(value);
    CASHADDR_GENERATORS.forEach((generator, bit) => {
      if ((c0 >> BigInt(bit)) & 1n) c ^= generator;
    });
  }
  return c ^ 1n;
}

const prefixWords = (prefix: string) => [...prefix].map((char) => char.charCodeAt(0) & 0x1f);

/** A CashAddr of a 20-byte hash; `type` 0 is P2PKH (`q…`), 1 is P2SH (`p…`). */
export function cashAddress(hash: Uint8Array, type: 0 | 1 = 0, prefix = 'bitcoincash'): string {
  if (hash.length !== 20) throw new RangeError('This CashAddr encoder takes a 20-byte hash');
  const payload = bech32.toWords(Uint8Array.of(type << 3, ...hash));
  const checksum = cashaddrPolymod([...prefixWords(prefix), 0, ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksumWords = Array.from({ length: 8 }, (_, i) => Number((checksum >> BigInt(5 * (7 - i))) & 0x1fn));
  return `${prefix}:${[...payload, ...checksumWords].map((word) => CASHADDR_CHARSET[word]).join('')}`;
}

/** A CashAddr (with or without its `bitcoincash:` prefix) whose checksum and size are right. */
export function isValidCashAddress(address: string, prefix = 'bitcoincash'): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  const body = lower.startsWith(`${prefix}:`) ? lower.slice(prefix.length + 1) : lower;
  if (body.length < 9 || body.includes(':')) return false;
  const words: number[] = [];
  for (const char of body) {
    const word = CASHADDR_CHARSET.indexOf(char);
    if (word === -1) return false;
    words.push(word);
  }
  if (cashaddrPolymod([...prefixWords(prefix), 0, ...words]) !== 0n) return false;
  let payload: Uint8Array;
  try {
    payload = bech32.fromWordsUnsafe(words.slice(0, -8)) ?? new Uint8Array();
  } catch {
    return false;
  }
  const version = payload[0];
  if (version === undefined || (version & 0x80) !== 0) return false;
  const sizes = [20, 24, 28, 32, 40, 48, 56, 64];
  return payload.length - 1 === sizes[version & 0x07];
}

// ---- Ed25519 networks: Solana, Stellar -------------------------------------------------------------

/**
 * The Ed25519 public key of a 32-byte private seed (so derived addresses are real wallet keys).
 *
 * The seed goes in as a JWK, whose private import hands the raw seed to OpenSSL, which computes the
 * public key: several times faster than decoding a PKCS#8 document (OpenSSL 3's decoders), which a
 * tenant's seed, with a Solana address in four, feels. Node reads only `d` of a private OKP key and
 * requires `x` to be a string, so `x` is a placeholder here: the public key is what it answers. The
 * RFC 8032 test vectors in the tests hold it to the standard.
 */
export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  if (seed.length !== 32) throw new RangeError('An Ed25519 seed has 32 bytes');
  const d = Buffer.from(seed).toString('base64url');
  const key = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d, x: '' }, format: 'jwk' });
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  return new Uint8Array(Buffer.from(String(jwk.x), 'base64url'));
}

export function solanaAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new RangeError('A Solana address is a 32-byte key');
  return base58.encode(publicKey);
}

/** base58 text of exactly 32 bytes. (Whether the key is on the curve is not checked.) */
export function isValidSolanaAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** CRC16-XModem (polynomial 0x1021, initial value 0), the StrKey checksum. */
export function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const STELLAR_ACCOUNT_VERSION = 6 << 3; // 'G'

export function stellarAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new RangeError('A Stellar account id is a 32-byte key');
  const body = Uint8Array.of(STELLAR_ACCOUNT_VERSION, ...publicKey);
  const crc = crc16xmodem(body);
  return base32nopad.encode(Uint8Array.of(...body, crc & 0xff, crc >> 8));
}

/** A StrKey account id (`G…`, 56 characters) with the right version byte and checksum. */
export function isValidStellarAddress(address: string): boolean {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 35 || bytes[0] !== STELLAR_ACCOUNT_VERSION) return false;
  const crc = crc16xmodem(bytes.subarray(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}

// ---- Per network ---------------------------------------------------------------------------------

/** Whether `address` is a valid address of `network` (deposit or withdrawal destination). */
export function isValidAddress(network: CryptoNetwork, address: string): boolean {
  if (isEvmNetwork(network)) return isValidEvmAddress(address);
  switch (network) {
    case 'BITCOIN':
      return isValidSegwitAddress(address, 'bc') || isValidBase58CheckAddress(address, [0x00, 0x05]);
    case 'LITECOIN':
      return isValidSegwitAddress(address, 'ltc') || isValidBase58CheckAddress(address, [0x30, 0x32, 0x05]);
    case 'BITCOIN_CASH':
      return isValidCashAddress(address) || isValidBase58CheckAddress(address, [0x00, 0x05]);
    case 'SOLANA':
      return isValidSolanaAddress(address);
    case 'STELLAR':
      return isValidStellarAddress(address);
    default:
      return false;
  }
}

/**
 * The sandbox address of `network` for `seed`: the same seed always gives the same address. Keys
 * are derived from the seed (secp256k1-style hashes for the Bitcoin family and EVM, real Ed25519
 * public keys for Solana and Stellar); nobody holds the private keys of EVM or Bitcoin addresses.
 */
export function deriveAddress(network: CryptoNetwork, seed: string): string {
  if (isEvmNetwork(network)) return evmAddress(deriveBytes(`evm:${seed}`, 20));
  switch (network) {
    case 'BITCOIN':
      return segwitAddress('bc', deriveBytes(`btc:${seed}`, 20));
    case 'LITECOIN':
      return segwitAddress('ltc', deriveBytes(`ltc:${seed}`, 20));
    case 'BITCOIN_CASH':
      return cashAddress(deriveBytes(`bch:${seed}`, 20));
    case 'SOLANA':
      return solanaAddress(ed25519PublicKey(deriveBytes(`sol:${seed}`, 32)));
    case 'STELLAR':
      return stellarAddress(ed25519PublicKey(deriveBytes(`xlm:${seed}`, 32)));
    default:
      throw new RangeError(`No address format for ${String(network)}`);
  }
}

/**
 * A transaction hash in the network's format, derived from `seed`: `0x` + 64 hex digits on EVM
 * networks, 64 hex digits on the Bitcoin family and Stellar, base58 of a 64-byte signature on Solana.
 */
export function deriveTxHash(network: CryptoNetwork, seed: string): string {
  if (isEvmNetwork(network)) return `0x${hex.encode(deriveBytes(`tx:${seed}`, 32))}`;
  if (network === 'SOLANA') return base58.encode(deriveBytes(`tx:${seed}`, 64));
  return hex.encode(deriveBytes(`tx:${seed}`, 32));
}

/** Whether `hash` has the format of a transaction hash of `network`. */
export function isValidTxHash(network: CryptoNetwork, hash: string): boolean {
  if (isEvmNetwork(network)) return /^0x[0-9a-f]{64}$/.test(hash);
  if (network === 'SOLANA') {
    try {
      return base58.decode(hash).length === 64;
    } catch {
      return false;
    }
  }
  return /^[0-9a-f]{64}$/.test(hash);
}

/** The form an address is compared in: lower case for EVM (checksums are case only), as is otherwise. */
export function addressKey(network: CryptoNetwork | undefined, address: string): string {
  return (network === undefined ? /^0x[0-9a-fA-F]{40}$/.test(address) : isEvmNetwork(network))
    ? address.toLowerCase()
    : address;
}
