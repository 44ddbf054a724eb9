// A CommonJS project's program (its package.json says `"type": "commonjs"`), compiled under strict
// TypeScript twice, `module: node16` and `module: commonjs` (node10 resolution), against every public
// package as npm installed it, then run with node: values, types and error classes through require(),
// and the sandbox started in-process (it finds its store, migrations and docs site next to its code).
// It prints one JSON line the rehearsal reads.
import { OPENAPI_SPEC, PROBLEM_TYPES, type components } from '@dap/api-types';
import { SANDBOX_CONTROL_SPEC, type paths as ControlPaths } from '@dap/api-types/sandbox-control';
import { DapClient, NotFoundError, type Transfer } from '@dap/client';
import { formatDecimal } from '@dap/client/money';
import { SandboxControlClient } from '@dap/client/sandbox-control';
import { DAP_ERROR_CODES, DapError } from '@dap/core';
import { addDecimals } from '@dap/core/money';
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { CONTROL_ROUTES, createApiServer, type ApiServerOptions } from '@dap/server';
import { StreamClient, StreamError, type StreamClientOptions } from '@dap/stream-client';
import { ASYNCAPI_SPEC, validateServerFrame, type MarketDataEvent } from '@dap/stream-models';

type Account = components['schemas']['Account'];
type ControlPath = keyof ControlPaths;

async function main(): Promise<void> {
  const sandbox: StartedSandbox = await startSandbox({ settleAfterSeconds: 0 });
  try {
    const { clientId, clientSecret } = sandbox.clients.full;
    const client = new DapClient({ baseUrl: sandbox.url, tokenUrl: sandbox.tokenUrl, clientId, clientSecret });
    const missing = await client.getAccount('00000000-0000-4000-8000-000000000000').then(
      (account: Account) => account.id,
      (error: unknown) => (error instanceof NotFoundError && error instanceof DapError ? error.code : String(error)),
    );
    const streamOptions: StreamClientOptions = { url: sandbox.wsUrl, token: 'not-a-token' };
    const stream = new StreamClient(streamOptions);
    const badOptions = (() => {
      try {
        new StreamClient({ url: '', token: 'token' });
        return 'made';
      } catch (error) {
        return error instanceof StreamError && error instanceof DapError ? error.code : String(error);
      }
    })();
    const transfers: Transfer[] = [];
    const events: MarketDataEvent[] = [];
    const controlPath: ControlPath = '/sandbox-control/clock';
    const serverOptions: Partial<ApiServerOptions> = {};
    const docs = await fetch(sandbox.docsUrl);
    console.log(
      JSON.stringify({
        spec: OPENAPI_SPEC.version,
        streamSpec: ASYNCAPI_SPEC.version,
        controlSpec: SANDBOX_CONTROL_SPEC.version,
        problemTypes: Object.keys(PROBLEM_TYPES).length,
        errorCodes: Object.keys(DAP_ERROR_CODES).length,
        money: formatDecimal(addDecimals('0.5', '0.0021'), 4),
        missing,
        badOptions,
        streamState: stream.state,
        controlClient: typeof new SandboxControlClient({ baseUrl: sandbox.url, accessToken: 'token' }).getTransfer,
        controlRoutes: Object.keys(CONTROL_ROUTES).length,
        createApiServer: typeof createApiServer,
        frame: validateServerFrame({ type: 'nonsense' }).ok,
        unused: transfers.length + events.length + Object.keys(serverOptions).length,
        controlPath,
        docsStatus: docs.status,
        // One copy of each module, whether required or imported: the same classes both ways.
        sameDapError: (await import('@dap/core')).DapError === DapError,
      }),
    );
  } finally {
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
