/** Each tenant's clock offset: how far its clock runs ahead of real time, whole milliseconds. */
export interface ClockStore {
  /** The tenant's offset, or undefined when there is no such tenant. */
  offset(tenant: string): Promise<number | undefined>;
  /** Every tenant's offset. */
  offsets(): Promise<Map<string, number>>;
  /** Adds `deltaMs` to the tenant's offset in one statement (advances through two instances both count); returns the new offset. */
  add(tenant: string, deltaMs: number): Promise<number>;
}
