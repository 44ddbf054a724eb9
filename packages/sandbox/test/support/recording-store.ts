import type { Transfer } from '@dap/api-types';
import type { Store, Stores } from '../../src/stores.js';
import type { TransferStore } from '../../src/transfers/store.js';

/** Binds methods to the object they belong to, so a proxy hands out working functions. */
function bound<T extends object>(target: T, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/**
 * The store, telling `onUpdate` of every transfer written by `transfers.update` inside transactions
 * (where the services write them): the order settlements happened in, and how often each did.
 */
export function recordingTransferUpdates(store: Store, onUpdate: (transfer: Transfer) => void): Store {
  const recording = (transfers: TransferStore): TransferStore =>
    new Proxy(transfers, {
      get: (target, prop) =>
        prop === 'update'
          ? async (updated: readonly Transfer[]) => {
              await target.update(updated);
              for (const transfer of updated) onUpdate(transfer);
            }
          : bound(target, prop),
    });
  return {
    ...store,
    transaction: (fn) => store.transaction((tx: Stores) => fn({ ...tx, transfers: recording(tx.transfers) })),
  };
}
