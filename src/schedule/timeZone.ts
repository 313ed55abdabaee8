import { lazy } from '../request/lazy.ts';
import { didYouMean } from '../request/suggest.ts';

/**
 * IANA time zones for recurring windows. The runtime's Intl database is the authority (it is the
 * one croner converts with): `Intl.DateTimeFormat` throws a RangeError for a zone it does not know.
 */
export type TimeZoneResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly hint?: string };

export function checkTimeZone(timeZone: string): TimeZoneResult {
  if (timeZone.trim() !== '') {
    try {
      new Intl.DateTimeFormat(undefined, { timeZone });
      return { ok: true };
    } catch {
      // fall through: unknown zone
    }
  }
  const guess = didYouMean(timeZone.replace(/ /g, '_'), knownZones());
  return {
    ok: false,
    message: `unknown time zone "${timeZone}"`,
    hint: guess !== undefined ? `did you mean "${guess}"?` : 'use an IANA time zone name such as "America/New_York", "Europe/Berlin" or "UTC"',
  };
}

const knownZones = lazy((): readonly string[] => [...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), 'UTC']);
