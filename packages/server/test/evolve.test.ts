// Tomorrow's API (`evolveResponse`, `evolveFrame`): every documented example of the spec, evolved
// with many seeds, holds to the spec widened by the evolution rules (records open, extensible enums
// open, nothing else), and the same seed gives the same answer.
import { readServerFrame, validateServerFrame } from '@dap/stream-models';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  evolveFrame,
  evolveResponse,
  isEvolveSeed,
  mutationSites,
  preferredEvolveSeed,
  REST_EVOLUTION,
} from '../src/index.js';
import { asyncapi, openapi } from './support/spec.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document as the evolution rules let a next minor version read: every record open, every extensible enum open. */
function widened<T>(doc: T): T {
  const copy = structuredClone(doc) as Json;
  const walk = (node: Json) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    if (node['x-extensible-enum'] === true) delete node['enum'];
    if (node['additionalProperties'] === false) delete node['additionalProperties'];
    Object.values(node).forEach(walk);
  };
  walk(copy);
  return copy as T;
}

const local = (doc: unknown, ref: string): Json | undefined =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json | undefined>(
      (node, token) => (isObject(node) ? node[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
      doc as Json,
    );
const deref = (doc: unknown, node: Json | undefined): Json | undefined =>
  isObject(node) && typeof node['$ref'] === 'string' ? deref(doc, local(doc, node['$ref'])) : node;

interface Example {
  operationId: string;
  status: number;
  pointer: string;
  value: Json;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every example of every JSON response of the platform API, with the pointer of its schema. */
const responseExamples: Example[] = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    !METHODS.has(method)
      ? []
      : Object.entries(op.responses).flatMap(([status, raw]) => {
          // Where the response object is: its own place, or the component it references.
          const base =
            typeof raw.$ref === 'string' ? raw.$ref.slice(1) : `/paths/${escape(path)}/${method}/responses/${status}`;
          const response = deref(openapi, raw as Json);
          const content = isObject(response) && isObject(response['content']) ? response['content'] : {};
          return Object.entries(content).flatMap(([type, media]) => {
            if (!isObject(media) || !type.endsWith('json') || !/^\d{3}$/.test(status)) return [];
            const examples = [
              ...(isObject(media['examples']) ? Object.values(media['examples']) : []),
              ...(media['example'] !== undefined ? [{ value: media['example'] }] : []),
            ];
            const pointer = `#${base}/content/${escape(type)}/schema`;
            return examples.flatMap((example) => {
              const value = deref(openapi, example);
              return isObject(value) && value['value'] !== undefined
                ? [{ operationId: op.operationId, status: Number(status), pointer, value: value['value'] }]
                : [];
            });
          });
        }),
  ),
);

/** Every example frame of every message the server may send. */
const frameExamples: Array<{ name: string; text: string }> = Object.entries(
  (asyncapi as unknown as { components: { messages: Record<string, Json> } }).components.messages,
).flatMap(([name, message]) =>
  isObject(message) && Array.isArray(message['examples'])
    ? message['examples'].flatMap((example) =>
        isObject(example) && example['payload'] !== undefined
          ? [{ name, text: JSON.stringify(example['payload']) }]
          : [],
      )
    : [],
);

const SEEDS = Array.from({ length: 40 }, (_, i) => `seed-${i}`);

/** The string values of `value` by JSON pointer. */
function strings(value: Json, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, value);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}/${i}`).forEach((s, p) => found.set(p, s)));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) strings(v, `${path}/${k}`).forEach((s, p) => found.set(p, s));
  return found;
}

describe('evolveResponse', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajvFormats.default(ajv);
  ajv.addSchema(widened(openapi), 'openapi');

  it('has an example of a success and of a problem document of every operation to evolve', () => {
    const operations = new Set(
      Object.values(openapi.paths).flatMap((item) =>
        Object.entries(item).flatMap(([method, op]) => (METHODS.has(method) ? [op.operationId] : [])),
      ),
    );
    for (const operationId of operations) {
      expect(
        responseExamples.some((e) => e.operationId === operationId && e.status === 200),
        `${operationId} 200`,
      ).toBe(true);
      expect(
        responseExamples.some((e) => e.operationId === operationId && e.status >= 400),
        `${operationId} 4xx`,
      ).toBe(true);
    }
  });

  it('answers every documented response, evolved with any seed, within the spec widened by the evolution rules', () => {
    for (const example of responseExamples) {
      const check = ajv.compile({ $ref: `openapi${example.pointer}` });
      for (const seed of SEEDS) {
        const evolved = JSON.parse(
          evolveResponse(example.operationId, example.status, JSON.stringify(example.value), seed),
        ) as Json;
        const what = `${example.operationId} ${example.status} with ${seed}: ${JSON.stringify(evolved)}`;
        expect(check(evolved), `${what}\n${JSON.stringify(check.errors)}`).toBe(true);
      }
    }
  });

  it('adds a field to every answer and, across seeds, makes every kind of change the rules allow', () => {
    const kinds = { added: 0, unknownValue: 0, dropped: 0 };
    for (const example of responseExamples) {
      for (const seed of SEEDS) {
        const evolved = JSON.parse(
          evolveResponse(example.operationId, example.status, JSON.stringify(example.value), seed),
        ) as Json;
        const before = strings(example.value);
        const after = strings(evolved);
        // A record gains a field; a bounded one (`maxProperties`: EmptyObject) may not, by the rules.
        const sites = mutationSites(
          REST_EVOLUTION.root as Json,
          REST_EVOLUTION.schemas[`${example.operationId} ${example.status}`] as Json,
          example.value,
        );
        if (!sites.some((site) => site.kind === 'add-field' && site.path.length === 0)) {
          expect(evolved).toEqual(example.value);
          continue;
        }
        expect(
          Object.keys(evolved as object).some((k) => !(k in (example.value as object))),
          `${example.operationId} ${example.status}: ${JSON.stringify(evolved)}`,
        ).toBe(true);
        kinds.added++;
        for (const [pointer, value] of before) {
          const now = after.get(pointer);
          if (now === undefined) kinds.dropped++;
          else if (now !== value) kinds.unknownValue++;
        }
      }
    }
    expect(Math.min(kinds.added, kinds.unknownValue, kinds.dropped), JSON.stringify(kinds)).toBeGreaterThan(0);
  });

  it('keeps every decimal string a string: a value is left out or replaced by a string, never by a number', () => {
    for (const example of responseExamples) {
      for (const seed of SEEDS.slice(0, 10)) {
        const evolved = JSON.parse(
          evolveResponse(example.operationId, example.status, JSON.stringify(example.value), seed),
        ) as Json;
        const after = strings(evolved);
        const pointers = [...strings(example.value).keys()];
        for (const pointer of pointers) {
          const now = local(evolved, `#${pointer}`);
          expect(now === undefined || typeof now === 'string', `${example.operationId} ${pointer}`).toBe(true);
          if (now !== undefined) expect(after.has(pointer)).toBe(true);
        }
      }
    }
  });

  it('gives the same answer to the same text with the same seed, and another with another seed', () => {
    const example = responseExamples.find((e) => e.operationId === 'createCryptoWithdrawal' && e.status === 200);
    if (!example) throw new Error('no createCryptoWithdrawal 200 example');
    const text = JSON.stringify(example.value);
    const answers = SEEDS.map((seed) => evolveResponse('createCryptoWithdrawal', 200, text, seed));
    expect(SEEDS.map((seed) => evolveResponse('createCryptoWithdrawal', 200, text, seed))).toEqual(answers);
    expect(new Set(answers).size).toBe(SEEDS.length);
  });

  it('changes two answers of the same shape alike, whatever ids, amounts and times they hold, so a run on a fresh sandbox replays', () => {
    const example = responseExamples.find((e) => e.operationId === 'createCryptoWithdrawal' && e.status === 200);
    if (!example) throw new Error('no createCryptoWithdrawal 200 example');
    const original = example.value as Record<string, unknown>;
    // Every string and number of the answer replaced by another of its kind: another run's values.
    const other = JSON.parse(
      JSON.stringify(original, (_key, value: unknown) =>
        typeof value === 'string' && !/^[A-Z_]+$/.test(value) ? `${value}x` : value,
      ),
    ) as Record<string, unknown>;
    expect(other).not.toEqual(original);
    for (const seed of SEEDS) {
      const changes = (value: unknown) => {
        const evolved = JSON.parse(
          evolveResponse('createCryptoWithdrawal', 200, JSON.stringify(value), seed),
        ) as Record<string, unknown>;
        // What the evolved answer added, left out or replaced, by field.
        return Object.keys({ ...evolved, ...(value as object) })
          .filter((key) => JSON.stringify(evolved[key]) !== JSON.stringify((value as Record<string, unknown>)[key]))
          .map((key) => [key, key in evolved, key in (value as object) ? undefined : evolved[key]]);
      };
      expect(changes(other), seed).toEqual(changes(original));
      expect(changes(original).length, seed).toBeGreaterThan(0);
    }
  });

  it('sends back as it is text that is not JSON, and the answer of a status the operation does not document', () => {
    expect(evolveResponse('getAccount', 200, 'not json', 'seed')).toBe('not json');
    expect(evolveResponse('getAccount', 418, '{"a":1}', 'seed')).toBe('{"a":1}');
    expect(evolveResponse('createTenant', 200, '{"a":1}', 'seed')).toBe('{"a":1}');
  });
});

describe('evolveFrame', () => {
  it('has an example of every message the server sends', () => {
    expect(frameExamples.filter((f) => readServerFrame(f.text).ok).length).toBeGreaterThanOrEqual(8);
  });

  it('answers every frame so that readServerFrame reads it as the same message and the exact validateServerFrame flags it', () => {
    for (const { name, text } of frameExamples) {
      const read = readServerFrame(text);
      if (!read.ok) continue; // a message the client sends
      for (const seed of SEEDS) {
        const evolved = evolveFrame(text, seed);
        expect(readServerFrame(evolved), `${name} ${evolved}`).toMatchObject({ ok: true, name: read.name });
        const verdict = validateServerFrame(evolved);
        expect(verdict.ok, `${name} ${evolved}`).toBe(false);
      }
    }
  });

  it('gives the same frame with the same seed and another with another seed', () => {
    const text = JSON.stringify({ channel: 'heartbeat', payload: { timestamp: '2025-03-14T15:09:30.000000000Z' } });
    expect(evolveFrame(text, 'a')).toBe(evolveFrame(text, 'a'));
    expect(evolveFrame(text, 'a')).not.toBe(evolveFrame(text, 'b'));
    // Another heartbeat, at another time: changed alike.
    const later = text.replace('15:09:30', '15:09:35');
    expect(evolveFrame(later, 'a')).toBe(evolveFrame(text, 'a').replace('15:09:30', '15:09:35'));
  });
});

describe('preferredEvolveSeed', () => {
  it('reads evolve=<seed> among other preferences, quoted or not, and says when the value is not a seed', () => {
    expect(preferredEvolveSeed('evolve=run-42')).toEqual({ seed: 'run-42' });
    expect(preferredEvolveSeed('code=200, evolve="A_b-9"')).toEqual({ seed: 'A_b-9' });
    expect(preferredEvolveSeed(['respond-async', 'evolve=x; foo'])).toEqual({ seed: 'x' });
    expect(preferredEvolveSeed('code=404')).toBeUndefined();
    expect(preferredEvolveSeed(undefined)).toBeUndefined();
    expect(preferredEvolveSeed('evolve')).toEqual({ invalid: '' });
    expect(preferredEvolveSeed('evolve=a!b')).toEqual({ invalid: 'a!b' });
    expect(preferredEvolveSeed('evolve="a b"')).toEqual({ invalid: 'a b' });
    expect(preferredEvolveSeed('evolve=not a seed, code=200')).toEqual({ invalid: 'not a seed' });
    expect(preferredEvolveSeed(`evolve=${'x'.repeat(33)}`)).toEqual({ invalid: 'x'.repeat(33) });
    expect(isEvolveSeed('x'.repeat(32))).toBe(true);
  });
});
