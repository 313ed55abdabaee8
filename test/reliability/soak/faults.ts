/**
 * Random fault rules for one run, aimed at the operations the run will actually make. Counts are
 * small except now and then, so most runs ride their faults out and some exhaust the retries.
 */
import type { FaultRuleInput } from '../../../src/emulator/faults.ts';
import type { Random } from './random.ts';
import type { SoakRequest } from './requests.ts';

export interface FaultContext {
  /** The engine signs in during this run (a fresh engine, like a CLI invocation). */
  readonly signsIn: boolean;
  readonly tokenOperation: 'generateToken' | 'oauth2/token';
  /** The engine reads portals/self this run. */
  readonly readsIdentity: boolean;
  /** The client's per-attempt timeout, so spikes can exceed it. */
  readonly timeoutMs: number;
  /** Privileges `dropField` may target: added by one written role and kept by no other. */
  readonly droppablePrivileges: readonly string[];
}

export interface RunFaults {
  readonly rules: FaultRuleInput[];
  /** Longest latency spike: the emulator may still be running a timed-out call that long. */
  readonly spikeMs: number;
}

const TIMES: ReadonlyArray<readonly [number, number]> = [[1, 10], [2, 4], [3, 3], [4, 2], [6, 1]];

export function randomFaults(rng: Random, request: SoakRequest, ctx: FaultContext): RunFaults {
  const settingsFields = settingsFieldsOf(request);
  const roles = request.changes.some((c) => c.kind === 'rolePrivileges');
  const ops: string[] = [
    ...(ctx.signsIn ? [ctx.tokenOperation] : []),
    ...(ctx.readsIdentity ? ['portals/self'] : []),
    ...(settingsFields.length > 0 ? ['settings', 'settings/update', 'settings/update'] : []),
    ...(roles ? ['roles', 'roles/setPrivileges', 'roles/setPrivileges'] : []),
  ];
  const writes = ops.filter((op) => op === 'settings/update' || op === 'roles/setPrivileges');
  const rules: FaultRuleInput[] = [];
  let spikeMs = 0;
  const count = rng.weighted([[0, 1], [1, 4], [2, 3], [3, 2], [4, 1]]);
  for (let i = 0; i < count; i++) {
    const operation = rng.chance(0.1) ? undefined : rng.pick(ops);
    const on = operation === undefined ? {} : { operation: operation as FaultRuleInput['operation'] };
    const times = rng.weighted(TIMES);
    const when = rng.chance(0.45) ? 'after' : 'before';
    const kind = rng.weighted([['latency', 2], ['status', 5], ['html', 1], ['drop', 2], ['expireTokens', 1.5], ['dropField', 1]] as const);
    switch (kind) {
      case 'latency': {
        // Mostly small real delays; rarely a spike above the client's timeout.
        const spike = rng.chance(0.12) && spikeMs === 0;
        const ms = spike ? ctx.timeoutMs + rng.int(50, 250) : rng.int(2, 30);
        if (spike) spikeMs = ms;
        rules.push({ kind, ...on, times: spike ? 1 : times, ms });
        break;
      }
      case 'status': {
        const status = rng.pick([429, 500, 502, 503, 504]);
        const retryAfter = status === 429 || (status === 503 && rng.chance(0.3)) ? rng.pick<number | string>([0, 1, 2, 5, '1', new Date(Date.now() + 2000).toUTCString()]) : undefined;
        rules.push({ kind, ...on, times, when, status, body: rng.chance(0.35) ? 'html' : 'json', ...(retryAfter === undefined ? {} : { retryAfter }) });
        break;
      }
      case 'html':
        rules.push({ kind, ...on, times: 1, when });
        break;
      case 'drop':
        rules.push({ kind, ...on, times, when });
        break;
      case 'expireTokens':
        rules.push({ kind, ...on, times: rng.weighted([[1, 5], [2, 1]]) });
        break;
      case 'dropField': {
        const targets = [...settingsFields.map((f) => ['settings/update', f] as const), ...ctx.droppablePrivileges.map((p) => ['roles/setPrivileges', p] as const)];
        if (targets.length === 0 || writes.length === 0) break;
        const [op, field] = rng.pick(targets);
        rules.push({ kind, operation: op, times: 1, field });
        break;
      }
    }
  }
  // A late-landing write would race the next run: keep spikes away from silently dropped fields.
  if (spikeMs > 0) return { rules: rules.filter((r) => r.kind !== 'dropField'), spikeMs };
  return { rules, spikeMs };
}

/** Top-level settings fields the request writes. */
export function settingsFieldsOf(request: SoakRequest): string[] {
  return request.changes.flatMap((c) => {
    switch (c.kind) {
      case 'banner':
        return ['informationalBanner'];
      case 'accessNotice':
        return [c.audience === 'anonymous' ? 'anonymousAccessNotice' : 'authenticatedAccessNotice'];
      case 'portalConfig':
        return ['portalConfigProperties'];
      case 'orgSettings':
        return ['blockBetaApps', 'aiAssistantsEnabled'].filter((k) => c[k] !== undefined);
      default:
        return [];
    }
  });
}
