import { randomBytes, randomInt } from 'node:crypto';
import { DEMO_OPERATOR_SECRET, operatorClient } from './auth/operator.js';
import { DEFAULT_TOKEN_TTL_SECONDS, TokenService } from './auth/tokens.js';
import { createClock, type Clock } from './clock/clock.js';
import { ClockControl } from './clock/control.js';
import { TenantClocks } from './clock/tenant-clocks.js';
import { createControl, type ControlEvent, type SandboxControl } from './control/control.js';
import { readDemoData, type DemoData } from './demo/demo-data.js';
import { DepositAddressService } from './deposits/deposit-addresses.js';
import { FiatDepositService } from './deposits/fiat.js';
import { startMarkets } from './market/replication.js';
import { DEFAULT_HEARTBEAT_MS, DEFAULT_TICK_MS, type Markets } from './market/simulator.js';
import { Ledger } from './profiles/ledger.js';
import { Cursors } from './read-models/cursor.js';
import { ReadModels } from './read-models/tenant-read-models.js';
import { ControlBroadcast } from './store/announcements.js';
import { openStore, type Store } from './stores.js';
import { loadDemoData } from './tenants/demo.js';
import { SettleAfter } from './tenants/settle-after.js';
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
  /**
   * Delay from a withdrawal's creation to its settlement (COMPLETED), by its tenant's clock, for the
   * tenants that set none of their own. Default 2,000 ms; 0: never by themselves, only when
   * `completeTransfer` or `failTransfer` settles them.
   */
  settleAfterMs?: number;
  /** Heartbeat interval; 0 turns the heartbeat timer off (`markets.heartbeat()` still works). Default 5,000 ms. */
  heartbeatMs?: number;
  /** Market simulator step interval; 0 turns the timer off (`markets.tick()` still works). Default 100 ms. */
  tickMs?: number;
  /** Lifetime of access tokens, seconds. Default 3,600. */
  tokenTtlSeconds?: number;
  /**
   * The real clock (default: the system clock). Each tenant's clock runs ahead of it by the offset
   * that `control.clock.advance` moves; tokens and market data keep to this one (advancing a
   * tenant's clock expires no token), and so do the windows of failed client secrets (advancing it
   * unlocks no client).
   */
  now?: () => Date;
  /** The operator client's secret (`sandbox-operator`, scope `sandbox:admin`). Default: the demo secret, `DEMO_OPERATOR_SECRET`. */
  operatorSecret?: string;
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
  /** Each tenant's monitoring addresses, executions and accounts, from memory. */
  readonly readModels: ReadModels;
  readonly markets: Markets;
  /** The behaviour behind the sandbox-control operations (tenants' clocks, transfers, deposits, balances, faults, streams, resets; the operator's tenants, markets, whole reset). */
  readonly control: SandboxControl;
  readonly store: Store;
  /** Real time: what tokens and market data keep to. */
  readonly clock: Clock;
  /** Each tenant's clock: real time plus the tenant's offset. The timestamps of a tenant's data read it. */
  readonly clocks: TenantClocks;
  /** The simulator seed in use (given or drawn). */
  readonly seed: number;
  /** The settlement delay of the tenants that set none of their own (`settleAfterMs`; 0: only by a control). */
  readonly settleAfterMs: number;
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
    await store.clients.put(operatorClient(options.operatorSecret ?? DEMO_OPERATOR_SECRET));
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
    const readModels = new ReadModels(store.readModels, cursors);
    const [markets, tenants] = await Promise.all([store.markets.list(), store.tenants.list()]);
    // The demo tenants' read models now, so that their first requests find them in memory.
    await Promise.all(tenants.filter((tenant) => tenant.demo).map((tenant) => readModels.of(tenant.customerId)));

    const clocks = new TenantClocks(realClock, store.clocks);
    const settlement = new Settlement(store, clocks, onError);
    // The clocks' offsets first: settlements are scheduled at their tenants' time.
    const broadcast = new ControlBroadcast<ControlEvent>(store.database);
    const clockControl = new ClockControl(store, clocks, settlement, broadcast);
    await clocks.loadAll();
    await settlement.resume();
    const seed = options.seed ?? randomInt(0, 2 ** 31 - 1);
    const { markets: simulator, books } = await startMarkets({
      database: store.database,
      // Market data is every tenant's: it keeps real time.
      clock: realClock,
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
    const settleAfterMs = options.settleAfterMs ?? DEFAULT_SETTLE_AFTER_MS;
    const settleAfter = new SettleAfter(store, settleAfterMs);
    const transfers = new TransferService(store, clocks, settlement, (tenant) => settleAfter.of(tenant));
    // Token lifetimes are real time: moving a tenant's clock forward logs nobody out.
    const tokens = new TokenService(
      store.clients,
      realClock,
      tokenKey,
      options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    );
    const control = createControl({
      store,
      clockControl,
      clocks,
      demo,
      settlement,
      transfers,
      markets: simulator,
      books,
      broadcast,
      forgetTenant: (tenant) => {
        tokens.forget(tenant);
        store.profileCache.forget(tenant);
        readModels.forget(tenant);
        settleAfter.forget(tenant);
      },
    });
    // Listening first, then reading: no change another instance makes in between is missed.
    const unfollow = await control.follow(onError);
    await control.sync();
    settlement.startSweeping();
    simulator.start();

    let closing: Promise<void> | undefined;
    return {
      tokens,
      ledger: new Ledger(store),
      transfers,
      depositAddresses: new DepositAddressService(store, clocks),
      fiatDeposits: new FiatDepositService(store, clocks),
      readModels,
      markets: simulator,
      control,
      store,
      clock: realClock,
      clocks,
      seed,
      settleAfterMs,
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
