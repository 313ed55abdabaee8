/**
 * The same changes scripted with the vendor's JS client (`@esri/arcgis-rest-request`), the way its
 * users write them: a signed-in `ArcGISIdentityManager`, the portal id from `getPortal()` (cached
 * by the session, as our engine caches its identity), then `request()` per REST operation. Reads
 * are GETs, as the vendor's portal package does them. Settings: read the object, overlay the
 * change, send the field whole. Roles: find them by name in the roles list, then per role read its
 * privileges and setPrivileges with the full list (setPrivileges replaces it). `verify` adds the
 * read-back a careful script does, so the comparison with portal-ops (which always verifies) is fair.
 */
import { ArcGISIdentityManager, request } from '@esri/arcgis-rest-request';
import { ADMIN } from './fixtures.ts';

type Json = Record<string, unknown>;

export class VendorScripts {
  readonly #session: ArcGISIdentityManager;
  readonly #root: string;
  readonly #portalId: string;

  private constructor(session: ArcGISIdentityManager, root: string, portalId: string) {
    this.#session = session;
    this.#root = root;
    this.#portalId = portalId;
  }

  /** Signs in and reads the portal id: the warm start both sides get. */
  static async signIn(root: string): Promise<VendorScripts> {
    const session = await ArcGISIdentityManager.signIn({ ...ADMIN, portal: root });
    const portal = (await session.getPortal()) as { id: string };
    return new VendorScripts(session, root, portal.id);
  }

  #call(path: string, httpMethod: 'GET' | 'POST', params: Json = {}): Promise<Json> {
    return request(`${this.#root}/portals/${this.#portalId}/${path}`, { authentication: this.#session, httpMethod, params }) as Promise<Json>;
  }

  /** `overlay` maps the current settings to the top-level fields to send (each sent whole). */
  async updateSettings(overlay: (settings: Json) => Json, verify: boolean): Promise<void> {
    const fields = overlay(await this.#call('settings', 'GET'));
    const answer = await this.#call('settings/update', 'POST', fields);
    if (answer['success'] !== true) throw new Error(`vendor settings/update: ${JSON.stringify(answer)}`);
    if (verify) {
      const after = await this.#call('settings', 'GET');
      for (const [key, value] of Object.entries(fields)) {
        if (JSON.stringify(after[key]) !== JSON.stringify(value)) throw new Error(`vendor verify: ${key} did not land`);
      }
    }
  }

  /** Adds `privilege` to each named role, one role after another as a plain script does. */
  async addPrivilege(roleNames: readonly string[], privilege: string, verify: boolean): Promise<void> {
    const listed = await this.#call('roles', 'GET', { start: 1, num: 100 });
    const roles = listed['roles'] as Array<{ id: string; name: string }>;
    for (const name of roleNames) {
      const role = roles.find((r) => r.name === name);
      if (role === undefined) throw new Error(`vendor: no role ${name}`);
      const current = (await this.#call(`roles/${role.id}/privileges`, 'GET'))['privileges'] as string[];
      const answer = await this.#call(`roles/${role.id}/setPrivileges`, 'POST', { privileges: { privileges: [...current, privilege] } });
      if (answer['success'] !== true) throw new Error(`vendor setPrivileges: ${JSON.stringify(answer)}`);
      if (verify) {
        const after = (await this.#call(`roles/${role.id}/privileges`, 'GET'))['privileges'] as string[];
        if (!after.includes(privilege)) throw new Error(`vendor verify: ${name} lacks ${privilege}`);
      }
    }
  }
}
