/**
 * A tiny seeded PRNG (mulberry32) with the few draws the soak needs. Each run gets its own stream
 * derived from the suite seed and the run index, so a failing run can be replayed from its numbers.
 */
import { mulberry32 } from '../support/random.ts';

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) {
        r -= w;
        if (r < 0) return value;
      }
      return (entries[entries.length - 1] as readonly [never, number])[0];
    },
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as (typeof pool)[number]);
      return out;
    },
  };
}

/** The stream for one run: the same (seed, run) always gives the same draws. */
export function runRandom(seed: number, run: number): Random {
  return createRandom((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(run + 1, 0xc2b2ae35)) >>> 0);
}
