/**
 * Part 1: portal calls per operation, from the emulator's call log with a warm token and identity
 * on both sides (token calls are not counted). portal-ops always reads before it writes and reads
 * back after; the vendor-client scripts are counted without and with that read-back. Every run
 * starts from the same organization and is checked against the emulator's state afterwards, so a
 * side that "saves" calls by not changing anything would be caught.
 */
import type { EmulatorState } from '../../src/emulator/state.ts';
import { createNodeFetch } from '../../src/node/fetch.ts';
import { Engine } from '../../src/plan/engine.ts';
import { ADDED_PRIVILEGE, BENCH_ROLES, roleName, startBenchPortal, TOKEN_OPERATIONS, type BenchPortal, type CallEntry } from './fixtures.ts';
import type { PartResult, SummaryRow } from './report.ts';
import { VendorScripts } from './vendorScripts.ts';

type Json = Record<string, unknown>;

interface Operation {
  readonly name: string;
  readonly changes: readonly unknown[];
  /** The same change with the vendor client; absent where a script would not run at all. */
  readonly vendor?: (v: VendorScripts, verify: boolean) => Promise<void>;
  /** Undefined when the state shows the change; otherwise what is wrong. */
  readonly check: (state: EmulatorState) => string | undefined;
}

const fieldsOf = (state: EmulatorState, field: string): Json => (state.settings[field] ?? {}) as Json;
const expectField = (state: EmulatorState, field: string, want: Json): string | undefined => {
  const got = fieldsOf(state, field);
  const wrong = Object.entries(want).filter(([k, v]) => JSON.stringify(got[k]) !== JSON.stringify(v));
  return wrong.length === 0 ? undefined : `${field}: ${wrong.map(([k]) => k).join(', ')} not as asked`;
};
const firstProblem = (...problems: Array<string | undefined>) => problems.find((p) => p !== undefined);
const rolesHave = (state: EmulatorState, names: readonly string[]): string | undefined => {
  const missing = names.filter((n) => !(state.roles.find((r) => r.name === n)?.privileges ?? []).includes(ADDED_PRIVILEGE));
  return missing.length === 0 ? undefined : `${missing.length} role(s) lack ${ADDED_PRIVILEGE}`;
};

const BANNER = { enabled: true };
const NOTICE = { enabled: true, title: 'Terms', text: 'Agree before you continue.' };
const PROPERTY = { tokenExpiration: 90 };
const overlay = (settings: Json, field: string, change: Json): Json => ({ [field]: { ...((settings[field] ?? {}) as Json), ...change } });
const ALL_ROLES = Array.from({ length: BENCH_ROLES }, (_, i) => roleName(i + 1));

const OPERATIONS: readonly Operation[] = [
  {
    name: 'banner toggle',
    changes: [{ kind: 'banner', ...BANNER }],
    vendor: (v, verify) => v.updateSettings((s) => overlay(s, 'informationalBanner', BANNER), verify),
    // The text must survive: a client that sends only `enabled` would wipe it.
    check: (s) => firstProblem(expectField(s, 'informationalBanner', BANNER), fieldsOf(s, 'informationalBanner')['text'] ? undefined : 'banner text lost'),
  },
  {
    name: 'one notice change',
    changes: [{ kind: 'accessNotice', audience: 'anonymous', ...NOTICE }],
    vendor: (v, verify) => v.updateSettings((s) => overlay(s, 'anonymousAccessNotice', NOTICE), verify),
    check: (s) => expectField(s, 'anonymousAccessNotice', NOTICE),
  },
  {
    name: 'one portalConfig property',
    changes: [{ kind: 'portalConfig', set: PROPERTY }],
    vendor: (v, verify) => v.updateSettings((s) => overlay(s, 'portalConfigProperties', PROPERTY), verify),
    check: (s) => firstProblem(expectField(s, 'portalConfigProperties', PROPERTY), fieldsOf(s, 'portalConfigProperties')['surveyUrl'] ? undefined : 'other properties lost'),
  },
  {
    name: 'banner + notice + property',
    changes: [{ kind: 'banner', ...BANNER }, { kind: 'accessNotice', audience: 'anonymous', ...NOTICE }, { kind: 'portalConfig', set: PROPERTY }],
    // A script that knows the three fields share one endpoint sends them in one update, as we do.
    vendor: (v, verify) =>
      v.updateSettings((s) => ({ ...overlay(s, 'informationalBanner', BANNER), ...overlay(s, 'anonymousAccessNotice', NOTICE), ...overlay(s, 'portalConfigProperties', PROPERTY) }), verify),
    check: (s) => firstProblem(expectField(s, 'informationalBanner', BANNER), expectField(s, 'anonymousAccessNotice', NOTICE), expectField(s, 'portalConfigProperties', PROPERTY)),
  },
  {
    name: 'privileges of 1 role',
    changes: [{ kind: 'rolePrivileges', role: 'Field Crew', add: [ADDED_PRIVILEGE] }],
    vendor: (v, verify) => v.addPrivilege(['Field Crew'], ADDED_PRIVILEGE, verify),
    check: (s) => rolesHave(s, ['Field Crew']),
  },
  {
    name: `privileges of ${BENCH_ROLES} roles`,
    changes: ALL_ROLES.map((role) => ({ kind: 'rolePrivileges', role, add: [ADDED_PRIVILEGE] })),
    vendor: (v, verify) => v.addPrivilege(ALL_ROLES, ADDED_PRIVILEGE, verify),
    check: (s) => rolesHave(s, ALL_ROLES),
  },
  {
    // What the banner already is: portal-ops reads, sees nothing to do and stops.
    name: 'no-op (already right)',
    changes: [{ kind: 'banner', enabled: false }],
    check: (s) => (fieldsOf(s, 'informationalBanner')['enabled'] === false ? undefined : 'banner changed'),
  },
];

interface Count {
  readonly calls: number;
  readonly reads: number;
  readonly writes: number;
  readonly tokenInUrl: number;
  readonly errors: number;
}

function count(calls: readonly CallEntry[]): Count {
  const counted = calls.filter((c) => !TOKEN_OPERATIONS.has(c.operation));
  const writes = counted.filter((c) => c.method === 'POST').length;
  return {
    calls: counted.length,
    reads: counted.length - writes,
    writes,
    tokenInUrl: counted.filter((c) => c.tokenInUrl).length,
    errors: counted.filter((c) => c.errorCode !== undefined).length,
  };
}

/** Resets the organization, runs `fn`, and returns what it cost; throws if the change did not land. */
async function measure(portal: BenchPortal, op: Operation, label: string, fn: () => Promise<void>): Promise<Count> {
  await portal.reset();
  await portal.clearCalls();
  await fn();
  const c = count(await portal.calls());
  const problem = op.check(await portal.state());
  if (problem !== undefined) throw new Error(`${op.name} (${label}): the change did not land: ${problem}`);
  if (c.errors > 0) throw new Error(`${op.name} (${label}): ${c.errors} portal call(s) answered an error`);
  return c;
}

export async function benchCalls(): Promise<PartResult> {
  const portal = await startBenchPortal();
  const transport = createNodeFetch();
  try {
    const engine = new Engine({ portals: new Map([['default', portal.connection]]), fetch: transport.fetch });
    await engine.plan({ changes: [{ kind: 'banner', enabled: false }] }); // warm token and identity
    const vendor = await VendorScripts.signIn(portal.url); // warm token and portal id

    const rows: Array<{ operation: string; ours: Count; vendor?: Count; vendorVerified?: Count }> = [];
    for (const op of OPERATIONS) {
      const ours = await measure(portal, op, 'portal-ops', async () => {
        const result = await engine.apply({ reason: 'bench', changes: op.changes });
        if (result.status !== 'applied' && result.status !== 'noop') throw new Error(`${op.name}: portal-ops ${result.status}`);
      });
      const script = op.vendor;
      if (script === undefined) {
        rows.push({ operation: op.name, ours });
        continue;
      }
      const plain = await measure(portal, op, 'vendor', () => script(vendor, false));
      const verified = await measure(portal, op, 'vendor + verify', () => script(vendor, true));
      rows.push({ operation: op.name, ours, vendor: plain, vendorVerified: verified });
    }

    const banner = rows.find((r) => r.operation === 'banner toggle')?.ours;
    const combined = rows.find((r) => r.operation === 'banner + notice + property')?.ours;
    const roles50 = rows.find((r) => r.operation === `privileges of ${BENCH_ROLES} roles`);
    const dash = (c: Count | undefined, f: (c: Count) => number | string) => (c === undefined ? '—' : f(c));
    const summary: SummaryRow[] = [
      { part: '1 calls', goal: 'banner toggle ≤ 3 calls incl. verification', measured: `${banner?.calls} calls (${banner?.writes} write)`, verdict: (banner?.calls ?? 99) <= 3 ? 'pass' : 'miss' },
      {
        part: '1 calls',
        goal: 'banner + notice + property share one write',
        measured: `${combined?.writes} write, ${combined?.calls} calls`,
        verdict: combined?.writes === 1 ? 'pass' : 'miss',
      },
      {
        part: '1 calls',
        goal: `${BENCH_ROLES} roles vs vendor script (both verified)`,
        measured: `${roles50?.ours.calls} vs ${roles50?.vendorVerified?.calls} calls`,
        verdict: 'info',
      },
    ];
    return {
      tables: [
        {
          title: '1. Portal calls per operation (emulator call log; warm token and identity on both sides; token calls not counted)',
          columns: ['operation', 'portal-ops calls', 'writes', 'vendor script', 'vendor + verify', 'vendor writes', 'GETs with token in URL (ours / vendor)'],
          rows: rows.map((r) => [
            r.operation,
            r.ours.calls,
            r.ours.writes,
            dash(r.vendor, (c) => c.calls),
            dash(r.vendorVerified, (c) => c.calls),
            dash(r.vendor, (c) => c.writes),
            `${r.ours.tokenInUrl}/${dash(r.vendorVerified, (c) => c.tokenInUrl)}`,
          ]),
          notes: [
            'portal-ops always verifies (reads back); the vendor scripts are counted without and with that read-back.',
            'Every run starts from the same organization and is checked against the emulator state afterwards.',
            'Vendor script: @esri/arcgis-rest-request 4.10.2, signIn + getPortal (cached), request() per operation; roles found by name in one roles list.',
            'Cold, each side adds its sign-in: portal-ops generateToken + portals/self; the vendor client generateToken + community/self + portals/self.',
          ],
        },
      ],
      summary,
      raw: rows,
    };
  } finally {
    await transport.close();
    await portal.close();
  }
}
