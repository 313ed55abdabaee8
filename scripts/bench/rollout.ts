/**
 * Part 2: privileges of 50 roles with 50 ms injected on every portal call (an emulator latency
 * fault), applied by the Engine at several role concurrencies. The ideal is
 * calls ÷ concurrency × latency; a verified rollout cannot reach it, because the read before and
 * the read-back after are serial round trips on their own: the critical path is
 * (2 + ⌈50/c⌉) round trips. What portal-ops itself adds is judged against a bare client doing
 * the same calls on the same emulator (bareRollout.ts), run interleaved with it.
 */
import { createNodeFetch } from '../../src/node/fetch.ts';
import { Engine } from '../../src/plan/engine.ts';
import { bareRollout } from './bareRollout.ts';
import { ADDED_PRIVILEGE, BENCH_ROLES, ROLE_START, roleId, roleName, startBenchPortal, TOKEN_OPERATIONS, type BenchPortal } from './fixtures.ts';
import { median, round, type PartResult } from './report.ts';

export const LATENCY_MS = 50;
/** The Engine's default (src/plan/engine.ts). */
export const DEFAULT_CONCURRENCY = 8;
/** The Node transport's default per-origin connection pool (src/node/fetch.ts). */
const SHIPPED_POOL = 8;
const REPEATS = 3;

interface Setting {
  readonly concurrency: number;
  /** Connections per origin in the transport; the product ships 8. */
  readonly pool: number;
}

const SETTINGS: readonly Setting[] = [1, 4, 5, 6, 8, 16].map((c) => ({ concurrency: c, pool: Math.max(SHIPPED_POOL, c) }));
// What c=16 gets as shipped: the pool, not the engine, decides how many writes are in flight.
const SHIPPED_16: Setting = { concurrency: 16, pool: SHIPPED_POOL };

export interface RolloutRow {
  readonly concurrency: number;
  readonly pool: number;
  readonly calls: number;
  readonly wallMs: number;
  readonly wallsMs: number[];
  readonly idealMs: number;
  readonly ratio: number;
  readonly floorMs: number;
  readonly floorRatio: number;
  /** The bare client's median wall time: the floor as this machine delivers it. */
  readonly bareMs: number;
  readonly baresMs: number[];
  /** wall ÷ bare − 1. */
  readonly overhead: number;
}

const request = { reason: 'bench rollout', changes: Array.from({ length: BENCH_ROLES }, (_, i) => ({ kind: 'rolePrivileges', role: roleName(i + 1), add: [ADDED_PRIVILEGE] })) };

async function run(portal: BenchPortal, setting: Setting): Promise<RolloutRow> {
  const transport = createNodeFetch({ connections: setting.pool });
  const engine = new Engine({ portals: new Map([['default', portal.connection]]), fetch: transport.fetch, roleConcurrency: setting.concurrency });
  const roles = Array.from({ length: BENCH_ROLES }, (_, i) => ({ id: roleId(i + 1), privileges: [...ROLE_START, ADDED_PRIVILEGE] }));
  const bare = await bareRollout(portal.url, { ...setting, roles });
  // More than any run needs; reset() removes what is left.
  const latency = [{ kind: 'latency', ms: LATENCY_MS, times: 10_000 }];
  try {
    await portal.reset();
    await engine.plan({ changes: [{ kind: 'banner', enabled: false }] }); // warm token, identity and connections
    const walls: number[] = [];
    const bares: number[] = [];
    let calls = 0;
    // One serial run of 52 round trips already averages well; the parallel ones vary more.
    const repeats = setting.concurrency === 1 ? 1 : REPEATS;
    for (let i = 0; i < repeats; i++) {
      await portal.reset();
      await portal.clearCalls();
      await portal.faults(latency);
      const started = performance.now();
      const result = await engine.apply(request);
      walls.push(performance.now() - started);
      if (result.status !== 'applied') throw new Error(`rollout at concurrency ${setting.concurrency}: ${result.status}`);
      calls = (await portal.calls()).filter((c) => !TOKEN_OPERATIONS.has(c.operation)).length;
      await portal.reset();
      await portal.faults(latency);
      bares.push(await bare.run());
    }
    const wallMs = median(walls);
    const bareMs = median(bares);
    const idealMs = (calls / setting.concurrency) * LATENCY_MS;
    const rounds = 2 + Math.ceil(BENCH_ROLES / Math.min(setting.concurrency, setting.pool));
    const floorMs = rounds * LATENCY_MS;
    return {
      concurrency: setting.concurrency,
      pool: setting.pool,
      calls,
      wallMs: round(wallMs),
      wallsMs: walls.map((w) => round(w)),
      idealMs: round(idealMs),
      ratio: round(wallMs / idealMs, 2),
      floorMs,
      floorRatio: round(floorMs / idealMs, 2),
      bareMs: round(bareMs),
      baresMs: bares.map((b) => round(b)),
      overhead: round(wallMs / bareMs - 1, 3),
    };
  } finally {
    await bare.close();
    await transport.close();
  }
}

export async function benchRollout(): Promise<PartResult> {
  const portal = await startBenchPortal();
  try {
    const rows: RolloutRow[] = [];
    for (const s of [...SETTINGS, SHIPPED_16]) rows.push(await run(portal, s));
    const def = rows.find((r) => r.concurrency === DEFAULT_CONCURRENCY && r.pool === SHIPPED_POOL);
    if (def === undefined) throw new Error('no row for the default concurrency');
    // Summed over the rows: one row's ±3% is this machine's noise, the sum is portal-ops's cost.
    const overall = rows.reduce((sum, r) => sum + r.wallMs, 0) / rows.reduce((sum, r) => sum + r.bareMs, 0) - 1;
    const worst = Math.max(...rows.map((r) => r.overhead));
    return {
      tables: [
        {
          title: `2. Rollout under latency: privileges of ${BENCH_ROLES} roles, ${LATENCY_MS} ms per portal call (median of ${REPEATS}; 1 run at concurrency 1)`,
          columns: ['concurrency', 'pool', 'calls', 'wall ms', 'ideal ms', 'ratio', 'floor ms', 'floor ratio', 'bare client ms', 'over bare'],
          rows: rows.map((r) => [
            `${r.concurrency}${r.concurrency === DEFAULT_CONCURRENCY && r.pool === SHIPPED_POOL ? ' (default)' : ''}`,
            r.pool,
            r.calls,
            r.wallMs,
            r.idealMs,
            `${r.ratio}×`,
            r.floorMs,
            `${r.floorRatio}×`,
            r.bareMs,
            signed(r.overhead),
          ]),
          notes: [
            'ideal = calls ÷ concurrency × latency (the issue\'s formula); floor = (2 + ⌈50/c⌉) × latency: read roles, waves of writes, read back.',
            'bare client = the same calls with undici and nothing else, interleaved with ours: the floor as this machine delivers it.',
            `pool = connections per origin; the product's Node transport ships ${SHIPPED_POOL}, so c=16 as shipped runs 8 writes at a time.`,
          ],
        },
      ],
      summary: [
        {
          part: '2 rollout',
          goal: `≤ 1.3× ideal at the default concurrency ${DEFAULT_CONCURRENCY}`,
          measured: `${def.ratio}× (critical-path floor ${def.floorRatio}×)`,
          verdict: def.ratio <= 1.3 ? 'pass' : 'miss',
        },
        {
          part: '2 rollout',
          goal: `≤ 1.3× the critical-path floor at concurrency ${DEFAULT_CONCURRENCY}`,
          measured: `${round(def.wallMs / def.floorMs, 2)}× (${def.wallMs} vs ${def.floorMs} ms)`,
          verdict: def.wallMs / def.floorMs <= 1.3 ? 'pass' : 'miss',
        },
        {
          part: '2 rollout',
          goal: 'portal-ops over a bare client doing the same calls ≤ 5%',
          measured: `${signed(overall)} over all rows (worst row ${signed(worst)})`,
          verdict: overall <= 0.05 ? 'pass' : 'miss',
        },
      ],
      raw: { latencyMs: LATENCY_MS, defaultConcurrency: DEFAULT_CONCURRENCY, shippedPool: SHIPPED_POOL, overheadOverBare: round(overall, 3), rows },
    };
  } finally {
    await portal.close();
  }
}

const signed = (fraction: number): string => `${fraction >= 0 ? '+' : ''}${round(fraction * 100, 1)}%`;
