import { operationVisitor } from '../operations.js';
import { isNode, type Rule } from '../visitor.js';

/**
 * Every operation names exactly one OAuth2 scope, declared by the scheme: the scope table is the
 * authorisation contract, and one scope per operation keeps it auditable. The token endpoint is the
 * exception: it takes client credentials and must say `security: []`.
 */
export const OperationOauth2Scope: Rule = () =>
  operationVisitor((operation, ctx, scope) => {
    const own = operation['security'];
    const where = own === undefined ? ctx.location : ctx.location.child('security');
    const report = (message: string) => ctx.report({ message, location: where });

    if (scope.atTokenEndpoint) {
      if (!Array.isArray(own) || own.length !== 0) {
        report(`The token endpoint ${scope.currentPath} takes client credentials and must declare \`security: []\`.`);
      }
      return;
    }

    const security = own ?? scope.rootSecurity;
    if (!Array.isArray(security) || security.length !== 1) {
      const count = Array.isArray(security) ? security.length : 0;
      report(`Operation must declare exactly one security requirement with one OAuth2 scope (found ${count}).`);
      return;
    }
    const requirement: unknown = security[0];
    const names = isNode(requirement) ? Object.keys(requirement) : [];
    if (!isNode(requirement) || names.length !== 1) {
      report(`The security requirement must name exactly one scheme (found ${names.length}).`);
      return;
    }
    const name = names[0] as string;
    const scheme = scope.securitySchemes.get(name);
    if (scheme?.['type'] !== 'oauth2') {
      report(`Security scheme \`${name}\` is not an OAuth2 scheme.`);
      return;
    }
    const scopes = requirement[name];
    if (!Array.isArray(scopes) || scopes.length !== 1) {
      report(`Operation must require exactly one OAuth2 scope (found ${Array.isArray(scopes) ? scopes.length : 0}).`);
      return;
    }
    const flows = isNode(scheme['flows']) ? Object.values(scheme['flows']) : [];
    const declared = flows.some((flow) => isNode(flow) && isNode(flow['scopes']) && scopes[0] in flow['scopes']);
    if (!declared) report(`Scope \`${String(scopes[0])}\` is not declared by the \`${name}\` scheme's flows.`);
  });
