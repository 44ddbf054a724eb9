import type { SandboxFiatDepositRequest } from '@dap/api-types';

/** The wire instructions of a simulated deposit the spec accepts (its `wire` example's shape). */
export const WIRE: SandboxFiatDepositRequest['fiat_network_instructions'] = {
  wire: {
    account_number: '000123456789',
    fiat_account_owner_address: {
      country: 'US',
      address1: '350 Fifth Avenue',
      city: 'New York',
      province: 'NY',
      zip_code: '10118',
    },
    routing_details: {
      routing_number_type: 'ABA',
      routing_number: '021000021',
      bank_name: 'Example National Bank',
      bank_address: { country: 'US', city: 'New York' },
    },
  },
};

/** A simulated wire deposit the spec accepts, crediting the profile with `memo_id`. */
export const wireDeposit = (
  memo_id: string,
  fields: Partial<SandboxFiatDepositRequest> = {},
): SandboxFiatDepositRequest => ({
  amount: '1500.00',
  asset: 'USD',
  memo_id,
  fiat_network_instructions: WIRE,
  fiat_account_owner: { institution_details: { name: 'Example Holdings LLC' } },
  ...fields,
});
