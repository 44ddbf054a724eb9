import { CONTROL_ROUTES } from '@dap/server';
import { clientRecord, type ClientRecord } from './clients.js';

/** The operator's OAuth client: it holds the admin scope alone, and belongs to no tenant. */
export const OPERATOR_CLIENT_ID = 'sandbox-operator';

/**
 * The operator's scope, which making tenants, moving markets and resetting the whole sandbox
 * require (`createTenant`'s, through the generated route table: the control spec is its owner).
 */
export const ADMIN_SCOPE: string =
  CONTROL_ROUTES.createTenant.scope ??
  (() => {
    throw new Error('The Sandbox Control API must require a scope to make tenants');
  })();

/**
 * The operator's secret of a sandbox that listens on a loopback address only and was given none
 * (`SANDBOX_OPERATOR_SECRET`): a demo value, published and printed at start like the demo clients'.
 * A sandbox reachable from elsewhere refuses to start without a secret of its own.
 */
export const DEMO_OPERATOR_SECRET = 'sandbox-operator-demo-secret';

/** The operator's client record, its secret hashed. */
export function operatorClient(secret: string): ClientRecord {
  return clientRecord(OPERATOR_CLIENT_ID, secret, [ADMIN_SCOPE], null);
}

/** A sandbox that listens beyond loopback was given no operator secret: it would publish the demo one. */
export class OperatorSecretRequired extends Error {
  constructor(readonly host: string) {
    super(
      `The sandbox listens on ${host}, beyond this machine, and has no operator secret: set SANDBOX_OPERATOR_SECRET (the demo secret is published, and only a sandbox on a loopback address uses it).`,
    );
    this.name = 'OperatorSecretRequired';
  }
}

/** Whether `host` is a loopback address or name (127.0.0.0/8, ::1, localhost). */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The operator's secret of a sandbox on `host`: the one given, else the demo one on loopback. Throws `OperatorSecretRequired`. */
export function operatorSecretFor(host: string, given: string | undefined): string {
  if (given !== undefined) return given;
  if (isLoopback(host)) return DEMO_OPERATOR_SECRET;
  throw new OperatorSecretRequired(host);
}
