import { describe, expect, it } from 'vitest';
import { compareReleases, parseRelease, releaseAtLeast } from '../src/catalog/release.ts';

describe('release', () => {
  it('parses X.Y and X.Y.Z, rejects anything else', () => {
    expect(parseRelease('11.3')).toEqual([11, 3]);
    expect(parseRelease('11.1.0')).toEqual([11, 1]);
    expect(parseRelease('eleven')).toBeUndefined();
    expect(parseRelease('11')).toBeUndefined();
  });
  it('orders numerically, not as text', () => {
    expect(compareReleases([11, 10], [11, 9])).toBeGreaterThan(0);
    expect(releaseAtLeast([11, 4], '11.4')).toBe(true);
    expect(releaseAtLeast([11, 3], '11.4')).toBe(false);
    expect(releaseAtLeast([12, 0], '11.5')).toBe(true);
  });
});
