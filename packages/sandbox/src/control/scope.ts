/**
 * The scope every sandbox-control operation requires. Its owner is `auth/scopes.ts`, beside the
 * platform's scopes, where the features that make clients (the demo data, a tenant's seed) read it
 * without importing from `control/`.
 */
export { CONTROL_SCOPE } from '../auth/scopes.js';
