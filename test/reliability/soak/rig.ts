/**
 * The soak's world: one emulator on loopback with four custom roles, its test hooks, and engines
 * built the way the faces build them, except that retry sleeps are recorded instead of slept (so
 * hundreds of runs cost seconds) and the per-attempt timeout is short (so latency spikes bite).
 */
import type { PortalConnection } from '../../../src/config/portalsConfig.ts';
import type { FaultRuleInput } from '../../../src/emulator/faults.ts';
import { buildInitialState } from '../../../src/emulator/initialState.ts';
import { startEmulator, type RunningEmulator } from '../../../src/emulator/node/serve.ts';
import type { EmulatorState } from '../../../src/emulator/state.ts';
import type { NodeFetch } from '../../../src/node/fetch.ts';
import { Engine } from '../../../src/plan/engine.ts';
import type { AuthConfig } from '../../../src/portal/auth/authConfig.ts';
import type { LogFields, Logger } from '../../../src/runtime.ts';
import type { Random } from './random.ts';

export interface CallEntry {
  readonly operation: string;
  readonly method: string;
  readonly status: number;
  readonly fault?: string;
  /** The portal error code of an error body (498: the token was refused). */
  readonly errorCode?: number;
}

export interface Hooks {
  state(): Promise<EmulatorState>;
  calls(): Promise<CallEntry[]>;
  clearCalls(): Promise<void>;
  addFaults(rules: readonly FaultRuleInput[]): Promise<void>;
  clearFaults(): Promise<void>;
}

export const PASSWORD: AuthConfig = { type: 'password', username: 'admin', password: 'portal-ops-demo' };
export const OAUTH: AuthConfig = { type: 'oauth', clientId: 'portal-ops-demo', clientSecret: 'portal-ops-demo-secret' };

/** The demo organization plus two more custom roles, so role writes run concurrently. */
function soakState(): EmulatorState {
  const state = buildInitialState({ release: '12.1' });
  const at = Date.UTC(2025, 0, 1);
  state.roles.push(
    { id: 'sOakRoleA0000001', name: 'Soak Editors', description: 'Soak role A.', created: at, modified: at, privileges: ['portal:user:joinGroup', 'portal:user:viewOrgItems', 'portal:user:createItem'] },
    { id: 'sOakRoleB0000002', name: 'Soak Admins', description: 'Soak role B.', created: at, modified: at, privileges: ['portal:user:viewOrgUsers', 'portal:admin:viewUsers', 'portal:admin:manageWebsite'] },
  );
  return state;
}

export async function startSoakEmulator(): Promise<{ running: RunningEmulator; hooks: Hooks }> {
  const running = await startEmulator({ port: 0, testHooks: true, release: '12.1', initialState: soakState() });
  const hook = async (path: string, init?: RequestInit): Promise<unknown> => {
    const res = await fetch(`${running.origin}/__emulator/${path}`, init);
    if (!res.ok) throw new Error(`test hook ${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return {
    running,
    hooks: {
      state: () => hook('state') as Promise<EmulatorState>,
      calls: () => hook('calls') as Promise<CallEntry[]>,
      clearCalls: async () => void (await hook('calls', { method: 'DELETE' })),
      addFaults: async (rules) => void (rules.length > 0 ? await hook('faults', json(rules)) : undefined),
      clearFaults: async () => void (await hook('faults', { method: 'DELETE' })),
    },
  };
}

export interface SoakEngine {
  readonly engine: Engine;
  readonly auth: AuthConfig;
  /** Every `portal.retry` the client logged, by reason. */
  readonly retries: Map<string, number>;
  /** Retry sleeps asked for (not slept). */
  readonly sleeps: number[];
}

export function createSoakEngine(rng: Random, running: RunningEmulator, transport: NodeFetch, timeoutMs: number): SoakEngine {
  const retries = new Map<string, number>();
  const sleeps: number[] = [];
  const count = (event: string, fields?: LogFields): void => {
    if (event !== 'portal.retry') return;
    const reason = String(fields?.reason ?? 'unknown');
    retries.set(reason, (retries.get(reason) ?? 0) + 1);
  };
  const logger: Logger = { debug: () => {}, info: () => {}, warn: count, error: () => {} };
  const auth = rng.chance(0.7) ? PASSWORD : OAUTH;
  const connection: PortalConnection = {
    alias: 'default',
    url: running.url,
    auth,
    release: '12.1',
    buttonsSpelling: rng.chance(0.8) ? 'acceptAndDecline' : 'acceptAndDecilne',
  };
  const engine = new Engine({
    portals: new Map([['default', connection]]),
    fetch: transport.fetch,
    logger,
    roleConcurrency: rng.pick([1, 2, 8]),
    client: { timeoutMs, sleep: async (ms) => void sleeps.push(ms), random: rng.next, retry: { maxAttempts: 4 } },
  });
  return { engine, auth, retries, sleeps };
}
