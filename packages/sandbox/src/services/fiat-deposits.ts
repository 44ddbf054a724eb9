import { randomUUID } from 'node:crypto';
import { isoMillis, type Clock } from '../clock.js';
import { isZero, sub } from '../decimal.js';
import { NotFound } from '../errors.js';
import type { Store } from '../store/store.js';
import type { Principal, SandboxFiatDepositRequest, Transfer } from '../types.js';
import { Issues, isNonEmptyString } from '../validation.js';
import { Ledger } from './transfers.js';

const FIAT_AMOUNT = /^[0-9]*\.?[0-9]{1,2}$/;

/**
 * Simulated wire deposits (sandbox only): credits USD to the profile whose `memo_id` matches and
 * records a COMPLETED `WIRE_DEPOSIT` (direction CREDIT, fee 0, `memo` = the memo id).
 */
export class FiatDepositService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /**
   * Returns the transfer recorded (the HTTP operation answers `{}`). Throws `ValidationFailed`
   * (amount not a positive amount of at most two fraction digits, asset not USD, no wire
   * instructions) or `NotFound` (`memo_id`).
   */
  async create(principal: Principal, body: SandboxFiatDepositRequest): Promise<Transfer> {
    const request = body as Partial<Record<keyof SandboxFiatDepositRequest, unknown>>;
    const issues = new Issues();
    if (typeof request.amount !== 'string' || !FIAT_AMOUNT.test(request.amount)) issues.add('/body/amount', 'must be a decimal string with at most two fraction digits');
    else if (isZero(request.amount)) issues.add('/body/amount', 'must be greater than 0');
    if (request.asset !== 'USD') issues.add('/body/asset', 'must be USD');
    if (!isNonEmptyString(request.memo_id)) issues.add('/body/memo_id', 'is required');
    const instructions = request.fiat_network_instructions as { wire?: unknown } | undefined;
    if (typeof instructions?.wire !== 'object' || instructions.wire === null) issues.add('/body/fiat_network_instructions/wire', 'is required');
    issues.throwIfAny();

    const profile = await this.store.findProfileByMemoId(body.memo_id);
    if (!profile) throw new NotFound('memo_id', body.memo_id);
    const now = isoMillis(this.clock.nowMs());
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
    await this.store.transaction((tx) => Ledger.credit(tx, profile, 'USD', transfer.total, transfer, principal.subject));
    return transfer;
  }
}
