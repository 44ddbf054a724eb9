import { HTTP_STATUS, operationVisitor, responseEntries, type OperationScope } from '../operations.js';
import { collectProperties, resolveNode } from '../schemas.js';
import { isNode, type Node, type Rule } from '../visitor.js';

const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const PROBLEM_FIELDS = ['type', 'title', 'status'];

/** Headers a status must carry: what a client needs to react to it without reading prose. */
const REQUIRED_HEADERS: Record<string, string> = { '401': 'WWW-Authenticate', '429': 'Retry-After' };

/**
 * Errors are RFC 9457 problem documents, and an operation declares the 4xx answers a client must
 * handle: 400 when it takes input, 401/403 when it is secured, 404 when its path names a resource,
 * 429, 500 and 503 everywhere (every server can fail or shut down; a tool that reads only the
 * declared statuses must know them). The token endpoint answers RFC 6749 errors instead, except its
 * 429, 500 and 503: the rate limits and the server answer them there too, with the same problem
 * documents, so they are declared and held to the rules like every other operation's.
 */
export const OperationProblemResponses: Rule = () =>
  operationVisitor((operation, ctx, scope) => {
    const responses = responseEntries(operation);
    const codes = new Set(responses.map(([code]) => code));
    const clientErrors = [...codes].filter((code) => /^4[0-9]{2}$/.test(code));
    if (clientErrors.length === 0) {
      ctx.report({ message: 'Operation declares no 4xx response.', location: ctx.location.child('responses') });
      return;
    }
    const atTokenEndpoint = scope.atTokenEndpoint;

    for (const code of atTokenEndpoint ? TOKEN_ENDPOINT_STATUSES : expectedStatuses(operation, scope)) {
      if (!codes.has(code)) {
        ctx.report({
          message: `Operation must declare a ${code} problem response.`,
          location: ctx.location.child('responses'),
        });
      }
    }

    for (const [code, raw] of responses) {
      if (!HTTP_STATUS.test(code) || Number(code) < 400) continue;
      if (atTokenEndpoint && !TOKEN_ENDPOINT_STATUSES.includes(code)) continue; // RFC 6749 §5.2 errors
      const at = ctx.location.child(['responses', code]);
      const resolved = resolveNode(raw, ctx);
      if (!resolved) continue;
      const response = resolved.node;
      const content = isNode(response['content']) ? response['content'] : {};
      const mediaTypes = Object.keys(content);
      if (mediaTypes.length !== 1 || mediaTypes[0] !== PROBLEM_MEDIA_TYPE) {
        ctx.report({
          message: `Response ${code} must have exactly one media type, ${PROBLEM_MEDIA_TYPE} (found ${mediaTypes.join(', ') || 'none'}).`,
          location: at,
        });
        continue;
      }
      const media = content[PROBLEM_MEDIA_TYPE];
      // A union of problems (the withdrawal's 403: insufficient funds or a plain problem) is a problem document in every branch.
      const schema = resolveNode(isNode(media) ? media['schema'] : undefined, ctx, resolved.from);
      const union = schema ? (schema.node['anyOf'] ?? schema.node['oneOf']) : undefined;
      const forms = Array.isArray(union) ? union : [schema?.node];
      const missing = PROBLEM_FIELDS.filter((field) =>
        forms.some((form) => !collectProperties(form, ctx, schema?.from).has(field)),
      );
      if (missing.length > 0) {
        ctx.report({
          message: `Response ${code} schema is not a problem document: missing ${missing.join(', ')}.`,
          location: at.child(['content', PROBLEM_MEDIA_TYPE, 'schema']),
        });
      }
      const header = REQUIRED_HEADERS[code];
      const headers = isNode(response['headers']) ? Object.keys(response['headers']) : [];
      if (header && !headers.some((name) => name.toLowerCase() === header.toLowerCase())) {
        ctx.report({ message: `Response ${code} must declare the ${header} header.`, location: at });
      }
    }
  });

/** The token endpoint's answers that are problem documents: the rate limits' and the server errors' (RFC 6749 has no status for them). */
const TOKEN_ENDPOINT_STATUSES: readonly string[] = ['429', '500', '503'];

function expectedStatuses(operation: Node, scope: OperationScope): string[] {
  const expected = ['429', '500', '503'];
  const parameters = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
  const takesInput = operation['requestBody'] !== undefined || parameters.length > 0;
  if (takesInput) expected.push('400');
  const security = operation['security'] ?? scope.rootSecurity;
  if (Array.isArray(security) && security.length > 0) expected.push('401', '403');
  if (scope.currentPath.includes('{')) expected.push('404');
  return expected;
}
