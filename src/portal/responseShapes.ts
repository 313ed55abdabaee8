/**
 * Checks that a portal answer has the shape the rest of the product relies on, and says which
 * field is wrong when it does not. Keys we do not check pass through untouched.
 */
import { PortalError, ValidationError } from '../errors.ts';
import { isObject, type JsonObject } from './portalResponse.ts';
import type { PortalSelf, PortalSettings, RoleSummary } from './types.ts';

export function readSelf(operation: string, body: JsonObject): PortalSelf {
  requireField(operation, 'id', typeof body.id === 'string' && body.id !== '', 'a non-empty string');
  requireField(operation, 'isPortal', typeof body.isPortal === 'boolean', 'a boolean');
  if (body.user !== undefined && body.user !== null) {
    const user = body.user;
    const ok = isObject(user) && typeof user.username === 'string' && typeof user.role === 'string';
    requireField(operation, 'user', ok, 'an object with username and role');
  }
  return body as unknown as PortalSelf;
}

export function readSettings(_operation: string, body: JsonObject): PortalSettings {
  return body as PortalSettings;
}

export function readRole(operation: string, value: unknown): RoleSummary {
  const ok = isObject(value) && typeof value.id === 'string' && value.id !== '' && typeof value.name === 'string';
  if (!ok) throw invalidResponse(operation, 'a role without a string id and name');
  if (value.privileges !== undefined) readPrivilegeList(operation, value.privileges);
  return value as unknown as RoleSummary;
}

export function readPrivilegeList(operation: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((p) => typeof p === 'string')) {
    throw invalidResponse(operation, 'privileges that are not an array of strings');
  }
  return [...(value as string[])];
}

/** Writes answer `{ "success": true }`; anything else means the portal did not take it. */
export function requireSuccess(operation: string, body: JsonObject): void {
  if (body.success !== true) {
    throw new PortalError(`${operation}: the portal did not report success (success=${JSON.stringify(body.success ?? null)}).`, {
      code: 'unsuccessful',
      operation,
    });
  }
}

/** Ids put into a path (portal id, role id) must be plain alphanumerics: nothing can be smuggled into the URL. */
export function pathSegment(what: string, value: string): string {
  if (typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value)) return value;
  const shown = JSON.stringify(String(value).slice(0, 64));
  throw new ValidationError(`${what} ${shown} is not a valid id: ids are 1-64 letters and digits.`, [
    { path: '', message: `${what} must be alphanumeric` },
  ], { code: 'invalid_id' });
}

function requireField(operation: string, field: string, ok: boolean, expected: string): void {
  if (!ok) throw invalidResponse(operation, `"${field}" that is not ${expected}`);
}

export function invalidResponse(operation: string, what: string): PortalError {
  return new PortalError(`${operation}: the portal answered with ${what}.`, { code: 'invalid_response', operation });
}
