/**
 * Part 5: the Node worker's own overhead. The worker (workerProcess.ts) and the emulator
 * (emulatorProcess.ts) each run in a process of their own; this process only generates load: a
 * fixed number of requests per kind at a fixed concurrency, with a hard time cap, so it always
 * stops by itself. Kinds, interleaved in rounds:
 *  - GET /healthz: the same server doing nothing (HTTP, routing, middleware, the log line);
 *  - the portal read a dry run makes (GET settings on the emulator, with a token), straight;
 *  - signed dry runs (POST /v1/changes?dryRun=true), each with its own webhook-id, all signed
 *    before the clock starts so signing is not measured.
 * Then a few hundred more of each one at a time, for latency without queueing: the worker's own
 * cost per dry run ≈ dry-run latency − the portal read's latency, both at one in flight.
 */
import { Webhook } from 'standardwebhooks';
import { Pool } from 'undici';
import { startChildServer } from './childServer.ts';
import { ADMIN, startBenchPortal, TOKEN_OPERATIONS } from './fixtures.ts';
import { quantile, round, type PartResult } from './report.ts';

const REQUESTS = Number(process.env.BENCH_WORKER_REQUESTS ?? 2000);
const CONCURRENCY = 16;
const ROUNDS = 2;
const WARMUP = 100;
/** Requests per kind sent one at a time after the load rounds. */
const SERIAL = 300;
/** Per kind and round: past it no new request starts (the bench must end by itself). */
const CAP_MS = 20_000;
const SECRET = `whsec_${Buffer.from('bench-worker-secret-0123456789ab').toString('base64')}`;
const DRY_RUN = JSON.stringify({ reason: 'bench dry run', changes: [{ kind: 'banner', enabled: true, text: 'Maintenance tonight 22:00-23:00' }] });

interface Shot {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  readonly body?: string;
}

interface Kind {
  readonly name: string;
  readonly pool: Pool;
  /** The i-th request of this kind (dry runs differ by webhook-id). */
  shot(i: number): Shot;
}

interface Block {
  readonly latencies: number[];
  readonly elapsedMs: number;
  readonly failures: number;
}

/** `count` requests, `inFlight` at a time; a non-200 answer is a failure, not a sample. */
async function load(kind: Kind, from: number, count: number, inFlight = CONCURRENCY): Promise<Block> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + CAP_MS;
  const worker = async () => {
    while (next < count && performance.now() < deadline) {
      const s = kind.shot(from + next++);
      const t0 = performance.now();
      const res = await kind.pool.request({ path: s.path, method: s.method, headers: s.headers, ...(s.body === undefined ? {} : { body: s.body }) });
      await res.body.text();
      if (res.statusCode === 200) latencies.push(performance.now() - t0);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { latencies, elapsedMs: performance.now() - started, failures };
}

export async function benchWorkerLoad(): Promise<PartResult> {
  const portal = await startBenchPortal();
  const worker = await startChildServer('workerProcess.ts', {
    PATH: process.env.PATH,
    PORTAL_URL: portal.url,
    PORTAL_USERNAME: ADMIN.username,
    PORTAL_PASSWORD: ADMIN.password,
    PORTAL_RELEASE: '12.1',
    PORTAL_OPS_CONFIG: JSON.stringify({ policy: [{ principal: 'webhook:ci', allow: ['*'] }] }),
    WEBHOOK_SECRETS: `ci=${SECRET}`,
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const workerPool = new Pool(worker.firstLine.trim(), { connections: CONCURRENCY });
  const portalPool = new Pool(portal.origin, { connections: CONCURRENCY });
  try {
    const minted = (await (await fetch(`${portal.url}/generateToken`, { method: 'POST', body: new URLSearchParams({ f: 'json', ...ADMIN, client: 'referer', referer: 'bench', expiration: '60' }) })).json()) as { token: string };
    const settingsPath = `${new URL(portal.url).pathname}/portals/self/settings?f=json`;
    // One more than the load sends: the first check that a dry run really plans the change.
    const total = WARMUP + REQUESTS + SERIAL + 1;
    const webhook = new Webhook(SECRET);
    const now = new Date();
    const signed: Shot[] = Array.from({ length: total }, (_, i) => {
      const id = `msg_bench_${i}_${now.getTime()}`;
      return {
        path: '/v1/changes?dryRun=true',
        method: 'POST',
        body: DRY_RUN,
        headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': webhook.sign(id, now, DRY_RUN) },
      };
    });
    const kinds: Kind[] = [
      { name: 'GET /healthz', pool: workerPool, shot: () => ({ path: '/healthz', method: 'GET', headers: {} }) },
      { name: 'portal read alone (GET settings)', pool: portalPool, shot: () => ({ path: settingsPath, method: 'GET', headers: { referer: 'bench', 'X-Esri-Authorization': `Bearer ${minted.token}` } }) },
      { name: 'signed dry run (POST /v1/changes?dryRun=true)', pool: workerPool, shot: (i) => signed[i] as Shot },
    ];
    const probe = signed[total - 1] as Shot;
    const answer = await workerPool.request({ path: probe.path, method: probe.method, headers: probe.headers, body: probe.body ?? '' });
    const planned = (await answer.body.json()) as { plan?: { changed?: boolean } };
    if (answer.statusCode !== 200 || planned.plan?.changed !== true) throw new Error(`a signed dry run did not plan the change: HTTP ${answer.statusCode} ${JSON.stringify(planned).slice(0, 300)}`);
    for (const k of kinds) await load(k, 0, WARMUP); // connections, JIT, the worker's token and identity
    await portal.clearCalls();
    const blocks = kinds.map(() => [] as Block[]);
    const per = Math.ceil(REQUESTS / ROUNDS);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [j, k] of kinds.entries()) blocks[j]?.push(await load(k, WARMUP + r * per, Math.min(per, REQUESTS - r * per)));
    }
    const portalCalls = (await portal.calls()).filter((c) => !TOKEN_OPERATIONS.has(c.operation));
    const serial: Block[] = [];
    for (const k of kinds) serial.push(await load(k, WARMUP + REQUESTS, SERIAL, 1));

    const rows = kinds.map((k, j) => {
      const list = blocks[j] ?? [];
      const latencies = list.flatMap((b) => b.latencies);
      const elapsed = list.reduce((n, b) => n + b.elapsedMs, 0);
      const failures = list.reduce((n, b) => n + b.failures, 0);
      const one = serial[j];
      if (failures > 0 || one === undefined || one.failures > 0) throw new Error(`${k.name}: ${failures + (one?.failures ?? 0)} request(s) did not answer 200`);
      return {
        kind: k.name,
        requests: latencies.length,
        perSecond: round(latencies.length / (elapsed / 1000), 0),
        p50: round(quantile(latencies, 0.5), 2),
        p99: round(quantile(latencies, 0.99), 2),
        serialP50: round(quantile(one.latencies, 0.5), 2),
        serialP99: round(quantile(one.latencies, 0.99), 2),
      };
    });
    const [health, read, dry] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
    // The log holds the straight reads too; what is left is what the dry runs asked of the portal.
    const callsPerDryRun = round((portalCalls.length - read.requests) / dry.requests, 2);
    const ownP50 = round(dry.serialP50 - callsPerDryRun * read.serialP50, 2);
    return {
      tables: [
        {
          title: `5. Worker overhead on loopback (${REQUESTS} requests per kind in ${ROUNDS} interleaved rounds, ${CONCURRENCY} in flight, cap ${CAP_MS / 1000} s per block)`,
          columns: ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs healthz', 'p50 vs healthz', `p50 / p99 ms, 1 in flight (${SERIAL})`],
          rows: rows.map((r) => [
            r.kind,
            r.requests,
            r.perSecond,
            r.p50,
            r.p99,
            `${round(r.perSecond / health.perSecond, 2)}×`,
            `${round(r.p50 / health.p50, 2)}×`,
            `${r.serialP50} / ${r.serialP99}`,
          ]),
          notes: [
            `Portal calls per dry run: ${callsPerDryRun} (warm token and identity). At ${CONCURRENCY} in flight latency is mostly queueing; one at a time, the worker's own share of a dry run ≈ ${dry.serialP50} − ${callsPerDryRun} × ${read.serialP50} = ${ownP50} ms (p50).`,
            'Worker, emulator and this load generator are three processes on the same machine: figures are for comparison, not capacity.',
          ],
        },
      ],
      summary: [
        {
          part: '5 worker',
          goal: 'dry-run throughput and latency vs /healthz (report)',
          measured: `${round(dry.perSecond / health.perSecond, 2)}× req/s; p50 ${dry.serialP50} vs ${health.serialP50} ms one at a time, ${ownP50} ms of it the worker's own`,
          verdict: 'info',
        },
      ],
      raw: { requests: REQUESTS, concurrency: CONCURRENCY, rounds: ROUNDS, serial: SERIAL, rows, portalCallsPerDryRun: callsPerDryRun, ownSerialP50Ms: ownP50 },
    };
  } finally {
    await workerPool.close();
    await portalPool.close();
    await worker.close();
    await portal.close();
  }
}
