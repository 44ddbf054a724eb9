/**
 * Breaking changes between two bundled AsyncAPI 3.0 documents. Client→server messages (`receive`
 * operations, and replies to `send` operations) are requests; server→client messages (`send`
 * operations, and replies to `receive` operations) are responses. Both documents are read with their
 * component references inlined, so a change is reported where a message carries it, whichever way
 * each bundle was written.
 */
import { CLOSE_CODES, LIMITS } from '@dap/redocly-rules/extensions';
import { Findings, type Direction, type Finding, type Report } from '../findings/findings.js';
import { at, canonical, isObject, lastSegment, objectAt, type Json, type JsonObject } from '../json/json.js';
import { inlineComponents, resolve } from '../json/resolve.js';
import { deprecationOf } from '@dap/redocly-rules/deprecation';
import { deprecationNotice, removal } from './lifecycle.js';
import { diffLimits } from './limits.js';
import { diffSchema, type SchemaDiffContext } from './schema-diff.js';
import { describeSecurity, securityBreaks, type Requirement } from './security.js';

const opposite = (direction: Direction): Direction => (direction === 'request' ? 'response' : 'request');

interface Message {
  value: JsonObject;
  pointer: string;
  keyPointer: (key: string) => string;
}

export function diffAsyncApi(oldBundle: JsonObject, newBundle: JsonObject): Finding[] {
  const oldDoc = inlineComponents(oldBundle, oldBundle);
  const newDoc = inlineComponents(newBundle, newBundle);
  const findings = new Findings();
  const oldOps = objectAt(oldDoc['operations']);
  const newOps = objectAt(newDoc['operations']);

  for (const [name, rawOld] of Object.entries(oldOps)) {
    const o = resolve(oldDoc, rawOld, at('/operations', name));
    if (!isObject(o.value)) continue;
    const direction: Direction = o.value['action'] === 'send' ? 'response' : 'request';
    const report = findings.reporter({ spec: 'asyncapi', operation: name });
    const path = at('/operations', name);
    if (!(name in newOps)) {
      report(
        removal(deprecationOf(o.value), {
          severity: 'breaking',
          direction,
          rule: 'operation-removed',
          pointer: o.pointer,
          document: 'old',
          path,
          change: `operation ${name} removed`,
          old: name,
        }),
      );
      continue;
    }
    const n = resolve(newDoc, newOps[name], path);
    if (!isObject(n.value)) continue;
    if (n.value['action'] !== o.value['action']) {
      report({
        severity: 'breaking',
        direction,
        rule: 'operation-action-changed',
        pointer: n.keyPointer('action'),
        document: 'new',
        path: at(path, 'action'),
        change: 'operation action changed',
        old: o.value['action'] ?? null,
        new: n.value['action'] ?? null,
      });
      continue;
    }
    deprecationNotice(report, o.value, n.value, `operation ${name}`, {
      direction,
      pointer: n.keyPointer('x-deprecated'),
      path: at(path, 'x-deprecated'),
    });
    diffMessages(
      findings,
      name,
      direction,
      { doc: oldDoc, op: o.value, at: o.keyPointer },
      { doc: newDoc, op: n.value, at: n.keyPointer },
      path,
    );

    const oldReply = resolve(oldDoc, o.value['reply'], o.keyPointer('reply'));
    const newReply = resolve(newDoc, n.value['reply'], n.keyPointer('reply'));
    if (isObject(oldReply.value)) {
      const replyDirection = opposite(direction);
      const replyPath = at(path, 'reply');
      diffMessages(
        findings,
        name,
        replyDirection,
        { doc: oldDoc, op: oldReply.value, at: oldReply.keyPointer },
        { doc: newDoc, op: objectAt(newReply.value), at: newReply.keyPointer },
        replyPath,
      );
    }

    if ('security' in o.value && 'security' in n.value) {
      diffSecurity(
        report,
        securityOf(oldDoc, o.value['security']),
        securityOf(newDoc, n.value['security']),
        n.keyPointer('security'),
        at(path, 'security'),
      );
    }
  }

  for (const [name, rawNew] of Object.entries(newOps)) {
    if (name in oldOps) continue;
    const n = resolve(newDoc, rawNew, at('/operations', name));
    const direction: Direction = objectAt(n.value)['action'] === 'send' ? 'response' : 'request';
    findings.reporter({ spec: 'asyncapi', operation: name })({
      severity: 'non-breaking',
      direction,
      rule: 'operation-added',
      pointer: n.pointer,
      document: 'new',
      path: at('/operations', name),
      change: `operation ${name} added`,
      new: name,
    });
  }

  diffChannelAddresses(findings, oldDoc, newDoc);
  diffConnectionLimits(findings, oldDoc, newDoc);

  const oldServers = objectAt(oldDoc['servers']);
  const newServers = objectAt(newDoc['servers']);
  for (const [name, rawOld] of Object.entries(oldServers)) {
    if (!(name in newServers)) continue;
    const o = resolve(oldDoc, rawOld, at('/servers', name));
    const n = resolve(newDoc, newServers[name], at('/servers', name));
    const report = findings.reporter({ spec: 'asyncapi', operation: `server ${name}` });
    diffSecurity(
      report,
      securityOf(oldDoc, objectAt(o.value)['security']),
      securityOf(newDoc, objectAt(n.value)['security']),
      n.keyPointer('security'),
      at('/servers', name, 'security'),
    );
  }
  return findings.list;
}

/** Clients connect to a channel's address: a changed (or removed) address is a connection that fails. */
function diffChannelAddresses(findings: Findings, oldDoc: JsonObject, newDoc: JsonObject): void {
  const oldChannels = objectAt(oldDoc['channels']);
  const newChannels = objectAt(newDoc['channels']);
  for (const [name, rawOld] of Object.entries(oldChannels)) {
    if (!(name in newChannels)) continue; // its operations report what went with it
    const o = resolve(oldDoc, rawOld, at('/channels', name));
    const n = resolve(newDoc, newChannels[name], at('/channels', name));
    const before = objectAt(o.value)['address'];
    const after = objectAt(n.value)['address'];
    if (canonical(before) === canonical(after)) continue;
    findings.reporter({ spec: 'asyncapi', operation: `channel ${name}` })({
      severity: 'breaking',
      direction: 'request',
      rule: 'channel-address-changed',
      pointer: n.keyPointer('address'),
      document: 'new',
      path: at('/channels', name, 'address'),
      change: 'channel address changed',
      old: before ?? null,
      new: after ?? null,
    });
  }
}

/**
 * The limits of a connection (`x-limits`: each `{value}` a bound on what a client may do) and the
 * close codes the server sends (`x-close-codes`: each `{code, reconnect}`), per channel.
 */
function diffConnectionLimits(findings: Findings, oldDoc: JsonObject, newDoc: JsonObject): void {
  const oldChannels = objectAt(oldDoc['channels']);
  const newChannels = objectAt(newDoc['channels']);
  for (const [name, rawOld] of Object.entries(oldChannels)) {
    if (!(name in newChannels)) continue;
    const o = objectAt(resolve(oldDoc, rawOld, at('/channels', name)).value);
    const n = resolve(newDoc, newChannels[name], at('/channels', name));
    const report = findings.reporter({ spec: 'asyncapi', operation: `channel ${name}` });
    const path = at('/channels', name);

    diffLimits(report, 'connection', o[LIMITS], objectAt(n.value)[LIMITS], {
      pointer: n.keyPointer(LIMITS),
      path: at(path, LIMITS),
    });

    const codesOf = (value: Json | undefined): Map<number, { reconnect: Json | undefined; index: number }> =>
      new Map(
        (Array.isArray(value) ? value : []).flatMap((entry, index) =>
          isObject(entry) && typeof entry['code'] === 'number'
            ? [[entry['code'], { reconnect: entry['reconnect'], index }] as const]
            : [],
        ),
      );
    const oldCodes = codesOf(o[CLOSE_CODES]);
    const newCodes = codesOf(objectAt(n.value)[CLOSE_CODES]);
    const codesPointer = n.keyPointer(CLOSE_CODES);
    for (const [code, was] of oldCodes) {
      const now = newCodes.get(code);
      if (now === undefined) {
        report({
          severity: 'non-breaking',
          direction: 'response',
          rule: 'close-code-removed',
          pointer: at(path, CLOSE_CODES, was.index),
          document: 'old',
          path: at(path, CLOSE_CODES, was.index),
          change: `close code ${code} removed`,
          old: code,
        });
      } else if (canonical(was.reconnect) !== canonical(now.reconnect)) {
        report({
          severity: 'breaking',
          direction: 'response',
          rule: 'close-code-changed',
          pointer: at(codesPointer, now.index, 'reconnect'),
          document: 'new',
          path: at(path, CLOSE_CODES, now.index, 'reconnect'),
          change: `whether to reconnect after close code ${code} changed`,
          old: was.reconnect ?? null,
          new: now.reconnect ?? null,
        });
      }
    }
    for (const [code, now] of newCodes) {
      if (oldCodes.has(code)) continue;
      report({
        severity: 'non-breaking',
        direction: 'response',
        rule: 'close-code-added',
        pointer: at(codesPointer, now.index),
        document: 'new',
        path: at(path, CLOSE_CODES, now.index),
        change: `close code ${code} added`,
        new: code,
      });
    }
  }
}

/** AsyncAPI 3 security: a list of alternative schemes, each naming the scopes it needs. */
function securityOf(doc: JsonObject, value: Json | undefined): Requirement[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, i) => {
    const scheme = resolve(doc, raw, `/security/${i}`);
    if (!isObject(scheme.value)) return [];
    const scopes = Array.isArray(scheme.value['scopes']) ? scheme.value['scopes'].map(String) : [];
    const name =
      typeof scheme.value['type'] === 'string' && scheme.pointer.startsWith('/components/securitySchemes/')
        ? lastSegment(scheme.pointer)
        : String(scheme.value['type']);
    return [{ [name]: scopes }];
  });
}

function diffSecurity(
  report: Report,
  before: Requirement[],
  after: Requirement[],
  pointer: string,
  path: string,
): void {
  if (!securityBreaks(before, after)) return;
  report({
    severity: 'breaking',
    direction: 'request',
    rule: 'scope-changed',
    pointer,
    document: 'new',
    path,
    change: 'required scope changed',
    old: describeSecurity(before),
    new: describeSecurity(after),
  });
}

interface Holder {
  doc: JsonObject;
  /** An operation or a reply: `messages` (references) and `channel`. */
  op: JsonObject;
  at: (key: string) => string;
}

/** The messages of an operation or reply, by their key in the channel; all the channel's when it lists none. */
function messagesOf(holder: Holder): Map<string, Message> {
  const found = new Map<string, Message>();
  const add = (raw: Json | undefined, pointer: string, fallbackKey: string) => {
    const ref = isObject(raw) && typeof raw['$ref'] === 'string' ? raw['$ref'] : undefined;
    const m = resolve(holder.doc, raw, pointer);
    if (!isObject(m.value)) return;
    found.set(ref ? lastSegment(decodeURIComponent(ref.slice(1))) : fallbackKey, {
      value: m.value,
      pointer: m.pointer,
      keyPointer: m.keyPointer,
    });
  };
  if (Array.isArray(holder.op['messages'])) {
    holder.op['messages'].forEach((raw, i) => add(raw, at(holder.at('messages'), i), String(i)));
    return found;
  }
  const channel = resolve(holder.doc, holder.op['channel'], holder.at('channel'));
  const messages = objectAt(objectAt(channel.value)['messages']);
  for (const [key, raw] of Object.entries(messages)) add(raw, at(channel.keyPointer('messages'), key), key);
  return found;
}

function diffMessages(
  findings: Findings,
  operation: string,
  direction: Direction,
  o: Holder,
  n: Holder,
  path: string,
): void {
  const before = messagesOf(o);
  const after = messagesOf(n);
  for (const [key, oldMessage] of before) {
    const report = findings.reporter({ spec: 'asyncapi', operation, message: key });
    const newMessage = after.get(key);
    if (!newMessage) {
      report(
        removal(deprecationOf(oldMessage.value), {
          severity: 'breaking',
          direction,
          rule: 'message-removed',
          pointer: oldMessage.pointer,
          document: 'old',
          path: at(path, 'messages', key),
          change: `message ${key} removed`,
          old: key,
        }),
      );
      continue;
    }
    deprecationNotice(report, oldMessage.value, newMessage.value, `message ${key}`, {
      direction,
      pointer: newMessage.keyPointer('deprecated'),
      path: at(path, 'messages', key, 'deprecated'),
    });
    const schemas: SchemaDiffContext = { oldDoc: o.doc, newDoc: n.doc, direction, report, visited: new Set() };

    for (const part of ['payload', 'headers'] as const) {
      if (!(part in oldMessage.value) || !(part in newMessage.value)) continue;
      diffSchema(
        schemas,
        { value: oldMessage.value[part], pointer: oldMessage.keyPointer(part) },
        { value: newMessage.value[part], pointer: newMessage.keyPointer(part) },
        at(path, 'messages', key, part),
      );
    }
  }
  // A new message arrives only for something the client newly asks for, as a new operation does.
  for (const [key, newMessage] of after) {
    if (before.has(key)) continue;
    findings.reporter({ spec: 'asyncapi', operation, message: key })({
      severity: 'non-breaking',
      direction,
      rule: 'message-added',
      pointer: newMessage.pointer,
      document: 'new',
      path: at(path, 'messages', key),
      change: `message ${key} added`,
      new: key,
    });
  }
}
