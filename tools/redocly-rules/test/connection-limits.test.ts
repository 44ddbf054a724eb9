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
  ],
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
    expect(main([file])).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(written);
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
