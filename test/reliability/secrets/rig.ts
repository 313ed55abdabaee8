/**
 * What every face of the secrets suite shares: the scanner (armed with every fake credential),
 * one emulator that knows the real password and client secret, and a hostile portal in front of
 * it through which every face talks, so a run can make the portal quote the request back.
 */
import { request } from '../../action/harness.ts';
import { startEmulator, type RunningEmulator } from '../../../src/emulator/node/serve.ts';
import { CREDENTIALS } from './credentials.ts';
import { LeakScanner } from './scanner.ts';
import { hostilePortal, type HostilePortal } from './servers.ts';

export const USERNAME = 'admin';
export const CLIENT_ID = 'portal-ops-ci';
/** Nobody listens on the discard port: a portal that cannot be reached. */
export const UNREACHABLE = 'http://127.0.0.1:9/portal/sharing/rest';

export interface SecretsRig {
  readonly scanner: LeakScanner;
  readonly emulator: RunningEmulator;
  readonly portal: HostilePortal;
  /** The REST root through the hostile portal: what every face is configured with. */
  readonly url: string;
  faults(rules: unknown[]): Promise<void>;
  clearFaults(): Promise<void>;
  /**
   * Arms the scanner with every token an emulator (this one, or another at `origin`) has issued so
   * far; returns how many tokens the scanner knows.
   */
  learnTokens(origin?: string): Promise<number>;
  /** A fresh token from the portal (for PORTAL_TOKEN / the `token` input), as a user would paste it. */
  pasteToken(): Promise<string>;
  /** A banner text no earlier run used, so every apply really writes. */
  nextText(label: string): string;
  close(): Promise<void>;
}

export async function secretsRig(): Promise<SecretsRig> {
  const scanner = new LeakScanner();
  for (const [name, value] of Object.entries(CREDENTIALS)) scanner.addSecret(name, value);
  const emulator = await startEmulator({
    port: 0,
    testHooks: true,
    release: '12.1',
    users: [{ username: USERNAME, password: CREDENTIALS.password, role: 'admin' }],
    clients: [{ clientId: CLIENT_ID, clientSecret: CREDENTIALS.clientSecret, username: USERNAME }],
  });
  const portal = await hostilePortal(emulator.origin);
  const hook = (path: string, init?: RequestInit) => fetch(`${emulator.origin}/__emulator/${path}`, init);
  const known = new Set<string>();
  let texts = 0;
  return {
    scanner,
    emulator,
    portal,
    url: `${portal.url}${emulator.emulator.basePath}`,
    faults: async (rules) => {
      const res = await hook('faults', { method: 'POST', body: JSON.stringify(rules), headers: { 'content-type': 'application/json' } });
      if (!res.ok) throw new Error(`fault rules refused: ${await res.text()}`);
    },
    clearFaults: async () => void (await hook('faults', { method: 'DELETE' })),
    learnTokens: async (origin = emulator.origin) => {
      const tokens = (await (await fetch(`${origin}/__emulator/tokens`)).json()) as Array<{ token: string }>;
      for (const { token } of tokens) {
        if (known.has(token)) continue;
        known.add(token);
        scanner.addSecret(`issued token #${known.size}`, token);
      }
      return known.size;
    },
    pasteToken: async () => {
      const form = new URLSearchParams({ username: USERNAME, password: CREDENTIALS.password, client: 'referer', referer: 'portal-ops', expiration: '60', f: 'json' });
      const body = (await (await fetch(`${emulator.url}/generateToken`, { method: 'POST', body: form })).json()) as { token?: string };
      if (typeof body.token !== 'string') throw new Error('the emulator issued no token');
      return body.token;
    },
    nextText: (label) => `Maintenance ${label} #${++texts}`,
    close: async () => {
      await portal.close();
      await emulator.close();
    },
  };
}

export const bannerOn = (text: string): string => request([{ kind: 'banner', enabled: true, text }]);

/** A schedule whose one-off window is active now, so converging it writes the window's banner. */
export function activeSchedule(text: string): string {
  const now = Date.now();
  return `${JSON.stringify(
    {
      portal: 'default',
      default: { enabled: false },
      windows: [{ name: 'secrets', start: new Date(now - 3_600_000).toISOString(), end: new Date(now + 3_600_000).toISOString(), banner: { text, bgColor: '#ffcc00', fontColor: '#000000' } }],
    },
    null,
    2,
  )}\n`;
}
