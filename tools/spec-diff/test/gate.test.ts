import { readFileSync } from 'node:fs';
import { rm, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '../src/json/json.js';
import { Workspace } from './support/workspace.js';

const require = createRequire(import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as JsonObject;
const openapi = load('openapi.json');
const asyncapi = load('asyncapi.json');
const control = load('sandbox-control.json');

type Mutation = (docs: { openapi: any; asyncapi: any; control: any }) => void;
const BUNDLES = { openapi: 'openapi.json', asyncapi: 'asyncapi.json', control: 'sandbox-control.json' } as const;
const SOURCES = ['openapi/openapi.yaml', 'asyncapi/asyncapi.yaml', 'sandbox-control/openapi.yaml'];

/** Spec sources older than any bundle the tests write, as after `pnpm build`. */
async function writeSources(ws: Workspace): Promise<void> {
  for (const source of SOURCES) {
    await ws.write(`specs/${source}`, '# source\n');
    await utimes(join(ws.dir, `specs/${source}`), 1_000, 1_000);
  }
}

/**
 * The gate as CI runs it (`pnpm spec:diff`, no arguments): the real bundles of this repository as the
 * released contract, and a changed copy of them as the working specs' bundles.
 */
describe('pnpm spec:diff against the released contract', () => {
  let ws: Workspace;

  /** Writes the working bundles: the released ones changed by `mutate`, newer than the spec sources. */
  async function working(mutate: Mutation): Promise<void> {
    const docs = {
      openapi: structuredClone(openapi),
      asyncapi: structuredClone(asyncapi),
      control: structuredClone(control),
    };
    mutate(docs);
    for (const [key, file] of Object.entries(BUNDLES))
      await ws.write(`specs/dist/${file}`, JSON.stringify(docs[key as keyof typeof BUNDLES]));
  }

  beforeAll(async () => {
    ws = await Workspace.create('dap-spec-gate-');
    for (const [key, file] of Object.entries(BUNDLES))
      await ws.write(`specs/released/${file}`, JSON.stringify({ openapi, asyncapi, control }[key]));
    await ws.write(
      'specs/released/release.json',
      JSON.stringify({
        version: '2.0.0',
        date: '2026-11-25',
        sha256: { openapi: '', asyncapi: '', 'sandbox-control': '' },
      }),
    );
    await writeSources(ws);
    await ws.git('add', '--all');
    await ws.git('commit', '--quiet', '--message', 'Released contract');
  });

  afterAll(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    for (const id of ['pending', 'private']) await rm(join(ws.dir, `.changeset/${id}.md`), { force: true });
  });

  it('passes and reports no change when the working specs are the released contract', async () => {
    await working(() => {});
    const { exitCode, stdout } = await ws.cli();
    expect(exitCode).toBe(0);
    expect(stdout).toContain(
      'Comparing the released contract 2.0.0 (specs/released/) with the working specs (specs/dist/).',
    );
    expect(stdout).toContain('No breaking changes (0 breaking changes, 0 non-breaking).');
    expect(stdout).toContain('Release: no contract change');
  });

  const breaking: Array<[string, Mutation, string]> = [
    [
      'a removed response field',
      ({ openapi }) => delete openapi.components.schemas.Transfer.properties.fee,
      'BREAKING      openapi   createCryptoWithdrawal  response  #/components/schemas/Transfer/properties/fee (base)  field "fee" removed',
    ],
    [
      'a narrowed request enum',
      ({ openapi }) =>
        (openapi.components.schemas.CryptoNetwork.enum = openapi.components.schemas.CryptoNetwork.enum.filter(
          (n: string) => n !== 'INK',
        )),
      'BREAKING      openapi   createCryptoWithdrawal  request   #/components/schemas/CryptoNetwork/enum  enum value removed: "INK" → (none)',
    ],
    [
      'a new required request field',
      ({ openapi }) => {
        const request = openapi.components.schemas.WithdrawalByAmount;
        request.properties.purpose = { type: 'string' };
        request.required = [...request.required, 'purpose'];
      },
      'BREAKING      openapi   createCryptoWithdrawal  request   #/components/schemas/WithdrawalByAmount/required  new required field "purpose": absent → required',
    ],
    [
      'a changed channel address',
      ({ asyncapi }) => (asyncapi.channels.connection.address = '/stream'),
      'BREAKING      asyncapi  channel connection  request   #/channels/connection/address  channel address changed: / → /stream',
    ],
    [
      'a removed message',
      ({ asyncapi }) => {
        delete asyncapi.channels.connection.messages.heartbeat;
        delete asyncapi.operations.sendHeartbeat;
      },
      'BREAKING      asyncapi  sendHeartbeat  response  #/operations/sendHeartbeat (base)  operation sendHeartbeat removed: sendHeartbeat → (none)',
    ],
    [
      'a changed error code',
      ({ asyncapi }) => {
        // ErrorCode is shared: the error message is one of the messages reported.
        const code = asyncapi.components.schemas.ErrorCode;
        code.enum = code.enum.map((c: string) => (c === 'MALFORMED_REQUEST' ? 'INVALID_JSON' : c));
      },
      'BREAKING      asyncapi  sendError › error  response  #/channels/connection/messages/error/payload/properties/error/enum  enum value removed: "MALFORMED_REQUEST" → (none)',
    ],
    [
      'a changed problem type code',
      ({ openapi }) => {
        const types = openapi.components.schemas.Problem['x-problem-types'];
        types['funds-insufficient'] = {
          ...types['insufficient-funds'],
          type: 'https://docs.example.com/problems/funds-insufficient',
        };
        delete types['insufficient-funds'];
      },
      'BREAKING      openapi   problem types  response  #/components/schemas/Problem/x-problem-types/insufficient-funds (base)  problem type "insufficient-funds" removed or renamed: https://docs.example.com/problems/insufficient-funds → (none)',
    ],
    [
      'a narrowed enum of the Sandbox Control API',
      ({ control }) =>
        (control.components.schemas.FaultOperation.enum = control.components.schemas.FaultOperation.enum.filter(
          (o: string) => o !== 'stream',
        )),
      'BREAKING      sandbox-control  createFault  request   #/components/schemas/FaultOperation/enum  enum value removed: "stream" → (none)',
    ],
    [
      'a removed Sandbox Control API operation',
      ({ control }) => delete control.paths['/sandbox-control/reset'],
      'BREAKING      sandbox-control  resetSandbox  request   #/paths/~1sandbox-control~1reset (base)  path /sandbox-control/reset removed: POST /sandbox-control/reset → (none)',
    ],
  ];

  it.each(breaking)('fails on %s, naming what broke and where', async (_, mutate, line) => {
    await working(mutate);
    const { exitCode, stdout } = await ws.cli();
    expect(exitCode).toBe(1);
    expect(stdout).toContain(line);
    expect(stdout).toMatch(
      /Release: these breaking changes need a major version, and no changeset declares a release yet\./,
    );
  });

  const additive: Array<[string, Mutation, string]> = [
    [
      'an added optional field',
      ({ openapi }) =>
        (openapi.components.schemas.WithdrawalByAmount.properties.client_note = { type: 'string', maxLength: 64 }),
      'NON-BREAKING  openapi   createCryptoWithdrawal  request   #/components/schemas/WithdrawalByAmount/properties/client_note  new optional field "client_note": (none) → client_note',
    ],
    [
      'a new operation',
      ({ openapi }) =>
        (openapi.paths['/transfers/{id}'] = {
          get: { ...openapi.paths['/identity/accounts/{id}'].get, operationId: 'getTransfer' },
        }),
      'NON-BREAKING  openapi   getTransfer  request   #/paths/~1transfers~1{id}/get  operation GET /transfers/{id} added: (none) → getTransfer',
    ],
    [
      'a new optional field of a Sandbox Control API response',
      ({ control }) =>
        (control.components.schemas.StreamDisconnectResult.properties.skipped = { type: 'integer', minimum: 0 }),
      'NON-BREAKING  sandbox-control  disconnectStreams  response  #/components/schemas/StreamDisconnectResult/properties/skipped  new field "skipped": (none) → skipped',
    ],
  ];

  it.each(additive)('passes %s, listing it as non-breaking and asking for a minor release', async (_, mutate, line) => {
    await working(mutate);
    const { exitCode, stdout } = await ws.cli();
    expect(exitCode).toBe(0);
    expect(stdout).toContain(line);
    expect(stdout).toContain('No breaking changes (0 breaking changes, 1 non-breaking).');
    expect(stdout).toContain('Release: these additions need at least a minor version');
  });

  it('accepts breaking changes once a changeset declares a major release, and lists them as accepted', async () => {
    await working(breaking[0]![1]);
    await ws.changeset('pending', { '@dap/api-types': 'major' });
    const { exitCode, stdout } = await ws.cli();
    expect(exitCode).toBe(0);
    expect(stdout).toContain(
      'ACCEPTED      openapi   createCryptoWithdrawal  response  #/components/schemas/Transfer/properties/fee (base)',
    );
    expect(stdout).toContain(
      'Release: the contract changes need a major version; the pending changesets declare major (.changeset/pending.md).',
    );
  });

  it('still fails when only a minor release, or a major one of a private package, is declared', async () => {
    await working(breaking[1]![1]);
    await ws.changeset('pending', { '@dap/api-types': 'minor' });
    await ws.changeset('private', { '@dap/sandbox': 'major' });
    const { exitCode, stdout } = await ws.cli();
    expect(exitCode).toBe(1);
    expect(stdout).toContain(
      'Release: these breaking changes need a major version, and the pending changesets declare minor (.changeset/pending.md).',
    );
  });

  it('prints the comparison as JSON with --json', async () => {
    await working(breaking[3]![1]);
    const { exitCode, stdout } = await ws.cli('--json');
    expect(exitCode).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      summary: { breaking: 1, accepted: 0, nonBreaking: 0 },
      release: { required: 'major', declared: 'none' },
      findings: [
        {
          spec: 'asyncapi',
          rule: 'channel-address-changed',
          severity: 'breaking',
          pointer: '/channels/connection/address',
          old: '/',
          new: '/stream',
        },
      ],
    });
  });

  it('refuses a working bundle older than the spec sources, instead of comparing a stale one', async () => {
    await working(() => {});
    await utimes(join(ws.dir, 'specs/dist/openapi.json'), 500, 500);
    const { exitCode, stderr } = await ws.cli();
    expect(exitCode).toBe(2);
    expect(stderr).toContain(
      'specs/dist/openapi.json is older than specs/openapi/: run `pnpm spec:diff` (it builds first) or `pnpm build`.',
    );
  });
});

/** A spec the last release predates (its release.json names no SHA-256 for it): the gate lists its operations as added. */
describe('pnpm spec:diff with a spec new since the released contract', () => {
  let ws: Workspace;
  beforeAll(async () => {
    ws = await Workspace.create('dap-spec-gate-new-');
    await ws.write('specs/released/openapi.json', JSON.stringify(openapi));
    await ws.write('specs/released/asyncapi.json', JSON.stringify(asyncapi));
    await ws.write(
      'specs/released/release.json',
      JSON.stringify({ version: '2.0.0', date: '2026-11-25', sha256: { openapi: '', asyncapi: '' } }),
    );
    await writeSources(ws);
    await ws.git('add', '--all');
    await ws.git('commit', '--quiet', '--message', 'Released contract without the Sandbox Control API');
    for (const [key, file] of Object.entries(BUNDLES))
      await ws.write(`specs/dist/${file}`, JSON.stringify({ openapi, asyncapi, control }[key]));
  });
  afterAll(async () => {
    await rm(ws.dir, { recursive: true, force: true });
  });

  it('passes, listing every operation of the new spec as added and nothing else of it, and asks for a minor release', async () => {
    const { exitCode, stdout } = await ws.cli();
    expect(exitCode).toBe(0);
    const { version } = control['info'] as { version: string };
    expect(stdout).toContain(`  sandbox-control: new (info.version ${version}): every operation added`);
    expect(stdout).toContain(
      'NON-BREAKING  sandbox-control  getClock  request   #/paths/~1sandbox-control~1clock/get  operation GET /sandbox-control/clock added: (none) → getClock',
    );
    const operations = Object.values(control['paths'] as Record<string, object>).flatMap((item) =>
      Object.keys(item),
    ).length;
    expect(stdout).toContain(`No breaking changes (0 breaking changes, ${operations} non-breaking).`);
    expect(stdout).toContain('Release: these additions need at least a minor version');
  });
});
