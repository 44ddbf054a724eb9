/**
 * The client's events as callers listen to them: the typed emitter, where a `market_data` listener
 * sees each market's SNAPSHOT first, whenever it is attached (see order-book/replay.ts), and a listener that
 * throws becomes a `StreamListenerError` `error` event.
 */
import type { MarketDataEvent } from '@dap/stream-models';
import { StreamListenerError } from '../errors/errors.js';
import type { BookReplay, ReplayedListener } from '../order-book/replay.js';
import { onceVia, TypedEmitter, type Listener } from './emitter.js';
import type { StreamClientEvents } from './types.js';

export class ClientEvents {
  readonly #emitter: TypedEmitter<StreamClientEvents>;
  readonly #replay: BookReplay;
  /** The `market_data` listeners as the emitter holds them, by the function the caller gave. */
  readonly #replayed = new Map<Listener<MarketDataEvent>, ReplayedListener>();

  constructor(replay: BookReplay) {
    this.#replay = replay;
    this.#emitter = new TypedEmitter<StreamClientEvents>((event, error) => this.#listenerFailed(event, error));
  }

  on<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): () => void {
    if (event !== 'market_data') return this.#emitter.on(event, listener);
    const given = listener as Listener<MarketDataEvent>;
    if (!this.#replayed.has(given)) {
      const replayed = this.#replay.replayed(given);
      this.#replayed.set(given, replayed);
      this.#emitter.on('market_data', replayed);
      // After the caller's synchronous code: a listener attached right after `await subscribe()` is primed before the next frame.
      queueMicrotask(() => {
        if (this.#replayed.get(given) !== replayed) return;
        try {
          replayed.prime();
        } catch (error) {
          this.#listenerFailed('market_data', error);
        }
      });
    }
    return () => this.off(event, listener);
  }

  once<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): () => void {
    return onceVia((next) => this.on(event, next), listener);
  }

  off<Name extends keyof StreamClientEvents>(event: Name, listener: Listener<StreamClientEvents[Name]>): void {
    if (event !== 'market_data') {
      this.#emitter.off(event, listener);
      return;
    }
    const replayed = this.#replayed.get(listener as Listener<MarketDataEvent>);
    if (!replayed) return;
    this.#replayed.delete(listener as Listener<MarketDataEvent>);
    this.#emitter.off('market_data', replayed);
  }

  emit<Name extends keyof StreamClientEvents>(event: Name, value: StreamClientEvents[Name]): void {
    this.#emitter.emit(event, value);
  }

  /** A listener threw: reported as an `error` event (one thrown by an `error` listener is dropped). */
  #listenerFailed(event: keyof StreamClientEvents, error: unknown): void {
    if (event !== 'error') this.#emitter.emit('error', new StreamListenerError(String(event), error));
  }
}
