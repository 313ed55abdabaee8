/**
 * npm run bench: the figures of issue #8, side by side in one run, as ratios where the machine
 * matters. One table per part, then a summary of each goal (pass / miss / info), and every raw
 * figure in bench-results/latest.json. Parts can be picked: `npm run bench -- calls rollout`.
 *   1 calls      portal calls per operation, portal-ops vs the vendor's JS client   (scripts/bench/calls.ts)
 *   2 rollout    privileges of 50 roles under 50 ms latency per call               (scripts/bench/rollout.ts)
 *   3 cold       cold start under Node 24 against `node -e 0`                       (scripts/bench/coldStart.ts)
 *   4 bundles    bundle sizes, raw and gzip                                         (scripts/bench/bundles.ts)
 *   5 worker     worker throughput and latency, dry runs vs /healthz                (scripts/bench/workerLoad.ts)
 *   6 validate   validator throughput (no portal)                                   (scripts/bench/validate.ts)
 * Every part is bounded in count and time; the whole run takes about two minutes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchBundles } from './bench/bundles.ts';
import { benchCalls } from './bench/calls.ts';
import { benchColdStart } from './bench/coldStart.ts';
import { ROOT } from './bench/node24.ts';
import { markdownTable, renderTable, round, type PartResult, type Table } from './bench/report.ts';
import { benchRollout } from './bench/rollout.ts';
import { benchValidate } from './bench/validate.ts';
import { benchWorkerLoad } from './bench/workerLoad.ts';

const PARTS: Record<string, () => Promise<PartResult>> = {
  calls: benchCalls,
  rollout: benchRollout,
  cold: benchColdStart,
  bundles: benchBundles,
  worker: benchWorkerLoad,
  validate: benchValidate,
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((a) => !(a in PARTS));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(PARTS);

// Other work on the machine moves every timing: say how busy it was.
const loadAtStart = loadavg()[0] ?? 0;
const started = performance.now();
const results: Record<string, { seconds: number } & PartResult> = {};
for (const name of chosen) {
  const t0 = performance.now();
  const result = await (PARTS[name] as () => Promise<PartResult>)();
  results[name] = { ...result, seconds: round((performance.now() - t0) / 1000, 1) };
  for (const table of result.tables) console.log(`${renderTable(table)}\n`);
}

const machine = `${availableParallelism()} CPUs, load average ${round(loadAtStart, 1)} at start, ${round(loadavg()[0] ?? 0, 1)} at end`;
const summary: Table = {
  title: `Summary (${chosen.join(', ')}; ${round((performance.now() - started) / 1000, 0)} s; ${machine})`,
  columns: ['part', 'goal', 'measured', 'verdict'],
  rows: Object.values(results).flatMap((r) => r.summary.map((s) => [s.part, s.goal, s.measured, s.verdict])),
};
console.log(renderTable(summary));

const out = join(ROOT, 'bench-results');
mkdirSync(out, { recursive: true });
const when = new Date().toISOString();
writeFileSync(join(out, 'latest.json'), `${JSON.stringify({ when, node: process.version, platform: `${process.platform} ${process.arch}`, machine, parts: results }, null, 2)}\n`);
// The same tables as Markdown, ready to paste into docs/performance.md.
const tables = Object.values(results).flatMap((r) => r.tables);
writeFileSync(join(out, 'latest.md'), `${[...tables, summary].map(markdownTable).join('\n\n')}\n\n_${when}, Node ${process.version} (bench), ${process.platform} ${process.arch}, ${machine}_\n`);
console.log('\nwrote bench-results/latest.json and bench-results/latest.md');
