import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_TOKEN_TTL_SECONDS, TokenService } from './auth/tokens.js';
import { createClock, OffsetClock, type Clock } from './clock/clock.js';
import { ClockControl } from './clock/control.js';
import { createControl, type ControlEvent, type SandboxControl } from './control/control.js';
import { readDemoData, type DemoData } from './demo/demo-data.js';
import { loadDemoData } from './demo/load.js';
import { DepositAddressService } from './deposits/deposit-addresses.js';
import { FiatDepositService } from './deposits/fiat.js';
import { startMarkets } from './market/replication.js';
import { DEFAULT_HEARTBEAT_MS, DEFAULT_TICK_MS, type Markets } from './market/simulator.js';
import { Ledger } from './profiles/ledger.js';
import { AccountService } from './read-models/accounts.js';
import { Cursors } from './read-models/cursor.js';
import { ExecutionService } from './read-models/executions.js';
import { MonitoringService } from './read-models/monitoring.js';
import { ControlBroadcast } from './store/announcements.js';
import { openStore, type Store } from './stores.js';
import { TransferService } from './transfers/service.js';
import { DEFAULT_SETTLE_AFTER_MS, Settlement } from './transfers/settlement.js';

export interface SandboxOptions {
  /**
   * Where the embedded store keeps its files (created when missing), resolved against the working
   * directory; default `.sandbox-data`. `':memory:'` is a throwaway store (tests): a temporary
   * directory, removed when the sandbox closes.
   */
  dataDir?: string;
  /**
   * A PostgreSQL server to keep everything in (`postgres://user@host:port/database`) instead of the
   * embedded store: instances on one database are one platform, and `dataDir` is not used.
   */
  databaseUrl?: string;
  /** A store to use instead of opening one in `dataDir` (`openStore`, possibly wrapped); the sandbox closes it. */
  store?: Store;
  /** Seed of the market simulator: the same seed gives the same order books and trades. Default: random. */
  seed?: number;
  /** Delay from a withdrawal's creation to its settlement (COMPLETED). Default 2,000 ms. */
  settleAfterMs?: number;
  /** Heartbeat interval; 0 turns the heartbeat timer off (`markets.heartbeat()` still works). Default 5,000 ms. */
  heartbeatMs?: number;
  /** Market simulator step interval; 0 turns the timer off (`markets.tick()` still works). Default 100 ms. */
  tickMs?: number;
  /** Lifetime of access tokens, seconds. Default 3,600. */
  tokenTtlSeconds?: number;
  /**
   * The real clock (default: the system clock). The sandbox's clock runs ahead of it by the offset
   * that `control.clock.advance` moves; tokens keep to this one (advancing the clock expires none),
   * and so do the windows of failed client secrets (advancing it unlocks no client).
   */
  now?: () => Date;
  /** The demo data loaded on first start; default: the package's `demo-data.json`. */
  demoData?: DemoData;
  /** Where background failures go (a settlement that could not be written, a listener that threw). Default: console.error. */
  onError?: (error: unknown) => void;
  /** Told when each step of the start begins (opening the store can take seconds the first time). */
  onProgress?: (step: StartupStep) => void;
  /** Told when this instance takes and loses the lead of the market simulator (one instance of a database runs it). */
  onMarketLeadership?: (leading: boolean) => void;
}

/** The steps of a start, in order. */
export type StartupStep = 'store' | 'demo-data' | 'read-models' | 'listen';

/** The platform, running locally: its services over one store. */
export interface Sandbox {
  readonly tokens: TokenService;
  readonly ledger: Ledger;
  readonly transfers: TransferService;
  readonly depositAddresses: DepositAddressService;
  readonly fiatDeposits: FiatDepositService;
  readonly monitoring: MonitoringService;
  readonly executions: ExecutionService;
  readonly accounts: AccountService;
  readonly markets: Markets;
  /** The behaviour behind the sandbox-control operations (clock, transfers, deposits, balances, faults, streams, markets, reset). */
  readonly control: SandboxControl;
  readonly store: Store;
  /** The sandbox's time: real time plus the control's offset. Every timestamp of a response or frame reads it. */
  readonly clock: Clock;
  /** The simulator seed in use (given or drawn). */
  readonly seed: number;
  /** Stops the simulator and the settlement timers, waits for running writes, closes the store. */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = '.sandbox-data';

const SETTING_TOKEN_KEY = 'token_signing_key';
const SETTING_CURSOR_KEY = 'cursor_hmac_key';

/**
 * Opens the store (creating and migrating it on first use), loads the demo data once, makes the
 * signing and cursor keys on first start, loads the read models, resumes pending settlements and
 * starts the market simulator.
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const realClock = createClock(options.now);
  const clock = new OffsetClock(realClock);
  const demo = options.demoData ?? readDemoData();
  const onError = options.onError ?? ((error: unknown) => console.error('[sandbox]', error));
  const progress = options.onProgress ?? (() => {});
  progress('store');
  const store =
    options.store ??
    (await openStore(
      options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir ?? DEFAULT_DATA_DIR },
    ));
  try {
    progress('demo-data');
    await loadDemoData(store, demo);
    const tokenKey = Buffer.from(
      await store.settings.ensure(SETTING_TOKEN_KEY, randomBytes(32).toString('base64url')),
      'base64url',
    );
    const cursorKey = Buffer.from(
      await store.settings.ensure(SETTING_CURSOR_KEY, randomBytes(32).toString('base64url')),
      'base64url',
    );
    const cursors = new Cursors(cursorKey);
    progress('read-models');
    const [monitoringAddresses, executions, accounts, markets] = await Promise.all([
      store.readModels.listMonitoringAddresses(),
      store.readModels.listExecutions(),
      store.readModels.listAccounts(),
      store.markets.list(),
    ]);

    const settlement = new Settlement(store, clock, onError);
    // The clock's offset first: settlements are scheduled, and the books start, at the sandbox's time.
    const broadcast = new ControlBroadcast<ControlEvent>(store.database);
    const clockControl = new ClockControl(store, clock, settlement, broadcast);
    await clockControl.load();
    await settlement.resume();
    const seed = options.seed ?? randomInt(0, 2 ** 31 - 1);
    const { markets: simulator, books } = await startMarkets({
      database: store.database,
      clock,
      simulator: {
        markets,
        seed,
        tickMs: options.tickMs ?? DEFAULT_TICK_MS,
        heartbeatMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
        onListenerError: onError,
      },
      onError,
      ...(options.onMarketLeadership ? { onLeadership: options.onMarketLeadership } : {}),
    });
    const transfers = new TransferService(store, clock, settlement, options.settleAfterMs ?? DEFAULT_SETTLE_AFTER_MS);
    const control = createControl({
      store,
      clockControl,
      clock,
      demo,
      settlement,
      transfers,
      markets: simulator,
      books,
      broadcast,
    });
    // Listening first, then reading: no change another instance makes in between is missed.
    const unfollow = await control.follow(onError);
    await control.sync();
    settlement.startSweeping();
    simulator.start();

    let closing: Promise<void> | undefined;
    return {
      // Token lifetimes are real time: moving the sandbox clock forward logs nobody out.
      tokens: new TokenService(
        store.clients,
        realClock,
        tokenKey,
        options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      ),
      ledger: new Ledger(store),
      transfers,
      depositAddresses: new DepositAddressService(store, clock),
      fiatDeposits: new FiatDepositService(store, clock),
      monitoring: new MonitoringService(monitoringAddresses, cursors),
      executions: new ExecutionService(executions, cursors),
      accounts: new AccountService(accounts),
      markets: simulator,
      control,
      store,
      clock,
      seed,
      close: () =>
        (closing ??= (async () => {
          simulator.stop();
          await unfollow();
          await books.close();
          await settlement.close();
          await store.database.close();
        })()),
    };
  } catch (error) {
    await store.database.close();
    throw error;
  }
}
