/**
 * Product releases of the self-hosted portal ("11.3") and the target a request is checked against.
 * The REST `currentVersion` is not a product release (see portal-rest-facts.md), so the release is
 * always configuration, never inferred.
 */
export type Release = readonly [major: number, minor: number];

/** What a change request is checked against: a self-hosted release, the hosted service, or nothing known. */
export type Target =
  | { readonly kind: 'selfHosted'; readonly release: Release }
  | { readonly kind: 'hosted' }
  | { readonly kind: 'unknown' };

const RELEASE = /^(\d{1,2})\.(\d{1,2})(?:\.\d{1,2})?$/;

/** Parses "11.3" or "11.3.0"; patch levels do not change which features exist. */
export function parseRelease(text: string): Release | undefined {
  const m = RELEASE.exec(text.trim());
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2])];
}

export function compareReleases(a: Release, b: Release): number {
  return a[0] - b[0] || a[1] - b[1];
}

/** True when `release` is at or after `since` ("11.2"). */
export function releaseAtLeast(release: Release, since: string): boolean {
  const s = parseRelease(since);
  if (!s) throw new Error(`catalog release "${since}" is not X.Y`);
  return compareReleases(release, s) >= 0;
}

export function formatRelease(release: Release): string {
  return `${release[0]}.${release[1]}`;
}

export function describeTarget(target: Target): string {
  switch (target.kind) {
    case 'selfHosted':
      return `self-hosted release ${formatRelease(target.release)}`;
    case 'hosted':
      return 'hosted organization';
    case 'unknown':
      return 'unknown release (gating skipped)';
  }
}

/** The first releases at which features this product touches exist. */
export const SETTINGS_UPDATE_SINCE = '10.8';
export const PORTAL_CONFIG_SINCE = '11.0';
