import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** Which contract a package speaks: the spec's title and version, and the SHA-256 of its bundle. */
export interface SpecInfo {
  title: string;
  version: string;
  sha256: string;
}

export async function readSpec(bundlePath: string): Promise<{ document: Record<string, unknown>; info: SpecInfo }> {
  const bytes = await readFile(bundlePath);
  const document = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  const { title, version } = (document['info'] ?? {}) as { title?: unknown; version?: unknown };
  if (typeof title !== 'string' || typeof version !== 'string') {
    throw new Error(`${bundlePath}#/info: a bundled spec needs info.title and info.version`);
  }
  return { document, info: { title, version, sha256: createHash('sha256').update(bytes).digest('hex') } };
}

/** A module exporting the spec info as a constant, e.g. `OPENAPI_SPEC`. */
export function specInfoModule(name: string, info: SpecInfo): string {
  return `/** The contract this package was generated from: spec title and version, and the SHA-256 of the bundled spec. */
export const ${name} = {
  title: ${JSON.stringify(info.title)},
  version: ${JSON.stringify(info.version)},
  sha256: ${JSON.stringify(info.sha256)},
} as const;
`;
}
