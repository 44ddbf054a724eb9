import { randomUUID } from 'node:crypto';
import type { DepositAddress, DepositAddressRequest } from '@dap/api-types';
import type { Principal } from '@dap/server';
import { isoMillis } from '../clock/clock.js';
import type { TenantClocks } from '../clock/tenant-clocks.js';
import { addressKey, deriveAddress } from '../networks/addresses.js';
import { compatibleNetworks, isCryptoNetwork, isEvmNetwork, type CryptoNetwork } from '../networks/networks.js';
import type { ProfileStore } from '../profiles/store.js';
import { NotFound, RefIdConflict, ValidationFailed } from '../common/errors.js';
import { tenantOf } from '../common/tenant.js';
import { defined } from '../common/validation.js';
import { RefIdTaken } from '../store/errors.js';
import type { DepositAddressStore } from './store.js';

/**
 * Creates deposit addresses. On the EVM networks a profile has one address, the same on all of them
 * (one key), so every EVM request of a profile returns that address and lists all six EVM networks
 * as compatible; on the other networks each request gets a fresh address of that network's format,
 * compatible with that network only. Each request creates a record (id, ref_id, metadata…); a
 * deposit to an address shared by several records is attributed to the newest.
 */
export class DepositAddressService {
  constructor(
    private readonly store: { profiles: ProfileStore; depositAddresses: DepositAddressStore },
    private readonly clocks: TenantClocks,
  ) {}

  /**
   * Throws `ValidationFailed` (a network the sandbox does not support), `NotFound` (profile),
   * `RefIdConflict` (the customer already used `ref_id`; carries that deposit address).
   */
  async create(principal: Principal, body: DepositAddressRequest): Promise<DepositAddress> {
    // The schema (required fields, non-empty ids, the network and conversion target enums, metadata limits) was
    // checked by the generated validators; what follows are the platform's own rules.
    if (!isCryptoNetwork(body.crypto_network))
      throw new ValidationFailed('/body/crypto_network', 'is not a network this sandbox supports');

    const tenant = tenantOf(principal);
    const profile = await this.store.profiles.find(tenant, body.profile_id);
    if (!profile) throw new NotFound('profile', body.profile_id);

    const network: CryptoNetwork = body.crypto_network;
    const id = randomUUID();
    const address = deriveAddress(network, isEvmNetwork(network) ? `profile:${profile.id}` : `deposit-address:${id}`);
    const depositAddress: DepositAddress = defined({
      id,
      profile_id: profile.id,
      customer_id: profile.customerId,
      crypto_network: network,
      address,
      conversion_target_asset: body.conversion_target_asset ?? 'NO_CONVERSION',
      created_at: isoMillis((await this.clocks.of(tenant)).nowMs()),
      identity_id: body.identity_id,
      ref_id: body.ref_id,
      metadata: body.metadata,
      account_id: body.account_id,
      compatible_crypto_networks: compatibleNetworks(network),
    });
    try {
      await this.store.depositAddresses.insert({
        depositAddress,
        customerId: profile.customerId,
        addressKey: addressKey(network, address),
        createdBy: principal.subject,
      });
    } catch (error) {
      if (error instanceof RefIdTaken) {
        const existing = await this.store.depositAddresses.findByRefId(profile.customerId, error.refId);
        if (existing) throw new RefIdConflict('deposit_address', error.refId, existing);
      }
      throw error;
    }
    return depositAddress;
  }
}
