import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequestJsonSchema, renderJsonSchema } from '../src/request/jsonSchema.ts';
import { parseJsonText } from '../src/request/parseJsonText.ts';
import { validateChangeRequest } from '../src/request/validate.ts';
import { scheduleJsonSchema } from '../src/schedule/jsonSchema.ts';
// @ts-expect-error -- plain ESM build script without types
import { buildAll, listFiles } from '../scripts/build.mjs';

const root = join(import.meta.dirname, '..');

// One fresh build for the whole file: the staleness check compares it with dist/, the load checks read its metafile.
let fresh = '';
let metafiles: Record<string, Metafile> = {};
beforeAll(async () => {
  fresh = mkdtempSync(join(tmpdir(), 'portal-ops-dist-'));
  metafiles = (await buildAll(fresh)) as Record<string, Metafile>;
}, 120_000);
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('committed artifacts are fresh', () => {
  it('schema/change-request.schema.json matches the zod schemas (run `npm run schema`)', () => {
    const committed = readFileSync(join(root, 'schema', 'change-request.schema.json'), 'utf8');
    expect(committed).toBe(renderJsonSchema(changeRequestJsonSchema()));
  });

  it('schema/schedule.schema.json matches the zod schemas (run `npm run schema`)', () => {
    const committed = readFileSync(join(root, 'schema', 'schedule.schema.json'), 'utf8');
    expect(committed).toBe(renderJsonSchema(scheduleJsonSchema()));
  });

  it('dist/ matches a fresh build, file for file (run `npm run build`)', () => {
    // The whole tree: split builds name chunks by content hash, so a stale build leaves files behind or misses some.
    expect(listFiles(join(root, 'dist')), 'dist/ has other files than a fresh build: run npm run build and commit dist/').toEqual(listFiles(fresh));
    for (const file of listFiles(fresh) as string[]) {
      const same = readFileSync(join(fresh, file)).equals(readFileSync(join(root, 'dist', file)));
      expect(same, `dist/${file} is stale: run npm run build and commit dist/`).toBe(true);
    }
  });

  it('names no module by where the checkout is (chunk hashes would differ in a clean clone)', () => {
    // esbuild hashes a chunk's module paths; plugin namespaces keep the path they are given, so an
    // absolute one made every checkout build other chunk names than the committed ones.
    const paths = Object.values(metafiles).flatMap((m) => Object.keys(m.inputs));
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((p) => p.includes(root) || /^(\w+:)?\//.test(p))).toEqual([]);
  });
});

/** Gzip -9 size in bytes: roughly what a deploy uploads and an edge runtime fetches. */
const gzipped = (file: string): number => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;

describe('bundle budgets', () => {
  // Edge runtimes load the worker on cold starts and cap script sizes: keep the bundles small.
  const WORKER_GZIP_BUDGET = 80_000;
  it.each(['worker/cloudflare.js', 'worker/deno.js', 'worker/bun.js'])('%s is under 80 KB gzipped', (file) => {
    expect(gzipped(file)).toBeLessThan(WORKER_GZIP_BUDGET);
  });
});

describe('what a validate run of the Action loads', () => {
  // `validate` is the Action's hot path (every pull request): its cold start is what Node loads
  // before the first line runs. Everything index.js imports statically is loaded; chunks behind
  // import() are loaded only by the runs that need them.
  const staticInputs = (): string[] => {
    const action = metafiles['action/index.js'];
    if (action === undefined) throw new Error('no metafile for the Action');
    const loaded = new Set<string>();
    const visit = (output: string): void => {
      if (loaded.has(output)) return;
      loaded.add(output);
      for (const i of action.outputs[output]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
    };
    for (const output of Object.keys(action.outputs)) if (output.endsWith('/action/index.js')) visit(output);
    return [...loaded].flatMap((o) => Object.keys(action.outputs[o]?.inputs ?? {}));
  };

  it('includes the validator', () => {
    expect(staticInputs()).toContain('src/request/validate.ts');
    expect(staticInputs()).toContain('node_modules/@actions/core/lib/core.js');
  });

  it.each([
    ['undici (the HTTP client)', /node_modules\/undici\//],
    ['@actions/http-client (OIDC tokens)', /node_modules\/@actions\/http-client\//],
    ['@actions/github and Octokit (the pull-request comment)', /node_modules\/(@actions\/github|@octokit)\//],
    ['@actions/exec', /node_modules\/@actions\/exec\//],
    ['croner (schedules)', /node_modules\/croner\//],
    ['classic zod (mini only)', /node_modules\/zod\/v4\/classic\//],
    ['the portal client', /^src\/portal\//],
    ['the engine', /^src\/plan\/engine\.ts$/],
  ])('leaves out %s', (_name, pattern) => {
    // `lazy:` inputs are the build's proxies that import such a module on first call (LAZY_IMPORTS).
    expect(staticInputs().filter((f) => pattern.test(f) && !f.startsWith('lazy:'))).toEqual([]);
  });
});

describe('examples/', () => {
  const files = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json'));
  it('has a change request of every kind and a combined one', () => {
    const kinds = new Set<string>();
    for (const f of files) {
      const parsed = parseJsonText(readFileSync(join(root, 'examples', f), 'utf8'));
      if (parsed.ok) for (const c of (parsed.value as { changes: Array<{ kind: string }> }).changes) kinds.add(c.kind);
    }
    expect([...kinds].sort()).toEqual(['accessNotice', 'banner', 'orgSettings', 'portalConfig', 'rolePrivileges']);
    expect(files).toContain('combined.json');
  });
  it.each(files)('%s is valid, with no warnings, on a 12.0 portal', (f) => {
    const parsed = parseJsonText(readFileSync(join(root, 'examples', f), 'utf8'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = validateChangeRequest(parsed.value, { target: { kind: 'selfHosted', release: [12, 0] } });
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
  });
});
