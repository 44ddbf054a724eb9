import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/connection-limits.js';
import { readConnectionLimits, RENDERED_MARKER } from '../src/connection-limits.js';

const channel = () => ({
  address: '/',
  'x-limits': {
    maxFrameBytes: { value: 65536, unit: 'bytes', description: 'Largest frame the server reads.' },
    requestBurst: { value: 100, unit: 'frames', description: 'Frames at once | then 1008.' },
  },
  'x-close-codes': [
    { code: 1001, name: 'GOING_AWAY', reconnect: true, description: 'The server shuts down.' },
    { code: 1009, name: 'FRAME_TOO_LARGE', reconnect: false, description: 'A frame larger than\n`maxFrameBytes`.' },
  ] as Array<Record<string, unknown>>,
});
const policy = () => ({
  code: 1008,
  name: 'POLICY_VIOLATION',
  reconnect: false,
  description: 'Policy violation.',
  reasons: [
    { name: 'TOKEN_EXPIRED', reason: 'token expired', description: 'The token expired.\nGet a new one.' },
    { name: 'TOO_MANY_REQUESTS', reason: 'too many requests', description: 'Past the rate.' },
  ] as Array<Record<string, unknown>>,
});
const bundleOf = (connection: unknown = channel()) => ({
  asyncapi: '3.0.0',
  info: { description: 'Prose.\n' },
  channels: { connection },
});

describe('the connection limits of an AsyncAPI document', () => {
  it('reads x-limits and x-close-codes of the one channel that carries them', () => {
    const read = readConnectionLimits(bundleOf());
    expect(read.ok && read.value.pointer).toBe('/channels/connection');
    expect(read.ok && read.value.limits.map((limit) => [limit.name, limit.value])).toEqual([
      ['maxFrameBytes', 65536],
      ['requestBurst', 100],
    ]);
    expect(read.ok && read.value.closeCodes.map((close) => [close.code, close.name, close.reconnect])).toEqual([
      [1001, 'GOING_AWAY', true],
      [1009, 'FRAME_TOO_LARGE', false],
    ]);
  });

  it('reads the close reasons a close code lists, and an empty list for one that lists none', () => {
    const withReasons = channel();
    withReasons['x-close-codes'].push(policy());
    const read = readConnectionLimits(bundleOf(withReasons));
    expect(read.ok && read.value.closeCodes.map((close) => [close.name, close.reasons])).toEqual([
      ['GOING_AWAY', []],
      ['FRAME_TOO_LARGE', []],
      [
        'POLICY_VIOLATION',
        [
          { name: 'TOKEN_EXPIRED', reason: 'token expired', description: 'The token expired.\nGet a new one.' },
          { name: 'TOO_MANY_REQUESTS', reason: 'too many requests', description: 'Past the rate.' },
        ],
      ],
    ]);
  });

  it('names each malformed close reason at its pointer: one a close frame cannot carry, duplicates, missing fields, an empty list', () => {
    const broken = channel();
    const code = policy();
    code.reasons.push({ name: 'LONG', reason: 'x'.repeat(124), description: 'Over 123 bytes.' });
    code.reasons.push({ name: 'AGAIN', reason: 'token expired', description: 'Twice.' });
    code.reasons.push({ name: 'lower', reason: 'lower', description: 'Bad name.' });
    code.reasons.push({ name: 'NO_DESCRIPTION', reason: 'quiet' });
    broken['x-close-codes'].push(code);
    broken['x-close-codes'].push({ ...policy(), code: 4000, name: 'EMPTY', reasons: [] });
    const read = readConnectionLimits(bundleOf(broken));
    expect(!read.ok && read.problems.map((problem) => problem.pointer)).toEqual([
      '/channels/connection/x-close-codes/2/reasons/2',
      '/channels/connection/x-close-codes/2/reasons/3',
      '/channels/connection/x-close-codes/2/reasons/4',
      '/channels/connection/x-close-codes/2/reasons/5',
      '/channels/connection/x-close-codes/3/reasons',
    ]);
    expect(!read.ok && read.problems[1]?.message).toBe('close reason "token expired" (AGAIN) is listed twice');
  });

  it('names each malformed limit or close code at its pointer: codes a close frame cannot carry, duplicates, missing fields', () => {
    const broken = channel();
    broken['x-limits'].maxFrameBytes.value = 0;
    broken['x-close-codes'].push({ code: 1006, name: 'ABNORMAL', reconnect: true, description: 'Never sent.' });
    broken['x-close-codes'].push({ code: 1009, name: 'TOO_BIG', reconnect: false, description: 'Again.' });
    broken['x-close-codes'].push({ code: 4000, name: 'lower', reconnect: false, description: 'Bad name.' });
    const read = readConnectionLimits(bundleOf(broken));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems.map((problem) => problem.pointer)).toEqual([
      '/channels/connection/x-limits/maxFrameBytes',
      '/channels/connection/x-close-codes/2',
      '/channels/connection/x-close-codes/3',
      '/channels/connection/x-close-codes/4',
    ]);
    expect(!read.ok && read.problems[2]?.message).toBe('close code 1009 (TOO_BIG) is listed twice');
    const none = readConnectionLimits({ asyncapi: '3.0.0', channels: { connection: { address: '/' } } });
    expect(!none.ok && none.problems[0]?.message).toContain(
      'exactly one channel must carry `x-limits` and `x-close-codes`',
    );
  });
});

describe('dap-connection-limits, for the AsyncAPI bundle', () => {
  let dir = '';
  afterEach(async () => {
    vi.restoreAllMocks();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const fileOf = async (bundle: unknown) => {
    dir = await mkdtemp(join(tmpdir(), 'dap-connection-limits-'));
    const file = join(dir, 'asyncapi.json');
    await writeFile(file, JSON.stringify(bundle));
    return file;
  };

  it('appends the limits and close codes to info.description as tables, in place and compact; a second run changes nothing', async () => {
    const file = await fileOf(bundleOf());
    expect(main([file])).toBe(0);
    const written = await readFile(file, 'utf8');
    const description = (JSON.parse(written) as { info: { description: string } }).info.description;
    expect(description.startsWith(`Prose.\n\n${RENDERED_MARKER}\n`)).toBe(true);
    expect(description).toContain('| `maxFrameBytes` | 65536 bytes | Largest frame the server reads. |');
    expect(description).toContain('| `requestBurst` | 100 frames | Frames at once \\| then 1008. |');
    expect(description).toContain('| 1001 | `GOING_AWAY` | yes, with backoff | The server shuts down. |');
    expect(description).toContain('| 1009 | `FRAME_TOO_LARGE` | no | A frame larger than `maxFrameBytes`. |');
    expect(written).not.toContain('\n  ');
    expect(description).not.toContain('### Close reasons');
    expect(main([file])).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(written);
  });

  it('renders the close reasons as a table of their own, when a close code lists any', async () => {
    const withReasons = channel();
    withReasons['x-close-codes'].push(policy());
    const file = await fileOf(bundleOf(withReasons));
    expect(main([file])).toBe(0);
    const description = (JSON.parse(await readFile(file, 'utf8')) as { info: { description: string } }).info
      .description;
    expect(description).toContain('### Close reasons\n\n| Code | Reason | Name | When |');
    expect(description).toContain('| 1008 | `token expired` | `TOKEN_EXPIRED` | The token expired. Get a new one. |');
    expect(description).toContain('| 1008 | `too many requests` | `TOO_MANY_REQUESTS` | Past the rate. |');
  });

  it('exits 1 naming the file and pointer of a malformed catalogue, 2 on usage errors, and writes nothing', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const broken = channel();
    broken['x-close-codes'][0]!.code = 999;
    const source = bundleOf(broken);
    const file = await fileOf(source);
    expect(main([file])).toBe(1);
    expect(main([])).toBe(2);
    expect(main([join(dir, 'missing.json')])).toBe(2);
    const said = stderr.mock.calls.map(([text]) => String(text));
    expect(said[0]).toContain(`${file}#/channels/connection/x-close-codes/0: a close code is`);
    expect(said[1]).toContain('usage: dap-connection-limits ASYNCAPI_BUNDLE.json');
    expect(said[2]).toContain('cannot read');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(source);
  });
});
