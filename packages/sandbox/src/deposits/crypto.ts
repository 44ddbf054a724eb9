import { randomUUID } from 'node:crypto';
import type { DepositAddress, Transfer } from '@dap/api-types';
import type { CryptoDepositRequest } from '@dap/api-types/sandbox-control';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import { addressKey, deriveTxHash } from '../networks/addresses.js';
import { assetInfo, NATIVE_ASSETS, supportsPair, USD_STABLECOINS } from '../networks/assets.js';
import { compatibleNetworks, isCryptoNetwork, type CryptoNetwork } from '../networks/networks.js';
import type { ProfileStore } from '../profiles/store.js';
import { DECIMAL_PATTERN, isZero, precisionOf, sub } from '../common/decimal.js';
import { NotFound, ValidationFailed } from '../common/errors.js';
import { DECIMAL_MAX_LENGTH } from '../common/spec-bounds.js';
import { defined } from '../common/validation.js';
import { notional } from '../transfers/document.js';
import type { TransferStore } from '../transfers/store.js';
import type { DepositAddressStore } from './store.js';

/**
 * Simulated on-chain deposits (sandbox control): funds arriving at a deposit address credit the
 * address's profile (USD for a USD stablecoin when the address converts to USD) and are recorded as
 * a COMPLETED `CRYPTO_DEPOSIT` carrying the address's metadata, identity and account, with a
 * transaction hash in the network's format. Deposits are free (`fee` 0, `total` = `amount`).
 */
export class CryptoDepositService {
  constructor(
    private readonly store: { profiles: ProfileStore; transfers: TransferStore; depositAddresses: DepositAddressStore },
    private readonly clocks: TenantClocks,
  ) {}

  /**
   * A deposit to the address with id `deposit_address_id` (over its own network), or to `address`
   * over `crypto_network` (the newest deposit address receiving there). `asset` defaults to the
   * network's native asset (`NATIVE_ASSETS`).
   *
   * Throws `NotFound` (`deposit_address`: no such id, or no address receiving over that network)
   * and `ValidationFailed` (an asset the network does not carry, an amount that is not a decimal
   * above 0 or has more fraction digits than the asset, a conversion to USD of fractions of a cent).
   */
  async deposit(tenant: string, body: CryptoDepositRequest): Promise<Transfer> {
    const { target, network } = await this.findTarget(tenant, body);
    const asset = body.asset ?? NATIVE_ASSETS[network as keyof typeof NATIVE_ASSETS];
    if (asset === undefined || !supportsPair(asset, network))
      throw new ValidationFailed('/body/asset', `${asset ?? 'no asset'} is not carried by ${network}`);
    const { amount } = body;
    if (
      typeof amount !== 'string' ||
      !DECIMAL_PATTERN.test(amount) ||
      amount.length > DECIMAL_MAX_LENGTH ||
      isZero(amount)
    ) {
      throw new ValidationFailed('/body/amount', 'must be a decimal string greater than 0');
    }
    const decimals = assetInfo(asset)?.decimals ?? 18;
    if (precisionOf(amount) > decimals)
      throw new ValidationFailed('/body/amount', `${asset} amounts have at most ${decimals} fraction digits`);
    const converts = USD_STABLECOINS.has(asset) && target.conversion_target_asset === 'USD';
    if (converts && precisionOf(amount) > 2)
      throw new ValidationFailed('/body/amount', 'a deposit converted to USD must be whole cents');

    const profile = await this.store.profiles.find(tenant, target.profile_id);
    if (!profile) throw new NotFound('profile', target.profile_id);
    const creditAsset = converts ? 'USD' : asset;
    const fee = '0';
    const now = isoMillis((await this.clocks.of(tenant)).nowMs());
    const id = randomUUID();
    const transfer: Transfer = defined({
      id,
      customer_id: profile.customerId,
      profile_id: profile.id,
      amount,
      total: sub(amount, fee),
      fee,
      asset,
      direction: 'CREDIT' as const,
      type: 'CRYPTO_DEPOSIT' as const,
      status: 'COMPLETED' as const,
      created_at: now,
      updated_at: now,
      identity_id: target.identity_id,
      balance_asset: converts ? creditAsset : undefined,
      metadata: target.metadata,
      destination_address: target.address,
      crypto_network: network,
      crypto_tx_hash: deriveTxHash(network, `deposit:${id}`),
      account_id: target.account_id,
      auto_conversion: {},
      notional_value: notional(asset, amount),
    });
    await this.store.transfers.recordCredit(
      { transfer, customerId: profile.customerId },
      { asset: creditAsset, amount: transfer.total },
    );
    return transfer;
  }

  /** The deposit address credited, and the network the deposit arrives over. */
  private async findTarget(
    tenant: string,
    body: CryptoDepositRequest,
  ): Promise<{ target: DepositAddress; network: CryptoNetwork }> {
    if ('deposit_address_id' in body) {
      const target = await this.store.depositAddresses.find(tenant, body.deposit_address_id);
      if (!target) throw new NotFound('deposit_address', body.deposit_address_id);
      return { target, network: target.crypto_network };
    }
    const network = body.crypto_network;
    if (!isCryptoNetwork(network))
      throw new ValidationFailed('/body/crypto_network', 'must be one of the CryptoNetwork values');
    const candidates = await this.store.depositAddresses.findByKey(tenant, addressKey(network, body.address));
    const target = candidates.find((candidate) => receivesOver(candidate, network));
    if (!target) throw new NotFound('deposit_address', body.address);
    return { target, network };
  }
}

const receivesOver = (address: DepositAddress, network: CryptoNetwork): boolean =>
  (address.compatible_crypto_networks ?? compatibleNetworks(address.crypto_network)).includes(network);
