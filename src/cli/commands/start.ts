import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../../emulator/node/serve.ts';
import { createNodeFetch } from '../../node/fetch.ts';
import { Engine } from '../../plan/engine.ts';
import { renderApplyResult, renderPlan } from '../../plan/renderPlan.ts';
import type { Command } from '../io.ts';
import { makeStyle } from '../style.ts';

/**
 * `npm start`: a demo of the whole core loop against the embedded emulator, which a newcomer can
 * follow in a minute. (When the webhook worker lands, `npm start` serves it instead.)
 */
const DEMO_USER = { username: 'admin', password: 'portal-ops-demo' };

export const startCommand: Command = async (_argv, io) => {
  const s = makeStyle(io.color);
  const emulator = await startEmulator({ port: 0 });
  const transport = createNodeFetch();
  try {
    const engine = new Engine({
      portals: new Map([['default', { alias: 'default', url: emulator.url, release: '12.1', auth: { type: 'password', ...DEMO_USER }, buttonsSpelling: 'acceptAndDecline' }]]),
      fetch: transport.fetch,
    });
    const on = await loadExample('banner-maintenance.json');
    const off = await loadExample('banner-off.json');
    io.stdout(`${s.bold('portal-ops demo')}: the core loop against the embedded portal emulator.
The emulator is a self-hosted 12.1 portal at ${emulator.url} (user ${DEMO_USER.username}).
The webhook worker is not built yet; once it is, npm start serves it.

`);
    io.stdout(`${s.bold('1. plan examples/banner-maintenance.json')} (reads the portal, writes nothing)\n`);
    io.stdout(renderPlan(await engine.plan(on), s));
    io.stdout(`\n${s.bold('2. apply it')} (one settings/update, then a read-back to verify)\n`);
    io.stdout(renderApplyResult(await engine.apply(on, { principal: 'demo' }), s));
    io.stdout(`\n${s.bold('3. apply it again')} (already so: no write)\n`);
    io.stdout(renderApplyResult(await engine.apply(on, { principal: 'demo' }), s));
    io.stdout(`\n${s.bold('4. apply examples/banner-off.json')} (hides the banner, keeps its text and colours)\n`);
    io.stdout(renderApplyResult(await engine.apply(off, { principal: 'demo' }), s));
    io.stdout(`
Try it yourself:
  npx portal-ops emulator                          # terminal 1: prints its REST root
  export PORTAL_URL=http://127.0.0.1:8788/portal/sharing/rest PORTAL_USERNAME=admin PORTAL_PASSWORD=portal-ops-demo
  npx portal-ops plan examples/combined.json       # terminal 2: exit 2 = changes pending
  npx portal-ops apply examples/combined.json
`);
    return 0;
  } finally {
    await transport.close();
    await emulator.close();
  }
};

async function loadExample(name: string): Promise<unknown> {
  // dist/cli.js and src/cli/commands/start.ts both find examples/ from the package root.
  const here = dirname(fileURLToPath(import.meta.url));
  for (const root of [join(here, '..'), join(here, '..', '..', '..')]) {
    try {
      return JSON.parse(await readFile(join(root, 'examples', name), 'utf8')) as unknown;
    } catch {
      // try the next candidate root
    }
  }
  throw new Error(`examples/${name} not found next to the package`);
}
