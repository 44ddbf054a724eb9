/**
 * A small typed event emitter: one argument per event, `on` returns the function that removes the
 * listener. A listener that throws does not stop the others; what it threw goes to `onListenerError`.
 */
export type Listener<Value> = (value: Value) => void;

export class TypedEmitter<Events extends object> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();

  constructor(private readonly onListenerError: (event: keyof Events, error: unknown) => void = () => {}) {}

  /** Calls `listener` with each `event`; returns the function that removes it. */
  on<Name extends keyof Events>(event: Name, listener: Listener<Events[Name]>): () => void {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => this.off(event, listener);
  }

  /** Calls `listener` with the next `event` only; returns the function that removes it. */
  once<Name extends keyof Events>(event: Name, listener: Listener<Events[Name]>): () => void {
    return onceVia((next) => this.on(event, next), listener);
  }

  off<Name extends keyof Events>(event: Name, listener: Listener<Events[Name]>): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    set.delete(listener as Listener<never>);
    if (set.size === 0) this.#listeners.delete(event);
  }

  listenerCount(event: keyof Events): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  emit<Name extends keyof Events>(event: Name, value: Events[Name]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[Name]>)(value);
      } catch (error) {
        this.onListenerError(event, error);
      }
    }
  }
}

/** `listener` for one value only: `attach` adds the listener it is given (which removes itself first) and returns its remover. */
export function onceVia<Value>(
  attach: (listener: Listener<Value>) => () => void,
  listener: Listener<Value>,
): () => void {
  const off = attach((value) => {
    off();
    listener(value);
  });
  return off;
}
