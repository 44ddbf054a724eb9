import { base32nopad, base58, bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  cashAddress,
  crc16xmodem,
  decodeBase58Check,
  deriveAddress,
  deriveTxHash,
  ed25519PublicKey,
  isValidAddress,
  isValidCashAddress,
  isValidEvmAddress,
  isValidStellarAddress,
  isValidTxHash,
  toChecksumAddress,
} from '../src/networks/addresses.js';
import { CRYPTO_NETWORKS, EVM_NETWORKS, type CryptoNetwork } from '../src/networks/networks.js';

describe('address formats', () => {
  it('checksums EVM addresses as EIP-55 does (the EIP test vectors)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(isValidEvmAddress(address)).toBe(true);
    }
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
  });

  it('encodes CashAddr as the specification does (legacy 1BpEi6… is bitcoincash:qpm2qs…)', () => {
    const legacy = decodeBase58Check('1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu');
    expect(cashAddress(legacy.subarray(1))).toBe('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a');
    expect(isValidCashAddress('qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a')).toBe(true);
    expect(isValidCashAddress('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b')).toBe(false);
  });

  it('checks the Stellar StrKey version byte and CRC16', () => {
    expect(crc16xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
    expect(isValidStellarAddress('GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H')).toBe(true);
    expect(isValidStellarAddress('GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2A')).toBe(false);
    expect(isValidStellarAddress('SBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H')).toBe(false);
  });

  it('accepts the addresses of the OpenAPI examples on their networks', () => {
    expect(isValidAddress('BITCOIN', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidAddress('ETHEREUM', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isValidAddress('SOLANA', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true);
    expect(isValidAddress('BITCOIN', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true);
  });

  it('derives, for every network, an address valid on it and on no network of another format', () => {
    for (const network of CRYPTO_NETWORKS) {
      const address = deriveAddress(network, 'seed-1');
      expect(isValidAddress(network, address), `${network} ${address}`).toBe(true);
      expect(deriveAddress(network, 'seed-1')).toBe(address);
      expect(deriveAddress(network, 'seed-2')).not.toBe(address);
      const others = CRYPTO_NETWORKS.filter(
        (other) => !(EVM_NETWORKS.includes(network) && EVM_NETWORKS.includes(other)) && other !== network,
      );
      for (const other of others) expect(isValidAddress(other, address), `${network} address on ${other}`).toBe(false);
    }
  });

  it('derives the Ed25519 public key of a seed as RFC 8032 does (its test vectors)', () => {
    for (const [secret, publicKey] of [
      [
        '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
        'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
      ],
      [
        '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
        '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
      ],
      [
        'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
        'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
      ],
    ] as const) {
      expect(Buffer.from(ed25519PublicKey(Buffer.from(secret, 'hex'))).toString('hex')).toBe(publicKey);
    }
  });

  it('derives addresses that decode with the format libraries', () => {
    const btc = bech32.decode(deriveAddress('BITCOIN', 's') as `${string}1${string}`);
    expect(btc.prefix).toBe('bc');
    expect(btc.words[0]).toBe(0);
    expect(bech32.fromWords(btc.words.slice(1))).toHaveLength(20);
    const ltc = bech32.decode(deriveAddress('LITECOIN', 's') as `${string}1${string}`);
    expect(ltc.prefix).toBe('ltc');
    expect(base58.decode(deriveAddress('SOLANA', 's'))).toHaveLength(32);
    const stellar = base32nopad.decode(deriveAddress('STELLAR', 's'));
    expect(stellar).toHaveLength(35);
    expect(stellar[0]).toBe(6 << 3);
    expect(deriveAddress('BITCOIN_CASH', 's')).toMatch(/^bitcoincash:q[02-9ac-hj-np-z]{41}$/);
    expect(deriveAddress('ETHEREUM', 's')).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('makes transaction hashes in each network format', () => {
    const expected: Record<CryptoNetwork, RegExp> = {
      BITCOIN: /^[0-9a-f]{64}$/,
      BITCOIN_CASH: /^[0-9a-f]{64}$/,
      LITECOIN: /^[0-9a-f]{64}$/,
      STELLAR: /^[0-9a-f]{64}$/,
      SOLANA: /^[1-9A-HJ-NP-Za-km-z]{80,90}$/,
      ETHEREUM: /^0x[0-9a-f]{64}$/,
      POLYGON_POS: /^0x[0-9a-f]{64}$/,
      BASE: /^0x[0-9a-f]{64}$/,
      ARBITRUM_ONE: /^0x[0-9a-f]{64}$/,
      INK: /^0x[0-9a-f]{64}$/,
      XLAYER: /^0x[0-9a-f]{64}$/,
    };
    for (const network of CRYPTO_NETWORKS) {
      const hash = deriveTxHash(network, 'transfer-1');
      expect(hash, network).toMatch(expected[network]);
      expect(isValidTxHash(network, hash)).toBe(true);
    }
    expect(base58.decode(deriveTxHash('SOLANA', 'x'))).toHaveLength(64);
  });
});
