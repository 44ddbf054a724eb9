import type { StreamDisconnect } from '@dap/api-types/sandbox-control';
import type { OffsetClock } from '../clock/clock.js';
import type { ClockControl } from '../clock/control.js';
import type { DemoData } from '../demo/demo-data.js';
import { CryptoDepositService } from '../deposits/crypto.js';
import { FaultRegistry } from '../faults/registry.js';
import { MarketControl } from '../market/control.js';
import type { MarketBooks } from '../market/replication.js';
import type { MarketFeed } from '../market/simulator.js';
import { BalanceControl } from '../profiles/control.js';
import type { ControlBroadcast } from '../store/announcements.js';
import type { Store } from '../stores.js';
import { TransferControl } from '../transfers/control.js';
import type { TransferService } from '../transfers/service.js';
import type { Settlement } from '../transfers/settlement.js';
import { forgetReset, resetSandbox } from './reset.js';
import { StreamControl } from './streams.js';

/**
 * A change of the control state that the other instances on the database must apply at once: the
 * clock's offset moved, the armed faults changed (armed, cleared, a last use taken), the sandbox was
 * reset, or the WebSockets of some client (or all) are to be closed.
 */
export type ControlEvent =
  { kind: 'clock' } | { kind: 'faults' } | { kind: 'reset' } | ({ kind: 'disconnect' } & StreamDisconnect);

/**
 * The sandbox under a test's control: the behaviour behind the sandbox-control operations
 * (`specs/sandbox-control`), as services taking and returning those operations' JSON shapes and
 * throwing domain errors. State they keep (the clock's offset, the faults) lives in the store.
 */
export interface SandboxControl {
  /** `GET /clock`, `POST /clock/advance`. */
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
  /** `POST /markets/{market}/move`. */
  readonly markets: MarketControl;
  /** `POST /reset`. */
  reset(): Promise<void>;
  /**
   * Re-reads the shared control state from the store (the clock's offset, which operations have
   * faults armed): what another instance on the same database changed. Runs at start.
   */
  sync(): Promise<void>;
  /**
   * Applies, from now on, what other instances on the database change (announced through the
   * broadcast): re-reads the clock or the faults, forgets a reset, closes WebSockets. Returns the
   * function that stops.
   */
  follow(onError: (error: unknown) => void): Promise<() => Promise<void>>;
}

export interface ControlParts {
  store: Store;
  /** The clock's control, made (and loaded) first: the sandbox's other parts start at the time it says. */
  clockControl: ClockControl;
  clock: OffsetClock;
  demo: DemoData;
  settlement: Settlement;
  transfers: TransferService;
  markets: MarketFeed;
  /** Where moves and resets go: the instance running the simulator. */
  books: MarketBooks;
  /** How a change made here reaches the other instances. */
  broadcast: ControlBroadcast<ControlEvent>;
}

export function createControl({
  store,
  clockControl,
  clock,
  demo,
  settlement,
  transfers,
  markets,
  books,
  broadcast,
}: ControlParts): SandboxControl {
  const faults = new FaultRegistry(store, clock, broadcast);
  const streams = new StreamControl(broadcast);
  return {
    clock: clockControl,
    transfers: new TransferControl(store, clock, transfers, settlement),
    cryptoDeposits: new CryptoDepositService(store, clock),
    balances: new BalanceControl(store),
    faults,
    streams,
    markets: new MarketControl(markets, books),
    reset: () => resetSandbox({ store, demo, clock, settlement, faults, books, streams, broadcast }),
    sync: async () => {
      await Promise.all([clockControl.load(), faults.load()]);
    },
    follow: (onError) =>
      broadcast.listen(
        async (event) => {
          switch (event.kind) {
            case 'clock':
              return clockControl.load();
            case 'faults':
              return faults.load();
            case 'reset':
              return forgetReset({ settlement, clockControl, faults, streams });
            case 'disconnect': {
              const { kind: _kind, ...request } = event;
              return streams.disconnect(request).closed;
            }
          }
        },
        onError,
        () => {
          // Changes announced while this instance was not listening: read the state as it is now.
          void Promise.all([clockControl.load(), faults.load()]).catch(onError);
        },
      ),
  };
}
