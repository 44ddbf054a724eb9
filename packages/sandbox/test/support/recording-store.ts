import type { Transfer } from '@dap/api-types';
import type { Store, StoreOperations } from '../../src/store/store.js';

/** Binds methods to the object they belong to, so a proxy hands out working functions. */
function bound<T extends object>(target: T, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/**
 * The store, telling `onUpdate` of every transfer written by `updateTransfers` (inside transactions,
 * where the services write them): the order settlements happened in, and how often each did.
 */
export function recordingTransferUpdates(store: Store, onUpdate: (transfer: Transfer) => void): Store {
  const wrapTx = (tx: StoreOperations): StoreOperations =>
    new Proxy(tx, {
      get: (target, prop) =>
        prop === 'updateTransfers'
          ? async (transfers: readonly Transfer[]) => {
              await target.updateTransfers(transfers);
              for (const transfer of transfers) onUpdate(transfer);
            }
          : bound(target, prop),
    });
  return new Proxy(store, {
    get: (target, prop) =>
      prop === 'transaction' ? <T>(fn: (tx: StoreOperations) => Promise<T>) => target.transaction((tx) => fn(wrapTx(tx))) : bound(target, prop),
  });
}
