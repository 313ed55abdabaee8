import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeRequestJsonSchema, renderJsonSchema } from '../src/request/jsonSchema.ts';
import { parseJsonText } from '../src/request/parseJsonText.ts';
import { validateChangeRequest } from '../src/request/validate.ts';
import { scheduleJsonSchema } from '../src/schedule/jsonSchema.ts';
// @ts-expect-error -- plain ESM build script without types
import { buildAll, ENTRIES } from '../scripts/build.mjs';

const root = join(import.meta.dirname, '..');

describe('committed artifacts are fresh', () => {
  it('schema/change-request.schema.json matches the zod schemas (run `npm run schema`)', () => {
    const committed = readFileSync(join(root, 'schema', 'change-request.schema.json'), 'utf8');
    expect(committed).toBe(renderJsonSchema(changeRequestJsonSchema()));
  });

  it('schema/schedule.schema.json matches the zod schemas (run `npm run schema`)', () => {
    const committed = readFileSync(join(root, 'schema', 'schedule.schema.json'), 'utf8');
    expect(committed).toBe(renderJsonSchema(scheduleJsonSchema()));
  });

  it('dist/ matches a fresh build (run `npm run build`)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'portal-ops-dist-'));
    try {
      await buildAll(out);
      for (const { out: file } of ENTRIES as Array<{ out: string }>) {
        const fresh = readFileSync(join(out, file), 'utf8');
        const committed = readFileSync(join(root, 'dist', file), 'utf8');
        expect(committed === fresh, `dist/${file} is stale: run npm run build and commit dist/`).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
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
