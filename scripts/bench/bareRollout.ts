/**
 * The least a client can do for the same verified rollout: one roles read, the setPrivileges
 * writes through a pool of `concurrency`, one roles read back, with undici and nothing else (no
 * validation, planning, retries or checks). On this machine a round trip with 50 ms injected costs
 * a few ms more than 50 (process wake-ups after the pause), so this measured floor, not the
 * nominal one, is what portal-ops's own overhead is judged against.
 */
import { Agent, fetch } from 'undici';
import { ADMIN } from './fixtures.ts';

export interface BareRollout {
  run(): Promise<number>;
  close(): Promise<void>;
}

export async function bareRollout(root: string, options: { concurrency: number; pool: number; roles: ReadonlyArray<{ id: string; privileges: readonly string[] }> }): Promise<BareRollout> {
  const agent = new Agent({ connections: options.pool });
  const form = (fields: Record<string, string>) => new URLSearchParams({ f: 'json', ...fields });
  const minted = (await (await fetch(`${root}/generateToken`, { method: 'POST', body: form({ ...ADMIN, client: 'referer', referer: 'bench', expiration: '60' }), dispatcher: agent })).json()) as { token: string };
  const headers = { referer: 'bench', 'X-Esri-Authorization': `Bearer ${minted.token}` };
  const readRoles = async () => (await fetch(`${root}/portals/self/roles?f=json&num=100&returnPrivileges=true`, { headers, dispatcher: agent })).json();
  const write = async (role: { id: string; privileges: readonly string[] }) => {
    const body = form({ token: minted.token, privileges: JSON.stringify({ privileges: role.privileges }) });
    return (await fetch(`${root}/portals/self/roles/${role.id}/setPrivileges`, { method: 'POST', body, headers: { referer: 'bench' }, dispatcher: agent })).json();
  };
  await readRoles(); // open a connection, as the engine's warm-up does
  return {
    async run() {
      const started = performance.now();
      await readRoles();
      let next = 0;
      const worker = async () => {
        while (next < options.roles.length) await write(options.roles[next++] as (typeof options.roles)[number]);
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
      await readRoles();
      return performance.now() - started;
    },
    close: () => agent.close(),
  };
}
