import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountRestRoutes } from '../src/rest/mount-routes.js';
import type { RouteDefinition } from '../src/route-definition.js';

/**
 * A route table as codegen writes it from a spec with one deprecated operation (the real spec has
 * none; tools/codegen's server test holds the generator to this shape on its fixture spec).
 */
const thing = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
const route = (operationId: string, path: string): RouteDefinition<string> => ({
  operationId,
  method: 'GET',
  path,
  fastifyPath: path,
  base: 'rest',
  scope: 'things:read',
  requestContentType: null,
  requestBodyRequired: false,
  schemas: { responses: { '200': { contentType: 'application/json', schema: thing } } },
});
const ROUTES = [
  {
    ...route('listThings', '/things'),
    deprecation: {
      deprecatedAt: '2026-01-01',
      sunset: '2026-06-01',
      replacedBy: 'searchThings',
      link: 'https://docs.example.com/changes.html',
    },
  },
  route('searchThings', '/things/search'),
];

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  const handlers = { listThings: () => ({ id: 'a' }), searchThings: () => ({ id: 'b' }) };
  await app.register(async (scope) =>
    mountRestRoutes(scope, ROUTES, handlers, {
      verifyToken: (token) => (token === 'good' ? { subject: 'c', scopes: ['things:read'] } : undefined),
      admitRequest: undefined,
      now: Date.now,
      bodyLimit: 1024,
    }),
  );
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const get = (path: string, token?: string) =>
  fetch(`${origin}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('a deprecated operation', () => {
  it('answers with Deprecation (RFC 9745, Unix seconds), Sunset (RFC 8594, an HTTP-date) and a Link to the docs', async () => {
    const response = await get('/things', 'good');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'a' });
    expect(response.headers.get('deprecation')).toBe('@1767225600');
    expect(response.headers.get('sunset')).toBe('Mon, 01 Jun 2026 00:00:00 GMT');
    expect(response.headers.get('link')).toBe(
      '<https://docs.example.com/changes.html>; rel="deprecation"; type="text/html"',
    );
  });

  it('sends the same headers on its problem answers', async () => {
    const response = await get('/things', 'bad');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.headers.get('deprecation')).toBe('@1767225600');
    expect(response.headers.get('sunset')).toBe('Mon, 01 Jun 2026 00:00:00 GMT');
  });

  it('leaves the answers of an operation that is not deprecated without them', async () => {
    const response = await get('/things/search', 'good');
    expect(response.status).toBe(200);
    expect(response.headers.get('deprecation')).toBeNull();
    expect(response.headers.get('sunset')).toBeNull();
    expect(response.headers.get('link')).toBeNull();
  });
});
