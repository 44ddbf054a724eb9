/**
 * The Markdown twin of each operation of an OpenAPI bundle (the one of dist/, with its code
 * samples): `<page>/operations/<operationId>.md`, for tools and agents. It says what the Redoc page
 * says of the operation, from the same bundle: method, path, summary, description, the scope, the
 * parameters, the body's fields with their constraints, the responses with their problem types, the
 * samples, and a link back to the operation on the HTML page.
 */
import { PROBLEMS_DIR } from '../problems.js';
import { constraints, deref, fieldLines, isObject, oneLine, type Json } from './schema.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  node: Json;
}

/** Every operation of the bundle, in the order of its paths. */
export function operations(spec: Json): Operation[] {
  return Object.entries((spec['paths'] ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => METHODS.includes(method) && isObject(op) && typeof op['operationId'] === 'string')
      .map(([method, op]) => {
        const node = op as Json;
        const tags = (node['tags'] ?? []) as string[];
        return {
          operationId: node['operationId'] as string,
          method: method.toUpperCase(),
          path,
          summary: (node['summary'] as string | undefined) ?? (node['operationId'] as string),
          tag: tags[0] ?? '',
          node,
        };
      }),
  );
}

/** Where Redoc shows the operation, relative to the reference page's folder. */
export const operationAnchor = (op: Operation) => `index.html#tag/${op.tag}/operation/${op.operationId}`;

/** The twin's file, relative to the reference page's folder. */
export const operationTwin = (op: Operation) => `operations/${op.operationId}.md`;

const FENCE: Record<string, string> = { TypeScript: 'typescript', Shell: 'sh' };

/** The problem codes of a response: its examples' `type`s and the codes its description names. */
function problemCodes(spec: Json, response: Json): string[] {
  const schemas = ((spec['components'] as Json | undefined)?.['schemas'] ?? {}) as Record<string, Json>;
  const types = (schemas['Problem']?.['x-problem-types'] ?? {}) as Record<string, { type: string }>;
  const byUri = new Map(Object.entries(types).map(([code, { type }]) => [type, code]));
  const found = new Set<string>();
  for (const media of Object.values((response['content'] ?? {}) as Record<string, Json>)) {
    for (const example of Object.values((media['examples'] ?? {}) as Record<string, Json>)) {
      const type = isObject(example['value']) ? example['value']['type'] : undefined;
      const code = typeof type === 'string' ? byUri.get(type) : undefined;
      if (code !== undefined) found.add(code);
    }
  }
  const description = typeof response['description'] === 'string' ? response['description'] : '';
  for (const [, code] of description.matchAll(/`([a-z0-9-]+)`/g)) if (code! in types) found.add(code!);
  return [...found];
}

/** The operation's twin, a Markdown page; `reference` is the page's title (`REST API reference`). */
export function operationMarkdown(spec: Json, op: Operation, reference: string): string {
  const { node } = op;
  const info = spec['info'] as { title: string; version: string };
  const toRoot = '../../';
  const lines = [
    `# ${op.summary}`,
    '',
    `\`${op.method} ${op.path}\` · operationId \`${op.operationId}\` · ${info.title} ${info.version}`,
    '',
    `HTML: [${op.summary} in the ${reference}](../${operationAnchor(op)})`,
    '',
    String(node['description'] ?? '').trim(),
    '',
    '## Security',
    '',
  ];
  const security = (node['security'] ?? spec['security'] ?? []) as Array<Record<string, string[]>>;
  const schemes = ((spec['components'] as Json | undefined)?.['securitySchemes'] ?? {}) as Record<string, Json>;
  if (security.length === 0 || security.every((s) => Object.keys(s).length === 0)) lines.push('None: no token needed.');
  for (const requirement of security) {
    for (const [scheme, scopes] of Object.entries(requirement)) {
      const type =
        schemes[scheme]?.['type'] === 'oauth2'
          ? 'OAuth 2.0 client credentials'
          : String(schemes[scheme]?.['type'] ?? scheme);
      lines.push(
        `- ${type} (\`${scheme}\`), scope${scopes.length === 1 ? '' : 's'}: ${scopes.map((s) => `\`${s}\``).join(', ') || 'none'}`,
      );
    }
  }
  const parameters = ((node['parameters'] ?? []) as unknown[]).map((p) => deref(spec, p));
  if (parameters.length > 0) {
    lines.push('', '## Parameters', '');
    for (const parameter of parameters) {
      const schema = deref(spec, parameter['schema']);
      const about = [
        oneLine(parameter['description'] ?? schema['description']),
        ...constraints(schema).map((c) => `${c[0]!.toUpperCase()}${c.slice(1)}.`),
      ]
        .filter(Boolean)
        .join(' ');
      lines.push(
        `- \`${String(parameter['name'])}\` (${String(parameter['in'])}, ${String(schema['type'] ?? 'any')}, ${parameter['required'] ? 'required' : 'optional'}): ${about}`,
      );
    }
  }
  const body = deref(spec, node['requestBody']);
  for (const [mediaType, media] of Object.entries((body['content'] ?? {}) as Record<string, Json>)) {
    const schema = deref(spec, media['schema']);
    lines.push(
      '',
      '## Request body',
      '',
      `\`${mediaType}\`, ${body['required'] ? 'required' : 'optional'}: \`${String(schema['title'] ?? 'body')}\`. ${oneLine(schema['description'])}`.trimEnd(),
      '',
    );
    lines.push(...fieldLines(spec, media['schema']));
  }
  lines.push('', '## Responses');
  for (const [status, value] of Object.entries((node['responses'] ?? {}) as Record<string, unknown>)) {
    const response = deref(spec, value);
    lines.push('', `### ${status}`, '', String(response['description'] ?? '').trim());
    const codes = problemCodes(spec, response);
    if (codes.length > 0) {
      lines.push(
        '',
        `Problem types: ${codes.map((code) => `[\`${code}\`](${toRoot}${PROBLEMS_DIR}/${code}/index.html)`).join(', ')}`,
      );
    }
    for (const [mediaType, media] of Object.entries((response['content'] ?? {}) as Record<string, Json>)) {
      const schema = deref(spec, media['schema']);
      if (status.startsWith('2')) {
        lines.push(
          '',
          `Body \`${mediaType}\`: \`${String(schema['title'] ?? 'body')}\``,
          '',
          ...fieldLines(spec, media['schema'], '', 2),
        );
      } else lines.push('', `Body \`${mediaType}\`.`);
    }
  }
  const samples = (node['x-codeSamples'] ?? []) as Array<{ lang: string; label?: string; source: string }>;
  if (samples.length > 0) {
    lines.push('', '## Code samples');
    for (const sample of samples) {
      lines.push(
        '',
        `### ${sample.label ?? sample.lang}`,
        '',
        `\`\`\`${FENCE[sample.lang] ?? ''}`,
        sample.source.trimEnd(),
        '```',
      );
    }
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
