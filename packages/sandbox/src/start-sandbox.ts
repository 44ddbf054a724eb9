import {
  CONTROL_ROUTES,
  docsBaseUrl as asDocsBase,
  isEvolveSeed,
  REST_BASE_PATH,
  ROUTES,
  type ApiServer,
} from '@dap/server';
import { LOCAL_STREAM_PATH } from '@dap/stream-models';
import type { AddressInfo } from 'node:net';
import { operatorSecretFor } from './auth/operator.js';
import { demoClients } from './http/demo-credentials.js';
import { probeListen, urlHost } from './http/address.js';
import { createSandboxApp } from './http/app.js';
import { DOCS_PATH } from './http/docs.js';
import { createSandbox } from './sandbox.js';
import type { StartedSandbox, StartSandboxOptions } from './start-options.js';
import { IN_MEMORY } from './store/pglite.js';
import { settleAfterMsOf } from './tenants/settle-after.js';

/** Where the Sandbox Control API's operations live: the first segment their paths share (the control spec's). */
const CONTROL_PATH = `/${Object.values(CONTROL_ROUTES)[0]?.path.split('/')[1] ?? ''}/`;

/**
 * Starts a sandbox in this process and serves it on one port: REST under the spec's base path, the
 * token endpoint, the WebSocket, the Sandbox Control API and the docs. The one way to start it: a
 * test runner's setup (vitest's `globalSetup`, a Jest or Mocha hook) with the defaults, `dap-sandbox`
 * with its own. Resolves once listening, with its URLs, the demo credentials, `createTenant` and `stop`.
 * Throws, having started nothing or stopped what it had, on a bad option (`RangeError`,
 * `TypeError`), `OperatorSecretRequired`, `StoreLocked`, `StoreNotPrivate`, or the listen error.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const {
    host = '127.0.0.1',
    port = 0,
    dataDir = IN_MEMORY,
    settleAfterSeconds,
    docsDir,
    docsBaseUrl,
    logger,
    rateLimit,
    operatorSecret: secret,
    evolveSeed,
    ...sandboxOptions
  } = options;
  // Every option checked before anything starts, so a bad one leaves nothing to stop.
  const settleAfterMs = settleAfterSeconds === undefined ? undefined : settleAfterMsOf(settleAfterSeconds);
  const operatorSecret = operatorSecretFor(host, secret);
  const clients = demoClients(operatorSecret);
  if (docsBaseUrl !== undefined && asDocsBase(docsBaseUrl) === undefined)
    throw new TypeError(`docsBaseUrl must be an absolute http or https URL, got ${JSON.stringify(docsBaseUrl)}`);
  if (evolveSeed !== undefined && !isEvolveSeed(evolveSeed))
    throw new RangeError(
      `evolveSeed must be 1 to 32 of A-Z, a-z, 0-9, _ and -, got ${JSON.stringify(evolveSeed).slice(0, 80)}.`,
    );
  // Fail fast on an address that cannot be listened on (in use, not local) before the store opens;
  // the real listen below still reports whatever happens in between.
  if (port !== 0) await probeListen(host, port);

  const sandbox = await createSandbox({
    ...sandboxOptions,
    dataDir,
    operatorSecret,
    ...(settleAfterMs !== undefined ? { settleAfterMs } : {}),
  });
  let app: ApiServer | undefined;
  try {
    app = await createSandboxApp(sandbox, {
      logger: logger === true ? { level: 'info' } : (logger ?? false),
      ...(docsDir !== undefined ? { docsDir } : {}),
      ...(docsBaseUrl !== undefined ? { docsBaseUrl } : {}),
      ...(rateLimit !== undefined ? { rateLimit } : {}),
      ...(evolveSeed !== undefined ? { evolveSeed } : {}),
    });
    options.onProgress?.('listen');
    await app.listen({ host, port });
  } catch (error) {
    await app?.close().catch(() => {});
    await sandbox.close();
    throw error;
  }

  const server = app;
  const address = server.server.address() as AddressInfo;
  const authority = `${urlHost(address)}:${address.port}`;
  const origin = `http://${authority}`;
  let stopping: Promise<void> | undefined;
  return {
    url: `${origin}${REST_BASE_PATH}`,
    tokenUrl: `${origin}${ROUTES.createToken.path}`,
    wsUrl: `ws://${authority}${LOCAL_STREAM_PATH}`,
    controlUrl: `${origin}${CONTROL_PATH}`,
    docsUrl: `${origin}${DOCS_PATH}`,
    origin,
    docsBaseUrl: docsBaseUrl === undefined ? undefined : asDocsBase(docsBaseUrl),
    clients,
    createTenant: (request) => sandbox.control.tenants.create(request),
    stop: () =>
      (stopping ??= (async () => {
        try {
          await server.close();
        } finally {
          await sandbox.close();
        }
      })()),
    sandbox,
    app: server,
  };
}
