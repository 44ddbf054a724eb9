/**
 * What to run Specmatic on, read from a bundled OpenAPI document: its operations, the security
 * schemes whose tokens it needs, and one run per base URL. Specmatic sends every path to the one
 * `--testBaseURL`, ignoring the `servers` of a path item, so a path served elsewhere (the token
 * endpoint, at the origin rather than under `/v2`) gets a run of its own.
 */

interface OpenApiDocument {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, unknown> & { servers?: { url: string }[] }>;
  components?: { securitySchemes?: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** One `specmatic test` invocation: the paths it covers, where they are served, and its filter. */
export interface PlannedRun {
  baseUrl: string;
  paths: string[];
  /** Specmatic's `--filter` selecting exactly `paths` of the document; absent when they are all of them. */
  filter?: string;
}

/** Every operation of the document, as `METHOD /path` (the form `operationOf` reads from a scenario). */
export function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The names of the document's security schemes: Specmatic reads a scheme's token from the variable of its name. */
export function securitySchemesOf(document: OpenApiDocument): string[] {
  return Object.keys(document.components?.securitySchemes ?? {});
}

/** The path a server URL adds to the origin, without a trailing slash (`https://h/v2` → `/v2`). */
function basePathOf(servers: { url: string }[] | undefined): string {
  const first = servers?.[0];
  return first ? new URL(first.url).pathname.replace(/\/$/, '') : '';
}

const quoted = (path: string) => `'${path}'`;

/**
 * The runs that cover the document against a server at `origin`: each path under its own servers'
 * base path, or the document's; grouped by base URL, each with a filter naming its paths.
 */
export function planRuns(document: OpenApiDocument, origin: string): PlannedRun[] {
  const byBase = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const baseUrl = origin + basePathOf(item.servers ?? document.servers);
    byBase.set(baseUrl, [...(byBase.get(baseUrl) ?? []), path]);
  }
  const all = Object.keys(document.paths ?? {});
  return [...byBase].map(([baseUrl, paths]) => {
    const others = all.filter((path) => !paths.includes(path));
    if (others.length === 0) return { baseUrl, paths };
    // The shorter filter: the paths of the run, or every path but the others'.
    const filter =
      paths.length <= others.length
        ? paths.map((path) => `PATH=${quoted(path)}`).join(' || ')
        : others.map((path) => `PATH!=${quoted(path)}`).join(' && ');
    return { baseUrl, paths, filter };
  });
}
