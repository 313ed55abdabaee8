/** The engine against the real emulator over real HTTP on loopback. */
import { afterAll, afterEach } from 'vitest';
import type { PortalConnection } from '../../src/config/portalsConfig.ts';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '../../src/emulator/node/serve.ts';
import { createNodeFetch } from '../../src/node/fetch.ts';
import type { AuthConfig } from '../../src/portal/auth/authConfig.ts';
import { Engine, type EngineOptions } from '../../src/plan/engine.ts';
import type { LogFields, Logger } from '../../src/runtime.ts';

const transport = createNodeFetch();
const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});
afterAll(() => transport.close());

export const ADMIN: AuthConfig = { type: 'password', username: 'admin', password: 'portal-ops-demo' };

export interface Rig {
  readonly emulator: RunningEmulator;
  readonly engine: Engine;
  readonly logs: Array<{ level: string; event: string; fields?: LogFields }>;
  readonly sleeps: number[];
  calls(): Promise<Array<{ operation: string; method: string; tokenInUrl: boolean }>>;
  writes(): Promise<string[]>;
  resetCalls(): Promise<void>;
  state(): Promise<{ settings: Record<string, unknown>; roles: Array<{ id: string; name: string; privileges: string[] }> }>;
  faults(rules: unknown[]): Promise<void>;
}

export async function rig(
  options: { emulator?: StartEmulatorOptions; auth?: AuthConfig; release?: string; engine?: Partial<EngineOptions>; buttonsSpelling?: PortalConnection['buttonsSpelling'] } = {},
): Promise<Rig> {
  const emulator = await startEmulator({ port: 0, testHooks: true, ...options.emulator });
  running.push(emulator);
  const logs: Rig['logs'] = [];
  const sleeps: number[] = [];
  const log = (level: string) => (event: string, fields?: LogFields) => logs.push({ level, event, ...(fields ? { fields } : {}) });
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  const release = options.release ?? (options.emulator?.hosted ? undefined : (options.emulator?.release ?? '12.1'));
  const connection: PortalConnection = {
    alias: 'default',
    url: emulator.url,
    auth: options.auth ?? ADMIN,
    buttonsSpelling: options.buttonsSpelling ?? 'acceptAndDecline',
    ...(release === undefined ? {} : { release }),
  };
  const engine = new Engine({
    portals: new Map([['default', connection]]),
    fetch: transport.fetch,
    logger,
    client: { sleep: async (ms) => void sleeps.push(ms), retry: { maxAttempts: 4 } },
    ...options.engine,
  });
  const hook = (path: string, init?: RequestInit) => fetch(`${emulator.origin}/__emulator/${path}`, init).then((r) => r.json());
  const calls = () => hook('calls') as ReturnType<Rig['calls']>;
  return {
    emulator,
    engine,
    logs,
    sleeps,
    calls,
    writes: async () => (await calls()).filter((c) => c.method === 'POST' && !['generateToken', 'oauth2/token'].includes(c.operation)).map((c) => c.operation),
    resetCalls: async () => void (await hook('calls', { method: 'DELETE' })),
    state: () => hook('state') as ReturnType<Rig['state']>,
    faults: async (rules) => void (await hook('faults', { method: 'POST', body: JSON.stringify(rules), headers: { 'content-type': 'application/json' } })),
  };
}

export const request = (changes: unknown[], reason = 'test') => ({ reason, changes });
