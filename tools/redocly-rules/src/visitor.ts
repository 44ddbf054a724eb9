/**
 * The slice of Redocly's plugin API that the house rules use. Redocly CLI bundles its core, so there
 * is no installable package with these types; this file states what the rules rely on.
 * See https://redocly.com/docs/cli/custom-plugins/custom-rules.
 */
export interface Location {
  readonly pointer: string;
  /** The file the node sits in: `$ref`s inside it are relative to this. */
  readonly source: { readonly absoluteRef: string };
  child(key: string | number | ReadonlyArray<string | number>): Location;
}

export interface Problem {
  message: string;
  location?: Location;
}

export interface UserContext {
  readonly key: string | number;
  readonly location: Location;
  report(problem: Problem): void;
  /** Resolves a `$ref` relative to `from` (a file's absoluteRef), by default the visited file. */
  resolve<T = unknown>(node: unknown, from?: string): { node: T | undefined; location: Location | undefined };
}

export type Node = Record<string, unknown>;

/**
 * A hook Redocly calls with the node it visits. Taken from a method signature, whose parameters
 * TypeScript compares both ways, so that a hook may name the node type it expects (`Node`), or take
 * `unknown` and check it: Redocly, not this code, hands the node over.
 */
type Hook = { hook(node: unknown, ctx: UserContext): void }['hook'];
export type Visitor = Record<string, Hook | { enter?: Hook; leave?: Hook }>;
export type Rule<Options = Record<string, unknown>> = (options: Options) => Visitor;

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
