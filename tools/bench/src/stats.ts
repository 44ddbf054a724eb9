export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Runs `task` `count` times, one after another; returns the elapsed milliseconds. */
export async function timeSequential(task: () => PromiseLike<unknown>, count: number): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) await task();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
