import { ROUTES } from '@dap/server';
import { ADMIN_SCOPE, OPERATOR_CLIENT_ID } from '../auth/operator.js';
import { demoTenantSeeds, readDemoData, type DemoClient } from '../demo/demo-data.js';

/** A demo client: its credentials for the client-credentials grant, and the scopes it holds. */
export interface DemoCredentials {
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

/** The demo clients a started sandbox hands out, by what they are for. */
export interface DemoClients {
  /** The first demo tenant's client holding every scope (`sandbox:control` too). */
  full: DemoCredentials;
  /** The first demo tenant's client holding only the scope `listExecutions` requires (`exchange:read_order`). */
  readOrder: DemoCredentials;
  /** The operator's client (`sandbox-operator`, `sandbox:admin` alone). */
  operator: DemoCredentials;
}

/** The scope of the read-only demo client: the one `listExecutions` requires. */
const READ_ORDER_SCOPE = ROUTES.listExecutions.scope;

function pick(clients: readonly DemoClient[], test: (client: DemoClient) => boolean, what: string): DemoCredentials {
  const client = clients.find(test);
  if (!client) throw new Error(`demo-data.json has no ${what} client`);
  return { clientId: client.client_id, clientSecret: client.client_secret, scopes: [...client.scopes] };
}

/**
 * The demo clients of the package's demo data (found by their scopes, so the data may rename
 * them) and the operator's, with the secret the sandbox runs with.
 */
export function demoClients(operatorSecret: string): DemoClients {
  const [first] = demoTenantSeeds(readDemoData());
  if (!first) throw new Error('demo-data.json has no tenant');
  const largest = Math.max(...first.clients.map((client) => client.scopes.length));
  return {
    full: pick(first.clients, (client) => client.scopes.length === largest, 'every-scope'),
    readOrder: pick(
      first.clients,
      (client) => client.scopes.length === 1 && client.scopes[0] === READ_ORDER_SCOPE,
      `${READ_ORDER_SCOPE}-only`,
    ),
    operator: { clientId: OPERATOR_CLIENT_ID, clientSecret: operatorSecret, scopes: [ADMIN_SCOPE] },
  };
}
