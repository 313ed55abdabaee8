/**
 * Random, valid change requests for release 12.1, drawn against the organization as it is now:
 * role changes add privileges a role lacks and remove ones it has (so they change something), and
 * never leave a role empty. Values come from small pools with awkward characters, so encoding
 * slips would show.
 */
import { CONFIG_PROPERTIES, type ConfigPropertyType } from '../../../src/catalog/configProperties.ts';
import { PRIVILEGES, matchPrivileges } from '../../../src/catalog/privileges.ts';
import { releaseAtLeast } from '../../../src/catalog/release.ts';
import type { EmulatorState } from '../../../src/emulator/state.ts';
import { isPrebuiltRole } from '../../../src/emulator/state.ts';
import { validateChangeRequest } from '../../../src/request/validate.ts';
import type { Random } from './random.ts';

export type SoakChange = Record<string, unknown> & { kind: string };
export interface SoakRequest {
  reason: string;
  changes: SoakChange[];
}

const RELEASE = [12, 1] as const;
const TARGET = { kind: 'selfHosted', release: RELEASE } as const;

const TEXTS = [
  'Scheduled maintenance tonight 22:00–23:00 UTC',
  'UNCLASSIFIED // FOR OFFICIAL USE ONLY',
  'Quotes "double" & \'single\' <b>not html</b>',
  'Ünïcødé ✓ — 日本語 — emoji 🚧',
  'a+b=c%20&token=not-a-secret',
  'Line one\nLine two',
];
const TITLES = ['Terms of use', 'Public information', 'Notice ✓', 'Read & accept'];
const COLORS = ['#ffcc00', '#000000', 'white', 'black', '#007a33', 'navy', '#fff', 'crimson'];

/** Privileges a 12.1 portal accepts. */
export const PRIVILEGE_POOL = PRIVILEGES.filter((p) => p.since === undefined || releaseAtLeast(RELEASE, p.since)).map((p) => p.id);
const REMOVE_GLOBS = ['portal:publisher:*', 'premium:user:*', 'portal:user:share*'];

/** Properties that exist at 12.1 and are not deprecated there (deprecated ones only warn, but keep the soak quiet). */
const PROPERTIES = CONFIG_PROPERTIES.filter((p) => releaseAtLeast(RELEASE, p.since) && p.deprecatedAt === undefined);

function propertyValue(rng: Random, type: ConfigPropertyType): unknown {
  switch (type) {
    case 'url':
      return rng.pick(['https://survey.example.org/s', 'https://maps.example.org/extent/MapServer', 'http://intranet.example.org/x?a=1&b=2']);
    case 'boolean':
      return rng.chance(0.5);
    case 'minutes':
      return rng.int(5, 20_160);
    case 'stringOrFalse':
      return rng.chance(0.3) ? false : 'portal.example.org';
    case 'footerLinks':
      return rng.pick([
        [],
        [{ title: 'Privacy', url: 'https://www.example.org/privacy' }],
        [
          { title: 'Accessibility ✓', url: 'https://www.example.org/a11y' },
          { title: 'Contact us', email: 'gis@example.org', type: 'contactUs' },
        ],
      ]);
    case 'domainList':
      return rng.sample(['services.example.com', 'tiles.example.org', 'gis.example.net'], rng.int(1, 3));
    case 'stringList':
      return rng.sample(['Map Viewer', 'Scene Viewer', 'Dashboards', 'Survey123'], rng.int(1, 3));
  }
}

function banner(rng: Random): SoakChange {
  const change: SoakChange = { kind: 'banner' };
  do {
    if (rng.chance(0.6)) change.enabled = rng.chance(0.5);
    if (rng.chance(0.5)) change.text = rng.pick(TEXTS);
    if (rng.chance(0.3)) change.bgColor = rng.pick(COLORS);
    if (rng.chance(0.3)) change.fontColor = rng.pick(COLORS);
  } while (Object.keys(change).length === 1);
  return change;
}

function accessNotice(rng: Random, audience: 'anonymous' | 'authenticated'): SoakChange {
  const change: SoakChange = { kind: 'accessNotice', audience };
  do {
    if (rng.chance(0.6)) change.enabled = rng.chance(0.5);
    if (rng.chance(0.4)) change.title = rng.pick(TITLES);
    if (rng.chance(0.4)) change.text = rng.pick(TEXTS);
    if (rng.chance(0.3)) change.buttons = rng.pick(['acceptAndDecline', 'okOnly', 'acceptAndDecilne']);
  } while (Object.keys(change).length === 2);
  return change;
}

function portalConfig(rng: Random, current: Record<string, unknown>): SoakChange {
  const names = rng.sample(PROPERTIES, rng.int(1, 4));
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  for (const p of names) {
    // Unset mostly what is there, so the unset has an effect.
    if (rng.chance(0.3) && (Object.hasOwn(current, p.name) || rng.chance(0.3))) unset.push(p.name);
    else set[p.name] = propertyValue(rng, p.type);
  }
  return { kind: 'portalConfig', ...(Object.keys(set).length > 0 ? { set } : {}), ...(unset.length > 0 ? { unset } : {}) };
}

function orgSettings(rng: Random): SoakChange {
  const change: SoakChange = { kind: 'orgSettings' };
  do {
    if (rng.chance(0.6)) change.blockBetaApps = rng.chance(0.5);
    if (rng.chance(0.6)) change.aiAssistantsEnabled = rng.chance(0.5);
  } while (Object.keys(change).length === 1);
  return change;
}

function rolePrivileges(rng: Random, role: EmulatorState['roles'][number]): SoakChange {
  const have = new Set(role.privileges);
  const add = rng.sample(PRIVILEGE_POOL.filter((p) => !have.has(p)), rng.weighted([[0, 2], [1, 3], [2, 2], [4, 1]]));
  const remove: string[] = rng.sample(role.privileges, Math.min(role.privileges.length - 1, rng.weighted([[0, 2], [1, 3], [2, 2]])));
  const glob = rng.chance(0.1) ? rng.pick(REMOVE_GLOBS) : undefined;
  if (glob !== undefined && !add.some((p) => matchPrivileges(glob).some((m) => m.id === p))) remove.push(glob);
  if (add.length === 0 && remove.length === 0) add.push(rng.pick(PRIVILEGE_POOL.filter((p) => !have.has(p))));
  return {
    kind: 'rolePrivileges',
    role: rng.chance(0.7) ? role.name : role.id,
    ...(add.length > 0 ? { add } : {}),
    ...(remove.length > 0 ? { remove } : {}),
    // A glob may match every privilege the role keeps; an empty custom role is allowed on purpose.
    ...(glob !== undefined ? { allowEmpty: true } : {}),
  };
}

/** One random request; throws if the generator ever produces something the validator refuses. */
export function randomRequest(rng: Random, state: EmulatorState, run: number): SoakRequest {
  const settings = state.settings;
  const pcp = (settings.portalConfigProperties ?? {}) as Record<string, unknown>;
  const custom = state.roles.filter((r) => !isPrebuiltRole(r.id));
  const makers: Array<() => SoakChange> = [
    () => banner(rng),
    () => accessNotice(rng, 'anonymous'),
    () => accessNotice(rng, 'authenticated'),
    () => portalConfig(rng, pcp),
    () => orgSettings(rng),
    ...custom.map((role) => () => rolePrivileges(rng, role)),
  ];
  const changes = rng.sample(makers, rng.weighted([[1, 3], [2, 3], [3, 2], [5, 1]])).map((make) => make());
  const request = { reason: `fault soak run ${run}`, changes };
  const checked = validateChangeRequest(request, { target: TARGET });
  if (!checked.valid) throw new Error(`the soak generated an invalid request: ${JSON.stringify(checked.errors)}\n${JSON.stringify(request)}`);
  return request;
}
