import { OffsetClock, type Clock } from './clock.js';
import type { ClockStore } from './store.js';

/**
 * Each tenant's clock: real time plus the tenant's offset, whose truth is the store. A tenant's
 * clock is read from the store the first time it is asked for, then kept in step: by the advances
 * made here (`set`), and by what other instances announce (`reload`). Access tokens and market data
 * keep real time; only a tenant's own data follows its clock.
 */
export class TenantClocks {
  readonly #clocks = new Map<string, OffsetClock>();

  constructor(
    readonly real: Clock,
    private readonly store: ClockStore,
  ) {}

  /** Loads every tenant's offset (at start, and when announcements may have been missed); answers the tenants whose clock moved. */
  async loadAll(): Promise<string[]> {
    const offsets = await this.store.offsets();
    for (const tenant of [...this.#clocks.keys()]) if (!offsets.has(tenant)) this.#clocks.delete(tenant);
    const moved: string[] = [];
    for (const [tenant, offset] of offsets) {
      const clock = this.#clock(tenant);
      if (clock.offsetMs !== offset) moved.push(tenant);
      clock.setOffset(offset);
    }
    return moved;
  }

  /** The tenant's clock (its offset read from the store the first time). */
  async of(tenant: string): Promise<Clock> {
    const known = this.#clocks.get(tenant);
    if (known) return known;
    const clock = this.#clock(tenant);
    clock.setOffset((await this.store.offset(tenant)) ?? 0);
    return clock;
  }

  /** The tenant's clock as last read (real time when it was never read): for timers, which cannot wait. */
  known(tenant: string): Clock {
    return this.#clocks.get(tenant) ?? this.real;
  }

  /** Re-reads the tenant's offset; whether it moved. */
  async reload(tenant: string): Promise<boolean> {
    const before = this.#clocks.get(tenant)?.offsetMs ?? 0;
    const offset = (await this.store.offset(tenant)) ?? 0;
    this.#clock(tenant).setOffset(offset);
    return offset !== before;
  }

  /** Sets the tenant's offset as the store now has it (an advance made here, a reset). */
  set(tenant: string, offsetMs: number): void {
    this.#clock(tenant).setOffset(offsetMs);
  }

  /** Forgets the tenant's clock (the tenant was deleted). */
  forget(tenant: string): void {
    this.#clocks.delete(tenant);
  }

  #clock(tenant: string): OffsetClock {
    let clock = this.#clocks.get(tenant);
    if (!clock) this.#clocks.set(tenant, (clock = new OffsetClock(this.real)));
    return clock;
  }
}
