import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECRETS, workerRig, type WorkerRig } from './harness.ts';

/** Signs raw bytes (standardwebhooks signs strings, which cannot carry invalid UTF-8). */
async function signedBytes(r: WorkerRig, body: Uint8Array): Promise<{ status: number; json: Record<string, unknown> }> {
  const id = `msg_${crypto.randomUUID()}`;
  const at = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', Buffer.from(SECRETS.ci.slice('whsec_'.length), 'base64')).update(`${id}.${at}.`).update(body).digest('base64');
  const res = await fetch(`${r.worker.url}/v1/changes`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': at, 'webhook-signature': `v1,${signature}` },
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('hostile bodies that pass the signature check', () => {
  it('answers deep nesting with 400 invalid_json, not a stack overflow (500)', async () => {
    const r = await workerRig();
    const res = await r.signed(`{"changes":[{"kind":"banner","enabled":true,"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'invalid_json', message: expect.stringMatching(/line 1, column \d+: .*nested deeper than 256 levels/) } });
    expect(await r.portalCalls()).toEqual([]);
  });

  it('refuses a body that is not UTF-8 instead of writing U+FFFD to the portal', async () => {
    const r = await workerRig();
    const enc = new TextEncoder();
    const res = await signedBytes(r, Uint8Array.from([...enc.encode('{"changes":[{"kind":"banner","enabled":true,"text":"Maintenance '), 0xc3, 0x28, ...enc.encode('"}]}')]));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'invalid_json', message: 'line 1, column 65: invalid JSON: the text is not UTF-8' } });
    expect(await r.portalCalls()).toEqual([]);
  });

  it('closes the connection with its 413, so a client still sending reads the answer instead of a reset', async () => {
    const r = await workerRig();
    const big = JSON.stringify({ changes: [{ kind: 'banner', text: 'x'.repeat(250_000) }] });
    // Before the fix about one in four of these ended in "other side closed" rather than the 413.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${r.worker.url}/v1/changes`, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toMatchObject({ error: { code: 'body_too_large' } });
    }
    expect(await r.portalCalls()).toEqual([]);
  });
});
