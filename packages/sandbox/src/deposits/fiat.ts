import { randomUUID } from 'node:crypto';
import type { SandboxFiatDepositRequest, Transfer } from '@dap/api-types';
import type { Principal } from '@dap/server';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import type { ProfileStore } from '../profiles/store.js';
import { isZero, sub } from '../common/decimal.js';
import { NotFound, ValidationFailed } from '../common/errors.js';
import { tenantOf } from '../common/tenant.js';
import type { TransferStore } from '../transfers/store.js';

/**
 * Simulated wire deposits (sandbox only): credits USD to the profile whose `memo_id` matches and
 * records a COMPLETED `WIRE_DEPOSIT` (direction CREDIT, fee 0, `memo` = the memo id).
 */
export class FiatDepositService {
  constructor(
    private readonly store: { profiles: ProfileStore; transfers: TransferStore },
    private readonly clocks: TenantClocks,
  ) {}

  /**
   * Returns the transfer recorded (the HTTP operation answers `{}`). Throws `ValidationFailed` (a
   * zero amount) or `NotFound` (`memo_id`).
   */
  async create(principal: Principal, body: SandboxFiatDepositRequest): Promise<Transfer> {
    // The schema (USD, an amount of at most two fraction digits, the memo id, the wire
    // instructions) was checked by the generated validators; a deposit of nothing is the platform's rule.
    if (isZero(body.amount)) throw new ValidationFailed('/body/amount', 'must be greater than 0');

    const tenant = tenantOf(principal);
    const profile = await this.store.profiles.findByMemoId(tenant, body.memo_id);
    if (!profile) throw new NotFound('memo_id', body.memo_id);
    const now = isoMillis((await this.clocks.of(tenant)).nowMs());
    const fee = '0';
    const transfer: Transfer = {
      id: randomUUID(),
      customer_id: profile.customerId,
      profile_id: profile.id,
      amount: body.amount,
      total: sub(body.amount, fee),
      fee,
      asset: 'USD',
      direction: 'CREDIT',
      type: 'WIRE_DEPOSIT',
      status: 'COMPLETED',
      created_at: now,
      updated_at: now,
      auto_conversion: {},
      memo: body.memo_id,
    };
    await this.store.transfers.recordCredit(
      { transfer, customerId: profile.customerId, createdBy: principal.subject },
      { asset: 'USD', amount: transfer.total },
    );
    return transfer;
  }
}
