import { asSchema, asStrings, escapePointer, type Schema, type SpecDocument } from '../spec/document.js';

/** A stream the verifier subscribes to: a channel type of the AsyncAPI document, with its params. */
export interface ChannelPlan {
  /** The channel type (`market_data`), as frames name it in `channel`. */
  type: string;
  params?: Record<string, string>;
  /** The event message the server sends for it (`marketData`) and where it is written. */
  message: string;
  messagePointer: string;
}

/** `market_data BTCUSD`: the channel type and its params' values, for people. */
export const channelTitle = (plan: Pick<ChannelPlan, 'type' | 'params'>): string =>
  [plan.type, ...Object.values(plan.params ?? {})].join(' ');

interface EventMessage {
  type: string;
  message: string;
  pointer: string;
}

/**
 * One plan per channel type the document streams: the event messages of its `send` operations, each
 * naming its channel type in the `channel` enum of its payload. Params come from the client messages'
 * examples (`{"type":"market_data","params":{"market":"BTCUSD"}}`); `markets` replaces the example
 * market (one plan per market) for every channel type whose examples carry one.
 */
export function channelPlans(asyncapi: SpecDocument, markets: readonly string[] = []): ChannelPlan[] {
  const examples = exampleParams(asyncapi);
  const plans: ChannelPlan[] = [];
  for (const event of eventMessages(asyncapi)) {
    const params = examples.get(event.type);
    const base = { type: event.type, message: event.message, messagePointer: event.pointer };
    if (params === undefined || Object.keys(params).length === 0) plans.push(base);
    else if (markets.length > 0 && 'market' in params)
      for (const market of markets) plans.push({ ...base, params: { ...params, market } });
    else plans.push({ ...base, params });
  }
  return plans;
}

/** The scopes the document's servers require (OAuth2 security requirements' `scopes`). */
export function requiredScopes(asyncapi: SpecDocument): string[] {
  const scopes = new Set<string>();
  for (const server of Object.values(asSchema(asyncapi.document.servers))) {
    for (const requirement of Array.isArray(asSchema(server).security)
      ? (asSchema(server).security as unknown[])
      : []) {
      for (const scope of asStrings(asyncapi.deref(asSchema(requirement)).scopes)) scopes.add(scope);
    }
  }
  return [...scopes];
}

function eventMessages(asyncapi: SpecDocument): EventMessage[] {
  const out: EventMessage[] = [];
  for (const operation of Object.values(asSchema(asyncapi.document.operations))) {
    const op = asSchema(operation);
    if (op.action !== 'send') continue;
    for (const ref of Array.isArray(op.messages) ? (op.messages as Schema[]) : []) {
      if (typeof ref.$ref !== 'string') continue;
      // The channel's message, as the operation names it (whether the bundle writes it there or references a component).
      const pointer = ref.$ref;
      const payload = asyncapi.deref(asSchema(asyncapi.deref(asSchema(asyncapi.resolve(pointer))).payload));
      const channel = asyncapi.deref(asSchema(asSchema(payload.properties).channel));
      const [type] = [...asStrings(channel.enum), ...(typeof channel.const === 'string' ? [channel.const] : [])];
      const message = decodeURIComponent(pointer.split('/').pop() ?? '')
        .replace(/~1/g, '/')
        .replace(/~0/g, '~');
      if (type !== undefined && !out.some((e) => e.type === type)) out.push({ type, message, pointer });
    }
  }
  return out;
}

/** Channel type → the params of the first channel entry with that type in any message example. */
function exampleParams(asyncapi: SpecDocument): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const channel of Object.values(asSchema(asyncapi.document.channels))) {
    for (const reference of Object.values(asSchema(asSchema(channel).messages))) {
      const { examples } = asyncapi.deref(asSchema(reference));
      for (const example of Array.isArray(examples) ? (examples as unknown[]) : []) {
        const entries = asSchema(asSchema(example).payload).channels;
        for (const entry of Array.isArray(entries) ? entries : []) {
          const { type, params } = asSchema(entry);
          if (typeof type !== 'string' || found.has(type)) continue;
          const strings = Object.fromEntries(
            Object.entries(asSchema(params)).filter((kv): kv is [string, string] => typeof kv[1] === 'string'),
          );
          found.set(type, strings);
        }
      }
    }
  }
  return found;
}

/** The pointer of a message's payload schema (`#/channels/connection/messages/marketData/payload`). */
export function payloadPointer(asyncapi: SpecDocument, message: string): string {
  for (const [name, channel] of Object.entries(asSchema(asyncapi.document.channels))) {
    if (message in asSchema(asSchema(channel).messages))
      return `#/channels/${escapePointer(name)}/messages/${escapePointer(message)}/payload`;
  }
  return `#/components/messages/${escapePointer(message)}/payload`;
}
