import type { FastifyReply, FastifyRequest } from 'fastify';
import { problems } from './problems.js';
import { sendProblem } from './send-problem.js';

/** A path the server serves and the methods it accepts there. */
export interface MountedPath {
  /** The full path template as OpenAPI writes it, e.g. `/v2/identity/accounts/{id}`. */
  path: string;
  methods: string[];
}

/**
 * The 404 handler, which also answers 405: Fastify's router only says "no route", so the path is
 * matched against the mounted paths here, and a known path with another method gets 405 with
 * `Allow` (HEAD with GET: Fastify serves it). A plain GET of the WebSocket path gets 426.
 */
export function notFoundHandler(mounted: readonly MountedPath[], wsPath: string | undefined) {
  const matchers = mounted.map(({ path, methods }) => {
    const pattern = path
      .split(/(\{[^}]+\})/)
      .map((piece) => (piece.startsWith('{') ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    const allow = methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;
    return { regex: new RegExp(`^${pattern}$`), allow };
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (wsPath !== undefined && path === wsPath) {
      return sendProblem(reply, problems.upgradeRequired(wsPath));
    }
    const allow = [...new Set(matchers.filter((m) => m.regex.test(path)).flatMap((m) => m.allow))];
    if (allow.length > 0) return sendProblem(reply, problems.methodNotAllowed(request.method, path, allow));
    return sendProblem(reply, problems.noRoute(request.method, path));
  };
}
