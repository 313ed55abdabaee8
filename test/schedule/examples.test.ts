import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../src/request/parseJsonText.ts';
import { evaluateSchedule } from '../../src/schedule/evaluate.ts';
import { validateSchedule } from '../../src/schedule/validateSchedule.ts';
import { at, NOW } from './helpers.ts';

const dir = join(import.meta.dirname, '..', '..', 'examples', 'schedules');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (f: string) => {
  const parsed = parseJsonText(readFileSync(join(dir, f), 'utf8'));
  if (!parsed.ok) throw new Error(`${f} is not JSON`);
  return validateSchedule(parsed.value, { now: NOW });
};

describe('examples/schedules/', () => {
  it('has the maintenance and classification examples', () => {
    expect(files).toEqual(expect.arrayContaining(['maintenance.json', 'classification.json']));
  });

  it.each(files)('%s is a valid schedule', (f) => {
    const r = load(f);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
  });

  it('maintenance.json is DESIGN.md\'s example: its only warning is the upgrade hiding that Saturday\'s backup', () => {
    const r = load('maintenance.json');
    expect(r.warnings).toEqual([expect.objectContaining({ path: 'windows[1]', message: expect.stringMatching(/"weekly-backup" overlaps "upgrade-11.5"/) })]);
    if (!r.schedule) return;
    expect(evaluateSchedule(r.schedule, at('2026-12-05T23:00:00-05:00')).active?.name).toBe('upgrade-11.5');
  });

  it('classification.json shows the classification banner outside its weekly window, with no warnings', () => {
    const r = load('classification.json');
    expect(r.warnings).toEqual([]);
    if (!r.schedule) return;
    expect(evaluateSchedule(r.schedule, at('2026-11-25T12:00:00Z')).banner).toMatchObject({ enabled: true, text: expect.stringMatching(/^UNCLASSIFIED/), bgColor: '#007a33' });
    expect(evaluateSchedule(r.schedule, at('2026-11-29T07:00:00+01:00')).active?.name).toBe('sunday-maintenance');
  });
});
