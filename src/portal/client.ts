/**
 * Typed calls to one portal's sharing/rest API: identity, organization settings and custom roles.
 * Every call goes through `PortalTransport`; an expired or missing token (portal 498/499) is
 * refreshed once and the call repeated once.
 */
import { AuthError, PortalError, ValidationError } from '../errors.ts';
import { systemClock } from '../runtime.ts';
import type { AuthConfig } from './auth/authConfig.ts';
import { createTokenProvider, type TokenProvider } from './auth/tokenProvider.ts';
import type { JsonObject } from './portalResponse.ts';
import {
  invalidResponse,
  pathSegment,
  readPrivilegeList,
  readRole,
  readSelf,
  readSettings,
  requireSuccess,
} from './responseShapes.ts';
import { parseRestRoot } from './restRoot.ts';
import { PortalTransport, type Params, type PortalRequest, type TransportOptions } from './transport.ts';
import type { PortalSelf, PortalSettings, RoleSummary } from './types.ts';

/** The transport's options (`root` is checked by `parseRestRoot` first) plus how to sign in. */
export interface PortalClientOptions extends TransportOptions {
  readonly auth: AuthConfig;
}

export interface NewRole {
  readonly name: string;
  readonly description?: string;
}

export const ROLES_PAGE_SIZE = 100;
export const MAX_ROLE_PAGES = 1000;

type Call = Omit<PortalRequest, 'token' | 'referer'>;

export class PortalClient {
  /** The normalized REST root. */
  readonly root: string;
  /** What the URL suggests (`/sharing/rest` without context); `self().isPortal` is the truth. */
  readonly hostedHint: boolean;
  readonly #transport: PortalTransport;
  readonly #tokens: TokenProvider;

  constructor(options: PortalClientOptions) {
    const parsed = parseRestRoot(options.root);
    this.root = parsed.root;
    this.hostedHint = parsed.hosted;
    const clock = options.clock ?? systemClock;
    const { auth: _auth, ...transport } = options;
    this.#transport = new PortalTransport({ ...transport, root: parsed.root, clock });
    this.#tokens = createTokenProvider(options.auth, { transport: this.#transport, clock });
  }

  /** `GET portals/self`: the organization and the signed-in user. */
  async self(): Promise<PortalSelf> {
    const operation = 'portals/self';
    return readSelf(operation, await this.#call({ operation, method: 'GET', path: 'portals/self' }));
  }

  async getSettings(portalId: string): Promise<PortalSettings> {
    const operation = 'settings';
    const path = `portals/${pathSegment('portal id', portalId)}/settings`;
    return readSettings(operation, await this.#call({ operation, method: 'GET', path }));
  }

  /** Sends exactly the given top-level fields (objects as JSON text); each replaces the portal's value whole. */
  async updateSettings(portalId: string, fields: Partial<PortalSettings>): Promise<void> {
    const operation = 'settings/update';
    const path = `portals/${pathSegment('portal id', portalId)}/settings/update`;
    const params: Record<string, Params[string]> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) {
        throw new ValidationError(`${operation}: "${key}" is not a settings field name`, [{ path: key, message: 'invalid field name' }]);
      }
      params[key] = value as Params[string];
    }
    if (Object.keys(params).length === 0) {
      throw new ValidationError(`${operation}: nothing to send`, [{ path: '', message: 'no fields given' }]);
    }
    const body = await this.#call({ operation, method: 'POST', path, params, idempotent: true });
    requireSuccess(operation, body);
  }

  /** Every custom role, following `nextStart` across pages of 100. */
  async listRoles(portalId: string, options: { readonly privileges?: boolean } = {}): Promise<RoleSummary[]> {
    const operation = 'roles';
    const path = `portals/${pathSegment('portal id', portalId)}/roles`;
    const roles: RoleSummary[] = [];
    let start = 1;
    for (let page = 1; page <= MAX_ROLE_PAGES; page++) {
      const params: Params = { start, num: ROLES_PAGE_SIZE, returnPrivileges: options.privileges === true ? true : undefined };
      const body = await this.#call({ operation, method: 'GET', path, params });
      if (!Array.isArray(body.roles)) throw invalidResponse(operation, 'no "roles" array');
      for (const role of body.roles) roles.push(readRole(operation, role));
      const next = toInteger(body.nextStart);
      if (next === undefined || next === -1) return roles;
      if (next <= start) {
        throw new PortalError(`${operation}: the portal's nextStart (${next}) does not advance past start ${start}; stopped paging.`, {
          code: 'invalid_paging',
          operation,
        });
      }
      start = next;
    }
    throw new PortalError(`${operation}: more than ${MAX_ROLE_PAGES} pages of roles; stopped paging.`, {
      code: 'invalid_paging',
      operation,
    });
  }

  async getRolePrivileges(portalId: string, roleId: string): Promise<string[]> {
    const operation = 'roles/privileges';
    const body = await this.#call({ operation, method: 'GET', path: `${rolePath(portalId, roleId)}/privileges` });
    return readPrivilegeList(operation, body.privileges);
  }

  /** Replaces the role's privileges with exactly `privileges` (form field `privileges={"privileges":[...]}`). */
  async setRolePrivileges(portalId: string, roleId: string, privileges: readonly string[]): Promise<void> {
    const operation = 'roles/setPrivileges';
    if (!Array.isArray(privileges) || !privileges.every((p) => typeof p === 'string' && p !== '')) {
      throw new ValidationError(`${operation}: privileges must be non-empty strings`, [{ path: 'privileges', message: 'not a list of strings' }]);
    }
    const path = `${rolePath(portalId, roleId)}/setPrivileges`;
    const params: Params = { privileges: { privileges: [...privileges] } };
    requireSuccess(operation, await this.#call({ operation, method: 'POST', path, params, idempotent: true }));
  }

  /** Not idempotent: never retried, since a lost answer may hide a role that was created. */
  async createRole(portalId: string, role: NewRole): Promise<{ id: string }> {
    const operation = 'createRole';
    const path = `portals/${pathSegment('portal id', portalId)}/createRole`;
    const params: Params = { name: role.name, description: role.description };
    const body = await this.#call({ operation, method: 'POST', path, params, idempotent: false });
    requireSuccess(operation, body);
    if (typeof body.id !== 'string' || body.id === '') throw invalidResponse(operation, 'no role "id"');
    return { id: body.id };
  }

  /** One authenticated call; on 498/499 the token is refreshed once and the call repeated once. */
  async #call(call: Call): Promise<JsonObject> {
    const token = await this.#tokens.getToken();
    try {
      return await this.#send(call, token);
    } catch (err) {
      if (!isTokenRejection(err)) throw err;
      if (!this.#tokens.refreshable) {
        throw new AuthError(
          `${call.operation}: the configured token or API key is invalid or expired (portal code ${err.portalCode}). ` +
            'Issue a new one and update the configuration.',
          authOptions(err),
        );
      }
      this.#tokens.invalidate(token);
      const fresh = await this.#tokens.getToken();
      try {
        return await this.#send(call, fresh);
      } catch (again) {
        if (!isTokenRejection(again)) throw again;
        throw new AuthError(
          `${call.operation}: the portal rejected a freshly issued token too (portal code ${again.portalCode}); ` +
            'check that the account can use this portal and that the URL points at the portal that issued the token.',
          authOptions(again),
        );
      }
    }
  }

  #send(call: Call, token: string): Promise<JsonObject> {
    const referer = this.#tokens.referer;
    return this.#transport.request({ ...call, token, ...(referer === undefined ? {} : { referer }) });
  }
}

function rolePath(portalId: string, roleId: string): string {
  return `portals/${pathSegment('portal id', portalId)}/roles/${pathSegment('role id', roleId)}`;
}

function isTokenRejection(err: unknown): err is AuthError & { portalCode: number } {
  return err instanceof AuthError && (err.portalCode === 498 || err.portalCode === 499);
}

function authOptions(err: AuthError): ConstructorParameters<typeof AuthError>[1] {
  return {
    code: err.code,
    ...(err.operation === undefined ? {} : { operation: err.operation }),
    ...(err.status === undefined ? {} : { status: err.status }),
    ...(err.portalCode === undefined ? {} : { portalCode: err.portalCode }),
    ...(err.messageCode === undefined ? {} : { messageCode: err.messageCode }),
    cause: err,
  };
}

function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}
