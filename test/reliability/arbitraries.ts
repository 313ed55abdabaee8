/**
 * fast-check arbitraries for the bad-input suite: change requests that are valid (built from the
 * catalogs and the schema's rules), near-valid (one mutation away from valid, always invalid) and
 * hostile (huge, deep, prototype keys, odd unicode and numbers, wrong shapes, non-JSON bytes).
 *
 * Every sample is the raw body a client would send, so one sample feeds the validator, the worker
 * over HTTP and the CLI alike. Prototype keys are written as JSON text (or defined as own
 * properties before stringifying) so that "__proto__" arrives as a real own key.
 */
import fc from 'fast-check';
import colorNames from 'color-name';
import { CONFIG_PROPERTIES, type ConfigProperty } from '../../src/catalog/configProperties.ts';
import { matchPrivileges, PRIVILEGE_IDS } from '../../src/catalog/privileges.ts';
import { BUTTONS, CHANGE_KINDS } from '../../src/request/schema.ts';

export type InputClass = 'valid' | 'near-valid' | 'hostile';

export interface FuzzCase {
  readonly cls: InputClass;
  /** What kind of valid, mutation or hostility: for the figures and for a failure message. */
  readonly label: string;
  /** The body as sent: text, or bytes where the point is that they are not UTF-8 or not JSON. */
  readonly body: string | Uint8Array;
  /** True when the case is invalid by construction, whatever the validator thinks. */
  readonly mustRefuse: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

// ---- valid ----------------------------------------------------------------------------------

/** Roles of the emulator's demo organization, by name and id, and one that does not exist. */
export const ROLES = ['GIS Analysts', 'Field Crew', 'Pi5ZcW4sddhtho45', 'fC7rW2kQ9xLm3Np8', 'Night Shift'] as const;
const GLOBS = ['portal:admin:*', 'portal:user:*', 'premium:*', 'portal:publisher:publish*'] as const;
const COLOR_NAMES = Object.keys(colorNames as unknown as Record<string, unknown>);

const plainText = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '');
const color = fc.oneof(
  fc.constantFrom(...COLOR_NAMES),
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
  fc.integer({ min: 0, max: 0xfff }).map((n) => `#${n.toString(16).padStart(3, '0').toUpperCase()}`),
);
const label = fc.stringMatching(/^[a-z](?:[a-z0-9-]{0,9}[a-z0-9])?$/);
const httpUrl = fc.tuple(fc.constantFrom('https', 'http'), label, fc.constantFrom('example.com', 'example.org')).map(([s, h, d]) => `${s}://${h}.${d}/path`);
const hostname = fc.tuple(label, fc.constantFrom('example.com', 'services.example.org')).map(([h, d]) => `${h}.${d}`);
const footerLink = fc.oneof(
  fc.record({ title: plainText, url: httpUrl }),
  fc.record({ title: plainText, email: label.map((l) => `${l}@example.com`), type: fc.constantFrom('contactUs', 'reportAbuse') }, { requiredKeys: ['title', 'email'] }),
);

function configValue(p: ConfigProperty): fc.Arbitrary<Json> {
  switch (p.type) {
    case 'url':
      return httpUrl;
    case 'boolean':
      return fc.boolean();
    case 'minutes':
      return fc.integer({ min: 1, max: 100_000 });
    case 'stringOrFalse':
      return fc.oneof(fc.constant(false), hostname);
    case 'footerLinks':
      return fc.array(footerLink, { maxLength: 3 });
    case 'domainList':
      return fc.array(hostname, { maxLength: 3 });
    case 'stringList':
      return fc.array(plainText, { maxLength: 3 });
  }
}

const banner = fc
  .record({ enabled: fc.boolean(), text: plainText, bgColor: color, fontColor: color }, { requiredKeys: [] })
  .filter((c) => Object.keys(c).length > 0)
  .map((c): Obj => ({ kind: 'banner', ...c }));

const accessNotice = fc
  .record({
    audience: fc.constantFrom('anonymous', 'authenticated'),
    fields: fc.record({ enabled: fc.boolean(), title: plainText, text: plainText, buttons: fc.constantFrom(...BUTTONS) }, { requiredKeys: [] }),
  })
  .filter(({ fields }) => Object.keys(fields).length > 0)
  .map(({ audience, fields }): Obj => ({ kind: 'accessNotice', audience, ...fields }));

const portalConfig = fc
  .record({
    set: fc.subarray([...CONFIG_PROPERTIES], { maxLength: 4 }).chain((props) => fc.tuple(...props.map((p) => configValue(p).map((v) => [p.name, v] as const)))),
    unset: fc.subarray(CONFIG_PROPERTIES.map((p) => p.name), { maxLength: 3 }),
  })
  .map(({ set, unset }) => ({ set: Object.fromEntries(set) as Obj, unset: unset.filter((n) => !set.some(([name]) => name === n)) }))
  .filter(({ set, unset }) => Object.keys(set).length + unset.length > 0)
  .map(({ set, unset }): Obj => ({ kind: 'portalConfig', ...(Object.keys(set).length > 0 ? { set } : {}), ...(unset.length > 0 ? { unset } : {}) }));

const orgSettings = fc
  .record({ blockBetaApps: fc.boolean(), aiAssistantsEnabled: fc.boolean() }, { requiredKeys: [] })
  .filter((c) => Object.keys(c).length > 0)
  .map((c): Obj => ({ kind: 'orgSettings', ...c }));

const privileges = (max: number) => fc.subarray([...PRIVILEGE_IDS], { minLength: 1, maxLength: max });
const rolePrivileges = fc
  .record({
    role: fc.constantFrom(...ROLES),
    mode: fc.oneof(
      privileges(8).map((set) => ({ set })),
      fc.constant({ set: [] as string[], allowEmpty: true }),
      fc
        .record({ add: privileges(5), remove: fc.array(fc.oneof(fc.constantFrom(...GLOBS), fc.constantFrom(...PRIVILEGE_IDS)), { minLength: 1, maxLength: 3 }) }, { requiredKeys: [] })
        .map(({ add, remove }) => {
          // An id both added and removed is an error: keep `add` clear of whatever `remove` takes.
          const removed = new Set((remove ?? []).flatMap((r) => (r.includes('*') ? matchPrivileges(r).map((p) => p.id) : [r])));
          const kept = (add ?? []).filter((id) => !removed.has(id));
          return { ...(kept.length > 0 ? { add: kept } : {}), ...(remove === undefined ? {} : { remove }) };
        })
        .filter((m) => Object.keys(m).length > 0),
    ),
  })
  .map(({ role, mode }): Obj => ({ kind: 'rolePrivileges', role, ...mode }));

/** What two changes of one request must not both change (validate.ts refuses repeats). */
export const targetOf = (c: Obj): string => (c.kind === 'accessNotice' ? `accessNotice:${String(c.audience)}` : c.kind === 'rolePrivileges' ? `role:${String(c.role)}` : String(c.kind));

export const validRequest: fc.Arbitrary<Obj> = fc
  .record(
    {
      $schema: fc.constant('../schema/change-request.schema.json'),
      portal: fc.oneof({ weight: 6, arbitrary: fc.constant('default') }, { weight: 1, arbitrary: fc.constant('staging') }),
      reason: fc.string({ maxLength: 200 }),
      changes: fc.uniqueArray(fc.oneof(banner, accessNotice, portalConfig, orgSettings, rolePrivileges), { minLength: 1, maxLength: 4, selector: targetOf }),
    },
    { requiredKeys: ['changes'] },
  )
  .map((r) => r as Obj);

// ---- near-valid: one mutation of a valid request, each one invalid by construction ---------

/** Defines an own enumerable property, so "__proto__" becomes a key and not the prototype. */
function setOwn(target: Obj, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const clone = (r: Obj): Obj => JSON.parse(JSON.stringify(r)) as Obj;
const changesOf = (r: Obj): Obj[] => r.changes as Obj[];
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A value of a type the field never takes. */
function wrongTypeFor(value: Json, n: number): Json {
  if (typeof value === 'boolean') return pick([0, null, [], { yes: true }], n); // no string: a stringOrFalse property takes one
  if (typeof value === 'string') return pick([42, null, ['x'], { x: 1 }, 0], n); // no false: a stringOrFalse property takes it
  if (typeof value === 'number') return pick(['5', true, null, [5]], n);
  if (Array.isArray(value)) return pick(['x', { 0: 'a' }, 1, null], n);
  return pick([[], 'x', 1, true], n);
}

type Mutation = (r: Obj, n: number) => { label: string; text: string };
const asText = (r: Obj): string => JSON.stringify(r);

const MUTATIONS: Record<string, Mutation> = {
  wrongType: (r, n) => {
    const out = clone(r);
    const change = pick(changesOf(out), n);
    const keys = Object.keys(change).filter((k) => k !== 'kind');
    // Every change has a field besides kind; the envelope's fields are the fallback for variety.
    if (keys.length === 0 || n % 5 === 0) {
      const field = pick(['portal', 'reason', 'changes'] as const, n);
      out[field] = field === 'changes' ? pick([{ kind: 'banner' }, 'banner', 3], n) : wrongTypeFor(field === 'portal' ? 'default' : 'x', n);
      return { label: `wrongType:${field}`, text: asText(out) };
    }
    const key = pick(keys, n);
    const current = change[key] as Json;
    if (key === 'set' && change.kind === 'portalConfig' && Object.keys(current as Obj).length > 0 && n % 2 === 0) {
      const prop = pick(Object.keys(current as Obj), n);
      (current as Obj)[prop] = wrongTypeFor((current as Obj)[prop] as Json, n);
      return { label: `wrongType:portalConfig.${prop}`, text: asText(out) };
    }
    change[key] = wrongTypeFor(current, n);
    return { label: `wrongType:${String(change.kind)}.${key}`, text: asText(out) };
  },
  unknownKey: (r, n) => {
    const out = clone(r);
    const key = pick(['colour', 'Enabled', 'txt', 'portalUrl', 'url', '__proto__', 'constructor', 'prototype', 'toString'], n);
    const where = n % 3 === 0 ? out : pick(changesOf(out), n);
    setOwn(where, key, pick([true, 'x', { polluted: true }, 1], n));
    return { label: `unknownKey:${key}`, text: asText(out) };
  },
  typoKind: (r, n) => {
    const out = clone(r);
    const change = pick(changesOf(out), n);
    const kind = String(change.kind);
    const typos = [kind.slice(0, -1), kind.charAt(0).toUpperCase() + kind.slice(1), `${kind}s`, kind.toLowerCase() === kind ? kind.toUpperCase() : kind.toLowerCase(), `${kind} `, ''];
    change.kind = pick(typos.filter((t) => !(CHANGE_KINDS as string[]).includes(t)), n);
    return { label: 'typoKind', text: asText(out) };
  },
  outOfRange: (r, n) => {
    const out = clone(r);
    const what = pick(['reason', 'noChanges', 'minutes', 'blankRole', 'emptySet', 'infinity'], n);
    if (what === 'reason') out.reason = 'x'.repeat(2001 + (n % 50));
    else if (what === 'noChanges') out.changes = [];
    else if (what === 'blankRole') out.changes = [{ kind: 'rolePrivileges', role: pick(['', '   ', '\t'], n), add: ['portal:user:createItem'] }];
    else if (what === 'emptySet') out.changes = [{ kind: 'rolePrivileges', role: 'Field Crew', set: [] }];
    else {
      // 1e309 is Infinity to JSON.parse; -0, 0, fractions and negatives are not positive whole minutes.
      const minutes = what === 'infinity' ? '1e309' : pick(['0', '-0', '-5', '1.5', '-1e309', '1e-400'], n);
      out.changes = [{ kind: 'portalConfig', set: { tokenExpiration: '@@N@@' } }];
      return { label: `outOfRange:minutes=${minutes}`, text: asText(out).replace('"@@N@@"', minutes) };
    }
    return { label: `outOfRange:${what}`, text: asText(out) };
  },
  badColor: (r, n) => {
    const out = clone(r);
    const bad = pick(['#ggg', 'blak', '#12345', 'rgb(0,0,0)', '', ' ', 'red;x', '#ffcc00ff', 'transparentt', '0x000000'], n);
    const changes = changesOf(out);
    const existing = changes.find((c) => c.kind === 'banner');
    if (existing) existing[n % 2 === 0 ? 'bgColor' : 'fontColor'] = bad;
    else changes[0] = { kind: 'banner', bgColor: bad };
    return { label: 'badColor', text: asText(out) };
  },
  duplicateChange: (r, n) => {
    const out = clone(r);
    const changes = changesOf(out);
    changes.push(clone(pick(changes, n)));
    return { label: 'duplicateChange', text: asText(out) };
  },
  missingRequired: (r, n) => {
    const out = clone(r);
    const what = pick(['kind', 'audience', 'role', 'changes'], n);
    if (what === 'changes') delete out.changes;
    else if (what === 'kind') delete pick(changesOf(out), n).kind;
    else if (what === 'audience') out.changes = [{ kind: 'accessNotice', enabled: false }];
    else out.changes = [{ kind: 'rolePrivileges', add: ['portal:user:createItem'] }];
    return { label: `missing:${what}`, text: asText(out) };
  },
  notAnObject: (r, n) => {
    const out = clone(r);
    (out.changes as Json[])[n % changesOf(out).length] = pick<Json>([['banner'], 'banner', null, 7, true], n);
    return { label: 'changeNotAnObject', text: asText(out) };
  },
};

export const nearValidCase: fc.Arbitrary<FuzzCase> = fc
  .tuple(validRequest, fc.constantFrom(...Object.keys(MUTATIONS)), fc.nat({ max: 1000 }))
  .map(([r, name, n]) => {
    const { label: l, text } = (MUTATIONS[name] as Mutation)(r, n);
    return { cls: 'near-valid', label: l, body: text, mustRefuse: true };
  });

export const validCase: fc.Arbitrary<FuzzCase> = validRequest.map((r) => ({ cls: 'valid', label: `valid:${changesOf(r).map((c) => String(c.kind)).join('+')}`, body: JSON.stringify(r), mustRefuse: false }));

// ---- hostile --------------------------------------------------------------------------------

const SPECIALS = ['\u0000', '\ud800', '\udfff', '\udc00\ud800', '\u202e', '\u200b', '\u200d', '\ufeff', '\u2028', '\u2029', '\u0301', 'e\u0301', '👩‍💻', '\uffff', '\u001b[31m', '<script>', '%00', '\\'];
const nasty = fc.array(fc.oneof(fc.constantFrom(...SPECIALS), fc.string({ unit: 'binary', maxLength: 8 })), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
const huge = fc.tuple(fc.constantFrom('x', 'ab', '\u0000', '👩‍💻', '\u202e', '"', '\\'), fc.integer({ min: 100_000, max: 250_000 })).map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));
const depth = fc.integer({ min: 1000, max: 20_000 });
const POISON = ['__proto__', 'constructor', 'prototype'] as const;

const q = (s: string): string => JSON.stringify(s);
const bannerWith = (extra: string): string => `{"reason":"fuzz","changes":[{"kind":"banner","enabled":true,"text":"x"${extra}}]}`;

const hostileText: Record<string, fc.Arbitrary<string>> = {
  hugeText: huge.map((s) => JSON.stringify({ changes: [{ kind: 'banner', text: s }] })),
  hugeReason: huge.map((s) => JSON.stringify({ reason: s, changes: [{ kind: 'banner', enabled: false }] })),
  hugeKey: huge.map((s) => `{"changes":[{"kind":"banner","enabled":true,${q(s.slice(0, 120_000))}:1}]}`),
  hugeKind: huge.map((s) => JSON.stringify({ changes: [{ kind: s }] })),
  hugeArray: fc.integer({ min: 2_000, max: 10_000 }).map((n) => JSON.stringify({ changes: Array.from({ length: n }, () => ({ kind: 'orgSettings', blockBetaApps: true })) })),
  deepArray: depth.map((d) => `{"changes":[{"kind":"banner","text":${'['.repeat(d)}${']'.repeat(d)}}]}`),
  deepObject: depth.map((d) => bannerWith(`,"x":${'{"a":'.repeat(d)}1${'}'.repeat(d)}`)),
  deepTopLevel: depth.map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  deepUnclosed: depth.map((d) => `{"changes":${'['.repeat(d)}`),
  protoEnvelope: fc.constantFrom(...POISON).map((k) => `{${q(k)}:{"polluted":true,"prototype":{"polluted":true}},"changes":[{"kind":"banner","enabled":true}]}`),
  protoChange: fc.constantFrom(...POISON).map((k) => bannerWith(`,${q(k)}:{"polluted":true}`)),
  protoConfigSet: fc.constantFrom(...POISON).map((k) => `{"changes":[{"kind":"portalConfig","set":{${q(k)}:{"polluted":true},"tokenExpiration":60}}]}`),
  protoFooterLink: fc.constantFrom(...POISON).map((k) => `{"changes":[{"kind":"portalConfig","set":{"footerLinks":[{"title":"t","url":"https://a.example.com",${q(k)}:{"polluted":true}}]}}]}`),
  protoValues: fc.constantFrom(...POISON).map((k) => JSON.stringify({ portal: k, changes: [{ kind: k }, { kind: 'rolePrivileges', role: k, add: [k], remove: [`${k}*`] }, { kind: 'portalConfig', unset: [k] }] })),
  protoNested: fc.constantFrom(...POISON).map((k) => `{"changes":[{"kind":"banner","enabled":true}],"constructor":{${q(k)}:{"polluted":true}},"__proto__":[]}`),
  unicodeText: nasty.map((s) => JSON.stringify({ reason: s, changes: [{ kind: 'banner', enabled: true, text: s }, { kind: 'accessNotice', audience: 'anonymous', title: s, text: s }] })),
  unicodeKind: nasty.map((s) => JSON.stringify({ changes: [{ kind: `banner${s}`, text: 'x' }] })),
  unicodePortal: nasty.map((s) => JSON.stringify({ portal: `default${s}`, changes: [{ kind: 'banner', text: 'x' }] })),
  unicodeKeys: nasty.map((s) => `{${q(s)}:1,"changes":[{"kind":"banner",${q(`text${s}`)}:"x"}]}`),
  unicodeRole: nasty.map((s) => JSON.stringify({ changes: [{ kind: 'rolePrivileges', role: s, add: [`portal:user:createItem${s}`] }] })),
  unicodeColor: nasty.map((s) => JSON.stringify({ changes: [{ kind: 'banner', bgColor: `black${s}`, fontColor: `#fff${s}` }] })),
  bomPrefix: fc.constant(`\ufeff${bannerWith('')}`),
  oddNumbers: fc
    .constantFrom('1e309', '-1e309', '-0', '"NaN"', '"Infinity"', '1e-400', '123456789012345678901234567890', '0.0000001', '-1', '1.0')
    .chain((num) => fc.constantFrom(`{"changes":[{"kind":"portalConfig","set":{"tokenExpiration":${num},"longTokenExpiration":${num}}}]}`, bannerWith(`,"bgColor":${num}`), `{"reason":${num},"changes":[{"kind":"orgSettings","blockBetaApps":${num}}]}`)),
  arraysForObjects: fc.constantFrom(
    '[{"kind":"banner","enabled":true}]',
    '{"changes":[[{"kind":"banner","enabled":true}]]}',
    '{"changes":[{"kind":"portalConfig","set":[["tokenExpiration",60]]}]}',
    '{"changes":[{"kind":"portalConfig","set":{"footerLinks":{"title":"t","url":"https://a.example.com"}}}]}',
    '{"changes":[{"kind":"rolePrivileges","role":["Field Crew"],"add":"portal:user:createItem"}]}',
    '{"changes":{"0":{"kind":"banner","enabled":true},"length":1}}',
  ),
  notJson: fc.oneof(
    fc.constantFrom('', ' ', 'null', 'true', '0', '"x"', '{', '}', '{"changes":[', "{'changes':[]}", '{"changes":[{"kind":"banner","enabled":true,}]}', '// c\n{}', '{"a":1}{"b":2}', 'NaN', '{"changes":[{"kind":"banner","enabled":tru}]}', '\u0000'),
    fc.string({ unit: 'binary', maxLength: 200 }),
    validRequest.chain((r) => fc.nat().map((n) => JSON.stringify(r).slice(0, n % JSON.stringify(r).length))),
  ),
};

/** Bytes that are not UTF-8 spliced into an otherwise valid request, and bytes that are not JSON at all. */
const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82], [0x80]];
const hostileBytes: Record<string, fc.Arbitrary<Uint8Array>> = {
  invalidUtf8InString: fc.constantFrom(...INVALID_UTF8).map((bad) => {
    const [before, after] = bannerWith('').split('"text":"x"') as [string, string];
    const enc = new TextEncoder();
    return Uint8Array.from([...enc.encode(`${before}"text":"x`), ...bad, ...enc.encode(`"${after}`)]);
  }),
  invalidUtf8Leading: fc.constantFrom(...INVALID_UTF8).map((bad) => Uint8Array.from([...bad, ...new TextEncoder().encode(bannerWith(''))])),
  randomBytes: fc.uint8Array({ minLength: 1, maxLength: 512 }),
};

const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

export const hostileCase: fc.Arbitrary<FuzzCase> = fc.oneof(
  ...Object.entries(hostileText).map(([name, arb]) => arb.map((body): FuzzCase => ({ cls: 'hostile', label: name, body, mustRefuse: false }))),
  // Bytes that are not UTF-8 are not JSON text (RFC 8259 §8.1): refused, never repaired and applied.
  ...Object.entries(hostileBytes).map(([name, arb]) => arb.map((body): FuzzCase => ({ cls: 'hostile', label: name, body, mustRefuse: !isUtf8(body) }))),
);

/** The three classes in fixed proportions, so every run covers each of them. */
export function mixedCases(counts: Record<InputClass, number>, seed: number): FuzzCase[] {
  return [
    ...fc.sample(validCase, { seed, numRuns: counts.valid }),
    ...fc.sample(nearValidCase, { seed: seed + 1, numRuns: counts['near-valid'] }),
    ...fc.sample(hostileCase, { seed: seed + 2, numRuns: counts.hostile }),
  ];
}
