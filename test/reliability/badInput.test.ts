/**
 * Issue #7 part 3, bad input: fast-check change requests (valid, near-valid, hostile) through the
 * validator, the worker over real HTTP with valid signatures, and the CLI. Nothing may crash or
 * answer 5xx, nothing invalid may reach a portal write, and oversized bodies get 413 before the
 * worker reads them. Fixed seed (RELIABILITY_SEED overrides), printed with the figures.
 */
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../../worker/config.ts';
import { parseJsonBytes, parseJsonText, splitPath } from '../../src/request/parseJsonText.ts';
import { validateChangeRequest } from '../../src/request/validate.ts';
import { runCli, tempFiles } from '../cli/harness.ts';
import { SECRETS, workerRig, type WorkerRig } from '../worker/harness.ts';
import { mixedCases, type FuzzCase, type InputClass } from './arbitraries.ts';
import { reportFigures } from './figures.ts';
import { seedFromEnv } from './support/random.ts';

const SEED = seedFromEnv(7_310_503);
const VALIDATOR_COUNTS: Record<InputClass, number> = { valid: 2000, 'near-valid': 2500, hostile: 3500 };
const HTTP_COUNTS: Record<InputClass, number> = { valid: 600, 'near-valid': 1000, hostile: 1400 };
const HTTP_CONCURRENCY = 8;
/** Portal calls that only fetch a token: every other POST changes the portal. */
const TOKEN_OPERATIONS = new Set(['generateToken', 'oauth2/token']);

const figures = {
  seed: SEED,
  generated: 0,
  byClass: { valid: 0, 'near-valid': 0, hostile: 0 } as Record<InputClass, number>,
  viaValidator: 0,
  viaHttp: 0,
  viaCli: 0,
  oversizeStreams: 0,
  accepted: 0,
  acceptedOverHttp: 0,
  refused4xx: 0,
  '5xx': 0,
  crashes: 0,
  invalidWrites: 0,
  prototypePolluted: 0,
  validatorMisjudged: 0,
};
/** Failures as short lines, so a breach names its case instead of only bumping a counter. */
const breaches: string[] = [];
const breach = (what: string, c: FuzzCase | undefined): void => {
  breaches.push(`${what}${c ? ` [${c.cls} ${c.label}] ${describeBody(c.body)}` : ''}`);
};
const describeBody = (body: string | Uint8Array): string => (typeof body === 'string' ? JSON.stringify(body.slice(0, 120)) : `<${body.length} bytes>`);

console.log(`[reliability] bad-input seed ${SEED} (set RELIABILITY_SEED to reproduce or vary)`);

afterAll(() => {
  reportFigures('bad-input', { ...figures, breaches: breaches.length === 0 ? 'none' : breaches.slice(0, 20) });
});

/** Parses a body the way the worker does: bytes must be UTF-8, then strict JSON. */
function parseBody(body: string | Uint8Array) {
  return typeof body === 'string' ? parseJsonText(body) : parseJsonBytes(body);
}

/** What the validator says about a body: the oracle for "invalid" in the worker part. */
function judge(c: FuzzCase): { valid: boolean; errors: ReadonlyArray<{ path: string; message: string }> } {
  const parsed = parseBody(c.body);
  if (!parsed.ok) return { valid: false, errors: [{ path: '', message: parsed.message }] };
  return validateChangeRequest(parsed.value, { target: { kind: 'unknown' } });
}

// ---- prototype pollution -----------------------------------------------------------------

const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype } as const;
const snapshot = (): Record<string, string[]> => Object.fromEntries(Object.entries(PROTOTYPES).map(([n, p]) => [n, Object.getOwnPropertyNames(p).sort()]));
const pristine = snapshot();

function assertUnpolluted(where: string): void {
  const probe = {} as Record<string, unknown>;
  const polluted = probe.polluted !== undefined || ([] as unknown as Record<string, unknown>).polluted !== undefined || JSON.stringify(snapshot()) !== JSON.stringify(pristine);
  if (polluted) {
    figures.prototypePolluted++;
    breach(`prototype polluted after ${where}`, undefined);
  }
  expect(polluted, `prototypes changed after ${where}`).toBe(false);
}

// ---- the validator directly ---------------------------------------------------------------

/** True when every segment but the last exists in `value`: the path points into the input. */
function pathResolves(value: unknown, path: string): boolean {
  let node = value;
  for (const seg of splitPath(path).slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, seg)) return false;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return true;
}

describe('bad input', () => {
  it(`validator: ${Object.values(VALIDATOR_COUNTS).reduce((a, b) => a + b)} generated requests, never a throw, always a located issue`, () => {
    const cases = mixedCases(VALIDATOR_COUNTS, SEED);
    cases.forEach((c, i) => {
      figures.generated++;
      figures.viaValidator++;
      figures.byClass[c.cls]++;
      try {
        const parsed = parseBody(c.body);
        if (!parsed.ok) {
          if (c.cls === 'valid') misjudged('valid request does not parse', c);
          expect(parsed.line).toBeGreaterThan(0);
          figures.refused4xx++;
        } else {
          const r = validateChangeRequest(parsed.value, { target: { kind: 'unknown' } });
          expect(r.valid).toBe(r.errors.length === 0);
          if (r.valid) figures.accepted++;
          else figures.refused4xx++;
          if (c.cls === 'valid' && !r.valid) misjudged(`valid request refused: ${r.errors[0]?.path}: ${r.errors[0]?.message}`, c);
          if (c.mustRefuse && r.valid) misjudged('mutated request accepted', c);
          for (const e of r.errors) {
            if (typeof e.path !== 'string' || typeof e.message !== 'string' || e.message === '' || !pathResolves(parsed.value, e.path)) {
              misjudged(`issue without a usable path: ${JSON.stringify(e).slice(0, 200)}`, c);
            }
          }
        }
      } catch (err) {
        figures.crashes++;
        breach(`validator threw ${err instanceof Error ? err.message : String(err)}`, c);
      }
      if (i % 500 === 499) assertUnpolluted(`validator batch ${Math.floor(i / 500) + 1}`);
    });
    assertUnpolluted('the validator cases');
    expect(breaches.slice(0, 20)).toEqual([]);
    expect(figures.crashes).toBe(0);
    expect(figures.validatorMisjudged).toBe(0);
  });

  it(`worker over HTTP: ${Object.values(HTTP_COUNTS).reduce((a, b) => a + b)} signed bodies, no 5xx, no write for anything invalid`, async () => {
    const rig = await workerRig();
    const before = breaches.length;
    const cases = mixedCases(HTTP_COUNTS, SEED + 10);
    const judged = cases.map((c) => ({ c, valid: !c.mustRefuse && judge(c).valid }));
    for (const { c } of judged) {
      figures.generated++;
      figures.viaHttp++;
      figures.byClass[c.cls]++;
    }

    // Invalid bodies, concurrently: none of them may cause a single write, so the phase's log must hold none.
    await clearCalls(rig);
    const invalid = judged.filter((j) => !j.valid).map((j) => j.c);
    await pool(invalid, HTTP_CONCURRENCY, async (c) => {
      const status = await sendAndCheck(rig, c);
      if (status !== undefined && (status < 400 || status >= 500)) breach(`invalid body answered ${status}`, c);
    });
    const invalidPhaseWrites = writesOf(await calls(rig));
    figures.invalidWrites += invalidPhaseWrites.length;
    if (invalidPhaseWrites.length > 0) breach(`invalid bodies caused writes: ${invalidPhaseWrites.map((w) => w.operation).join(', ')}`, undefined);

    // Valid bodies one at a time, so every refusal (unknown portal, a role the portal lacks) is checked for writes.
    for (const { c } of judged.filter((j) => j.valid)) {
      await clearCalls(rig);
      const status = await sendAndCheck(rig, c);
      if (status !== undefined && status >= 300) {
        const writes = writesOf(await calls(rig));
        figures.invalidWrites += writes.length;
        if (writes.length > 0) breach(`refused (${status}) but wrote ${writes.map((w) => w.operation).join(', ')}`, c);
      }
    }
    assertUnpolluted('the worker cases');
    expect(breaches.slice(before, before + 20)).toEqual([]);
    expect(figures['5xx']).toBe(0);
    expect(figures.crashes).toBe(0);
    expect(figures.invalidWrites).toBe(0);
    // Valid requests must still get through: a worker that refused everything would pass the rest.
    expect(figures.acceptedOverHttp).toBeGreaterThan(HTTP_COUNTS.valid / 2);
  });

  it('oversized bodies get 413 before the body is read: a Content-Length over the limit, and chunks past it, on bodies that never end', async () => {
    const rig = await workerRig();
    await clearCalls(rig);
    const at = String(Math.floor(Date.now() / 1000));
    const webhook = { 'content-type': 'application/json', 'webhook-id': 'msg_oversize', 'webhook-timestamp': at, 'webhook-signature': 'v1,AAAA' };
    const slack = { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': at, 'x-slack-signature': `v0=${'0'.repeat(64)}` };
    for (const [path, headers] of [['/v1/changes', webhook], ['/v1/slack/commands', slack]] as const) {
      // Declared 10 MB, 1 KB sent, never finished: only a check of the header can answer this.
      const declared = await unfinishedRequest(rig, path, { ...headers, 'content-length': String(10 * 1024 * 1024) }, [new Uint8Array(1024).fill(0x20)]);
      // No Content-Length (chunked), 80 KB sent, never finished: the limit must be counted while reading.
      const chunked = await unfinishedRequest(rig, path, headers, Array.from({ length: 10 }, () => new Uint8Array(8 * 1024).fill(0x20)));
      for (const res of [declared, chunked]) {
        figures.oversizeStreams++;
        figures.generated++;
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'body_too_large' } });
      }
    }
    // The limit runs before authentication: no principal, no decision, and no portal call.
    const audit = rig.logs.filter((l) => l.event === 'request' && l.fields?.status === 413);
    expect(audit).toHaveLength(4);
    for (const line of audit) expect(line.fields).toMatchObject({ principal: null, decision: null });
    expect(await calls(rig)).toEqual([]);
    figures.refused4xx += 4;
  });

  it('CLI validate: hostile files end with exit code 1 and a located message, never a crash', async () => {
    const enc = new TextEncoder();
    const files: Record<string, string | Uint8Array> = {
      'deep-array.json': `{"changes":[{"kind":"banner","text":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}`,
      'deep-object.json': `{"changes":[{"kind":"banner","text":"x","x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`,
      'deep-unclosed.json': '['.repeat(50_000),
      'huge-reason.json': JSON.stringify({ reason: 'r'.repeat(300_000), changes: [{ kind: 'banner', enabled: true }] }),
      'huge-key.json': `{"changes":[{"kind":"banner","enabled":true,"${'k'.repeat(200_000)}":1}]}`,
      'proto.json': '{"__proto__":{"polluted":true},"changes":[{"kind":"banner","enabled":true,"constructor":{"prototype":{"polluted":true}}}]}',
      'infinity.json': '{"changes":[{"kind":"portalConfig","set":{"tokenExpiration":1e309}}]}',
      'array.json': '[{"kind":"banner","enabled":true}]',
      'unicode-kind.json': JSON.stringify({ changes: [{ kind: 'banner\u202e\u200b\ud800\u0000', text: 'x' }] }),
      'empty.json': '',
      'nul-bytes.json': Uint8Array.from([0, 0, 0, 0x7b, 0x7d]),
      'invalid-utf8.json': Uint8Array.from([...enc.encode('{"changes":[{"kind":"banner","text":"x'), 0xff, 0xc3, 0x28, ...enc.encode('"}]}')]),
      'binary.bin': Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256),
    };
    const dir = tempFiles({});
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    for (const name of Object.keys(files)) {
      figures.generated++;
      figures.viaCli++;
      const run = await runCli(['validate', name], { cwd: dir });
      if (run.stderr !== '' || run.code !== 1) {
        figures.crashes++;
        breach(`CLI validate ${name}: exit ${run.code}, stderr ${run.stderr.slice(0, 200)}`, undefined);
      }
      expect(run.stderr, name).toBe('');
      expect(run.code, name).toBe(1);
      expect(run.stdout, name).toContain(`${name}: invalid`);
      expect(run.stdout, name).toMatch(new RegExp(`${name.replace('.', '\\.')}(:\\d+)*: error: `));
      figures.refused4xx++;
    }
    assertUnpolluted('the CLI cases');
  });
});

function misjudged(what: string, c: FuzzCase): void {
  figures.validatorMisjudged++;
  breach(what, c);
}

// ---- HTTP helpers ------------------------------------------------------------------------

/** Sends one signed body and checks the answer; the status, or undefined when the exchange itself broke. */
async function sendAndCheck(rig: WorkerRig, c: FuzzCase): Promise<number | undefined> {
  let res: { status: number; json: Record<string, unknown> };
  try {
    res = typeof c.body === 'string' ? await rig.signed(c.body) : await signedBytes(rig, c.body);
  } catch (err) {
    // A reset connection or a body that is not JSON: the worker failed to answer properly.
    figures.crashes++;
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    breach(`no proper answer: ${err instanceof Error ? err.message : String(err)}${cause}`, c);
    return undefined;
  }
  const size = typeof c.body === 'string' ? new TextEncoder().encode(c.body).length : c.body.length;
  if (res.status >= 500) {
    figures['5xx']++;
    breach(`answered ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`, c);
  } else if (res.status >= 400) {
    figures.refused4xx++;
    const error = res.json.error as { code?: unknown; message?: unknown; issues?: Array<{ path?: unknown }> } | undefined;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string') breach(`4xx without a JSON error body: ${JSON.stringify(res.json).slice(0, 200)}`, c);
    if (error?.code === 'invalid_request' && !(error.issues?.length && error.issues.every((i) => typeof i.path === 'string'))) breach('invalid_request without issues naming paths', c);
    if (error?.code === 'invalid_json' && !/line \d+, column \d+/.test(String(error.message))) breach('invalid_json without a position', c);
  } else {
    figures.accepted++;
    figures.acceptedOverHttp++;
  }
  if (size > DEFAULT_BODY_LIMIT && res.status !== 413) breach(`${size}-byte body answered ${res.status}, not 413`, c);
  return res.status;
}

/** A Standard Webhooks signature over raw bytes (the library signs strings only). */
async function signedBytes(rig: WorkerRig, body: Uint8Array): Promise<{ status: number; json: Record<string, unknown> }> {
  const id = `msg_${crypto.randomUUID()}`;
  const at = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(SECRETS.ci.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${at}.`).update(body).digest('base64');
  const res = await fetch(`${rig.worker.url}/v1/changes`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': at, 'webhook-signature': `v1,${signature}` },
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

type Call = { operation: string; method: string };
const calls = (rig: WorkerRig): Promise<Call[]> => rig.portalCalls();
const writesOf = (log: Call[]): Call[] => log.filter((c) => c.method === 'POST' && !TOKEN_OPERATIONS.has(c.operation));
async function clearCalls(rig: WorkerRig): Promise<void> {
  await (await fetch(`${rig.emulator.origin}/__emulator/calls`, { method: 'DELETE' })).body?.cancel();
}

/** Runs `work` over `items` with at most `size` in flight. */
async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/**
 * Writes `chunks` and never ends the request: an answer can only come from a limit check, not
 * from a parsed body. Bounded: gives up (and fails) after 10 s.
 */
function unfinishedRequest(rig: WorkerRig, path: string, headers: Record<string, string>, chunks: Uint8Array[]): Promise<{ status: number; body: string }> {
  const url = new URL(path, rig.worker.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer from ${path} while the body was still open`));
    }, 10_000);
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    for (const chunk of chunks) req.write(chunk);
  });
}
