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
  find(id: string): Promise<DepositAddress | undefined>;
  findByRefId(customerId: string, refId: string): Promise<DepositAddress | undefined>;
  /** The deposit addresses with this address key, newest first. */
  findByKey(addressKey: string): Promise<DepositAddress[]>;
}
