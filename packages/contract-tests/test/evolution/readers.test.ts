// The readers hold to the evolution rules: real responses and frames of the sandbox, changed in every
// way the rules allow in what a client receives (fields added at any depth, unknown values of
// extensible enums, optional fields left out), are read by @dap/client (over real HTTP), by
// @dap/stream-client (over a real WebSocket) and by readServerFrame without a failure and without
// losing what they do not know; the strict validateServerFrame refuses exactly the changes that go
// beyond this version's spec.
import { DapClient } from '@dap/client';
import { startSandbox, type StartedSandbox } from '@dap/sandbox';
import { StreamClient, StreamServerError, type StreamClientEvents, type StreamError } from '@dap/stream-client';
import { readServerFrame, SERVER_MESSAGE_NAMES, validateServerFrame } from '@dap/stream-models';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, isObject, loadBundle, resolvePointer, wire, type Json, type JsonObject } from './json.js';
import { startScriptedRestServer, type RestScript, type ScriptedRestServer } from './rest-server.js';
import { frameSamples, restSamples, type FrameSample, type RestSample } from './samples.js';
import { applyMutations, describeMutations, mutationSites, mutationsOf, type Mutated } from './value-mutations.js';
import { startScriptedWsServer, type ScriptedWsServer } from './ws-server.js';

const SEED = Number(process.env.EVOLUTION_SEED ?? 20261125);
const RUNS = Number(process.env.EVOLUTION_RUNS ?? 100);

const openapi = loadBundle('openapi.json');
const SCOPES = Object.keys(
  (at(openapi, '/components/securitySchemes/oauth2/flows/clientCredentials/scopes') ?? {}) as JsonObject,
);
const asyncapi = loadBundle('asyncapi.json');

let sandbox: StartedSandbox;
let rest: RestSample[];
let frames: FrameSample[];

beforeAll(async () => {
  // Fast heartbeats and market ticks, so that every event comes within a second or two.
  sandbox = await startSandbox({ rateLimit: false, heartbeatMs: 200, tickMs: 20 });
  rest = await restSamples(sandbox);
  frames = await frameSamples(sandbox);
  await sandbox.stop();
});

const sampleOf = (name: string): RestSample => {
  const found = rest.find((s) => s.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
};

/** An arbitrary of one REST sample changed as the rules allow. */
const mutatedRest = (name: string): fc.Arbitrary<Mutated> => {
  const sample = sampleOf(name);
  return mutationsOf(mutationSites(openapi, { $ref: `#${sample.schemaPointer}` }, sample.body)).map((mutations) =>
    applyMutations(sample.body, mutations),
  );
};

describe('the REST client reading responses of a later minor version', () => {
  let server: ScriptedRestServer;
  beforeAll(async () => {
    server = await startScriptedRestServer();
  });
  afterAll(() => server.close());

  it('collects a real response of every REST operation, and each can change in the ways the rules allow', () => {
    const operations = Object.values(openapi['paths'] as JsonObject).flatMap((item) =>
      Object.values(item as JsonObject).flatMap((op) =>
        isObject(op) && typeof op['operationId'] === 'string' ? [op['operationId']] : [],
      ),
    );
    expect(new Set(rest.map((s) => s.operationId))).toEqual(new Set(operations));
    const kinds = new Set(
      rest.flatMap((s) => mutationSites(openapi, { $ref: `#${s.schemaPointer}` }, s.body).map((site) => site.kind)),
    );
    expect(kinds).toEqual(new Set(['add-field', 'unknown-enum-value', 'drop-optional']));
    // The optional lists of an empty last page are among what may be left out.
    const listSites = mutationSites(
      openapi,
      { $ref: `#${sampleOf('listExecutions last').schemaPointer}` },
      sampleOf('listExecutions last').body,
    );
    expect(listSites).toContainEqual({ kind: 'drop-optional', path: ['items'] });
  });

  it('returns every typed result with what it did not know kept, and pages through absent lists as empty', async () => {
    const arbitrary = fc.record({
      createToken: mutatedRest('createToken'),
      createCryptoWithdrawal: mutatedRest('createCryptoWithdrawal'),
      createDepositAddress: mutatedRest('createDepositAddress'),
      createSandboxFiatDeposit: mutatedRest('createSandboxFiatDeposit'),
      getAccount: mutatedRest('getAccount'),
      executionsFirst: mutatedRest('listExecutions first'),
      executionsLast: mutatedRest('listExecutions last'),
      addressesFirst: mutatedRest('listMonitoringAddresses first'),
      addressesLast: mutatedRest('listMonitoringAddresses last'),
    });
    const seen = { absentList: 0, unknownEnumValue: 0, addedField: 0 };
    await fc.assert(
      fc.asyncProperty(arbitrary, async (m) => {
        const applied = Object.values(m).flatMap((x) => x.applied);
        if (
          applied.some(
            (a) =>
              a.kind === 'drop-optional' && a.path.length === 1 && (a.path[0] === 'items' || a.path[0] === 'addresses'),
          )
        )
          seen.absentList++;
        if (applied.some((a) => a.kind === 'unknown-enum-value')) seen.unknownEnumValue++;
        if (applied.some((a) => a.kind === 'add-field')) seen.addedField++;
        const script: RestScript = {
          createToken: m.createToken.value,
          createCryptoWithdrawal: m.createCryptoWithdrawal.value,
          createDepositAddress: m.createDepositAddress.value,
          createSandboxFiatDeposit: m.createSandboxFiatDeposit.value,
          getAccount: m.getAccount.value,
          listExecutions: { first: m.executionsFirst.value, last: m.executionsLast.value },
          listMonitoringAddresses: { first: m.addressesFirst.value, last: m.addressesLast.value },
        };
        server.script = script;
        // One token for every call (`scopes`): the (changed) token response is read once per run.
        const client = new DapClient({
          baseUrl: server.baseUrl,
          tokenUrl: server.tokenUrl,
          clientId: 'evolution',
          clientSecret: 'evolution-secret',
          maxRetries: 0,
          scopes: SCOPES,
        });
        const withdrawal = sampleOf('createCryptoWithdrawal').body as never;

        expect(await client.createCryptoWithdrawal(withdrawal)).toEqual(wire(script.createCryptoWithdrawal));
        expect(await client.createDepositAddress({ profile_id: 'p', crypto_network: 'ETHEREUM' })).toEqual(
          wire(script.createDepositAddress),
        );
        expect(await client.createSandboxFiatDeposit({} as never)).toEqual(wire(script.createSandboxFiatDeposit));
        expect(await client.getAccount('4e8d2c1a-7b3f-4a95-9c6e-0d1f2a3b4c5d')).toEqual(wire(script.getAccount));

        for (const [list, field, pages] of [
          ['listExecutions', 'items', script.listExecutions],
          ['listMonitoringAddresses', 'addresses', script.listMonitoringAddresses],
        ] as const) {
          const itemsOf = (page: Json): Json[] =>
            isObject(page) && Array.isArray(page[field]) ? (wire(page[field]) as Json[]) : [];
          const more = isObject(pages.first) && typeof pages.first['next_page_cursor'] === 'string';
          const seen: unknown[] = [];
          for await (const item of client[list]()) seen.push(item);
          expect(seen, list).toEqual([...itemsOf(pages.first), ...(more ? itemsOf(pages.last) : [])]);
          const first = await client[list]();
          expect(first.items, list).toEqual(itemsOf(pages.first));
          expect(first.body, list).toEqual(wire(pages.first));
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(server.requests.some((r) => r.includes('page_cursor='))).toBe(true);
    // The runs did make each kind of change, the lists of an empty last page left out among them.
    expect(Math.min(seen.absentList, seen.unknownEnumValue, seen.addedField), JSON.stringify(seen)).toBeGreaterThan(0);
  });
});

/** The next `event` of `client`. */
const next = <Name extends keyof StreamClientEvents>(
  client: StreamClient,
  event: Name,
): Promise<StreamClientEvents[Name]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} event within 5 s`)), 5_000);
    client.once(event, (value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

const CHANNEL_OF = {
  marketData: 'market_data',
  topOfBook: 'market_data.top_of_book',
  executionData: 'execution_data',
  heartbeat: 'heartbeat',
} as const;

describe('the stream readers reading frames of a later minor version', () => {
  let server: ScriptedWsServer;
  beforeAll(async () => {
    server = await startScriptedWsServer();
  });
  afterAll(() => server.close());

  // The channel's message may reference a component message: its payload is where the chain ends.
  const messagePayload = (name: string) =>
    at(asyncapi, `${resolvePointer(asyncapi, `/channels/connection/messages/${name}`)}/payload`);
  /** One of the real frames (collected before the tests run), changed as the rules allow. */
  const mutatedFrame = () =>
    fc.constantFrom(...frames).chain((sample) =>
      mutationsOf(mutationSites(asyncapi, messagePayload(sample.name), sample.frame)).map((mutations) => ({
        sample,
        ...applyMutations(sample.frame, mutations),
      })),
    );

  it('collects a real frame of every message the server sends, and each can change in the ways the rules allow', () => {
    expect(new Set(frames.map((f) => f.name))).toEqual(new Set(SERVER_MESSAGE_NAMES));
    expect(frames.map((f) => f.label)).toEqual(expect.arrayContaining(['marketData SNAPSHOT', 'marketData UPDATE']));
    const kinds = new Set(
      frames.flatMap((f) => mutationSites(asyncapi, messagePayload(f.name), f.frame).map((site) => site.kind)),
    );
    expect(kinds).toEqual(new Set(['add-field', 'unknown-enum-value', 'drop-optional']));
  });

  it('reads every changed frame with readServerFrame, unknown fields and values kept; validateServerFrame refuses exactly what goes beyond this version', async () => {
    const outcomes = { withinSpec: 0, beyondSpec: 0 };
    fc.assert(
      fc.property(mutatedFrame(), ({ sample, value, applied, withinSpec }) => {
        const text = JSON.stringify(value);
        const what = `${sample.label}: ${describeMutations(applied)}`;
        const read = readServerFrame(text);
        expect(read, what).toMatchObject({ ok: true, name: sample.name });
        expect(read.ok && read.message, what).toEqual(wire(value));
        expect(validateServerFrame(text).ok, what).toBe(withinSpec);
        outcomes[withinSpec ? 'withinSpec' : 'beyondSpec']++;
      }),
      { seed: SEED, numRuns: RUNS * 5 },
    );
    expect(outcomes.withinSpec).toBeGreaterThan(0);
    expect(outcomes.beyondSpec).toBeGreaterThan(0);
  });

  it('delivers every changed frame through the stream client over a real WebSocket: events, replies and errors, unknown fields kept', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedFrame(), async ({ sample, value, applied }) => {
        const what = `${sample.label}: ${describeMutations(applied)}`;
        const frame = wire(value) as JsonObject;
        const text = JSON.stringify(frame);
        const client = new StreamClient({
          url: server.url,
          token: 'evolution',
          reconnect: false,
          requestTimeoutMs: 5_000,
        });
        const errors: StreamError[] = [];
        const onError = (error: StreamError) => errors.push(error);
        try {
          await client.connect();
          if (sample.name === 'error') {
            const error = next(client, 'error');
            server.send(text);
            const received = await error;
            expect(received, what).toBeInstanceOf(StreamServerError);
            expect((received as StreamServerError).serverCode, what).toBe(frame['error']);
            expect((received as StreamServerError).serverMessage, what).toBe(frame['message']);
            return;
          }
          client.on('error', onError);
          if (sample.name === 'subscribeResponse' || sample.name === 'unsubscribeResponse') {
            const type = sample.name === 'subscribeResponse' ? 'subscribe' : 'unsubscribe';
            server.replies.set(type, text);
            const results = await client[type](sample.request ?? []);
            const echoed = frame['channels'] as JsonObject[];
            expect(
              results.map((r) => [r.success, r.success ? undefined : r.error]),
              what,
            ).toEqual(echoed.map((e) => [e['success'], e['success'] ? undefined : e['error']]));
          } else if (sample.name === 'subscriptionListResponse') {
            server.replies.set('subscription_list', text);
            expect(await client.subscriptionList(), what).toEqual(frame['channels']);
          } else if (sample.label === 'marketData UPDATE') {
            // A listener sees a market's SNAPSHOT before its UPDATEs (an UPDATE of a book it never saw
            // is held back), so the real SNAPSHOT of that market goes first.
            const snapshot = frames.find((f) => f.label === 'marketData SNAPSHOT');
            if (!snapshot) throw new Error('no marketData SNAPSHOT sample');
            const events: unknown[] = [];
            const both = new Promise<void>((resolve, reject) => {
              const timer = setTimeout(() => reject(new Error('no SNAPSHOT and UPDATE within 5 s')), 5_000);
              const listener = (event: unknown) => {
                events.push(event);
                if (events.length < 2) return;
                clearTimeout(timer);
                client.off('market_data', listener);
                resolve();
              };
              client.on('market_data', listener);
            });
            server.send(JSON.stringify(snapshot.frame));
            server.send(text);
            await both;
            expect(events, what).toEqual([wire(snapshot.frame), frame]);
          } else {
            const event = next(client, CHANNEL_OF[sample.name]);
            server.send(text);
            expect(await event, what).toEqual(frame);
          }
          expect(errors, what).toEqual([]);
        } finally {
          await client.close();
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
