/**
 * What the browser tests expect to see, read from the bundled specs and the files of samples/: the
 * operations' summaries, the problem types, the WebSocket messages, a line of each sample.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

type Json = Record<string, unknown>;
const bundle = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as Json;

/** Every operation's summary in a bundled OpenAPI document (the platform's by default), the token endpoint's included. */
export function operationSummaries(file = 'openapi.json'): string[] {
  const paths = bundle(file)['paths'] as Record<string, Record<string, { summary?: string; operationId?: string }>>;
  return Object.values(paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method))
      .map(([, op]) => op.summary ?? op.operationId ?? ''),
  );
}

/** The summary of the operation at the token endpoint (`security: []`, its own servers). */
export function tokenEndpointSummary(): string | undefined {
  const paths = bundle('openapi.json')['paths'] as Record<string, { post?: { summary?: string } }>;
  return Object.entries(paths).find(([path]) => path.endsWith('/oauth2/token'))?.[1].post?.summary;
}

/** The problem types of the bundled OpenAPI document (its `x-problem-types` catalogue): code and title. */
export function problemTypes(): Array<{ code: string; title: string }> {
  const schemas = (bundle('openapi.json')['components'] as { schemas: Record<string, Json> }).schemas;
  const catalogue = schemas['Problem']?.['x-problem-types'] as Record<string, { title: string }>;
  return Object.entries(catalogue).map(([code, { title }]) => ({ code, title }));
}

type StreamSchema = { $ref?: string; title?: string; properties?: Record<string, StreamSchema> };

/**
 * What Redoc shows for each message in components.messages (its title, else its name; its summary;
 * its payload's properties, each with the title of its schema, the bundle's `$ref`s followed), and
 * each operation's title.
 */
export function streamNames(): {
  messages: Array<{
    key: string;
    title: string;
    summary?: string;
    properties: Array<{ name: string; title?: string }>;
  }>;
  operations: string[];
  channel: string;
} {
  const spec = bundle('asyncapi.json') as {
    components: {
      messages: Record<string, { title?: string; name?: string; summary?: string; payload: StreamSchema }>;
      schemas: Record<string, StreamSchema>;
    };
    operations: Record<string, { title?: string; summary?: string }>;
    channels: Record<string, { title?: string; address?: string }>;
  };
  const deref = (schema: StreamSchema): StreamSchema =>
    schema.$ref ? deref(spec.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
  const [channelKey, channel] = Object.entries(spec.channels)[0]!;
  return {
    messages: Object.entries(spec.components.messages).map(([key, m]) => ({
      key,
      title: m.title ?? m.name ?? key,
      ...(m.summary ? { summary: m.summary } : {}),
      properties: Object.entries(deref(m.payload).properties ?? {}).map(([name, schema]) => {
        const { title } = deref(schema);
        return title === undefined ? { name } : { name, title };
      }),
    })),
    operations: Object.entries(spec.operations).map(([key, op]) => op.title ?? op.summary ?? key),
    channel: channel.title ?? channel.address ?? channelKey,
  };
}

const samples = join(root, 'samples');

/** The first line of a sample file that contains `needle`, trimmed: what its code block must show. */
export function sampleLine(file: string, needle: string): string {
  const line = readFileSync(join(samples, file), 'utf8')
    .split('\n')
    .find((l) => l.includes(needle));
  if (line === undefined) throw new Error(`${file} has no line with ${needle}`);
  return line.trim();
}

/** The title of the WebSocket operation that shows each channel type's sample (its description holds the file). */
export function streamSampleOperations(): Array<{ channel: string; title: string }> {
  const spec = JSON.parse(readFileSync(join(dist, 'stream/asyncapi.json'), 'utf8')) as {
    operations: Record<string, { title?: string; description?: string }>;
    components: { schemas: { ChannelType: { enum: string[] } } };
  };
  return spec.components.schemas.ChannelType.enum.map((channel) => {
    const source = readFileSync(join(samples, `stream/${channel}.ts`), 'utf8').trimEnd();
    const [key, op] = Object.entries(spec.operations).find(([, o]) => o.description?.includes(source)) ?? [];
    if (key === undefined) throw new Error(`no operation shows stream/${channel}.ts`);
    return { channel, title: op?.title ?? key };
  });
}
