import {
  evolveResponse,
  preferredEvolveSeed,
  problems,
  ROUTES,
  type AdmitRequest,
  type AdmitUpgrade,
  type ApiServer,
  type ProblemError,
  type StreamEvolveSeed,
} from '@dap/server';
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { EvolveSeeds } from '../tenants/evolve-seeds.js';

/**
 * Tomorrow's API: the platform API's responses and WebSocket frames answered the way a legal next
 * minor version could (`@dap/server`'s `evolveResponse` and `evolveFrame`, by the evolution rules).
 * The seed of an answer is the request's `Prefer: evolve=<seed>` (RFC 7240, answered with
 * `Preference-Applied`), else its tenant's `evolve_seed`, else the sandbox's start-up setting. The
 * Sandbox Control API is the test's own tool, not the API under test: its answers never evolve.
 */

const isPlatformOperation = (operationId: unknown): operationId is string =>
  typeof operationId === 'string' && Object.hasOwn(ROUTES, operationId);
const operationOf = (request: FastifyRequest): unknown =>
  (request.routeOptions.config as { operationId?: unknown } | undefined)?.operationId;

/** The seed a request's `Prefer` header asks for, a 400 problem naming the header for one that is not a seed, or undefined. */
function preferredSeed(headers: IncomingHttpHeaders): string | ProblemError | undefined {
  const preferred = preferredEvolveSeed(headers['prefer']);
  if (preferred === undefined || 'seed' in preferred) return preferred?.seed;
  return problems.validationFailed([
    {
      pointer: '/header/prefer',
      message: `evolve=${JSON.stringify(preferred.invalid).slice(0, 80)} is not an evolve seed: 1 to 32 of A-Z, a-z, 0-9, _ and -`,
    },
  ]);
}

/** A handshake whose `Prefer` asks for an invalid evolve seed is refused 400, as a request would be. */
export function evolveUpgradeAdmission(): AdmitUpgrade {
  return (request) => {
    const seed = preferredSeed(request.headers);
    return typeof seed === 'string' ? undefined : seed;
  };
}

/** The seed of a WebSocket connection: its handshake's `Prefer`, its tenant's, the sandbox's. */
export function streamEvolveSeed(seeds: EvolveSeeds): StreamEvolveSeed {
  return (request, principal) => {
    const seed = preferredSeed(request.headers);
    if (typeof seed === 'string') return seed;
    return principal.tenant === undefined ? seeds.defaultSeed : seeds.ofTenant(principal.tenant);
  };
}

/** The tenant each authenticated platform request acts for, as admission saw it (the answer's seed is its). */
const tenants = new WeakMap<FastifyRequest, string>();

/** Notes the request's tenant (admits every request). */
export function evolveAdmission(): AdmitRequest {
  return (request, principal) => {
    if (principal.tenant !== undefined) tenants.set(request, principal.tenant);
    return undefined;
  };
}

/** What a client id can be: printable ASCII, at most the spec's `Identifier` length. */
const CLIENT_ID = /^[\x21-\x7e]{1,128}$/;

function seedOf(
  request: FastifyRequest,
  seeds: EvolveSeeds,
  operationId: string,
): string | undefined | Promise<string | undefined> {
  const tenant = tenants.get(request);
  if (tenant !== undefined) {
    const seed = seeds.ofTenant(tenant);
    return seed instanceof Promise ? seed.catch(() => seeds.defaultSeed) : seed;
  }
  const body = request.body as { client_id?: unknown } | undefined;
  // Only a client id that can be one is looked up (a refused request's may hold anything); a lookup
  // that fails answers with the sandbox's seed: evolving an answer never turns it into a 500.
  if (
    operationId === ROUTES.createToken.operationId &&
    typeof body?.client_id === 'string' &&
    CLIENT_ID.test(body.client_id)
  )
    return seeds.ofClient(body.client_id).catch(() => seeds.defaultSeed);
  return seeds.defaultSeed;
}

/**
 * The hooks of the platform API's routes: a `Prefer: evolve=` that is not a seed is refused 400 before
 * anything else (the token endpoint's included); every JSON answer, problem documents too, is
 * evolved with the answer's seed just before it is sent.
 */
export function registerEvolution(app: ApiServer, seeds: EvolveSeeds): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const seed = isPlatformOperation(operationOf(request)) ? preferredSeed(request.headers) : undefined;
    done(typeof seed === 'object' ? seed : undefined);
  });
  // A callback hook, not an async one: an answer whose seed is known (cached) costs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const operationId = operationOf(request);
    if (!isPlatformOperation(operationId) || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return done(null, payload);
    const preferred = preferredSeed(request.headers);
    const evolved = (seed: string | undefined) => {
      if (seed === undefined) return payload;
      if (typeof preferred === 'string') reply.header('preference-applied', `evolve=${preferred}`);
      reply.removeHeader('content-length');
      return evolveResponse(operationId, reply.statusCode, payload.toString(), seed);
    };
    const seed = typeof preferred === 'string' ? preferred : seedOf(request, seeds, operationId);
    if (seed instanceof Promise) seed.then((known) => done(null, evolved(known)), done);
    else done(null, evolved(seed));
  });
}
