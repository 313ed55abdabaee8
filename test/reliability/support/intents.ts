/**
 * What a change request asks for, as single facts ("banner.text is X", "Field Crew has
 * portal:user:createItem"), and where each fact is read in the emulator's state. Lost updates are
 * counted per fact: one request can win some facts and lose others.
 */
export interface PortalState {
  readonly settings: Record<string, unknown>;
  readonly roles: ReadonlyArray<{ readonly id: string; readonly name: string; readonly privileges: readonly string[] }>;
}

export interface Fact {
  /** `banner.text`, `config.tokenExpiration`, `role:Field Crew:portal:user:createItem`. */
  readonly key: string;
  readonly value: unknown;
}

type AnyChange = { kind: string } & Record<string, unknown>;

export function factsOf(changes: readonly AnyChange[]): Fact[] {
  return changes.flatMap((change): Fact[] => {
    switch (change.kind) {
      case 'banner':
        return (['enabled', 'text'] as const).filter((k) => change[k] !== undefined).map((k) => ({ key: `banner.${k}`, value: change[k] }));
      case 'portalConfig':
        return Object.entries((change.set ?? {}) as Record<string, unknown>).map(([name, value]) => ({ key: `config.${name}`, value }));
      case 'rolePrivileges': {
        const role = String(change.role);
        const add = (change.add ?? []) as string[];
        const remove = (change.remove ?? []) as string[];
        return [...add.map((p) => ({ key: `role:${role}:${p}`, value: true })), ...remove.map((p) => ({ key: `role:${role}:${p}`, value: false }))];
      }
      default:
        throw new Error(`no facts for a ${change.kind} change`);
    }
  });
}

/** The value of a fact's key in a state (undefined when absent). */
export function valueIn(state: PortalState, key: string): unknown {
  const [head, ...rest] = key.split(':');
  if (head === 'role') {
    const [name, ...privilege] = rest;
    const role = state.roles.find((r) => r.name === name);
    return role === undefined ? undefined : role.privileges.includes(privilege.join(':'));
  }
  const [scope, name] = key.split('.') as [string, string];
  const field = scope === 'banner' ? 'informationalBanner' : 'portalConfigProperties';
  return (state.settings[field] as Record<string, unknown> | undefined)?.[name];
}
