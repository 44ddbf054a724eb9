import { DapClient, isKnownTransferStatus, type TransferStatus } from '@dap/client';

// Defaults: the local sandbox (`pnpm start`) and its demo client.
const client = new DapClient({
  baseUrl: process.env.DAP_BASE_URL ?? 'http://127.0.0.1:8080/v2',
  tokenUrl: process.env.DAP_TOKEN_URL ?? 'http://127.0.0.1:8080/oauth2/token',
  clientId: process.env.DAP_CLIENT_ID ?? '3MVG9d8sn2Wq7KxA',
  clientSecret: process.env.DAP_CLIENT_SECRET ?? 's3cr3t-Zq8vN1pL6rT0yW4e',
});

// 3.0: an extensible enum is its listed values plus `UnknownEnumValue`, a value a later minor
// version may add. Narrow with its guard first and the exhaustive switch of 2.x compiles again.
function describeStatus(status: TransferStatus): string {
  if (!isKnownTransferStatus(status)) return `${status} (a status this version does not list)`;
  switch (status) {
    case 'PENDING':
      return 'on its way';
    case 'COMPLETED':
      return 'settled';
    case 'FAILED':
      return 'failed, the funds are back';
    default: {
      const unreachable: never = status;
      return unreachable;
    }
  }
}

const transfer = await client.createCryptoWithdrawal({
  profile_id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  destination_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  asset: 'USDC',
  crypto_network: 'ETHEREUM',
  amount: '10.00',
  ref_id: `wd-${Date.now()}`,
});
console.log('withdrawal', transfer.id, describeStatus(transfer.status));

// 3.0: an empty last page may leave its list out. `items` and `for await` read it as empty; a body
// you read yourself (`page.body`, as sent) needs `?? []`.
const page = await client.listExecutions({ limit: 2 });
const sent = page.body.items ?? [];
console.log('first page', page.items.length, 'executions, body as sent', sent.length);
