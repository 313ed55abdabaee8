/**
 * Part 3: cold start under Node 24, as a ratio to `node -e 0` (the floor no program can beat).
 * Runs are interleaved (floor, Action, CLI, Node worker, edge worker, floor, ...) so drift on a
 * noisy machine hits every row alike; medians and minimums are reported.
 *  - Action: action.yml's runs.main running `validate` on an example, with a runner's environment.
 *  - CLI: `dist/cli.js validate` on the same example.
 *  - Node worker: `dist/cli.js serve` (the worker on Node) until its first /healthz answer.
 *  - Edge worker: a fresh process imports dist/worker/cloudflare.js and answers one /healthz;
 *    the time from import to answer is measured inside that process as well.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { actionMain, actionValidateEnv, EXAMPLE, NODE24, ROOT } from './node24.ts';
import { median, round, type PartResult } from './report.ts';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 20);
/** A run that takes longer is stuck: fail the bench rather than hang it. */
const RUN_TIMEOUT_MS = 15_000;

/** A worker configuration that starts without any portal being reachable (/healthz calls none). */
const WORKER_ENV = {
  PORTAL_URL: 'http://127.0.0.1:9/portal/sharing/rest',
  PORTAL_USERNAME: 'admin',
  PORTAL_PASSWORD: 'bench-password-not-used',
  PORTAL_RELEASE: '12.1',
  WEBHOOK_SECRETS: `ci=whsec_${Buffer.from('bench-secret-0123456789abcdefghij').toString('base64')}`,
};

interface Sample {
  readonly ms: number;
  /** Measured inside the process, when the row has such a figure. */
  readonly innerMs?: number;
}

interface Subject {
  readonly name: string;
  run(): Promise<Sample>;
}

/** Spawns and waits for exit; a non-zero exit is an error (a failing run is not a fast one). */
async function timed(args: string[], env: Record<string, string>, label: string): Promise<Sample & { stdout: string }> {
  const started = performance.now();
  const child = spawn(NODE24, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: RUN_TIMEOUT_MS });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const [code] = (await once(child, 'close')) as [number | null];
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`${label} exited with ${code}: ${stderr.slice(0, 500)}`);
  return { ms, stdout };
}

const floor: Subject = { name: 'node -e 0 (floor)', run: () => timed(['-e', '0'], { PATH: process.env.PATH ?? '' }, 'node -e 0') };

function action(): Subject {
  const main = actionMain();
  return {
    name: `Action validate (${main})`,
    run: async () => {
      const r = await timed([main], actionValidateEnv(), 'the Action');
      if (!r.stdout.includes(`${EXAMPLE}: valid`)) throw new Error(`the Action did not validate ${EXAMPLE}: ${r.stdout.slice(0, 300)}`);
      return r;
    },
  };
}

const cli: Subject = {
  name: 'CLI validate (dist/cli.js)',
  run: () => timed(['dist/cli.js', 'validate', EXAMPLE], { PATH: process.env.PATH ?? '' }, 'the CLI'),
};

/** Spawn to first /healthz answer; the server prints its URL on its first stdout line. */
const nodeWorker: Subject = {
  name: 'Node worker to first /healthz (dist/cli.js serve)',
  run: async () => {
    const started = performance.now();
    const child = spawn(NODE24, ['dist/cli.js', 'serve'], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...WORKER_ENV, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'ignore'] });
    const exited = once(child, 'exit');
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    try {
      const lines = createInterface({ input: child.stdout });
      const [url] = (await Promise.race([once(lines, 'line'), exited.then(() => Promise.reject(new Error('the Node worker exited before it listened')))])) as [string];
      lines.close();
      const res = await fetch(`${url.trim()}/healthz`);
      if (res.status !== 200) throw new Error(`the Node worker's /healthz answered ${res.status}`);
      await res.body?.cancel();
      return { ms: performance.now() - started };
    } finally {
      clearTimeout(timer);
      child.kill('SIGTERM');
      await exited;
    }
  },
};

function edgeWorker(): Subject {
  const url = pathToFileURL(join(ROOT, 'dist', 'worker', 'cloudflare.js')).href;
  // Inside the process: import the bundle, build the worker, answer one /healthz; print the time.
  const script = [
    'const t0 = performance.now();',
    `const worker = (await import(${JSON.stringify(url)})).default;`,
    `const env = ${JSON.stringify(WORKER_ENV)};`,
    "const res = await worker.fetch(new Request('http://worker.local/healthz'), env, { waitUntil() {}, passThroughOnException() {} });",
    "if (res.status !== 200) throw new Error('healthz ' + res.status);",
    'await res.text();',
    // The worker logs a line per request to stdout too: mark the figure.
    "process.stdout.write('\\nBENCH_MS=' + (performance.now() - t0) + '\\n');",
  ].join('\n');
  return {
    name: 'edge worker: import + first /healthz (dist/worker/cloudflare.js)',
    run: async () => {
      const r = await timed(['--input-type=module', '-e', script], { PATH: process.env.PATH ?? '' }, 'the edge worker');
      const inner = /^BENCH_MS=([\d.]+)$/m.exec(r.stdout)?.[1];
      if (inner === undefined) throw new Error(`the edge worker printed no time: ${r.stdout.slice(0, 300)}`);
      return { ms: r.ms, innerMs: Number(inner) };
    },
  };
}

export async function benchColdStart(): Promise<PartResult> {
  const subjects = [floor, action(), cli, nodeWorker, ...(existsSync(join(ROOT, 'dist', 'worker', 'cloudflare.js')) ? [edgeWorker()] : [])];
  for (const s of subjects) await s.run(); // warm the file cache: cold start means a new process, not a cold disk
  const samples = subjects.map(() => [] as Sample[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, s] of subjects.entries()) samples[j]?.push(await s.run());
  }
  const floorMedian = median((samples[0] ?? []).map((x) => x.ms));
  const floorMin = Math.min(...(samples[0] ?? []).map((x) => x.ms));
  const rows = subjects.map((s, j) => {
    const list = samples[j] ?? [];
    const ms = list.map((x) => x.ms);
    const inner = list.flatMap((x) => (x.innerMs === undefined ? [] : [x.innerMs]));
    return {
      name: s.name,
      medianMs: round(median(ms)),
      minMs: round(Math.min(...ms)),
      ratio: round(median(ms) / floorMedian, 2),
      minRatio: round(Math.min(...ms) / floorMin, 2),
      ...(inner.length > 0 ? { innerMedianMs: round(median(inner)) } : {}),
      samplesMs: ms.map((x) => round(x)),
    };
  });
  const actionRow = rows[1];
  if (actionRow === undefined) throw new Error('no Action row');
  return {
    tables: [
      {
        title: `3. Cold start under Node ${execFileSync(NODE24, ['--version'], { encoding: 'utf8' }).trim()} (${RUNS} interleaved runs each; ratio of medians to the floor)`,
        columns: ['process', 'median ms', 'min ms', '× floor (medians)', '× floor (mins)', 'in-process ms'],
        rows: rows.map((r) => [r.name, r.medianMs, r.minMs, `${r.ratio}×`, `${r.minRatio}×`, r.innerMedianMs ?? '—']),
        notes: [
          'Wall time from spawn to exit (to the first /healthz answer for the Node worker). in-process = import of the bundle to its first answer (median).',
          'The ratio of minimums is the least disturbed by other load on the machine; the goal is judged on medians.',
        ],
      },
    ],
    summary: [{ part: '3 cold start', goal: 'Action validate < 2× node -e 0 (Node 24)', measured: `${actionRow.ratio}× (${actionRow.medianMs} vs ${round(floorMedian)} ms; mins ${actionRow.minRatio}×)`, verdict: actionRow.ratio < 2 ? 'pass' : 'miss' }],
    raw: { runs: RUNS, node: NODE24, rows },
  };
}
