import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StateFileWriter } from '../../src/emulator/node/stateFile.ts';
import { buildInitialState } from '../../src/emulator/initialState.ts';
import { startEmulator } from '../../src/emulator/node/serve.ts';
import { Portal, start } from './support.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-emulator-'));
  dirs.push(dir);
  return dir;
}

describe('emulator state file', () => {
  it('survives a restart, writes atomically and leaves no temporary files', async () => {
    const dir = await tempDir();
    const statePath = join(dir, 'state.json');
    const first = new Portal(await startEmulator({ port: 0, statePath }));
    try {
      const headers = await first.auth();
      const banner = { text: 'Persisted', bgColor: '#000000', fontColor: '#ffffff', enabled: true };
      await first.post('portals/self/settings/update', { informationalBanner: JSON.stringify(banner) }, headers);
      const created = await first.post('portals/self/createRole', { name: 'Persisted role' }, headers);
      // Concurrent writes are serialized: the file always parses and ends with the last change.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => first.post('portals/self/settings/update', { aiAssistantsEnabled: String(i % 2 === 0) }, headers)),
      );
      await first.post('portals/self/settings/update', { aiAssistantsEnabled: 'true' }, headers);
      expect(JSON.parse(await readFile(statePath, 'utf8'))).toHaveProperty('settings.aiAssistantsEnabled', true);
      expect(created['id']).toBeTypeOf('string');
    } finally {
      await first.running.close();
    }
    expect(await readdir(dir)).toEqual(['state.json']);

    const second = await start({ statePath });
    const headers = await second.auth();
    expect((await second.get('portals/self/settings', {}, headers))['informationalBanner']).toMatchObject({ text: 'Persisted' });
    const roles = (await second.get('portals/self/roles', {}, headers))['roles'] as { name: string }[];
    expect(roles.map((r) => r.name)).toContain('Persisted role');
  });

  it('writes the initial state when the file does not exist yet', async () => {
    const dir = await tempDir();
    const statePath = join(dir, 'new.json');
    await start({ statePath });
    expect(JSON.parse(await readFile(statePath, 'utf8'))).toMatchObject({ version: 1, organization: { name: 'City of Example GIS' } });
  });

  it('refuses a corrupt state file', async () => {
    const dir = await tempDir();
    const statePath = join(dir, 'bad.json');
    await writeFile(statePath, '{"version":1,"roles":"nope"}');
    await expect(startEmulator({ port: 0, statePath })).rejects.toThrow(/not a valid state/);
  });

  it('serializes writes so they never interleave', async () => {
    const dir = await tempDir();
    const path = join(dir, 's.json');
    const writer = new StateFileWriter(path);
    const states = Array.from({ length: 20 }, (_, i) => ({ ...buildInitialState(), organization: { name: `org ${i}` } }));
    await Promise.all(states.map((s) => writer.write(s)));
    expect(JSON.parse(await readFile(path, 'utf8'))).toHaveProperty('organization.name', 'org 19');
    expect(await readdir(dir)).toEqual(['s.json']);
  });

  it('reports a failing persistence hook as a portal error', async () => {
    const portal = await start({
      onChange: () => {
        throw new Error('disk full');
      },
    });
    const body = await portal.post('portals/self/settings/update', { blockBetaApps: 'false' }, await portal.auth());
    expect(body.error?.code).toBe(500);
  });
});
