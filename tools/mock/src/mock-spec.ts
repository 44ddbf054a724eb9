type PathItem = Record<string, unknown>;
type OpenApi = { servers?: unknown; paths?: Record<string, PathItem> } & Record<string, unknown>;

/**
 * The OpenAPI document as Prism should serve it. Prism serves paths from the host's root and ignores
 * the path of `servers`, so the REST paths move under the base path (`/v2`, from the first server)
 * while path items that declare their own servers (the token endpoint, at `{auth_url}`) stay put.
 */
export function mockDocument(spec: OpenApi): OpenApi {
  const servers = Array.isArray(spec.servers) ? (spec.servers as Array<{ url?: unknown }>) : [];
  const first = typeof servers[0]?.url === 'string' ? servers[0].url : '/';
  const basePath = new URL(first, 'http://base.invalid').pathname.replace(/\/$/, '');
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    const { servers: own, ...rest } = item;
    paths[own === undefined ? `${basePath}${path}` : path] = rest;
  }
  const { servers: _servers, ...document } = spec;
  return { ...document, paths };
}
