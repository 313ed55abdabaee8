import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.ts';
import { DEFAULT_REPLAY_TTL_MS, ReplayCache, type ReplayStore } from '../../src/security/replayCache.ts';

const T0 = 1_750_000_000_000;

describe('ReplayCache', () => {
  it('refuses a second sighting within the ttl and accepts it after', () => {
    const cache = new ReplayCache({ ttlMs: 60_000 });
    expect(cache.checkAndRemember('msg_1', T0)).toBe(true);
    expect(cache.checkAndRemember('msg_1', T0 + 1)).toBe(false);
    expect(cache.checkAndRemember('msg_1', T0 + 60_000)).toBe(false); // the boundary is still "within"
    expect(cache.checkAndRemember('msg_2', T0 + 30_000)).toBe(true);
    expect(cache.checkAndRemember('msg_1', T0 + 60_001)).toBe(true);
    expect(cache.checkAndRemember('msg_1', T0 + 60_002)).toBe(false); // remembered again
  });

  it('defaults to 10 minutes, covering a 5-minute tolerance both ways', () => {
    const cache = new ReplayCache();
    expect(cache.ttlMs).toBe(DEFAULT_REPLAY_TTL_MS);
    expect(DEFAULT_REPLAY_TTL_MS).toBeGreaterThanOrEqual(2 * 300_000);
    // A message stamped T is accepted from T-300 s to T+300 s: first seen at the earliest, replayed at the latest.
    expect(cache.checkAndRemember('edge', T0 - 300_000)).toBe(true);
    expect(cache.checkAndRemember('edge', T0 + 300_000)).toBe(false);
  });

  it('stays bounded, forgetting the oldest ids first', () => {
    const cache = new ReplayCache({ maxEntries: 3 });
    for (const id of ['a', 'b', 'c', 'd']) expect(cache.checkAndRemember(id, T0)).toBe(true);
    expect(cache.size).toBe(3);
    expect(cache.checkAndRemember('b', T0)).toBe(false);
    expect(cache.checkAndRemember('c', T0)).toBe(false);
    expect(cache.checkAndRemember('d', T0)).toBe(false);
    expect(cache.checkAndRemember('a', T0)).toBe(true); // evicted, so no longer protected
    expect(cache.size).toBe(3);

    const big = new ReplayCache({ maxEntries: 1000 });
    for (let i = 0; i < 50_000; i++) big.checkAndRemember(`id-${i}`, T0 + i);
    expect(big.size).toBe(1000);
  });

  it('drops expired ids so they do not count against the bound', () => {
    const cache = new ReplayCache({ ttlMs: 1000, maxEntries: 100 });
    for (let i = 0; i < 50; i++) cache.checkAndRemember(`old-${i}`, T0);
    expect(cache.size).toBe(50);
    cache.checkAndRemember('new', T0 + 5000);
    expect(cache.size).toBe(1);
  });

  it('validates its options', () => {
    expect(() => new ReplayCache({ ttlMs: 0 })).toThrow(ConfigError);
    expect(() => new ReplayCache({ ttlMs: Number.NaN })).toThrow(ConfigError);
    expect(() => new ReplayCache({ maxEntries: 0 })).toThrow(ConfigError);
    expect(() => new ReplayCache({ maxEntries: 1.5 })).toThrow(ConfigError);
  });

  it('is a ReplayStore, as is an async shared implementation', async () => {
    const stores: ReplayStore[] = [
      new ReplayCache(),
      {
        seen: new Set<string>(),
        async checkAndRemember(id: string) {
          if (this.seen.has(id)) return false;
          this.seen.add(id);
          return true;
        },
      } as ReplayStore & { seen: Set<string> },
    ];
    for (const store of stores) {
      expect(await store.checkAndRemember('x', T0)).toBe(true);
      expect(await store.checkAndRemember('x', T0)).toBe(false);
    }
  });
});
