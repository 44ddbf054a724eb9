import { describe, expect, it } from 'vitest';
import { batches } from '../src/store/batches.js';

/** A run whose batches are recorded and finish only when the test says so. */
function controlledRun() {
  const sent: number[][] = [];
  const finish: Array<() => void> = [];
  const run = (items: readonly number[]) => {
    sent.push([...items]);
    return new Promise<number[]>((resolve) => finish.push(() => resolve(items.map((item) => item * 10))));
  };
  return { sent, finish, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batches', () => {
  it('sends a lone call at once, and the calls made while its batch is out together in the next one', async () => {
    const { sent, finish, run } = controlledRun();
    const loader = batches(run, { slots: 1, maxBatchSize: 10 });
    const first = loader.load(1);
    await turn();
    expect(sent).toEqual([[1]]);
    const rest = [loader.load(2), loader.load(3)];
    await turn();
    rest.push(loader.load(4));
    await turn();
    // The slot is busy: nothing more went out.
    expect(sent).toEqual([[1]]);
    finish[0]?.();
    expect(await first).toBe(10);
    expect(sent).toEqual([[1], [2, 3, 4]]);
    finish[1]?.();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps as many batches out as it has slots, and no batch larger than its maximum', async () => {
    const { sent, finish, run } = controlledRun();
    const loader = batches(run, { slots: 2, maxBatchSize: 2 });
    const results = [1, 2, 3, 4, 5].map((item) => loader.load(item));
    await turn();
    expect(sent).toEqual([
      [1, 2],
      [3, 4],
    ]);
    finish[0]?.();
    await results[0];
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
    finish[1]?.();
    finish[2]?.();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
  });

  it('fails every call of a batch whose run throws, and sends the next batch all the same', async () => {
    let calls = 0;
    const loader = batches(
      async (items: readonly number[]) => {
        if (++calls === 1) throw new Error('the database went away');
        return items.map((item) => item + 1);
      },
      { slots: 1, maxBatchSize: 10 },
    );
    const failed = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(
      failed.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'fulfilled')),
    ).toEqual(['the database went away', 'the database went away']);
    expect(await loader.load(3)).toBe(4);
  });
});
