/**
 * A small seeded generator, so a failing reliability run can be replayed exactly: every suite prints
 * its seed, and RELIABILITY_SEED overrides the fixed default.
 */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  bool(): boolean;
  pick<T>(items: readonly T[]): T;
  /** A random subset (possibly empty), in the items' order. */
  subset<T>(items: readonly T[], p?: number): T[];
}

export function seedFromEnv(fallback: number): number {
  const raw = process.env.RELIABILITY_SEED;
  if (raw === undefined || raw === '') return fallback;
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`RELIABILITY_SEED "${raw}" is not an integer`);
  return seed;
}

/** mulberry32: floats in [0, 1); tiny, fast and good enough to vary test inputs; not for anything secret. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seeded(seed: number): Random {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  return {
    seed,
    next,
    int,
    bool: () => next() < 0.5,
    pick: (items) => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    subset: (items, p = 0.5) => items.filter(() => next() < p),
  };
}
