import { parseRelease, type Target } from '../catalog/release.ts';
import type { PortalConnection } from '../config/portalsConfig.ts';
import { PermissionError, ValidationError, type Issue } from '../errors.ts';
import { PortalClient, type PortalClientOptions } from '../portal/client.ts';
import { isDefaultAdministrator, type AccessNotice, type InformationalBanner, type PortalSelf, type PortalSettings, type RoleSummary } from '../portal/types.ts';
import type { Change, ChangeRequest, RolePrivilegesChange } from '../request/schema.ts';
import { validateChangeRequest } from '../request/validate.ts';
import { systemClock, silentLogger, type Clock, type Fetch, type Logger } from '../runtime.ts';
import { applyPlan, type PlanContext } from './applyPlan.ts';
import { PortalLock } from './portalLock.ts';
import { planRoles } from './rolesPlan.ts';
import { planSettings } from './settingsPlan.ts';
import type { ApplyResult, Plan } from './types.ts';

/**
 * The core: change request → validated plan → verified writes. Faces construct one engine per
 * process (or isolate) and share it, so tokens, identities and the per-portal lock are shared too.
 */
export interface EngineOptions {
  readonly portals: ReadonlyMap<string, PortalConnection>;
  readonly fetch: Fetch;
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** setPrivileges calls in flight at once. */
  readonly roleConcurrency?: number;
  /** How long a portal's identity (portals/self) is reused: it saves a call per run. */
  readonly identityTtlMs?: number;
  /** Transport tuning (timeouts, retries; tests inject sleep/random). */
  readonly client?: Pick<PortalClientOptions, 'timeoutMs' | 'retry' | 'sleep' | 'random'>;
}

export interface RunOptions {
  /** Who asked, for the audit record: `cli:<user>`, `webhook:<name>`, `github:<repo>@<ref>`. */
  readonly principal?: string;
}

export interface PortalStatus {
  readonly portal: string;
  readonly banner: InformationalBanner;
  readonly anonymousAccessNotice: AccessNotice;
  readonly authenticatedAccessNotice: AccessNotice;
}

const MANAGE_SECURITY = 'portal:admin:manageSecurity';

export class Engine {
  readonly #options: EngineOptions;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #clients = new Map<string, PortalClient>();
  readonly #identities = new Map<string, { self: PortalSelf; at: number }>();
  readonly #lock = new PortalLock();

  constructor(options: EngineOptions) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
  }

  /** Reads what the request touches and returns what would change. Never writes. */
  async plan(input: unknown): Promise<Plan> {
    return (await this.#prepare(input)).plan;
  }

  /** Plans and writes under the portal's lock, reading the settings immediately before writing. */
  async apply(input: unknown, options: RunOptions = {}): Promise<ApplyResult> {
    const request = preValidate(input);
    const connection = this.#connection(request.portal);
    return this.#lock.run(connection.url, async () => {
      const context = await this.#prepare(input, request);
      const result = await applyPlan(context, { concurrency: this.#options.roleConcurrency ?? 8 });
      this.#audit(context.plan, result, options);
      return result;
    });
  }

  /** `request` is the target-free validation of `input`, when the caller already has it. */
  async #prepare(input: unknown, request: ChangeRequest = preValidate(input)): Promise<PlanContext> {
    const connection = this.#connection(request.portal);
    const client = this.#client(connection);
    const self = await this.#identity(connection, client);
    const target = targetOf(self, connection);
    const full = validateChangeRequest(input, { target });
    if (!full.valid || full.request === undefined) throw new ValidationError('the change request is not valid for this portal', full.errors);
    const changes = full.request.changes.map((change, index) => ({ change, index }));
    const settingsChanges = changes.filter(({ change }) => change.kind !== 'rolePrivileges');
    const roleChanges = changes.filter((c): c is { change: RolePrivilegesChange; index: number } => c.change.kind === 'rolePrivileges');
    checkPermissions(self, settingsChanges.length > 0, roleChanges.length > 0);
    const [settings, roles] = await Promise.all([
      settingsChanges.length > 0 ? client.getSettings(self.id) : Promise.resolve<PortalSettings>({}),
      roleChanges.length > 0 ? client.listRoles(self.id, { privileges: true }) : Promise.resolve<RoleSummary[]>([]),
    ]);
    const s = planSettings(settings, settingsChanges as Array<{ change: Change; index: number }>, connection.buttonsSpelling);
    const r = planRoles(roles, roleChanges);
    const errors: Issue[] = [...s.errors, ...r.errors];
    if (errors.length > 0) throw new ValidationError('the change request cannot be applied to this portal as it is', errors);
    const plan: Plan = {
      portal: {
        alias: connection.alias,
        url: client.root,
        id: self.id,
        ...(self.name === undefined ? {} : { name: self.name }),
        kind: self.isPortal ? 'selfHosted' : 'hosted',
        ...(target.kind === 'selfHosted' && connection.release !== undefined ? { release: connection.release } : {}),
        ...(self.user?.username === undefined ? {} : { username: self.user.username }),
      },
      ...(request.reason === undefined ? {} : { reason: request.reason }),
      settings: s.fields,
      roles: r.roles,
      unchanged: [...s.unchanged, ...r.unchanged],
      warnings: [...full.warnings, ...s.warnings, ...r.warnings],
      notes: full.notes,
      changed: s.fields.length > 0 || r.roles.length > 0,
    };
    return { plan, client, portalId: self.id };
  }

  /** The banner and notices as the portal has them now (chat `status`), read without writing. */
  async status(alias: string): Promise<PortalStatus> {
    const connection = this.#connection(alias);
    const client = this.#client(connection);
    const self = await this.#identity(connection, client);
    const settings = await client.getSettings(self.id);
    return {
      portal: alias,
      banner: settings.informationalBanner ?? {},
      anonymousAccessNotice: settings.anonymousAccessNotice ?? {},
      authenticatedAccessNotice: settings.authenticatedAccessNotice ?? {},
    };
  }

  /** Whether a portal alias is configured (faces check before authorizing). */
  hasPortal(alias: string): boolean {
    return this.#options.portals.has(alias);
  }

  #connection(alias: string): PortalConnection {
    const connection = this.#options.portals.get(alias);
    if (connection !== undefined) return connection;
    const known = [...this.#options.portals.keys()];
    throw new ValidationError(`no portal "${alias}" is configured`, [
      { path: 'portal', message: `no portal "${alias}" is configured`, hint: known.length > 0 ? `configured: ${known.join(', ')}` : 'set PORTAL_URL and credentials, or pass --config' },
    ]);
  }

  #client(connection: PortalConnection): PortalClient {
    let client = this.#clients.get(connection.alias);
    if (client === undefined) {
      client = new PortalClient({ root: connection.url, auth: connection.auth, fetch: this.#options.fetch, clock: this.#clock, logger: this.#logger, ...this.#options.client });
      this.#clients.set(connection.alias, client);
    }
    return client;
  }

  async #identity(connection: PortalConnection, client: PortalClient): Promise<PortalSelf> {
    const cached = this.#identities.get(connection.alias);
    const ttl = this.#options.identityTtlMs ?? 5 * 60_000;
    if (cached !== undefined && this.#clock.now() - cached.at < ttl) return cached.self;
    const self = await client.self();
    this.#identities.set(connection.alias, { self, at: this.#clock.now() });
    return self;
  }

  #audit(plan: Plan, result: ApplyResult, options: RunOptions): void {
    const record = {
      principal: options.principal ?? 'unknown',
      reason: plan.reason ?? null,
      portal: { alias: plan.portal.alias, url: plan.portal.url, id: plan.portal.id, user: plan.portal.username ?? null },
      status: result.status,
      settings: plan.settings.map((f) => ({ field: f.field, before: f.before ?? null, after: f.after })),
      roles: plan.roles.map((r) => ({ id: r.roleId, name: r.roleName, added: r.added, removed: r.removed })),
      writes: result.writes.map((w) => ({ target: w.target, status: w.status, ...(w.mismatches ? { mismatches: w.mismatches } : {}) })),
      ...(result.error === undefined ? {} : { error: result.error }),
    };
    if (result.status === 'applied' || result.status === 'noop') this.#logger.info('audit', record);
    else this.#logger.error('audit', record);
  }
}

function preValidate(input: unknown): ChangeRequest {
  const result = validateChangeRequest(input, { target: { kind: 'unknown' } });
  if (!result.valid || result.request === undefined) throw new ValidationError('the change request is invalid', result.errors);
  return result.request;
}

/** The portal says whether it is hosted; a self-hosted release comes from configuration only. */
function targetOf(self: PortalSelf, connection: PortalConnection): Target {
  if (!self.isPortal) return { kind: 'hosted' };
  const release = connection.release === undefined ? undefined : parseRelease(connection.release);
  return release === undefined ? { kind: 'unknown' } : { kind: 'selfHosted', release };
}

/** Fails before any write when the signed-in user cannot make these changes. */
function checkPermissions(self: PortalSelf, settings: boolean, roles: boolean): void {
  const user = self.user;
  const who = user === undefined ? 'the signed-in identity' : `"${user.username}" (${user.role}${user.roleId ? `, custom role ${user.roleId}` : ''})`;
  if (roles && !isDefaultAdministrator(user)) {
    throw new PermissionError(`changing role privileges needs a default administrator; ${who} is not one`, { code: 'not_default_admin', operation: 'roles/setPrivileges' });
  }
  if (settings && !isDefaultAdministrator(user) && !(user?.privileges ?? []).includes(MANAGE_SECURITY)) {
    throw new PermissionError(`changing organization settings needs a default administrator or the ${MANAGE_SECURITY} privilege; ${who} has neither`, {
      code: 'cannot_manage_security',
      operation: 'settings/update',
    });
  }
}
