/**
 * Wraps the portal `fetch` so every token the portal issues (`generateToken`, `oauth2/token`) is
 * masked the moment it arrives, before the core can use, log or echo it. The body is read from a
 * clone, so the core still reads the original.
 */
import type { Fetch } from '../runtime.ts';

const TOKEN_PATH = /\/(?:generateToken|oauth2\/token)\/?$/i;
const TOKEN_KEYS = ['token', 'access_token', 'refresh_token'];

export function maskingFetch(fetch: Fetch, mask: (secret: string) => void): Fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (TOKEN_PATH.test(pathOf(url))) {
      const text = await response
        .clone()
        .text()
        .catch(() => '');
      for (const secret of tokensIn(text)) mask(secret);
    }
    return response;
  };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Token values in a sign-in answer (JSON, or a form-encoded body as some gateways send). */
export function tokensIn(text: string): string[] {
  const out: string[] = [];
  try {
    const body = JSON.parse(text) as unknown;
    if (body !== null && typeof body === 'object') {
      for (const key of TOKEN_KEYS) {
        const value = (body as Record<string, unknown>)[key];
        if (typeof value === 'string' && value !== '') out.push(value);
      }
    }
  } catch {
    const params = new URLSearchParams(text);
    for (const key of TOKEN_KEYS) {
      const value = params.get(key);
      if (value !== null && value !== '') out.push(value);
    }
  }
  return out;
}
