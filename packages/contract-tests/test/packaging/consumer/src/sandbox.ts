// A partner's test setup, compiled under strict TypeScript against @dap/sandbox as npm installed it
// from the rehearsal's registry: startSandbox() in this process, on a free port, then the platform
// API, a tenant of its own and the docs site through it. It prints one JSON line the rehearsal reads.
import { DapClient } from '@dap/client';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { startSandbox } from '@dap/sandbox';

const sandbox = await startSandbox({ settleAfterSeconds: 0 });
try {
  const { clientId, clientSecret } = sandbox.clients.full;
  const executions = await new DapClient({
    baseUrl: sandbox.url,
    tokenUrl: sandbox.tokenUrl,
    clientId,
    clientSecret,
  }).listExecutions({ limit: 2 });
  const tenant = await sandbox.createTenant({ name: 'rehearsal suite' });
  const [full] = tenant.clients;
  const profile = tenant.profiles.find((p) => p.balances['USDC'] !== undefined);
  if (full === undefined || profile === undefined) throw new Error('a tenant without its client or USDC');
  const mine = {
    baseUrl: sandbox.url,
    tokenUrl: sandbox.tokenUrl,
    clientId: full.client_id,
    clientSecret: full.client_secret,
  };
  const withdrawal = await new DapClient(mine).createCryptoWithdrawal({
    profile_id: profile.id,
    destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDC',
    crypto_network: 'ETHEREUM',
    amount: '1.00',
  });
  const control = new SandboxControlClient(mine);
  await control.advanceClock({ seconds: 3_600 });
  const afterAnHour = (await control.getTransfer(withdrawal.id)).status;
  const docs = await fetch(sandbox.docsUrl);
  console.log(
    JSON.stringify({
      url: sandbox.url,
      tokenUrl: sandbox.tokenUrl,
      wsUrl: sandbox.wsUrl,
      controlUrl: sandbox.controlUrl,
      executions: executions.items.length,
      afterAnHour,
      docsStatus: docs.status,
      docsIsHtml: /<html/i.test(await docs.text()),
    }),
  );
} finally {
  await sandbox.stop();
}
