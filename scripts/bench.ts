/**
 * npm run bench: figures, not assertions. Portal calls per operation (emulator call log, warm
 * token and identity) and the validator's throughput. Prints a table and writes
 * bench-results/latest.json. (Issue #8 extends this: vendor client side by side, rollout under
 * latency, cold start, bundle sizes, worker overhead.)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../src/emulator/node/serve.ts';
import { createNodeFetch } from '../src/node/fetch.ts';
import { Engine } from '../src/plan/engine.ts';
import { validateChangeRequest } from '../src/request/validate.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const emulator = await startEmulator({ port: 0, testHooks: true });
const transport = createNodeFetch();
const engine = new Engine({
  portals: new Map([['default', { alias: 'default', url: emulator.url, release: '12.1', auth: { type: 'password', username: 'admin', password: 'portal-ops-demo' }, buttonsSpelling: 'acceptAndDecline' }]]),
  fetch: transport.fetch,
});
const hook = (path: string, init?: RequestInit) => fetch(`${emulator.origin}/__emulator/${path}`, init).then((r) => r.json());
const request = (changes: unknown[]) => ({ reason: 'bench', changes });

const rows: Array<{ operation: string; calls: number; writes: number; ms: number }> = [];
async function measure(operation: string, input: unknown): Promise<void> {
  await hook('calls', { method: 'DELETE' });
  const started = performance.now();
  const result = await engine.apply(input);
  const ms = performance.now() - started;
  if (result.status !== 'applied' && result.status !== 'noop') throw new Error(`${operation}: ${result.status}`);
  const calls = (await hook('calls')) as Array<{ operation: string; method: string }>;
  const counted = calls.filter((c) => c.operation !== 'generateToken');
  rows.push({ operation, calls: counted.length, writes: counted.filter((c) => c.method === 'POST').length, ms: Math.round(ms * 10) / 10 });
}

await engine.plan(request([{ kind: 'banner', enabled: false }])); // warm the token and identity
let on = false;
const toggle = () => request([{ kind: 'banner', enabled: (on = !on) }]);
await measure('banner toggle', toggle());
await measure('one notice change', request([{ kind: 'accessNotice', audience: 'anonymous', enabled: true, title: 'Terms', text: 'Agree' }]));
await measure('one portalConfig property', request([{ kind: 'portalConfig', set: { tokenExpiration: 90 } }]));
await measure('banner + notice + property', request([{ kind: 'banner', enabled: (on = !on) }, { kind: 'accessNotice', audience: 'anonymous', enabled: false }, { kind: 'portalConfig', set: { tokenExpiration: 60 } }]));
await measure('privileges of 1 role', request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }]));
await measure('no-op (already right)', request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }]));

const example = JSON.parse(readFileSync(join(root, 'examples', 'combined.json'), 'utf8')) as unknown;
const n = 2000;
const started = performance.now();
for (let i = 0; i < n; i++) validateChangeRequest(example, { target: { kind: 'selfHosted', release: [12, 0] } });
const validatePerSecond = Math.round(n / ((performance.now() - started) / 1000));

await transport.close();
await emulator.close();

console.log('portal calls per operation (warm token and identity; emulator on loopback)');
console.log(`${'operation'.padEnd(30)} ${'calls'.padStart(5)} ${'writes'.padStart(6)} ${'ms'.padStart(8)}`);
for (const r of rows) console.log(`${r.operation.padEnd(30)} ${String(r.calls).padStart(5)} ${String(r.writes).padStart(6)} ${String(r.ms).padStart(8)}`);
console.log(`\nvalidation of examples/combined.json: ${validatePerSecond} requests/s`);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'latest.json'), `${JSON.stringify({ when: new Date().toISOString(), node: process.version, calls: rows, validatePerSecond }, null, 2)}\n`);
console.log('wrote bench-results/latest.json');
