/**
 * The portal's REST root (`.../sharing/rest`), parsed and checked once at start-up so every later
 * call can append a path to it. Mistakes people make when copying a URL from the browser get a
 * message that says what to write instead. Credentials never go over plain http except to loopback.
 */
import { ConfigError } from '../errors.ts';

export interface RestRoot {
  /** `https://host[:port][/context]/sharing/rest`, no trailing slash, no query. */
  readonly root: string;
  /** The path is exactly `/sharing/rest`. Only a hint: `portals/self` `isPortal` is the truth. */
  readonly hosted: boolean;
  /** The web context of a self-hosted portal, e.g. `portal` or `gis/portal`. */
  readonly context?: string;
}

const SUFFIX = '/sharing/rest';
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

export function parseRestRoot(input: string): RestRoot {
  const text = input.trim();
  if (text === '') throw invalid('The portal URL is empty; expected e.g. https://gis.example.org/portal/sharing/rest.');

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(
      'The portal URL is not an absolute URL; expected e.g. https://gis.example.org/portal/sharing/rest ' +
        'or https://example.maps.arcgis.com/sharing/rest.',
    );
  }
  // Everything echoed below is built from origin and path only, never from the raw text, so a
  // password, token or query string pasted into the URL is never repeated in a message.
  if (url.username !== '' || url.password !== '') {
    throw invalid(
      `The portal URL for ${url.protocol}//${url.host} contains credentials; remove them and configure ` +
        'a token, username/password or client id/secret instead.',
    );
  }
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(`The portal URL ${shown} must use https.`);
  }
  if (text.includes('?') || text.includes('#')) {
    throw invalid(`The portal URL ${shown} must not contain a query string or fragment; give the REST root only.`);
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw invalid(
      `The portal URL ${shown} uses plain http; credentials are only sent over https ` +
        `(plain http is allowed for localhost/127.0.0.1/[::1] only). Use https://${url.host}${url.pathname}.`,
    );
  }

  const path = url.pathname.replace(/\/+$/, '');
  const origin = `${url.protocol}//${url.host}`;
  if (!path.endsWith(SUFFIX)) throw invalid(notRestRootMessage(origin, path));

  const contextPath = path.slice(0, -SUFFIX.length);
  const segments = contextPath === '' ? [] : contextPath.slice(1).split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) {
      throw invalid(`The portal URL ${shown} has an unusable web context segment "${segment}".`);
    }
  }
  const root = `${origin}${path}`;
  if (segments.length === 0) return { root, hosted: true };
  return { root, hosted: false, context: segments.join('/') };
}

/** 127.0.0.0/8, `localhost` and `[::1]`: the only hosts plain http may carry credentials to. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function notRestRootMessage(origin: string, path: string): string {
  const base = `The portal URL ${origin}${path || '/'} is not a REST root (it must end in /sharing/rest).`;
  const inside = path.indexOf(`${SUFFIX}/`);
  if (inside >= 0) return `${base} Use ${origin}${path.slice(0, inside + SUFFIX.length)}.`;
  if (path.endsWith('/sharing')) return `${base} Use ${origin}${path}/rest.`;
  const home = /^(.*)\/home(?:\/.*)?$/.exec(path);
  if (home) return `${base} Use ${origin}${home[1] ?? ''}${SUFFIX}.`;
  if (path.endsWith('/portaladmin')) return `${base} Use ${origin}${path.slice(0, -'/portaladmin'.length)}${SUFFIX}.`;
  if (path === '') {
    return (
      `${base} For a hosted organization use ${origin}${SUFFIX}; ` +
      `for a self-hosted portal use ${origin}/<context>${SUFFIX} (e.g. ${origin}/portal${SUFFIX}).`
    );
  }
  return `${base} If ${path.slice(1)} is the portal's web context, use ${origin}${path}${SUFFIX}.`;
}

function invalid(message: string): ConfigError {
  return new ConfigError(message, { code: 'invalid_portal_url' });
}
