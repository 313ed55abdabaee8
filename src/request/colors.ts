import colorNames from 'color-name';

/**
 * Banner colours: the portal accepts CSS colour names and hex values. We parse both to RGB so we
 * can warn about poor contrast the way the portal's security settings page does (WCAG 2 ratio).
 */
export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAMES = colorNames as unknown as Record<string, Rgb>;

export function parseColor(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase();
  const hex = HEX.exec(value)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  return Object.hasOwn(NAMES, value) ? NAMES[value] : undefined;
}

export const isColor = (text: string): boolean => parseColor(text) !== undefined;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text; the banner is normal-size text. */
export const MIN_CONTRAST = 4.5;
