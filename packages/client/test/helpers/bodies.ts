import type { SandboxFiatDepositRequest } from '../../src/index.js';

/** A sandbox fiat deposit the spec accepts: a wire with the owner's address and the bank's routing details. */
export const FIAT_DEPOSIT: SandboxFiatDepositRequest = {
  amount: '1500.00',
  asset: 'USD',
  memo_id: 'MEMO-42',
  fiat_network_instructions: {
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
        bank_address: { country: 'US' },
      },
    },
  },
  fiat_account_owner: { institution_details: { name: 'Example Holdings LLC' } },
};
