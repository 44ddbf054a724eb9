import type { Principal } from '@dap/server';

/**
 * The tenant a principal acts for: what every read and write of a client is scoped to. Every
 * operation a tenant's scopes admit runs for a principal with one; the operator's scope admits none
 * of them, so a principal without a tenant here is a wiring fault, not a client's.
 */
export function tenantOf(principal: Principal): string {
  if (principal.tenant === undefined) throw new Error(`${principal.subject} acts for no tenant`);
  return principal.tenant;
}
