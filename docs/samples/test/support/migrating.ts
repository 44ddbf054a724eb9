/** The samples of the Upgrading from 2.x page (site/migrating.md): what each must print. */
import { expect } from 'vitest';
import { DECIMAL, lines, UUID, type Check } from './common.js';
import { transferOf } from './sandbox.js';

/** The samples of the Upgrading from 2.x page (site/migrating.md): the 3.0 way of each change that asks for code. */
export const MIGRATING: Record<string, Check> = {
  'migrating/responses.ts': async (stdout) => {
    const match = new RegExp(
      `^withdrawal (${UUID}) (on its way|settled)\nfirst page ([0-2]) executions, body as sent \\3$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(await transferOf(match![1])).toMatchObject({ amount: '10.00', asset: 'USDC' });
  },
  'migrating/requests.ts': async (stdout) => {
    const match = new RegExp(
      `^asked 12\\.00 with the fee got amount (${DECIMAL}) fee (${DECIMAL}) total 12\\.00\n` +
        `refused at /body/ref_id \\S.*$`,
    ).exec(stdout.trim());
    expect(match, stdout).not.toBeNull();
    expect(Number(match![1]) + Number(match![2])).toBeCloseTo(12, 6);
  },
  'migrating/stream-errors.ts': (stdout) => {
    expect(lines(stdout)).toEqual([
      'subscribed heartbeat',
      'refused stream_request_failed UNKNOWN_CHANNEL_PARAMS_CONFIGURATION',
    ]);
  },
};
