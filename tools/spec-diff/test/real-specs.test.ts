import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { diffAsyncApi } from '../src/engine/asyncapi.js';
import { diffOpenApi } from '../src/engine/openapi.js';
import { EVOLUTION_RULES_PAGE } from '../src/findings/evolution-rules.js';
import type { JsonObject } from '../src/json/json.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(require.resolve(`@dap/specs/${file}`), 'utf8')) as JsonObject;

/** The AsyncAPI source bundled by the AsyncAPI CLI, which inlines every schema where it is used (the form of the 2.0 release). */
async function inlinedByAsyncApiCli(): Promise<JsonObject> {
  const specs = join(dirname(require.resolve('@dap/specs/asyncapi.json')), '..');
  const cli = join(
    dirname(createRequire(join(specs, 'package.json')).resolve('@asyncapi/cli/package.json')),
    'bin/run_bin',
  );
  const dir = await mkdtemp(join(tmpdir(), 'dap-spec-diff-'));
  try {
    const output = join(dir, 'asyncapi.json');
    await run(process.execPath, [cli, 'bundle', 'asyncapi/asyncapi.yaml', '--output', output], {
      cwd: specs,
      env: { ...process.env, ASYNCAPI_METRICS_CONFIG_PATH: join(specs, 'asyncapi-analytics.json') },
    });
    return JSON.parse(await readFile(output, 'utf8')) as JsonObject;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the project’s own bundled specs', () => {
  it('compare equal to themselves: no rule fires on an unchanged contract', () => {
    expect(diffOpenApi(load('openapi.json'), load('openapi.json'))).toEqual([]);
    expect(diffAsyncApi(load('asyncapi.json'), load('asyncapi.json'))).toEqual([]);
  });

  it('state the evolution convention in both descriptions, naming x-extensible-enum and linking the rules page under the docs base URL', () => {
    const rest = load('openapi.json') as any;
    const page = `${rest.externalDocs.url}${EVOLUTION_RULES_PAGE}`;
    for (const doc of [rest, load('asyncapi.json') as any]) {
      expect(doc.info.description).toContain('## Evolution');
      expect(doc.info.description).toContain('`x-extensible-enum');
      expect(doc.info.description).toContain(`](${page})`);
    }
  });

  it('report a response enum newly marked extensible as breaking, and a new value of it as not', () => {
    const before = load('openapi.json') as any;
    const marked = load('openapi.json') as any;
    const grown = load('openapi.json') as any;
    delete before.components.schemas.TransferStatus['x-extensible-enum'];
    grown.components.schemas.TransferStatus.enum.push('CANCELLED');
    const marking = diffOpenApi(before, marked).filter((f) => f.direction === 'response');
    expect(marking.map((f) => [f.operation, f.rule, f.severity])).toEqual([
      ['createCryptoWithdrawal', 'enum-marked-extensible', 'breaking'],
    ]);
    expect(marking[0]!.pointer).toBe('/components/schemas/TransferStatus/x-extensible-enum');
    expect(diffOpenApi(marked, grown).map((f) => [f.rule, f.severity])).toEqual([['enum-value-added', 'non-breaking']]);
  });

  it('report a channel type that can no longer be subscribed to in every message that carries it, at the place of use', () => {
    const before = load('asyncapi.json');
    const after = load('asyncapi.json') as any;
    const type = after.components.schemas.ChannelType;
    type.enum = type.enum.filter((value: string) => value !== 'heartbeat');
    const findings = diffAsyncApi(before, after);
    expect(findings.map((f) => [f.operation, f.message, f.direction, f.rule, f.old])).toEqual([
      ['subscribe', 'subscribeRequest', 'request', 'enum-value-removed', 'heartbeat'],
      ['unsubscribe', 'unsubscribeRequest', 'request', 'enum-value-removed', 'heartbeat'],
      ['subscriptionList', 'subscriptionListResponse', 'response', 'enum-value-removed', 'heartbeat'],
    ]);
    expect(findings[0]!.pointer).toBe(
      '/channels/connection/messages/subscribeRequest/payload/properties/channels/items/properties/type/enum',
    );
  });

  it('compare the AsyncAPI bundle as `asyncapi bundle` inlines it (the 2.0 release) equal to the one `pnpm build` writes with $refs', async () => {
    const inlined = await inlinedByAsyncApiCli();
    const referenced = load('asyncapi.json');
    // The premise: one copies every component where it is used, the other references it.
    expect(JSON.stringify(inlined)).not.toContain('"#/components/schemas/');
    expect(JSON.stringify(referenced)).toContain('"$ref":"#/components/schemas/ChannelType"');
    expect(diffAsyncApi(inlined, referenced)).toEqual([]);
    expect(diffAsyncApi(referenced, inlined)).toEqual([]);

    const changed = load('asyncapi.json') as any;
    changed.components.schemas.Decimal.maxLength = 32;
    const fromInlined = diffAsyncApi(inlined, changed);
    expect(fromInlined).toEqual(diffAsyncApi(referenced, changed));
    expect(fromInlined.length).toBeGreaterThan(1);
    for (const finding of fromInlined) {
      expect([finding.rule, finding.old, finding.new]).toEqual(['constraint-narrowed', 64, 32]);
      expect(finding.pointer).toMatch(/^\/channels\/connection\/messages\/\w+\/payload\/.*\/maxLength$/);
    }
  });
});
