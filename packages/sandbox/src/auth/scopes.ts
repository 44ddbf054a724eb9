import { CONTROL_ROUTES, ROUTES, STREAM_SCOPE } from '@dap/server';

/**
 * The scopes of the platform API, read from the generated route tables: the one each REST operation
 * requires (`ROUTES`, in their order) and the WebSocket handshake's (`STREAM_SCOPE`). They are the
 * scopes the spec's oauth2 scheme lists.
 */
export const PLATFORM_SCOPES: readonly string[] = [
  ...new Set([...Object.values(ROUTES).flatMap((route) => (route.scope === null ? [] : [route.scope])), STREAM_SCOPE]),
];

/**
 * The scope every sandbox-control operation requires (`specs/sandbox-control`'s security, through
 * the generated route table). The demo client with every scope of the platform API holds it too; a
 * token requested without `scope` carries it, one requested with only platform scopes does not.
 */
export const CONTROL_SCOPE: string = required(CONTROL_ROUTES.getClock.scope, 'The Sandbox Control API');

/** What a tenant's first client holds: every scope of the platform API, and `sandbox:control`. */
export const EVERY_SCOPE: readonly string[] = [...PLATFORM_SCOPES, CONTROL_SCOPE];

/** The scope of listing executions (`GET /executions`), the one scope of a tenant's reader client. */
export const READ_ORDER_SCOPE: string = required(ROUTES.listExecutions.scope, 'GET /executions');

function required(scope: string | null, what: string): string {
  if (scope === null) throw new Error(`${what} must require a scope`);
  return scope;
}
