/**
 * Issue #7, fault soak: hundreds of seeded, randomized apply runs against the emulator's fault
 * hooks (latency and timeouts, 429 with Retry-After, 5xx, HTML gateway and sign-in pages, dropped
 * connections before and after a write lands, token expiry mid-run, silently dropped fields).
 * Every run must converge, or fail loudly with a result that tells the truth about what landed and
 * then converge on a re-run; nothing the request does not mention may ever change.
 *
 * RELIABILITY_SEED and RELIABILITY_SOAK_RUNS override the defaults; a loss prints its run number,
 * request and faults so it can be replayed with the same seed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PortalOpsError } from '../../src/errors.ts';
import { createNodeFetch } from '../../src/node/fetch.ts';
import { sleep } from '../../src/runtime.ts';
import { reportFigures } from './figures.ts';
import { randomFaults } from './soak/faults.ts';
import { judgeRerun, judgeRun, type Outcome } from './soak/judge.ts';
import { expectedState, mentionedBy } from './soak/oracle.ts';
import { runRandom } from './soak/random.ts';
import { randomRequest, type SoakRequest } from './soak/requests.ts';
import { seedFromEnv } from './support/random.ts';
import { createSoakEngine, OAUTH, startSoakEmulator, type Hooks, type SoakEngine } from './soak/rig.ts';
import type { RunningEmulator } from '../../src/emulator/node/serve.ts';
import type { EmulatorState } from '../../src/emulator/state.ts';

const SEED = seedFromEnv(20_250_707);
const RUNS = Number(process.env.RELIABILITY_SOAK_RUNS ?? 300);
/** Short, so a latency spike of a second exceeds it; normal loopback calls take a few ms. */
const TIMEOUT_MS = 700;

const transport = createNodeFetch();
let running: RunningEmulator;
let hooks: Hooks;

beforeAll(async () => {
  ({ running, hooks } = await startSoakEmulator());
});
afterAll(async () => {
  await running.close();
  await transport.close();
});

interface Loss {
  readonly run: number;
  readonly problems: string[];
  readonly request: SoakRequest;
  readonly faults: unknown;
}

const apply = (soak: SoakEngine, request: SoakRequest): Promise<Outcome> =>
  soak.engine.apply(request, { principal: 'reliability:fault-soak' }).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );

const bump = (counts: Record<string, number>, key: string, by = 1): void => {
  counts[key] = (counts[key] ?? 0) + by;
};

/**
 * Privileges one role adds that no other changed role keeps. A dropField rule hits the next
 * setPrivileges call of any role; were it to drop a privilege another role already had, the portal
 * itself would lose a setting the request never mentioned, which the engine reports ("missing") but
 * which no re-run of an add/remove request can restore. The soak tests what the engine controls.
 */
function droppablePrivileges(before: EmulatorState, request: SoakRequest): string[] {
  const mentioned = mentionedBy(before, request);
  const expected = expectedState(before, request);
  const roleIds = [...mentioned.roles.keys()];
  return request.changes.flatMap((c, i) => {
    if (c.kind !== 'rolePrivileges') return [];
    const own = roleIds[request.changes.slice(0, i).filter((x) => x.kind === 'rolePrivileges').length];
    const others = expected.roles.filter((r) => r.id !== own && mentioned.roles.has(r.id));
    return ((c.add as string[] | undefined) ?? []).filter((p) => others.every((r) => !r.privileges.includes(p)));
  });
}

it(`fault soak: ${RUNS} seeded runs converge or fail loudly, and lose nothing`, async () => {
  console.log(`[fault-soak] seed ${SEED}, ${RUNS} runs (RELIABILITY_SEED / RELIABILITY_SOAK_RUNS to change)`);
  const started = performance.now();
  const outcomes: Record<string, number> = {};
  const injected: Record<string, number> = {};
  const hits: Record<string, number> = {};
  const retries: Record<string, number> = {};
  const thrown: Record<string, number> = {};
  const losses: Loss[] = [];
  let converged = 0;
  let failedLoudly = 0;
  let spikes = 0;
  /** Writes whose read-back named what the portal did not take (silently dropped fields). */
  let mismatchesCaught = 0;
  /** Writes whose answer was lost but whose read-back showed they landed. */
  let landedDespiteLostAnswer = 0;
  let retrySleeps = 0;
  let soak: SoakEngine | undefined;
  let previous: SoakRequest | undefined;
  const harvest = (engine: SoakEngine): void => {
    for (const [reason, n] of engine.retries) bump(retries, reason, n);
    retrySleeps += engine.sleeps.length;
    engine.retries.clear();
    engine.sleeps.length = 0;
  };

  for (let run = 0; run < RUNS; run++) {
    const rng = runRandom(SEED, run);
    // Most runs are a fresh process (CLI, Action): a sign-in and an identity read each time.
    const fresh = soak === undefined || rng.chance(0.6);
    if (fresh) {
      if (soak !== undefined) harvest(soak);
      soak = createSoakEngine(rng, running, transport, TIMEOUT_MS);
    }
    const engine = soak as SoakEngine;
    const before = await hooks.state();
    // Now and then the same request again: after a converged run it must be a no-op.
    const request = previous !== undefined && rng.chance(0.08) ? previous : randomRequest(rng, before, run);
    const faults = randomFaults(rng, request, {
      signsIn: fresh,
      tokenOperation: engine.auth === OAUTH ? 'oauth2/token' : 'generateToken',
      readsIdentity: fresh,
      timeoutMs: TIMEOUT_MS,
      droppablePrivileges: droppablePrivileges(before, request),
    });
    for (const rule of faults.rules) bump(injected, rule.kind);
    if (faults.spikeMs > 0) spikes++;
    await hooks.clearCalls();
    await hooks.addFaults(faults.rules);

    const outcome = await apply(engine, request);
    // A timed-out call may still be running in the emulator; let it finish before reading the state.
    if (faults.spikeMs > 0) await sleep(faults.spikeMs + 50);
    await hooks.clearFaults();
    const after = await hooks.state();
    for (const call of await hooks.calls()) {
      if (call.fault !== undefined || call.status === 0) bump(hits, call.fault ?? 'drop');
      else if (call.errorCode === 498) bump(hits, 'expiredToken');
    }
    if ('result' in outcome) {
      mismatchesCaught += outcome.result.writes.filter((w) => (w.mismatches?.length ?? 0) > 0).length;
      landedDespiteLostAnswer += outcome.result.writes.filter((w) => w.status === 'applied' && w.error !== undefined).length;
    }

    const verdict = judgeRun(before, request, outcome, after);
    bump(outcomes, verdict.status);
    if ('error' in outcome) bump(thrown, outcome.error instanceof PortalOpsError ? `${outcome.error.kind}/${outcome.error.code}` : 'untyped');
    let problems = verdict.problems;
    if (problems.length === 0 && !verdict.converged) {
      const rerun = await apply(engine, request);
      problems = judgeRerun(before, request, rerun, await hooks.state());
      if (problems.length === 0) failedLoudly++;
    } else if (problems.length === 0) converged++;
    if (problems.length > 0) {
      losses.push({ run, problems, request, faults: faults.rules });
      if (losses.length <= 5) {
        console.error(`[fault-soak] LOSS in run ${run} (seed ${SEED}):\n  ${problems.join('\n  ')}\n  request: ${JSON.stringify(request)}\n  faults: ${JSON.stringify(faults.rules)}\n  outcome: ${JSON.stringify('error' in outcome ? String(outcome.error) : { status: outcome.result.status, writes: outcome.result.writes, error: outcome.result.error })}`);
      }
    }
    previous = request;
  }
  if (soak !== undefined) harvest(soak);

  const sorted = (counts: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
  reportFigures('fault-soak', {
    seed: SEED,
    runs: RUNS,
    converged,
    failedLoudly,
    lost: losses.length,
    outcomes: sorted(outcomes),
    thrownBeforeAnyWrite: sorted(thrown),
    retries: Object.values(retries).reduce((a, b) => a + b, 0),
    retriesByReason: sorted(retries),
    retrySleepsRecorded: retrySleeps,
    faultsInjected: sorted(injected),
    faultHits: sorted(hits),
    mismatchesCaught,
    landedDespiteLostAnswer,
    latencySpikesOverTimeout: spikes,
    timeoutMs: TIMEOUT_MS,
    wallMs: Math.round(performance.now() - started),
    lostRuns: losses.map((l) => l.run),
  });

  expect(losses.map((l) => ({ run: l.run, problems: l.problems }))).toEqual([]);
  expect(converged + failedLoudly).toBe(RUNS);
  // The soak must actually exercise both paths, or it proves nothing.
  expect(converged).toBeGreaterThan(RUNS / 4);
  expect(failedLoudly).toBeGreaterThan(RUNS / 20);
});
