import { distance } from 'fastest-levenshtein';

/**
 * "Did you mean" for identifiers a person types: a case-insensitive exact match wins (identifiers
 * here are case-sensitive, `PublishVideo` vs `publishVideo`, and that is the most common slip),
 * then the nearest by edit distance if it is close enough to be a typo rather than a guess, then
 * the one candidate sharing the input's stem.
 */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const lower = input.toLowerCase();
  const caseOnly = candidates.find((c) => c.toLowerCase() === lower);
  if (caseOnly !== undefined) return caseOnly;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = distance(lower, c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(input.length / 4));
  if (bestDistance <= limit) return best;
  // A shortened or differently-ended name ("tokenExpiry") is still a clear intent when exactly one
  // candidate starts the same way.
  const stem = lower.slice(0, Math.max(4, Math.ceil(lower.length * 0.7)));
  const sameStem = candidates.filter((c) => c.toLowerCase().startsWith(stem));
  return sameStem.length === 1 ? sameStem[0] : undefined;
}
