import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { isNode, type Node, type Rule, type UserContext } from '../visitor.js';

/**
 * Bundle-time, for the docs site: the code samples are files, one per operation and language (the
 * docs' `samples/` folder, compiled and run against the sandbox by its test), and the documents the
 * docs render carry them, put there by these decorators, so no spec holds a copy by hand.
 *
 * Option `dir`: the samples' folder, relative to the working directory the CLI runs in.
 *
 * - OpenAPI: every operation gets `x-codeSamples` (Redoc's code panel) from `<dir>/rest/<operationId>.ts`
 *   (TypeScript, `@dap/client`) and `<dir>/rest/<operationId>.sh` (curl).
 * - AsyncAPI: every `send` operation of a channel type (its message's `channel` field has one value)
 *   gets `<dir>/stream/<channel type>.ts` (TypeScript, `@dap/stream-client`) as a code block at the end
 *   of its description (Redoc shows no `x-codeSamples` for AsyncAPI).
 *
 * A missing sample fails the bundle, reported at the operation (file and JSON pointer) with the
 * sample file it needs; so does a sample file no operation uses (a renamed operationId or channel).
 */
export interface CodeSamplesOptions {
  dir?: string;
}

/** The languages of every REST operation, in the order Redoc offers them. */
export const REST_SAMPLE_LANGUAGES = [
  { ext: '.ts', lang: 'TypeScript', label: 'TypeScript' },
  { ext: '.sh', lang: 'Shell', label: 'curl' },
] as const;

/** The heading of a stream sample in an AsyncAPI operation's description. */
export const STREAM_SAMPLE_HEADING = '**TypeScript** (`@dap/stream-client`)';

/** Reports a missing `dir` option once; returns the folder otherwise. */
function samplesDir(options: CodeSamplesOptions, ctx: UserContext, reported: { done: boolean }): string | undefined {
  if (typeof options.dir === 'string' && options.dir !== '') return resolve(options.dir);
  if (!reported.done) {
    reported.done = true;
    ctx.report({
      message:
        'The decorator dap/code-samples needs the option `dir`: the samples folder, relative to the working directory.',
      location: ctx.location,
    });
  }
  return undefined;
}

/** The file as a sample: its text without trailing blank lines; undefined when there is no such file. */
function readSample(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd() : undefined;
}

/** A path as the reader of an error should see it: relative to the working directory. */
const shown = (file: string) => relative(process.cwd(), file) || file;

/** Reports, at `key` of the root, the sample files of `folder` (with one of `exts`) that no operation used. */
function reportUnused(
  folder: string,
  exts: readonly string[],
  used: Set<string>,
  ctx: UserContext,
  key: string,
  what: string,
): void {
  if (!existsSync(folder)) return;
  for (const file of readdirSync(folder).sort()) {
    if (!exts.includes(extname(file)) || used.has(join(folder, file))) continue;
    ctx.report({
      message: `The sample ${shown(join(folder, file))} belongs to no ${what} of this document: rename or delete it.`,
      location: ctx.location.child(key),
    });
  }
}

/** OpenAPI: `x-codeSamples` of every operation, from `<dir>/rest/<operationId>.{ts,sh}`. */
export const RestCodeSamples: Rule<CodeSamplesOptions> = (options) => {
  const reported = { done: false };
  const used = new Set<string>();
  let folder: string | undefined;
  return {
    Root: {
      enter(_root: Node, ctx: UserContext) {
        const dir = samplesDir(options, ctx, reported);
        folder = dir === undefined ? undefined : join(dir, 'rest');
      },
      leave(_root: Node, ctx: UserContext) {
        if (folder !== undefined)
          reportUnused(
            folder,
            REST_SAMPLE_LANGUAGES.map((l) => l.ext),
            used,
            ctx,
            'paths',
            'operation',
          );
      },
    },
    Operation: {
      leave(operation: Node, ctx: UserContext) {
        if (folder === undefined) return;
        const id = operation['operationId'];
        if (typeof id !== 'string') {
          ctx.report({
            message: 'An operation without an `operationId` cannot have code samples (they are named after it).',
            location: ctx.location,
          });
          return;
        }
        const samples: Array<{ lang: string; label: string; source: string }> = [];
        for (const { ext, lang, label } of REST_SAMPLE_LANGUAGES) {
          const file = join(folder, `${id}${ext}`);
          const source = readSample(file);
          if (source === undefined) {
            ctx.report({
              message: `Operation \`${id}\` has no ${label} sample: write ${shown(file)}.`,
              location: ctx.location,
            });
            continue;
          }
          used.add(file);
          samples.push({ lang, label, source });
        }
        operation['x-codeSamples'] = samples;
      },
    },
  };
};

/** The channel type a message is the event of: the one value of its payload's `channel` field. */
function channelOf(message: unknown, ctx: UserContext): string | undefined {
  const resolved = (node: unknown): Node | undefined => {
    const target = isNode(node) && typeof node['$ref'] === 'string' ? ctx.resolve(node).node : node;
    return isNode(target) ? target : undefined;
  };
  const payload = resolved(resolved(message)?.['payload']);
  const properties = resolved(payload?.['properties']);
  const channel = resolved(properties?.['channel']);
  const values = channel?.['enum'] ?? (channel && 'const' in channel ? [channel['const']] : undefined);
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

/** AsyncAPI: each channel type's `send` operation shows `<dir>/stream/<channel type>.ts` in its description. */
export const StreamCodeSamples: Rule<CodeSamplesOptions> = (options) => {
  const reported = { done: false };
  const used = new Set<string>();
  let folder: string | undefined;
  return {
    Root: {
      enter(_root: Node, ctx: UserContext) {
        const dir = samplesDir(options, ctx, reported);
        folder = dir === undefined ? undefined : join(dir, 'stream');
      },
      leave(_root: Node, ctx: UserContext) {
        if (folder !== undefined) reportUnused(folder, ['.ts'], used, ctx, 'operations', 'channel type');
      },
    },
    Operation: {
      leave(operation: Node, ctx: UserContext) {
        if (folder === undefined || operation['action'] !== 'send' || !Array.isArray(operation['messages'])) return;
        const channels = new Set(operation['messages'].flatMap((message) => channelOf(message, ctx) ?? []));
        for (const channel of channels) {
          const file = join(folder, `${channel}.ts`);
          const source = readSample(file);
          if (source === undefined) {
            ctx.report({
              message: `Channel type \`${channel}\` (operation \`${String(ctx.key)}\`) has no TypeScript sample: write ${shown(file)}.`,
              location: ctx.location,
            });
            continue;
          }
          used.add(file);
          const block = `${STREAM_SAMPLE_HEADING}\n\n\`\`\`typescript\n${source}\n\`\`\``;
          const description = typeof operation['description'] === 'string' ? operation['description'].trimEnd() : '';
          if (!description.includes(block)) operation['description'] = `${description}\n\n${block}\n`.trimStart();
        }
      },
    },
  };
};
