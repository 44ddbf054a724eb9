import { describe, expect, it } from 'vitest';
import * as publicApi from '../src/index.js';
import * as internal from '../src/internal.js';

// The main entry is what partners' test setups build on, under semver: a name added here is a
// promise kept in every later minor, so it is added on purpose, never as a side effect of a re-export.
describe('@dap/sandbox: the public surface', () => {
  it('exports startSandbox, the errors a start throws and the defaults its options are documented by, and nothing else', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'DEFAULT_HEARTBEAT_MS',
      'DEFAULT_RATE_LIMIT',
      'DEFAULT_SETTLE_AFTER_MS',
      'DEFAULT_TICK_MS',
      'DEFAULT_TOKEN_TTL_SECONDS',
      'DEMO_OPERATOR_SECRET',
      'MAX_SETTLE_AFTER_SECONDS',
      'OperatorSecretRequired',
      'StoreLocked',
      'StoreNotPrivate',
      'startSandbox',
    ]);
  });

  it('leaves the parts to @dap/sandbox/internal, which exports none of the public names again (one way to reach each)', () => {
    expect(internal).toHaveProperty('createSandbox');
    expect(internal).toHaveProperty('startCluster');
    expect(Object.keys(internal).filter((name) => name in publicApi)).toEqual([]);
  });
});
