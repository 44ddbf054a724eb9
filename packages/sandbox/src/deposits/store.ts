import type { DepositAddress } from '@dap/api-types';

export interface NewDepositAddress {
  depositAddress: DepositAddress;
  customerId: string;
  /** The address as compared (see `addressKey`). */
  addressKey: string;
  createdBy?: string;
}

/** The deposit addresses, each kept as the document the API returns; a `ref_id` is unique per customer. */
export interface DepositAddressStore {
  /** Throws `RefIdTaken` when the customer already used the address's `ref_id`. */
  insert(row: NewDepositAddress): Promise<void>;
  /** The tenant's deposit address `id`; another tenant's is not found, as a missing one. */
  find(tenant: string, id: string): Promise<DepositAddress | undefined>;
  findByRefId(tenant: string, refId: string): Promise<DepositAddress | undefined>;
  /** The tenant's deposit addresses with this address key, newest first. */
  findByKey(tenant: string, addressKey: string): Promise<DepositAddress[]>;
}
