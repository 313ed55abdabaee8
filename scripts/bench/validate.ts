/**
 * Part 6 (extra): the validator's throughput on examples/combined.json, no portal involved; every
 * face validates before it plans, so this is the floor of each request's own work.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateChangeRequest } from '../../src/request/validate.ts';
import { ROOT } from './node24.ts';
import { round, type PartResult } from './report.ts';

const COUNT = 2000;

export async function benchValidate(): Promise<PartResult> {
  const example = JSON.parse(readFileSync(join(ROOT, 'examples', 'combined.json'), 'utf8')) as unknown;
  const check = validateChangeRequest(example, { target: { kind: 'selfHosted', release: [12, 0] } });
  if (!check.valid) throw new Error('examples/combined.json does not validate');
  for (let i = 0; i < 200; i++) validateChangeRequest(example, { target: { kind: 'selfHosted', release: [12, 0] } });
  const started = performance.now();
  for (let i = 0; i < COUNT; i++) validateChangeRequest(example, { target: { kind: 'selfHosted', release: [12, 0] } });
  const ms = performance.now() - started;
  const perSecond = round(COUNT / (ms / 1000), 0);
  return {
    tables: [{ title: '6. Validator throughput (examples/combined.json, release 12.0, in process)', columns: ['requests', 'ms', 'per second', 'µs each'], rows: [[COUNT, round(ms), perSecond, round((ms * 1000) / COUNT, 1)]] }],
    summary: [{ part: '6 validate', goal: 'validator throughput (report)', measured: `${perSecond} requests/s`, verdict: 'info' }],
    raw: { count: COUNT, ms: round(ms), perSecond },
  };
}
