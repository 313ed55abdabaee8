/**
 * The organization every bench part starts from: the emulator's demo organization plus 50 custom
 * roles ("Bench Role 01".."Bench Role 50"), so "privileges of 50 roles" has roles to change. A
 * fresh copy is put back before every measured run, so each run makes a real change.
 */
import { buildInitialState } from '../../src/emulator/initialState.ts';
import type { EmulatorState } from '../../src/emulator/state.ts';
import type { PortalConnection } from '../../src/config/portalsConfig.ts';
import { startChildServer } from './childServer.ts';

export const ADMIN = { username: 'admin', password: 'portal-ops-demo' } as const;
export const BENCH_ROLES = 50;
export const roleName = (i: number): string => `Bench Role ${String(i).padStart(2, '0')}`;
/** 16 alphanumeric characters, as real role ids. */
export const roleId = (i: number): string => `benchRole${String(i).padStart(7, '0')}`;
export const ROLE_START = ['portal:user:joinGroup', 'portal:user:viewOrgGroups', 'portal:user:viewOrgItems'];
/** What the role changes add; no bench role has it at the start. */
export const ADDED_PRIVILEGE = 'portal:user:createItem';

export function benchState(): EmulatorState {
  const state = buildInitialState();
  const at = Date.UTC(2025, 0, 1);
  for (let i = 1; i <= BENCH_ROLES; i++) {
    state.roles.push({ id: roleId(i), name: roleName(i), description: 'bench', created: at, modified: at, privileges: [...ROLE_START] });
  }
  return state;
}

export interface BenchPortal {
  /** The REST root. */
  readonly url: string;
  readonly origin: string;
  readonly connection: PortalConnection;
  /** Puts the starting organization back and forgets faults (not REST calls: nothing is logged). */
  reset(): Promise<void>;
  clearCalls(): Promise<void>;
  calls(): Promise<CallEntry[]>;
  state(): Promise<EmulatorState>;
  faults(rules: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface CallEntry {
  readonly operation: string;
  readonly method: string;
  readonly tokenInUrl: boolean;
  readonly errorCode?: number;
}

export const TOKEN_OPERATIONS = new Set(['generateToken', 'oauth2/token']);

/** Starts the emulator in a child process (emulatorProcess.ts) and waits for its address. */
export async function startBenchPortal(): Promise<BenchPortal> {
  const child = await startChildServer('emulatorProcess.ts');
  const emulator = JSON.parse(child.firstLine) as { url: string; origin: string };
  const hook = async (path: string, init?: RequestInit): Promise<unknown> => {
    const res = await fetch(`${emulator.origin}/__emulator/${path}`, init);
    if (!res.ok) throw new Error(`emulator hook ${path}: HTTP ${res.status}`);
    return res.status === 204 ? undefined : res.json();
  };
  const json = (body: unknown): RequestInit => ({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    url: emulator.url,
    origin: emulator.origin,
    connection: { alias: 'default', url: emulator.url, release: '12.1', auth: { type: 'password', ...ADMIN }, buttonsSpelling: 'acceptAndDecline' },
    reset: async () => {
      await hook('faults', { method: 'DELETE' });
      await hook('state', json(benchState()));
    },
    clearCalls: async () => {
      await hook('calls', { method: 'DELETE' });
    },
    calls: async () => (await hook('calls')) as CallEntry[],
    state: async () => (await hook('state')) as EmulatorState,
    faults: async (rules) => {
      await hook('faults', { ...json(rules), method: 'POST' });
    },
    close: () => child.close(),
  };
}
