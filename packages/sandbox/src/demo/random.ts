import { randomBytes, randomInt } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Where the random choices of made tenant data come from (ids, secrets, amounts, times): a seeded
 * generator where the result must be the same every time (the demo data, tests), the operating
 * system's randomness for a tenant made on demand, whose ids and secrets nobody may guess.
 */
export interface Random {
  /** An integer from `from` to `to`, both included, uniformly (`to - from` below 2^48). */
  int(from: number, to: number): number;
  /** `length` uniformly random bytes. */
  bytes(length: number): Uint8Array;
}

/** `node:crypto`'s randomness (a tenant made on demand). */
export const cryptoRandom: Random = {
  int: (from, to) => randomInt(from, to + 1),
  bytes: (length) => randomBytes(length),
};

/**
 * A deterministic generator (xoroshiro128+ of pure-rand): the same seed makes the same choices, in
 * the same order. `int` is pure-rand's `uniformInt`, as the demo data has always drawn it, so the
 * committed demo data keeps its values.
 */
export function seededRandom(seed: number): Random {
  const rng = xoroshiro128plus(seed);
  const int = (from: number, to: number) => uniformInt(rng, from, to);
  return { int, bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)) };
}
