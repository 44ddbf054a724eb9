/**
 * The Markdown twins of the WebSocket API (the AsyncAPI bundle of dist/, with its samples): one per
 * channel, `stream/channels/<channelId>.md` (address, security and scope, limits, close codes, its
 * messages), and one per operation, `stream/operations/<operationId>.md` (what is sent, the reply,
 * each message's fields with their constraints, and the sample the description carries).
 */
import { deref, fieldLines, isObject, oneLine, type Json } from './schema.js';

export interface Named {
  id: string;
  title: string;
  node: Json;
}

const named = (map: unknown): Named[] =>
  Object.entries((map ?? {}) as Record<string, Json>).map(([id, node]) => ({
    id,
    title: String(node['title'] ?? node['summary'] ?? id),
    node,
  }));

export const channels = (spec: Json): Named[] => named(spec['channels']);
export const streamOperations = (spec: Json): Named[] => named(spec['operations']);

/** Where Redoc shows a channel or an operation, relative to the reference page's folder. */
export const channelAnchor = (channel: Named) => `index.html#/channels/${channel.id}`;
export function streamOperationAnchor(spec: Json, operation: Named): string {
  const channel = deref(spec, operation.node['channel']);
  const channelId = channels(spec).find((c) => c.node['address'] === channel['address'])?.id ?? '';
  return `index.html#/channels/${channelId}/operations/${operation.id.toLowerCase()}`;
}

/** The scopes the servers' security asks for, and the scheme's description (the handshake). */
function security(spec: Json): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const server of Object.values((spec['servers'] ?? {}) as Record<string, Json>)) {
    for (const scheme of ((server['security'] ?? []) as unknown[]).map((s) => deref(spec, s))) {
      const scopes = ((scheme['scopes'] ?? []) as string[]).map((s) => `\`${s}\``).join(', ');
      const line = `- ${scheme['type'] === 'oauth2' ? 'OAuth 2.0 client credentials' : String(scheme['type'])}, scope: ${scopes || 'none'}. ${oneLine(scheme['description'])}`;
      if (!seen.has(line)) lines.push(line);
      seen.add(line);
    }
  }
  return lines;
}

/** A message: its title, summary, and its payload's fields. */
function messageLines(spec: Json, node: unknown, heading: string): string[] {
  const message = deref(spec, node);
  const payload = deref(spec, message['payload']);
  return [
    `${heading} ${String(message['title'] ?? message['name'] ?? 'Message')}`,
    '',
    [oneLine(message['summary']), `Payload \`${String(payload['title'] ?? 'object')}\`.`].filter(Boolean).join(' '),
    '',
    ...fieldLines(spec, message['payload']),
    '',
  ];
}

const header = (spec: Json, title: string, what: string, html: string) => {
  const info = spec['info'] as { title: string; version: string };
  return [
    `# ${title}`,
    '',
    `${what} · ${info.title} ${info.version}`,
    '',
    `HTML: [${title} in the WebSocket API reference](../${html})`,
    '',
  ];
};

/** A channel's or an operation's summary and description, then the stream's security. */
const aboutAndSecurity = (spec: Json, node: Json): string[] => [
  oneLine(node['summary']),
  '',
  String(node['description'] ?? '').trim(),
  '',
  '## Security',
  '',
  ...security(spec),
];

export function channelMarkdown(spec: Json, channel: Named): string {
  const node = channel.node;
  const lines = [
    ...header(
      spec,
      channel.title,
      `WebSocket channel \`${channel.id}\`, address \`${String(node['address'])}\``,
      channelAnchor(channel),
    ),
  ];
  lines.push(...aboutAndSecurity(spec, node));
  const limits = (node['x-limits'] ?? {}) as Record<string, { value: unknown; unit?: string; description?: string }>;
  if (Object.keys(limits).length > 0) {
    lines.push('', '## Limits', '');
    for (const [name, limit] of Object.entries(limits))
      lines.push(`- \`${name}\`: ${String(limit.value)} ${limit.unit ?? ''}. ${oneLine(limit.description)}`);
  }
  const codes = (node['x-close-codes'] ?? []) as Array<{
    code: number;
    name: string;
    reconnect?: boolean;
    description?: string;
  }>;
  if (codes.length > 0) {
    lines.push('', '## Close codes', '');
    for (const c of codes)
      lines.push(`- \`${c.code}\` ${c.name}${c.reconnect ? ' (reconnect)' : ''}: ${oneLine(c.description)}`);
  }
  lines.push('', '## Operations', '');
  for (const operation of streamOperations(spec).filter(
    (o) => deref(spec, o.node['channel'])['address'] === node['address'],
  )) {
    lines.push(
      `- [${operation.title}](../operations/${operation.id}.md): ${String(operation.node['action'])}, ${oneLine(operation.node['summary'])}`,
    );
  }
  lines.push('', '## Messages', '');
  for (const message of Object.values((node['messages'] ?? {}) as Record<string, unknown>))
    lines.push(...messageLines(spec, message, '###'));
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

export function streamOperationMarkdown(spec: Json, operation: Named): string {
  const node = operation.node;
  const action = node['action'] === 'send' ? 'The server sends' : 'The client sends';
  const lines = [
    ...header(
      spec,
      operation.title,
      `WebSocket operation \`${operation.id}\` (${String(node['action'])}) · ${action}`,
      streamOperationAnchor(spec, operation),
    ),
  ];
  lines.push(...aboutAndSecurity(spec, node), '', '## Messages', '');
  for (const message of (node['messages'] ?? []) as unknown[]) lines.push(...messageLines(spec, message, '###'));
  const reply = isObject(node['reply']) ? node['reply'] : undefined;
  if (reply) {
    lines.push('## Reply', '');
    for (const message of (reply['messages'] ?? []) as unknown[]) lines.push(...messageLines(spec, message, '###'));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
