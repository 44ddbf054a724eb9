import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../src/args.js';
import { runCli } from './support/cli.js';

const URLS = ['--base-url', 'https://api.example.com/v2', '--token-url', 'https://auth.example.com/oauth2/token'];
const ENV = { DAP_CLIENT_ID: 'client', DAP_CLIENT_SECRET: 'secret' };

describe('the dap-contract-verify command line', () => {
  it('takes the URLs from options and the credentials from the environment, with the documented defaults', () => {
    const cli = parseCli([...URLS, '--ws-url', 'wss://ws.example.com/', '--seed', '42'], ENV);
    if (cli.help) throw new Error('not --help');
    const { verify } = cli;
    expect(verify).toMatchObject({
      credentials: { clientId: 'client', clientSecret: 'secret' },
      allowWrites: false,
      markets: [],
      wsSeconds: 6,
      requests: 10,
      seed: 42,
      timeoutMs: 10_000,
    });
    expect(verify.baseUrl.href).toBe('https://api.example.com/v2');
    expect(verify.wsUrl?.href).toBe('wss://ws.example.com/');
  });

  it.each([
    ['a missing --base-url', ['--token-url', 'https://auth.example.com/oauth2/token'], ENV, '--base-url is required.'],
    [
      'a --ws-url that is not a WebSocket URL',
      [...URLS, '--ws-url', 'https://ws.example.com/'],
      ENV,
      '--ws-url must be ws or wss, got https.',
    ],
    [
      'a --base-url that is no URL',
      ['--base-url', 'api', '--token-url', 'https://auth.example.com/oauth2/token'],
      ENV,
      '--base-url "api" is not a URL.',
    ],
    ['missing credentials', URLS, { DAP_CLIENT_ID: 'client' }, 'Set DAP_CLIENT_SECRET in the environment'],
    [
      'a --requests that is not a count',
      [...URLS, '--requests', '2.5'],
      ENV,
      '--requests must be an integer of at least 0, got "2.5".',
    ],
    [
      'a market that is no symbol',
      [...URLS, '--market', 'btc-usd'],
      ENV,
      '--market "btc-usd" is not a market symbol like BTCUSD.',
    ],
    ['an unknown option', [...URLS, '--writes'], ENV, "Unknown option '--writes'"],
  ])('refuses %s as a usage error', (_what, args, env, message) => {
    expect(() => parseCli(args, env)).toThrow(UsageError);
    expect(() => parseCli(args, env)).toThrow(message);
  });

  it('exits 2 with the message and the usage on a usage error, and 0 with the usage for --help', async () => {
    const missing = await runCli(['--token-url', 'https://auth.example.com/oauth2/token'], ENV);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('contract:verify: --base-url is required.');
    expect(missing.stderr).toContain('Usage: dap-contract-verify');
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('DAP_CLIENT_ID, DAP_CLIENT_SECRET');
    expect(help.stdout).toContain('--allow-writes');
  });
});
