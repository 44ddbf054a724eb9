import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { describe, expect, it } from 'vitest';
import { binPerTest, expectUsageErrors, printed, printedUrl } from './support/process.js';
import { demo, main } from './support/sandbox.js';

const full = demo.clients.find((c) => c.customer_id === demo.tenants[0]?.customer_id && c.scopes.length > 1)!;

/** The demo tenant's platform and control clients on the sandbox a run printed. */
function clientsOf(output: string) {
  const options = {
    baseUrl: printedUrl(output, 'REST API'),
    tokenUrl: printedUrl(output, 'Token endpoint'),
    clientId: full.client_id,
    clientSecret: full.client_secret,
  };
  const client = new DapClient(options);
  const control = new SandboxControlClient(options);
  const withdraw = () =>
    client.createCryptoWithdrawal({
      profile_id: main.id,
      destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      asset: 'ETH',
      crypto_network: 'ETHEREUM',
      amount: '0.01',
    });
  return { control, withdraw };
}

describe('the settlement delay of dap-sandbox: SANDBOX_SETTLE_AFTER_SECONDS and --settle-after-seconds', () => {
  const start = binPerTest();

  it('prints the default at start: withdrawals settle by themselves 2 s after their creation', async () => {
    const output = await printed(start({ SANDBOX_SETTLE_AFTER_SECONDS: '' }), 'Ctrl+C stops it.');
    expect(output).toContain(
      "Withdrawals settle by themselves 2 s after their creation, by their tenant's clock (SANDBOX_SETTLE_AFTER_SECONDS=2;",
    );
  }, 60_000);

  it('with 0, keeps a withdrawal PENDING whatever the clock does, until a control settles it, and says so at start', async () => {
    const output = await printed(start({ SANDBOX_SETTLE_AFTER_SECONDS: '0' }), 'Ctrl+C stops it.');
    expect(output).toContain(
      'Withdrawals stay PENDING until completeTransfer or failTransfer settles them (SANDBOX_SETTLE_AFTER_SECONDS=0).',
    );
    const { control, withdraw } = clientsOf(output);
    const withdrawal = await withdraw();
    await control.advanceClock({ seconds: 86_400 });
    expect((await control.getTransfer(withdrawal.id)).status).toBe('PENDING');
    expect((await control.completeTransfer(withdrawal.id)).status).toBe('COMPLETED');
  }, 60_000);

  it('takes the flag over the variable, and settles a withdrawal that many seconds of its tenant’s clock after its creation', async () => {
    const output = await printed(
      start({ SANDBOX_SETTLE_AFTER_SECONDS: '0' }, ['--settle-after-seconds', '600']),
      'Ctrl+C stops it.',
    );
    expect(output).toContain('Withdrawals settle by themselves 600 s after their creation');
    expect(output).toContain('SANDBOX_SETTLE_AFTER_SECONDS=600;');
    const { control, withdraw } = clientsOf(output);
    const withdrawal = await withdraw();
    await control.advanceClock({ seconds: 599 });
    expect((await control.getTransfer(withdrawal.id)).status).toBe('PENDING');
    await control.advanceClock({ seconds: 1 });
    expect((await control.getTransfer(withdrawal.id)).status).toBe('COMPLETED');
  }, 60_000);

  it('refuses a value that is not a whole number of seconds from 0 to a year, with exit code 2, naming the setting', async () => {
    await expectUsageErrors(start, [
      [{ SANDBOX_SETTLE_AFTER_SECONDS: 'soon' }, [], /SANDBOX_SETTLE_AFTER_SECONDS must be a whole number of seconds/],
      [{ SANDBOX_SETTLE_AFTER_SECONDS: '31536001' }, [], /SANDBOX_SETTLE_AFTER_SECONDS .* to 31536000, got 31536001/],
      [{}, ['--settle-after-seconds=1.5'], /--settle-after-seconds must be a whole number of seconds/],
    ]);
  }, 30_000);
});
