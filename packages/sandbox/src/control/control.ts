import type { TenantClocks } from '../clock/tenant-clocks.js';
import type { ClockControl, ClockMoved } from '../clock/control.js';
import type { DemoData } from '../demo/demo-data.js';
import { CryptoDepositService } from '../deposits/crypto.js';
import { FaultRegistry, type FaultsChanged } from '../faults/registry.js';
import { MarketControl } from '../market/control.js';
import type { MarketBooks } from '../market/replication.js';
import type { MarketFeed } from '../market/simulator.js';
import { BalanceControl } from '../profiles/control.js';
import type { ControlBroadcast } from '../store/announcements.js';
import type { Store } from '../stores.js';
import { TenantService, type TenantDeleted } from '../tenants/service.js';
import { TransferControl } from '../transfers/control.js';
import type { TransferService } from '../transfers/service.js';
import type { Settlement } from '../transfers/settlement.js';
import { forgetReset, resetTenant, resetWholeSandbox, type ResetParts, type SandboxReset } from './reset.js';
import { StreamControl, type StreamsDisconnected } from './streams.js';

/**
 * A change of the control state that the other instances on the database must apply at once: a
 * tenant's clock moved, its armed faults changed (armed, cleared, a last use taken), it was reset or
 * deleted, the whole sandbox was reset, or the WebSockets of a tenant (or of one of its clients) are
 * to be closed.
 */
export type ControlEvent = ClockMoved | FaultsChanged | SandboxReset | StreamsDisconnected | TenantDeleted;

/**
 * The sandbox under a test's control: the behaviour behind the sandbox-control operations
 * (`specs/sandbox-control`), as services taking and returning those operations' JSON shapes and
 * throwing domain errors. A tenant's controls act on that tenant alone; the operator's (tenants,
 * markets, the whole sandbox) on everything. State they keep (clocks, faults) lives in the store.
 */
export interface SandboxControl {
  /** `GET /clock`, `POST /clock/advance`: the caller's tenant's clock. */
  readonly clock: ClockControl;
  /** `GET /transfers/{id}`, `POST /transfers/{id}/complete`, `POST /transfers/{id}/fail`. */
  readonly transfers: TransferControl;
  /** `POST /crypto-deposits`. */
  readonly cryptoDeposits: CryptoDepositService;
  /** `GET /profiles/{id}/balances`, `PUT /profiles/{id}/balances/{asset}`. */
  readonly balances: BalanceControl;
  /** `POST /faults`, `GET /faults`, `DELETE /faults`; `take` for each request the app serves. */
  readonly faults: FaultRegistry;
  /** `POST /streams/disconnect`; the app's stream handlers register the connections here. */
  readonly streams: StreamControl;
  /** `POST /markets/{market}/move` (operator). */
  readonly markets: MarketControl;
  /** `POST /tenants`, `GET /tenants`, `DELETE /tenants/{id}` (operator). */
  readonly tenants: TenantService;
  /** `POST /reset`: the caller's tenant back to its start. */
  reset(tenant: string): Promise<void>;
  /** `POST /admin/reset` (operator): the whole sandbox back to its start. */
  resetAll(): Promise<void>;
  /**
   * Re-reads the shared control state from the store (the clocks' offsets, which operations have
   * faults armed): what another instance on the same database changed. Runs at start.
   */
  sync(): Promise<void>;
  /**
   * Applies, from now on, what other instances on the database change (announced through the
   * broadcast): re-reads a clock or the faults, forgets a reset or a deleted tenant, closes
   * WebSockets. Returns the function that stops.
   */
  follow(onError: (error: unknown) => void): Promise<() => Promise<void>>;
}

export interface ControlParts {
  store: Store;
  /** The clocks' control, made (and loaded) first: the sandbox's other parts start at the time it says. */
  clockControl: ClockControl;
  clocks: TenantClocks;
  demo: DemoData;
  settlement: Settlement;
  transfers: TransferService;
  markets: MarketFeed;
  /** Where moves and resets go: the instance running the simulator. */
  books: MarketBooks;
  /** How a change made here reaches the other instances. */
  broadcast: ControlBroadcast<ControlEvent>;
  /** Forgets what this instance caches of a tenant (its tokens, profiles, read models), or of every tenant. */
  forgetTenant: (tenant?: string) => void;
}

export function createControl(parts: ControlParts): SandboxControl {
  const { store, clockControl, clocks, demo, settlement, transfers, markets, books, broadcast, forgetTenant } = parts;
  const faults = new FaultRegistry(store, clocks, broadcast);
  const streams = new StreamControl(broadcast);
  const reset: ResetParts = {
    store,
    demo,
    clocks,
    settlement,
    faults,
    books,
    streams,
    broadcast,
    forgetTenants: () => forgetTenant(),
  };
  /** Everything this instance holds of a deleted tenant goes, and its WebSockets are closed with 1008. */
  const deleted = (tenant: string): number => {
    settlement.cancelAll(tenant);
    faults.forget(tenant);
    clocks.forget(tenant);
    forgetTenant(tenant);
    return streams.revoke(tenant);
  };
  return {
    clock: clockControl,
    transfers: new TransferControl(store, clocks, transfers, settlement),
    cryptoDeposits: new CryptoDepositService(store, clocks),
    balances: new BalanceControl(store),
    faults,
    streams,
    markets: new MarketControl(markets, books),
    tenants: new TenantService(store, broadcast, deleted, () => clocks.real.nowMs()),
    reset: (tenant) => resetTenant(reset, tenant),
    resetAll: () => resetWholeSandbox(reset),
    sync: async () => {
      await Promise.all([clocks.loadAll(), faults.load()]);
    },
    follow: (onError) =>
      broadcast.listen(
        async (event) => {
          switch (event.kind) {
            case 'clock':
              return clockControl.load(event.tenant);
            case 'faults':
              return faults.load();
            case 'reset':
            case 'reset-all':
              return forgetReset(reset, event);
            case 'tenant-deleted':
              return deleted(event.tenant);
            case 'disconnect': {
              const { kind: _kind, tenant, ...request } = event;
              return streams.disconnect(tenant, request).closed;
            }
          }
        },
        onError,
        () => {
          // Changes announced while this instance was not listening: read the state as it is now.
          forgetTenant();
          const reload = async () => {
            const [moved] = await Promise.all([clocks.loadAll(), faults.load()]);
            for (const tenant of moved) settlement.rearm(tenant);
          };
          void reload().catch(onError);
        },
      ),
  };
}
