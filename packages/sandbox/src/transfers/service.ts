import { randomUUID } from 'node:crypto';
import type { CryptoWithdrawalRequest, Transfer } from '@dap/api-types';
import type { Principal } from '@dap/server';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import { isValidAddress } from '../networks/addresses.js';
import { assetInfo, USD_STABLECOINS, withdrawalFee } from '../networks/assets.js';
import { isCryptoNetwork } from '../networks/networks.js';
import type { ProfileStore } from '../profiles/store.js';
import { add, compare, precisionOf, sub } from '../common/decimal.js';
import { InsufficientFunds, NotFound, RefIdConflict, ValidationFailed } from '../common/errors.js';
import { DECIMAL_MAX_LENGTH } from '../common/spec-bounds.js';
import { tenantOf } from '../common/tenant.js';
import { defined, Issues } from '../common/validation.js';
import { notional } from './document.js';
import type { Settlement } from './settlement.js';
import type { TransferStore } from './store.js';

/** When a tenant's withdrawals settle by themselves: ms of its clock after their creation; 0, never. */
export type SettleAfter = (tenant: string) => Promise<number>;

/** A withdrawal's beginning: the transfer is recorded PENDING and its balance debited; `Settlement` ends it. */
export class TransferService {
  constructor(
    private readonly store: { profiles: ProfileStore; transfers: TransferStore },
    private readonly clocks: TenantClocks,
    private readonly settlement: Settlement,
    private readonly settleAfter: SettleAfter,
  ) {}

  /**
   * Creates a crypto withdrawal: `total = amount + fee` (or, given `total`, `amount = total - fee`)
   * is debited from the profile's `balance_asset` (default: `asset`) at once, and the transfer is
   * returned PENDING; it settles when its tenant's setting says (`SettleAfter`), by its clock.
   *
   * Throws `ValidationFailed` (a total not above the fee, an asset not supported on
   * the network, an invalid destination address, too many fraction digits for the asset, a
   * `balance_asset` other than USD for a USD stablecoin), `NotFound` (profile),
   * `RefIdConflict` (the customer already used `ref_id`; carries that transfer; nothing is debited),
   * `InsufficientFunds` (the balance is left as it was).
   */
  async createCryptoWithdrawal(principal: Principal, body: CryptoWithdrawalRequest): Promise<Transfer> {
    // The schema (required fields, one of amount or total, decimal strings, non-empty ids and asset
    // codes, metadata limits) was checked by the generated validators; what follows are the
    // platform's own rules.
    const issues = new Issues();
    const given = 'amount' in body ? 'amount' : 'total';
    const value = 'amount' in body ? body.amount : body.total;
    const { asset } = body;
    const network = body.crypto_network;
    const fee = isCryptoNetwork(network) ? withdrawalFee(asset, network) : undefined;
    if (fee === undefined) throw new ValidationFailed('/body/asset', `${asset} cannot be withdrawn on ${network}`);
    if (!isValidAddress(network, body.destination_address)) {
      issues.add('/body/destination_address', `is not a valid ${network} address`);
    }
    const decimals = assetInfo(asset)?.decimals ?? 18;
    if (precisionOf(value) > decimals)
      issues.add(`/body/${given}`, `${asset} amounts have at most ${decimals} fraction digits`);

    let amount: string;
    let total: string;
    if (given === 'amount') {
      amount = value;
      total = add(amount, fee); // amount > 0: the schema's PositiveDecimal
    } else {
      total = value;
      amount = sub(total, fee);
      if (compare(total, fee) <= 0) issues.add('/body/total', `must be greater than the fee (${fee} ${asset})`);
    }
    // The fee can carry the other side past what a decimal of the API may be (its answers say both).
    if (amount.length > DECIMAL_MAX_LENGTH || total.length > DECIMAL_MAX_LENGTH) {
      issues.add(
        `/body/${given}`,
        `with the fee of ${fee}, the ${given === 'amount' ? 'total' : 'amount'} would be longer than ${DECIMAL_MAX_LENGTH} characters`,
      );
    }

    const balanceAsset = body.balance_asset ?? asset;
    if (balanceAsset !== asset) {
      if (balanceAsset !== 'USD' || !USD_STABLECOINS.has(asset)) {
        issues.add('/body/balance_asset', `must be ${asset}, or USD for a USD stablecoin`);
      } else if (precisionOf(total) > 2) {
        issues.add(`/body/${given}`, 'a withdrawal debiting USD must come to whole cents (amount plus fee)');
      }
    }
    issues.throwIfAny();

    const tenant = tenantOf(principal);
    const profile = await this.store.profiles.find(tenant, body.profile_id);
    if (!profile) throw new NotFound('profile', body.profile_id);

    const [clock, settleAfterMs] = await Promise.all([this.clocks.of(tenant), this.settleAfter(tenant)]);
    const nowMs = clock.nowMs();
    const now = isoMillis(nowMs);
    const transfer: Transfer = defined({
      id: randomUUID(),
      customer_id: profile.customerId,
      profile_id: profile.id,
      amount,
      total,
      fee,
      asset,
      direction: 'DEBIT' as const,
      type: 'CRYPTO_WITHDRAWAL' as const,
      status: 'PENDING' as const,
      created_at: now,
      updated_at: now,
      identity_id: body.identity_id,
      ref_id: body.ref_id,
      balance_asset: balanceAsset === asset ? undefined : balanceAsset,
      metadata: body.metadata,
      destination_address: body.destination_address,
      crypto_network: network,
      account_id: body.account_id,
      auto_conversion: {},
      notional_value: notional(asset, total),
      memo: body.memo,
    });
    // 0: the tenant's withdrawals stay PENDING until a control completes or fails them.
    const settleAtMs = settleAfterMs === 0 ? undefined : nowMs + settleAfterMs;

    const result = await this.store.transfers.recordDebit(
      defined({ transfer, customerId: profile.customerId, settleAtMs, createdBy: principal.subject }),
      { asset: balanceAsset, amount: total },
    );
    // The debit rule decides a ref_id before the balance: a refusal for too little money means the ref_id was free.
    if (result.outcome === 'insufficient-funds')
      throw new InsufficientFunds(profile.id, balanceAsset, result.available, total);
    if (result.outcome === 'ref-id-taken') {
      const existing =
        body.ref_id === undefined ? undefined : await this.store.transfers.findByRefId(profile.customerId, body.ref_id);
      if (existing) throw new RefIdConflict('transfer', body.ref_id as string, existing);
      throw new Error(
        `The transfer with ref_id ${JSON.stringify(body.ref_id)} was not found after its ref_id was taken`,
      );
    }
    if (settleAtMs !== undefined) this.settlement.schedule({ id: transfer.id, tenant, settleAtMs });
    return transfer;
  }

  /** A transfer of the tenant, by id. Throws `NotFound` (another tenant's too). */
  async get(tenant: string, id: string): Promise<Transfer> {
    const transfer = await this.store.transfers.find(tenant, id);
    if (!transfer) throw new NotFound('transfer', id);
    return transfer;
  }
}
