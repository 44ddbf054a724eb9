import { resolveNode } from './schemas.js';
import { isNode, type Node, type UserContext, type Visitor } from './visitor.js';

/**
 * Tracks the path key and the OAuth2 token paths while Redocly walks an OpenAPI document, so an
 * operation rule knows where it stands. The token endpoint (the operation whose path is the pathname
 * of an OAuth2 `tokenUrl`) follows RFC 6749 instead of the house conventions.
 */
export class OperationScope {
  readonly securitySchemes = new Map<string, Node>();
  rootSecurity: unknown;
  private readonly tokenPaths = new Set<string>();
  private path = '';

  enterRoot(root: Node, ctx: UserContext): void {
    this.rootSecurity = root['security'];
    const components = isNode(root['components']) ? root['components'] : {};
    const schemes = isNode(components['securitySchemes']) ? components['securitySchemes'] : {};
    for (const [name, raw] of Object.entries(schemes)) {
      const scheme = resolveNode(raw, ctx)?.node;
      if (!scheme) continue;
      this.securitySchemes.set(name, scheme);
      for (const flow of Object.values(isNode(scheme['flows']) ? scheme['flows'] : {})) {
        if (isNode(flow) && typeof flow['tokenUrl'] === 'string') {
          this.tokenPaths.add(new URL(flow['tokenUrl'], 'http://relative.invalid').pathname);
        }
      }
    }
  }

  enterPath(ctx: UserContext): void {
    this.path = String(ctx.key);
  }

  get currentPath(): string {
    return this.path;
  }

  get atTokenEndpoint(): boolean {
    return this.tokenPaths.has(this.path);
  }
}

export const HTTP_STATUS = /^[1-5][0-9]{2}$/;

export function responseEntries(operation: Node): Array<[string, unknown]> {
  return isNode(operation['responses']) ? Object.entries(operation['responses']) : [];
}

/** A visitor that calls `check` for each operation, knowing its path and the token endpoint. */
export function operationVisitor(check: (operation: Node, ctx: UserContext, scope: OperationScope) => void): Visitor {
  const scope = new OperationScope();
  return {
    Root: { enter: (root: Node, ctx: UserContext) => scope.enterRoot(root, ctx) },
    PathItem: { enter: (_: Node, ctx: UserContext) => scope.enterPath(ctx) },
    Operation: { enter: (operation: Node, ctx: UserContext) => check(operation, ctx, scope) },
  };
}
