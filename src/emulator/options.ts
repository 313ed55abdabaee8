/**
 * Options of the portal emulator and their resolution into one checked, defaulted shape.
 * Runtime-agnostic: no Node built-ins (the Node face lives in `./node/`).
 */
import { parseRelease, type Release } from '../catalog/release.ts';
import type { EmulatorState } from './state.ts';

/** `admin`, `publisher`, `user` (the default roles), or the id (or exact name) of a custom role. */
export type EmulatorRole = 'admin' | 'publisher' | 'user' | (string & {});

export interface EmulatorUser {
  readonly username: string;
  readonly password: string;
  readonly role: EmulatorRole;
}

export interface EmulatorClient {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The member the app acts as; default the first `admin` user (else the first user). */
  readonly username?: string;
}

export interface EmulatorOptions {
  /** Hosted organization: REST root `/sharing/rest`, `isPortal: false`, no `portalConfigProperties`. */
  readonly hosted?: boolean;
  /** Self-hosted web context; REST root `/<context>/sharing/rest`. Default `portal`. */
  readonly context?: string;
  /** Self-hosted product release ("11.3"); default `12.1`; ignored when hosted. */
  readonly release?: string;
  /** Default: one default administrator `admin` / `portal-ops-demo`. */
  readonly users?: readonly EmulatorUser[];
  /**
   * OAuth2 client-credentials apps. Default: none when `users` is given, else the demo app
   * `portal-ops-demo` / `portal-ops-demo-secret` acting as the demo admin.
   */
  readonly clients?: readonly EmulatorClient[];
  /** 16 alphanumeric characters; default `0123456789ABCDEF`. */
  readonly portalId?: string;
  /** REST API version reported by `portals/self` (never the release). */
  readonly currentVersion?: string;
  /** Lifetime of tokens when the request names none; default 7200 (the spec's 120-minute default). */
  readonly tokenTtlSeconds?: number;
  /** Clock in epoch milliseconds; default `Date.now`. */
  readonly now?: () => number;
  /** Start from this state instead of the built-in demo organization. */
  readonly initialState?: EmulatorState;
  /** Called with a snapshot after every change; awaited before the change is acknowledged. */
  readonly onChange?: (state: EmulatorState) => void | Promise<void>;
  /** Serve the `/__emulator/*` hooks (call log, state, faults). Off by default. */
  readonly testHooks?: boolean;
}

export interface ResolvedUser {
  readonly username: string;
  readonly password: string;
  /** `admin` | `publisher` | `user`, or a custom role id (names resolved at start-up). */
  readonly role: string;
}

export interface ResolvedClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly username: string;
}

export interface ResolvedOptions {
  readonly hosted: boolean;
  /** Path of the REST root, e.g. `/portal/sharing/rest`. */
  readonly basePath: string;
  /** Undefined when hosted. */
  readonly release: Release | undefined;
  readonly users: readonly ResolvedUser[];
  readonly clients: readonly ResolvedClient[];
  readonly portalId: string;
  readonly currentVersion: string;
  readonly tokenTtlSeconds: number;
  readonly now: () => number;
  readonly testHooks: boolean;
}

export const DEMO_USER: EmulatorUser = { username: 'admin', password: 'portal-ops-demo', role: 'admin' };
export const DEMO_CLIENT: EmulatorClient = { clientId: 'portal-ops-demo', clientSecret: 'portal-ops-demo-secret' };
export const DEFAULT_PORTAL_ID = '0123456789ABCDEF';
export const DEFAULT_RELEASE = '12.1';
/** Illustrative REST versions; no public table maps them to releases (portal-rest-facts.md). */
export const SELF_HOSTED_REST_VERSION = '2025.1';
export const HOSTED_REST_VERSION = '2026.1';
export const BUILT_IN_ROLES = ['admin', 'publisher', 'user'] as const;

const ID16 = /^[A-Za-z0-9]{16}$/;
const CONTEXT = /^[A-Za-z0-9_.-]+$/;

/** Checks and defaults the options; `state` is the initial state, used to resolve custom-role names. */
export function resolveOptions(options: EmulatorOptions, state: EmulatorState): ResolvedOptions {
  const hosted = options.hosted === true;
  if (hosted && options.context !== undefined) throw new Error('emulator: `hosted` and `context` are exclusive');
  const context = options.context ?? 'portal';
  if (!CONTEXT.test(context)) throw new Error(`emulator: web context "${context}" is not a plain path segment`);
  const basePath = hosted ? '/sharing/rest' : `/${context}/sharing/rest`;

  let release: Release | undefined;
  if (!hosted) {
    release = parseRelease(options.release ?? DEFAULT_RELEASE);
    if (release === undefined) throw new Error(`emulator: release "${options.release ?? ''}" is not X.Y`);
  }

  const portalId = options.portalId ?? DEFAULT_PORTAL_ID;
  if (!ID16.test(portalId)) throw new Error('emulator: portalId must be 16 alphanumeric characters');

  const users = (options.users ?? [DEMO_USER]).map((u) => resolveUser(u, state));
  if (users.length === 0) throw new Error('emulator: at least one user is required');
  const names = new Set<string>();
  for (const u of users) {
    if (names.has(u.username)) throw new Error(`emulator: user "${u.username}" is listed twice`);
    names.add(u.username);
  }
  const owner = (users.find((u) => u.role === 'admin') ?? users[0])?.username ?? '';
  const clients = (options.clients ?? (options.users === undefined ? [DEMO_CLIENT] : [])).map((c) => {
    const username = c.username ?? owner;
    if (!names.has(username)) throw new Error(`emulator: client "${c.clientId}" acts as unknown user "${username}"`);
    if (c.clientId === '' || c.clientSecret === '') throw new Error('emulator: a client needs an id and a secret');
    return { clientId: c.clientId, clientSecret: c.clientSecret, username };
  });
  if (new Set(clients.map((c) => c.clientId)).size !== clients.length) throw new Error('emulator: a client id is listed twice');

  const ttl = options.tokenTtlSeconds ?? 7200;
  if (!Number.isFinite(ttl) || ttl <= 0) throw new Error('emulator: tokenTtlSeconds must be positive');

  return {
    hosted,
    basePath,
    release,
    users,
    clients,
    portalId,
    currentVersion: options.currentVersion ?? (hosted ? HOSTED_REST_VERSION : SELF_HOSTED_REST_VERSION),
    tokenTtlSeconds: ttl,
    now: options.now ?? (() => Date.now()),
    testHooks: options.testHooks === true,
  };
}

function resolveUser(user: EmulatorUser, state: EmulatorState): ResolvedUser {
  if (user.username === '' || user.password === '') throw new Error('emulator: a user needs a username and a password');
  if ((BUILT_IN_ROLES as readonly string[]).includes(user.role)) return { ...user };
  const role = state.roles.find((r) => r.id === user.role) ?? state.roles.find((r) => r.name === user.role);
  if (role === undefined) {
    throw new Error(
      `emulator: user "${user.username}" has role "${user.role}", which is not admin, publisher, user or a custom role id or name`,
    );
  }
  return { username: user.username, password: user.password, role: role.id };
}
