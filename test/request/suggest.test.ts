import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../src/request/suggest.ts';
import { formatPath } from '../../src/request/jsonPath.ts';
import { contrastRatio, parseColor } from '../../src/request/colors.ts';

describe('didYouMean', () => {
  const names = ['tokenExpiration', 'longTokenExpiration', 'surveyUrl'];
  it('prefers a case-only match, then a near typo, then a unique stem', () => {
    expect(didYouMean('SURVEYURL', names)).toBe('surveyUrl');
    expect(didYouMean('tokenExpiraton', names)).toBe('tokenExpiration');
    expect(didYouMean('tokenExpiry', names)).toBe('tokenExpiration');
  });
  it('does not guess wildly', () => {
    expect(didYouMean('sceneViewer', names)).toBeUndefined();
  });
});

describe('formatPath', () => {
  it('writes paths as people read them', () => {
    expect(formatPath(['changes', 2, 'set', 'footerLinks', 0, 'url'])).toBe('changes[2].set.footerLinks[0].url');
    expect(formatPath(['a b', 0])).toBe('["a b"][0]');
    expect(formatPath([])).toBe('');
  });
});

describe('colours', () => {
  it('parses names and hex, and computes WCAG contrast', () => {
    expect(parseColor('White')).toEqual([255, 255, 255]);
    expect(parseColor('#fc0')).toEqual([255, 204, 0]);
    expect(parseColor('#12345')).toBeUndefined();
    expect(parseColor('constructor')).toBeUndefined();
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
  });
});
