/**
 * Issue #7, secrets: every face runs with distinctive fake credentials, on success and failure
 * paths, and every byte it writes (stdout, stderr, summaries, outputs, HTTP bodies and headers,
 * log and audit lines, rendered plans, errors) is scanned for every form of every credential,
 * including the tokens the portal issued during the run. Any occurrence fails the face with its
 * stream and a masked excerpt. The suite is deterministic: no seed is involved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigures } from './figures.ts';
import { actionFace } from './secrets/actionFace.ts';
import { cliFace } from './secrets/cliFace.ts';
import { CREDENTIALS, formsOf } from './secrets/credentials.ts';
import { emulatorFace } from './secrets/emulatorFace.ts';
import { engineFace } from './secrets/engineFace.ts';
import { secretsRig, type SecretsRig } from './secrets/rig.ts';
import { describeFindings, LeakScanner } from './secrets/scanner.ts';
import { workerFace } from './secrets/workerFace.ts';

let rig: SecretsRig;
const controls = { planted: 0, detected: 0, wireHits: 0 };

beforeAll(async () => {
  rig = await secretsRig();
});
afterAll(async () => {
  await rig.close();
});

/** Scans what the face wrote, now that the portal's issued tokens are known too. */
async function expectNoLeak(face: string): Promise<void> {
  await rig.learnTokens();
  const findings = describeFindings(rig.scanner.scan());
  expect(findings, `${face}: ${findings.length} credential occurrence(s) in output`).toEqual([]);
  expect(rig.scanner.bytesByFace()[face] ?? 0, `${face} wrote nothing to scan`).toBeGreaterThan(0);
}

describe('secrets never leak', () => {
  it('the scanner finds every planted form of every credential, and masks it in its report', () => {
    const scanner = new LeakScanner();
    for (const [name, value] of Object.entries(CREDENTIALS)) scanner.addSecret(name, value);
    const token = 'q'.repeat(20) + 'Z9'.repeat(22);
    scanner.addSecret('issued token #1', token);
    const planted: Array<[string, string]> = [];
    for (const [name, value] of Object.entries({ ...CREDENTIALS, 'issued token #1': token })) {
      for (const { form, value: encoded } of formsOf(value)) planted.push([`${name} (${form})`, `error: portal said ${encoded}; giving up`]);
    }
    planted.push(['issued token #1 (raw)', `Authorization: Bearer ${token}`]);
    planted.push(['password (base64)', `Authorization: Basic ${Buffer.from(`admin:${CREDENTIALS.password}`).toString('base64')}`]);
    planted.push(['shape: 64-character portal token', `token=${'k7'.repeat(32)}`]);
    planted.push(['shape: JWT', 'x eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvIn0.c2lnbmF0dXJl y']);
    planted.push(['shape: whsec_ secret', `WEBHOOK_SECRETS=ops=whsec_${Buffer.from('an-unknown-key-0123456789').toString('base64')}`]);
    const everyForm = [...Object.values(CREDENTIALS), token].flatMap((secret) => formsOf(secret).map((f) => f.value));
    for (const [label, text] of planted) {
      const found = scanner.scanText('control', 'planted', text);
      expect(found.map((f) => f.label), label).toContain(label);
      for (const f of found) expect(everyForm.filter((value) => f.excerpt.includes(value)), `the excerpt of ${label} shows a secret`).toEqual([]);
      controls.planted += 1;
      controls.detected += found.some((f) => f.label === label) ? 1 : 0;
    }
    // Half a secret (a message cut short) is found, and the excerpt shows none of it.
    const half = scanner.scanText('control', 'cut', `(starts with "admin ${CREDENTIALS.password.slice(0, 16)}").`);
    expect(half.map((f) => f.label)).toEqual(expect.arrayContaining(['password (marker)', 'password (first 10 characters)']));
    for (const f of half) expect(f.excerpt.includes('PW-') || f.excerpt.includes('7f3a9'), f.excerpt).toBe(false);
    expect(scanner.scanText('control', 'clean', 'Plan: change 1 settings field. token=*** Bearer *** whsec_*** password=***')).toEqual([]);
  });

  it('engine: audit records, rendered plans and results, errors', async () => {
    await engineFace(rig);
    // Positive control on real traffic: the credentials did travel to the portal, in the very
    // encodings the scanner looks for, so a clean scan of the outputs is not a vacuous one.
    await rig.learnTokens();
    const sent = rig.portal.received.map((r) => `${JSON.stringify(r.headers)} ${r.url} ${r.body}`).join('\n');
    const wire = rig.scanner.scanText('control', 'portal requests', sent).map((f) => f.label);
    expect(wire).toEqual(expect.arrayContaining(['password (form-encoded)', 'clientSecret (form-encoded)', 'wrongPassword (url-encoded)', 'apiKey (raw)']));
    expect(wire.some((label) => /^issued token #\d+ \(raw\)$/.test(label))).toBe(true);
    controls.wireHits = wire.length;
    await expectNoLeak('engine');
  });

  it('CLI in-process: validate, plan, apply, schedule, with every kind of credential and failure', async () => {
    await cliFace(rig);
    await expectNoLeak('cli');
  });

  it('CLI and emulator as child processes of the built dist/cli.js', async () => {
    await emulatorFace(rig);
    await expectNoLeak('cli (child)');
    await expectNoLeak('emulator');
  });

  it('worker over real HTTP: responses, headers, Slack response_url, logs', async () => {
    await workerFace(rig);
    await expectNoLeak('worker');
  });

  it('Action (built, Node 24): stdout, stderr, outputs, step summary', async () => {
    await actionFace(rig);
    await expectNoLeak('action');
  });

  it('reports its figures: zero occurrences across every face', async () => {
    const issued = await rig.learnTokens();
    const bytes = rig.scanner.bytesByFace();
    const runs = rig.scanner.runsByFace();
    const occurrences = rig.scanner.findings.length;
    reportFigures('secrets', {
      seed: 'none: every run is the same (no randomness decides what is tried)',
      faces: Object.keys(bytes).length,
      runs,
      totalRuns: Object.values(runs).reduce((a, b) => a + b, 0),
      bytesScanned: bytes,
      totalBytesScanned: Object.values(bytes).reduce((a, b) => a + b, 0),
      needles: rig.scanner.needleCount,
      issuedTokens: issued,
      controlsPlanted: controls.planted,
      controlsDetected: controls.detected,
      wireHits: controls.wireHits,
      occurrences,
    });
    expect(controls.detected).toBe(controls.planted);
    expect(issued).toBeGreaterThan(0);
    expect(occurrences).toBe(0);
  });
});
