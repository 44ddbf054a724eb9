import { arbitrariesFor } from './arbitraries/arbitraries.js';
import type { Report, Subject } from './report/model.js';
import { verifyRest } from './rest/verify-rest.js';
import type { Credentials } from './rest/tokens.js';
import { loadBundledSpecs, type SpecDocument } from './spec/document.js';
import { operations } from './spec/operations.js';
import { ReceivedValidator } from './spec/received.js';
import { channelPlans, channelTitle, requiredScopes } from './ws/channels.js';
import { verifyWs } from './ws/verify-ws.js';

export interface VerifyOptions {
  /** The REST base, e.g. `https://api.sandbox.example.com/v2`. */
  baseUrl: URL;
  /** The OAuth2 token endpoint, e.g. `https://auth.sandbox.example.com/oauth2/token`. */
  tokenUrl: URL;
  /** The WebSocket; without it every channel is reported skipped. */
  wsUrl?: URL;
  credentials: Credentials;
  /** Exercise the operations that create things (anything but GET and the token endpoint). */
  allowWrites: boolean;
  /** Markets to subscribe to; default the markets of the AsyncAPI examples. */
  markets?: readonly string[];
  /** How long to listen to the subscribed channels. */
  wsSeconds: number;
  /** Generated valid requests per operation, on top of the spec's examples. */
  requests: number;
  /** Seed of every generated request: the same seed against the same data sends the same requests. */
  seed: number;
  /** Per request, reply and handshake. */
  timeoutMs: number;
  /** The contract to hold the deployment to; default the bundled specs (`specs/dist/`). */
  specs?: { openapi: SpecDocument; asyncapi: SpecDocument };
}

export interface Verification {
  report: Report;
  /** The scopes the client was granted no token for, and the token endpoint's reason. */
  refusedScopes: Map<string, string>;
  /** Whether any token was granted at all (none: the credentials are wrong). */
  anyToken: boolean;
}

/** Holds a deployment to the contract: every operation of the OpenAPI document, every channel of the AsyncAPI document. */
export async function verify(options: VerifyOptions): Promise<Verification> {
  const started = Date.now();
  const { openapi, asyncapi } = options.specs ?? loadBundledSpecs();
  const validator = new ReceivedValidator(openapi);
  const ops = operations(openapi);
  const wsScopes = requiredScopes(asyncapi);
  const rest = await verifyRest(openapi, validator, arbitrariesFor(openapi), ops, {
    baseUrl: options.baseUrl,
    tokenUrl: options.tokenUrl,
    credentials: options.credentials,
    allowWrites: options.allowWrites,
    requests: options.requests,
    seed: options.seed,
    timeoutMs: options.timeoutMs,
    extraScopes: options.wsUrl ? wsScopes : [],
  });

  const plans = channelPlans(asyncapi, options.markets ?? []);
  let channels: Subject[];
  if (!options.wsUrl) {
    channels = [
      { kind: 'channel', id: 'connection', title: 'WebSocket', checks: [] },
      ...plans.map((plan): Subject => ({ kind: 'channel', id: plan.type, title: channelTitle(plan), checks: [] })),
    ];
    for (const subject of channels) subject.skipped = 'no --ws-url given';
  } else {
    const [scope = ''] = wsScopes;
    const token = rest.tokens.byScope.get(scope);
    const foreign = [...rest.tokens.byScope.entries()].find(([other]) => !wsScopes.includes(other))?.[1];
    channels = await verifyWs(asyncapi, {
      wsUrl: options.wsUrl,
      token:
        token !== undefined
          ? { value: token }
          : { refused: rest.tokens.refused.get(scope) ?? `${scope} was not requested` },
      ...(foreign !== undefined ? { foreignToken: foreign } : {}),
      plans,
      seconds: options.wsSeconds,
      timeoutMs: options.timeoutMs,
    });
  }

  return {
    report: {
      target: {
        baseUrl: options.baseUrl.href,
        tokenUrl: options.tokenUrl.href,
        ...(options.wsUrl ? { wsUrl: options.wsUrl.href } : {}),
      },
      seed: options.seed,
      allowWrites: options.allowWrites,
      subjects: [...rest.subjects, ...channels],
      durationMs: Date.now() - started,
    },
    refusedScopes: rest.tokens.refused,
    anyToken: rest.tokens.byScope.size > 0,
  };
}
