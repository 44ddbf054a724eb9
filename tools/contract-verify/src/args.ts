import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { VerifyOptions } from './verify.js';

export const USAGE = `Usage: dap-contract-verify --base-url URL --token-url URL [--ws-url URL] [options]

Holds a deployment of the platform to the contract (the bundled specs in specs/dist/): sends
schema-driven requests to every REST operation, valid ones and a few it must refuse, subscribes to
every WebSocket channel, and validates every response and frame against the specs. Reports per
operation and channel what conforms and what does not.

  --base-url URL     the REST base, ending in the version segment (https://api.sandbox.example.com/v2)
  --token-url URL    the OAuth2 token endpoint (https://auth.sandbox.example.com/oauth2/token)
  --ws-url URL       the WebSocket (wss://ws.sandbox.example.com/); without it the channels are skipped
  --allow-writes     also exercise the operations that create things (every one but GET and the
                     token endpoint): they change the deployment's data; without it they are skipped
  --market SYMBOL    a market to subscribe to (repeatable); default the markets of the spec's examples
  --ws-seconds N     how long to listen to the channels (default 6: the heartbeat comes every 5 s by default)
  --requests N       generated valid requests per operation, besides the spec's examples (default 10)
  --seed N           seed of the generated requests (default random, printed: repeat a run with it)
  --timeout MS       per request, reply and handshake (default 10000)
  --junit FILE       also write the report as JUnit XML to FILE
  -h, --help         this text

Environment:
  DAP_CLIENT_ID, DAP_CLIENT_SECRET   an OAuth2 client (client-credentials grant) holding the scopes
                                     of the operations; one token is requested per scope, and an
                                     operation whose scope is refused is reported skipped

Exit codes: 0 everything checked conforms, 1 violations, 2 usage error (a missing or bad option or
credential, or no token granted at all).`;

/** A mistake in how the tool was called: exit code 2 with the usage text. */
export class UsageError extends Error {}

export type CliOptions = { help: true } | { help: false; verify: Omit<VerifyOptions, 'specs'>; junit?: string };

/** The command line and the environment as verification options; throws UsageError on a mistake. */
export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        'token-url': { type: 'string' },
        'ws-url': { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        market: { type: 'string', multiple: true },
        'ws-seconds': { type: 'string', default: '6' },
        requests: { type: 'string', default: '10' },
        seed: { type: 'string' },
        timeout: { type: 'string', default: '10000' },
        junit: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };

  const url = (name: string, value: string | undefined, protocols: readonly string[]): URL => {
    if (value === undefined) throw new UsageError(`--${name} is required.`);
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new UsageError(`--${name} ${JSON.stringify(value)} is not a URL.`);
    }
    if (!protocols.includes(parsed.protocol))
      throw new UsageError(
        `--${name} must be ${protocols.map((p) => p.replace(':', '')).join(' or ')}, got ${parsed.protocol.replace(':', '')}.`,
      );
    return parsed;
  };
  const number = (name: string, value: string, min: number, integer: boolean): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
      throw new UsageError(
        `--${name} must be ${integer ? 'an integer' : 'a number'} of at least ${min}, got ${JSON.stringify(value)}.`,
      );
    }
    return n;
  };

  const baseUrl = url('base-url', values['base-url'], ['http:', 'https:']);
  const tokenUrl = url('token-url', values['token-url'], ['http:', 'https:']);
  const wsUrl = values['ws-url'] === undefined ? undefined : url('ws-url', values['ws-url'], ['ws:', 'wss:']);
  const clientId = env.DAP_CLIENT_ID ?? '';
  const clientSecret = env.DAP_CLIENT_SECRET ?? '';
  const missing = [clientId === '' ? 'DAP_CLIENT_ID' : '', clientSecret === '' ? 'DAP_CLIENT_SECRET' : ''].filter(
    Boolean,
  );
  if (missing.length > 0)
    throw new UsageError(`Set ${missing.join(' and ')} in the environment: the OAuth2 client to verify with.`);
  const markets = values.market ?? [];
  for (const market of markets)
    if (!/^[A-Z0-9]{2,20}$/.test(market))
      throw new UsageError(`--market ${JSON.stringify(market)} is not a market symbol like BTCUSD.`);

  return {
    help: false,
    ...(values.junit !== undefined ? { junit: values.junit } : {}),
    verify: {
      baseUrl,
      tokenUrl,
      ...(wsUrl ? { wsUrl } : {}),
      credentials: { clientId, clientSecret },
      allowWrites: values['allow-writes'],
      markets,
      wsSeconds: number('ws-seconds', values['ws-seconds'], 0, false),
      requests: number('requests', values.requests, 0, true),
      seed: values.seed === undefined ? randomInt(2 ** 31 - 1) : number('seed', values.seed, 0, true),
      timeoutMs: number('timeout', values.timeout, 1, true),
    },
  };
}
