import { CONTROL_ROUTES } from '@dap/server';

/**
 * The scope every sandbox-control operation requires (`specs/sandbox-control`'s security, through
 * the generated route table). The demo client with every scope of the platform API holds it too; a
 * token requested without `scope` carries it, one requested with only platform scopes does not.
 */
export const CONTROL_SCOPE: string =
  CONTROL_ROUTES.getClock.scope ??
  (() => {
    throw new Error('The Sandbox Control API must require a scope');
  })();
