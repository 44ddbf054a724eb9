import { describe, expect, it } from 'vitest';
import { readRestLimits, REST_LIMITS_MARKER, withRestLimits } from '../src/rest-limits.js';
import { bundleFixture } from './support/redocly.js';

const TABLE = [
  REST_LIMITS_MARKER,
  '',
  '## Request limits',
  '',
  '| Limit | Value | What it bounds |',
  '|---|---|---|',
  '| `maxBodyBytes` | 65536 bytes | Largest request body \\| then 413. |',
  '| `requestsPerSecond` | 50 requests per second | Sustained rate of one client. |',
  '',
].join('\n');

describe('the request limits of an OpenAPI document', () => {
  it('reads the root x-limits in the order written', () => {
    const read = readRestLimits({
      'x-limits': {
        maxBodyBytes: { value: 65536, unit: 'bytes', description: 'Body.' },
        requestBurst: { value: 100, unit: 'requests', description: 'Burst.' },
      },
    });
    expect(read.ok && read.value.map((limit) => [limit.name, limit.value])).toEqual([
      ['maxBodyBytes', 65536],
      ['requestBurst', 100],
    ]);
  });

  it('names a missing x-limits at the root and each malformed limit at its pointer', () => {
    const none = readRestLimits({ openapi: '3.1.0' });
    expect(!none.ok && none.problems).toEqual([
      { pointer: '', message: 'the document must state the limits of a request in `x-limits` at its root' },
    ]);
    const broken = readRestLimits({
      'x-limits': {
        'a/b': { value: 1, unit: 'u', description: 'd' },
        maxBodyBytes: { value: -1, unit: 'bytes', description: 'd' },
        requestBurst: { value: 5, unit: '', description: 'd' },
      },
    });
    expect(!broken.ok && broken.problems.map((problem) => problem.pointer)).toEqual([
      '/x-limits/a~1b',
      '/x-limits/maxBodyBytes',
      '/x-limits/requestBurst',
    ]);
  });

  it('renders them at the end of a description once, however often it runs', () => {
    const limits = [{ name: 'maxBodyBytes', value: 1, unit: 'bytes', description: 'Body.' }];
    const once = withRestLimits('Prose.\n', limits);
    expect(withRestLimits(once, limits)).toBe(once);
    expect(once.startsWith(`Prose.\n\n${REST_LIMITS_MARKER}\n\n## Request limits\n`)).toBe(true);
  });
});

describe('the rest-limits decorator, bundling', () => {
  it('puts the table of request limits at the end of info.description and keeps x-limits for the generators', async () => {
    const { exitCode, bundle, output } = await bundleFixture('rest-limits.openapi.yaml', {
      config: 'redocly-rest-limits.yaml',
    });
    expect(exitCode, output).toBe(0);
    expect(bundle.info.description).toBe(`Prose.\n\n${TABLE}`);
    expect(bundle['x-limits'].maxBodyBytes.value).toBe(65536);
  });

  it('fails the bundle at the pointer of a malformed limit', async () => {
    const { exitCode, bundle, output } = await bundleFixture('rest-limits-broken.openapi.yaml', {
      config: 'redocly-rest-limits.yaml',
    });
    expect(exitCode).not.toBe(0);
    expect(bundle).toBeUndefined();
    expect(output).toContain('#/x-limits/maxBodyBytes');
  });
});
