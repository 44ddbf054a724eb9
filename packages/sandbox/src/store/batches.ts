import DataLoader from 'dataloader';

export interface BatchOptions {
  /** Batches in flight at most; the next one is sent when one of them is done. */
  slots: number;
  /** Items per batch at most. */
  maxBatchSize: number;
}

/**
 * Calls `run` with batches of the items given to `load` (DataLoader, its cache off: every item is
 * its own call). A batch is sent as soon as a slot is free, so a lone call waits for nothing more
 * than the current turn of the event loop; what arrives while every slot is busy waits and goes
 * out together when one frees. Under load, batches grow with the load, and each costs one round
 * trip instead of one per item. `run` gives an outcome per item, in order; when it throws, every
 * item of its batch fails with the error.
 */
export function batches<Item, Outcome>(
  run: (items: readonly Item[]) => Promise<Outcome[]>,
  { slots, maxBatchSize }: BatchOptions,
): DataLoader<Item, Outcome> {
  let busy = 0;
  const waiting: Array<() => void> = [];
  // A slot is taken when a batch is scheduled and given back when its run ends.
  const take = (dispatch: () => void) => {
    busy++;
    dispatch();
  };
  return new DataLoader<Item, Outcome>(
    async (items) => {
      try {
        return await run(items);
      } finally {
        busy--;
        const next = waiting.shift();
        if (next) take(next);
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        if (busy >= slots) return void waiting.push(dispatch);
        busy++;
        // The items of this turn of the event loop (the requests read together) join the batch.
        setImmediate(dispatch);
      },
    },
  );
}
