import { PROBLEM_TYPES_BASE } from '@dap/api-types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ProblemDocument, ProblemError } from './problem-error.js';

/**
 * What a request's docs base is decided from: its headers (none when the HTTP parser refused it
 * before any were read) and the connection it came on.
 */
export interface DocsBaseRequest {
  headers: IncomingHttpHeaders;
  socket: Duplex;
}

/**
 * Where a server's problem `type` URIs point: the docs base URL, under which each type is its page
 * `problems/<code>`. A URL (absolute, http or https) for every answer, or a function deciding it
 * per request (a server that serves its docs itself, at the address its client used); a function's
 * undefined, or a value that is no absolute http(s) URL, keeps the spec's base.
 */
export type DocsBase = string | ((request: DocsBaseRequest) => string | undefined);

/** The document a server sends for a problem in answer to a request (request undefined: none could be read). */
export type ProblemRenderer = (problem: ProblemError, request: DocsBaseRequest | undefined) => ProblemDocument;

/**
 * `url` as a docs base, ending in `/` (a base without one would drop its last segment when types
 * resolve against it), or undefined when it is no absolute http(s) URL.
 */
export function docsBaseUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  parsed.search = '';
  parsed.hash = '';
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed.href;
}

/** A catalogue type's page relative to the spec's docs base (`problems/<code>`), read from the generated URIs. */
const relativeTypeOf = (type: string): string | undefined =>
  type.startsWith(PROBLEM_TYPES_BASE) ? type.slice(PROBLEM_TYPES_BASE.length) : undefined;

/**
 * The renderer of a server: a catalogue problem's `type` moved under the docs base of the request;
 * an `about:blank` problem, or one whose type is not the catalogue's, as it is. Throws a TypeError
 * for a configured URL that is no absolute http(s) URL: a server must not start pointing nowhere.
 */
export function problemRenderer(docsBase: DocsBase | undefined): ProblemRenderer {
  if (docsBase === undefined) return (problem) => problem.problem;
  let baseOf: (request: DocsBaseRequest | undefined) => string | undefined;
  if (typeof docsBase === 'string') {
    const base = docsBaseUrl(docsBase);
    if (base === undefined)
      throw new TypeError(`docsBase must be an absolute http or https URL, got ${JSON.stringify(docsBase)}`);
    baseOf = () => base;
  } else {
    baseOf = (request) => {
      const decided = request === undefined ? undefined : docsBase(request);
      return decided === undefined ? undefined : docsBaseUrl(decided);
    };
  }
  return (problem, request) => {
    const relative = problem.code === undefined ? undefined : relativeTypeOf(problem.problem.type);
    const base = relative === undefined ? undefined : baseOf(request);
    return base === undefined ? problem.problem : { ...problem.problem, type: base + relative };
  };
}

/** Where a Fastify instance keeps its server's renderer (a decorator, which its child scopes inherit). */
const RENDERER = 'dapRenderProblem';

/** Gives `app` (and its scopes) the renderer `problemDocumentFor` and `sendProblem` use. */
export function decorateRenderer(app: FastifyInstance, render: ProblemRenderer): void {
  app.decorate(RENDERER, render);
}

/**
 * The problem document the server sends for `problem` in answer to the request of `reply`: its
 * `type` under the server's docs base for that request (`docsBase` of `createApiServer`). For a
 * hook that writes a problem's body itself (an `onSend` replacing an answer).
 */
export function problemDocumentFor(reply: FastifyReply, problem: ProblemError): ProblemDocument {
  const render = (reply.server as unknown as Record<string, ProblemRenderer | undefined>)[RENDERER];
  return render === undefined ? problem.problem : render(problem, reply.request.raw);
}
