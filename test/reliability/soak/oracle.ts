/**
 * The soak's own model of what a request means, written independently of the engine: the state
 * the request asks for, and exactly which leaves it mentions. A banner change mentions only the
 * banner keys it sets, a portalConfig change only the properties it sets or unsets, a role change
 * only the privileges it adds or removes; everything else must stay byte-identical.
 */
import { matchPrivileges } from '../../../src/catalog/privileges.ts';
import type { EmulatorState } from '../../../src/emulator/state.ts';
import type { SoakRequest } from './requests.ts';

/** Top-level settings field → the keys mentioned inside it, or `null` when the whole (boolean) field is. */
export interface Mentioned {
  readonly settings: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** Role id → privileges the request adds or removes. */
  readonly roles: ReadonlyMap<string, ReadonlySet<string>>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const objectOf = (v: unknown): Obj => (isObj(v) ? { ...v } : {});
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const NOTICE_FIELD = { anonymous: 'anonymousAccessNotice', authenticated: 'authenticatedAccessNotice' } as const;
const normalizeButtons = (v: unknown): unknown => (v === 'acceptAndDecilne' ? 'acceptAndDecline' : v);

/** Canonical JSON (sorted keys): equality that ignores key order but nothing else. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (isObj(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}

/** Equality of one settings leaf as the portal means it (the buttons misspelling is the same value). */
export function sameLeaf(key: string, a: unknown, b: unknown): boolean {
  return key === 'buttons' ? normalizeButtons(a) === normalizeButtons(b) : canonical(a) === canonical(b);
}

function roleId(state: EmulatorState, ref: string): string {
  const role = state.roles.find((r) => r.id === ref) ?? state.roles.find((r) => r.name === ref);
  if (role === undefined) throw new Error(`the soak referred to a role that does not exist: ${ref}`);
  return role.id;
}

function removedBy(entries: readonly string[]): string[] {
  return entries.flatMap((e) => (e.includes('*') ? matchPrivileges(e).map((p) => p.id) : [e]));
}

export function mentionedBy(state: EmulatorState, request: SoakRequest): Mentioned {
  const settings = new Map<string, Set<string> | null>();
  const roles = new Map<string, Set<string>>();
  for (const c of request.changes) {
    switch (c.kind) {
      case 'banner':
        settings.set('informationalBanner', new Set(['enabled', 'text', 'bgColor', 'fontColor'].filter((k) => c[k] !== undefined)));
        break;
      case 'accessNotice':
        settings.set(NOTICE_FIELD[c.audience as 'anonymous'], new Set(['enabled', 'title', 'text', 'buttons'].filter((k) => c[k] !== undefined)));
        break;
      case 'portalConfig':
        settings.set('portalConfigProperties', new Set([...Object.keys(objectOf(c.set)), ...((c.unset as string[] | undefined) ?? [])]));
        break;
      case 'orgSettings':
        for (const k of ['blockBetaApps', 'aiAssistantsEnabled']) if (c[k] !== undefined) settings.set(k, null);
        break;
      case 'rolePrivileges':
        roles.set(roleId(state, c.role as string), new Set([...((c.add as string[] | undefined) ?? []), ...removedBy((c.remove as string[] | undefined) ?? [])]));
        break;
    }
  }
  return { settings, roles };
}

/** The organization as the request asks for it, starting from `state`. */
export function expectedState(state: EmulatorState, request: SoakRequest): EmulatorState {
  const out = clone(state);
  const s = out.settings;
  const overlay = (field: string, c: Obj, keys: readonly string[]): void => {
    const value = objectOf(s[field]);
    for (const k of keys) if (c[k] !== undefined) value[k] = c[k];
    s[field] = value;
  };
  for (const c of request.changes) {
    switch (c.kind) {
      case 'banner':
        overlay('informationalBanner', c, ['enabled', 'text', 'bgColor', 'fontColor']);
        break;
      case 'accessNotice':
        overlay(NOTICE_FIELD[c.audience as 'anonymous'], c, ['enabled', 'title', 'text', 'buttons']);
        break;
      case 'portalConfig': {
        const value = { ...objectOf(s.portalConfigProperties), ...objectOf(c.set) };
        for (const name of (c.unset as string[] | undefined) ?? []) delete value[name];
        s.portalConfigProperties = value;
        break;
      }
      case 'orgSettings':
        for (const k of ['blockBetaApps', 'aiAssistantsEnabled']) if (c[k] !== undefined) s[k] = c[k];
        break;
      case 'rolePrivileges': {
        const role = out.roles.find((r) => r.id === roleId(state, c.role as string));
        if (role === undefined) break;
        const removed = new Set(removedBy((c.remove as string[] | undefined) ?? []));
        role.privileges = [...new Set([...role.privileges.filter((p) => !removed.has(p)), ...((c.add as string[] | undefined) ?? [])])];
        break;
      }
    }
  }
  return out;
}

/** Leaves the request mentions whose value in `actual` is not what `expected` has. */
export function mentionedDifferences(actual: EmulatorState, expected: EmulatorState, mentioned: Mentioned): string[] {
  const out: string[] = [];
  for (const [field, keys] of mentioned.settings) {
    if (keys === null) {
      if (!sameLeaf(field, actual.settings[field], expected.settings[field])) out.push(field);
      continue;
    }
    const a = objectOf(actual.settings[field]);
    const e = objectOf(expected.settings[field]);
    for (const k of keys) {
      if (Object.hasOwn(a, k) !== Object.hasOwn(e, k) || !sameLeaf(k, a[k], e[k])) out.push(`${field}.${k}`);
    }
  }
  for (const [id, privileges] of mentioned.roles) {
    const a = new Set(actual.roles.find((r) => r.id === id)?.privileges ?? []);
    const e = new Set(expected.roles.find((r) => r.id === id)?.privileges ?? []);
    for (const p of privileges) if (a.has(p) !== e.has(p)) out.push(`role ${id}: ${p}`);
  }
  return out;
}

/** Everything the request does not mention that is not byte-identical to `before`. */
export function unmentionedChanges(before: EmulatorState, after: EmulatorState, mentioned: Mentioned): string[] {
  const out: string[] = [];
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  if (!same(before.organization, after.organization) || before.version !== after.version) out.push('organization');
  for (const field of new Set([...Object.keys(before.settings), ...Object.keys(after.settings)])) {
    const b = before.settings[field];
    const a = after.settings[field];
    const keys = mentioned.settings.get(field);
    if (keys === null) continue;
    if (keys === undefined) {
      if (Object.hasOwn(before.settings, field) !== Object.hasOwn(after.settings, field) || !same(b, a)) out.push(field);
      continue;
    }
    const bo = objectOf(b);
    const ao = objectOf(a);
    for (const k of new Set([...Object.keys(bo), ...Object.keys(ao)])) {
      if (keys.has(k)) continue;
      if (Object.hasOwn(bo, k) !== Object.hasOwn(ao, k) || !same(bo[k], ao[k])) out.push(`${field}.${k}`);
    }
  }
  if (!same(before.roles.map((r) => r.id), after.roles.map((r) => r.id))) out.push('the list of roles');
  for (const b of before.roles) {
    const a = after.roles.find((r) => r.id === b.id);
    if (a === undefined) continue;
    for (const k of ['name', 'description', 'created'] as const) if (a[k] !== b[k]) out.push(`role ${b.id}.${k}`);
    const privileges = mentioned.roles.get(b.id);
    if (privileges === undefined) {
      if (!same(a.privileges, b.privileges) || a.modified !== b.modified) out.push(`role ${b.id}`);
      continue;
    }
    const has = new Set(a.privileges);
    const had = new Set(b.privileges);
    for (const p of new Set([...had, ...has])) if (!privileges.has(p) && has.has(p) !== had.has(p)) out.push(`role ${b.id}: ${p}`);
  }
  return out;
}
