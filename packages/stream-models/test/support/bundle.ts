import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The bundled AsyncAPI document, read from @dap/specs (not from the generated code under test). */
export const bundlePath = require.resolve('@dap/specs/asyncapi.json');
export const bundleText = readFileSync(bundlePath, 'utf8');

interface Message {
  examples?: { name: string; payload: unknown }[];
}
interface Operation {
  action: 'send' | 'receive';
  messages: { $ref: string }[];
  reply?: { messages?: { $ref: string }[] };
}
const bundle = JSON.parse(bundleText) as {
  info: { title: string; version: string };
  operations: Record<string, Operation>;
};
export const info = bundle.info;

/** The node a local `$ref` names, its own `$ref`s followed (a channel's message may reference a component message). */
function resolve(ref: string): unknown {
  const node = ref
    .replace(/^#\//, '')
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, token) => (node as Record<string, unknown>)[token], bundle);
  const next = (node as { $ref?: unknown }).$ref;
  return typeof next === 'string' ? resolve(next) : node;
}

/** One example payload of one message: [label, message name, payload]. */
export type ExampleCase = [label: string, name: string, payload: unknown];

/**
 * The examples of every message, by who sends it, as the spec's operations say: a `receive`
 * operation's messages come from the client and its replies from the server; `send` the other way.
 */
export const examples: Record<'client' | 'server', ExampleCase[]> = { client: [], server: [] };
const seen = new Set<string>();
for (const operation of Object.values(bundle.operations)) {
  const own = operation.action === 'receive' ? 'client' : 'server';
  const other = own === 'client' ? 'server' : 'client';
  const refs = [
    ...operation.messages.map((m) => [own, m.$ref] as const),
    ...(operation.reply?.messages ?? []).map((m) => [other, m.$ref] as const),
  ];
  for (const [direction, ref] of refs) {
    const name = ref.split('/').pop() ?? '';
    if (seen.has(`${direction}:${name}`)) continue;
    seen.add(`${direction}:${name}`);
    for (const example of (resolve(ref) as Message).examples ?? []) {
      examples[direction].push([`${name} (${example.name})`, name, example.payload]);
    }
  }
}

/** A deep copy of the first example of a message, to break. */
export function exampleOf(name: string): Record<string, any> {
  const found = [...examples.client, ...examples.server].find(([, n]) => n === name);
  if (!found) throw new Error(`no example of ${name}`);
  return structuredClone(found[2]) as Record<string, any>;
}
