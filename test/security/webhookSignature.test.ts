import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.ts';
import { parseWebhookSecrets, verifyWebhook, WebhookSecret } from '../../src/security/webhookSignature.ts';

const newSecret = (bytes = 24): string => `whsec_${randomBytes(bytes).toString('base64')}`;
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

const NOW_MS = 1_750_000_000_000 + 123; // a non-round millisecond
const NOW_S = Math.floor(NOW_MS / 1000);
const BODY = '{"changes":[{"kind":"banner","set":{"text":"héllo ✓"}}]}';

/** Headers as the reference package signs them. */
function signed(secret: string, options: { id?: string; atSeconds?: number; body?: string } = {}): { id: string; timestamp: string; signature: string; body: string } {
  const id = options.id ?? 'msg_2Lq4dZ1';
  const at = options.atSeconds ?? NOW_S;
  const body = options.body ?? BODY;
  const signature = new Webhook(secret).sign(id, new Date(at * 1000), body);
  return { id, timestamp: String(at), signature, body };
}

describe('verifyWebhook against the standardwebhooks reference signer', () => {
  const deploy = newSecret();
  const secrets = parseWebhookSecrets(`deploy=${deploy}`);

  it('accepts a reference signature and names the principal', async () => {
    const h = signed(deploy);
    await expect(verifyWebhook(secrets, h, encode(h.body), NOW_MS)).resolves.toEqual({
      ok: true,
      principal: 'webhook:deploy',
      id: 'msg_2Lq4dZ1',
      timestamp: NOW_S,
    });
  });

  it('agrees with the reference verifier on the same message', async () => {
    const h = signed(deploy, { atSeconds: Math.floor(Date.now() / 1000) });
    const reference = new Webhook(deploy).verify(h.body, { 'webhook-id': h.id, 'webhook-timestamp': h.timestamp, 'webhook-signature': h.signature });
    expect(reference).toEqual(JSON.parse(BODY));
    await expect(verifyWebhook(secrets, h, encode(h.body), Date.now())).resolves.toMatchObject({ ok: true });
  });

  it('refuses a tampered body, id or timestamp', async () => {
    const h = signed(deploy);
    await expect(verifyWebhook(secrets, h, encode(h.body.replace('banner', 'banneR')), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    await expect(verifyWebhook(secrets, { ...h, id: 'msg_other' }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    await expect(verifyWebhook(secrets, { ...h, timestamp: String(NOW_S - 1) }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    // Body bytes are verified raw: a trailing newline added by a re-serializer breaks the signature.
    await expect(verifyWebhook(secrets, h, encode(`${h.body}\n`), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
  });

  it('verifies raw bytes, not a decoded string', async () => {
    const h = signed(deploy, { body: 'caf\u00e9' });
    await expect(verifyWebhook(secrets, h, encode('caf\u00e9'), NOW_MS)).resolves.toMatchObject({ ok: true });
    // The same text as Latin-1 bytes is a different body.
    await expect(verifyWebhook(secrets, h, Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
  });

  it('refuses a signature made with another secret', async () => {
    const h = signed(newSecret());
    await expect(verifyWebhook(secrets, h, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
  });

  it('accepts either secret of a rotated pair, and picks the principal of the matching one', async () => {
    const oldSecret = newSecret();
    const newer = newSecret(32);
    const other = newSecret();
    const rotated = parseWebhookSecrets(`ci=${oldSecret}, ci=${newer},billing=${other}`);
    expect(rotated.map((s) => s.principal)).toEqual(['webhook:ci', 'webhook:ci', 'webhook:billing']);
    for (const secret of [oldSecret, newer]) {
      const h = signed(secret);
      await expect(verifyWebhook(rotated, h, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: true, principal: 'webhook:ci' });
    }
    const h = signed(other);
    await expect(verifyWebhook(rotated, h, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: true, principal: 'webhook:billing' });
  });

  it('applies the 5-minute tolerance in both directions', async () => {
    const at = (offsetSeconds: number) => {
      const h = signed(deploy, { atSeconds: NOW_S + offsetSeconds });
      return verifyWebhook(secrets, h, encode(h.body), NOW_S * 1000);
    };
    await expect(at(-301)).resolves.toMatchObject({ ok: false, code: 'stale' });
    await expect(at(301)).resolves.toMatchObject({ ok: false, code: 'future' });
    await expect(at(-299)).resolves.toMatchObject({ ok: true });
    await expect(at(299)).resolves.toMatchObject({ ok: true });
    await expect(at(-300)).resolves.toMatchObject({ ok: true });
    await expect(at(300)).resolves.toMatchObject({ ok: true });
  });

  it('honours a custom tolerance', async () => {
    const h = signed(deploy, { atSeconds: NOW_S - 61 });
    await expect(verifyWebhook(secrets, h, encode(h.body), NOW_MS, 60)).resolves.toMatchObject({ ok: false, code: 'stale' });
    await expect(verifyWebhook(secrets, h, encode(h.body), NOW_MS, 120)).resolves.toMatchObject({ ok: true });
  });

  it('refuses when any header is missing or empty', async () => {
    const h = signed(deploy);
    const body = encode(h.body);
    for (const name of ['id', 'timestamp', 'signature'] as const) {
      for (const value of [undefined, null, '']) {
        const verdict = await verifyWebhook(secrets, { ...h, [name]: value }, body, NOW_MS);
        expect(verdict).toMatchObject({ ok: false, code: 'missing_headers' });
        expect(verdict.ok ? '' : verdict.message).toContain(`webhook-${name}`);
      }
    }
    await expect(verifyWebhook(secrets, {}, body, NOW_MS)).resolves.toMatchObject({ ok: false, code: 'missing_headers' });
  });

  it('refuses malformed timestamps', async () => {
    const h = signed(deploy);
    for (const timestamp of ['abc', `${NOW_S}.5`, `-${NOW_S}`, `+${NOW_S}`, '1e9', `${NOW_S}x`, '9'.repeat(20)]) {
      await expect(verifyWebhook(secrets, { ...h, timestamp }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_timestamp' });
    }
  });

  it('refuses over-long or spaced ids', async () => {
    for (const id of ['x'.repeat(257), 'msg 1']) {
      const h = signed(deploy, { id });
      await expect(verifyWebhook(secrets, h, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'missing_headers' });
    }
  });

  it('refuses garbage signature headers', async () => {
    const h = signed(deploy);
    const sig = h.signature.slice(3);
    for (const signature of ['garbage', 'v1,', 'v1,!!!notbase64', `v1a,${sig}`, `v2,${sig}`, `V1,${sig}`, sig, 'v1,AAAA', `v1,${sig.slice(0, -4)}`, ',,,, ']) {
      await expect(verifyWebhook(secrets, { ...h, signature }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    }
  });

  it('accepts a header with several entries when a later one matches', async () => {
    const h = signed(deploy);
    const wrong = signed(newSecret()).signature;
    const signature = `${wrong} v1a,${h.signature.slice(3)} ${h.signature}`;
    await expect(verifyWebhook(secrets, { ...h, signature }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: true, principal: 'webhook:deploy' });
  });

  it('looks at no more than 10 signature entries', async () => {
    const h = signed(deploy);
    const wrong = signed(newSecret()).signature;
    const at = (position: number) => [...Array.from({ length: position - 1 }, () => wrong), h.signature].join(' ');
    await expect(verifyWebhook(secrets, { ...h, signature: at(10) }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: true });
    await expect(verifyWebhook(secrets, { ...h, signature: at(11) }, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
  });

  it('refuses everything when no secret is configured', async () => {
    const h = signed(deploy);
    await expect(verifyWebhook([], h, encode(h.body), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
  });

  it('works with an empty body', async () => {
    const h = signed(deploy, { body: '' });
    await expect(verifyWebhook(secrets, h, new Uint8Array(), NOW_MS)).resolves.toMatchObject({ ok: true });
  });
});

describe('parseWebhookSecrets', () => {
  it('parses names, trims whitespace and treats a blank spec as none', () => {
    const a = newSecret();
    const b = newSecret();
    const parsed = parseWebhookSecrets(` deploy.prod=${a} ,\n ci_2-x=${b}`);
    expect(parsed.map((s) => [s.name, s.principal])).toEqual([
      ['deploy.prod', 'webhook:deploy.prod'],
      ['ci_2-x', 'webhook:ci_2-x'],
    ]);
    expect(parseWebhookSecrets('')).toEqual([]);
    expect(parseWebhookSecrets('  ')).toEqual([]);
  });

  it('accepts unpadded base64', () => {
    const padded = `whsec_${randomBytes(25).toString('base64')}`;
    expect(padded.endsWith('=')).toBe(true);
    expect(parseWebhookSecrets(`a=${padded.replace(/=+$/, '')}`)).toHaveLength(1);
  });

  it('never shows key bytes in JSON or inspection', () => {
    const secret = newSecret();
    const [parsed] = parseWebhookSecrets(`deploy=${secret}`);
    const body = secret.slice('whsec_'.length);
    expect(JSON.stringify(parsed)).toBe('{"name":"deploy","principal":"webhook:deploy"}');
    expect(String(Object.values(parsed ?? {}))).not.toContain(body);
  });

  const bad: [string, (secret: string) => string, RegExp][] = [
    ['no name', (s) => s, /entry 1 of 1 is not name=whsec_/],
    ['empty name', (s) => `=${s}`, /entry 1 of 1 is not name=whsec_/],
    ['bad name', (s) => `ok=${newSecret()},dé ploy=${s}`, /entry 2 of 2: the name/],
    ['missing prefix', (s) => `a=${s.slice('whsec_'.length)}`, /entry 1 of 1: the secret must start with whsec_/],
    ['not base64', (s) => `a=${s}!!`, /not valid base64/],
    ['short secret', () => `a=whsec_${randomBytes(16).toString('base64')}`, /16 bytes; at least 24/],
    ['empty entry', (s) => `a=${s},,b=${s}`, /entry 2 of 3 is empty/],
    ['trailing comma', (s) => `a=${s},`, /entry 2 of 2 is empty/],
  ];
  it.each(bad)('refuses %s with a ConfigError naming WEBHOOK_SECRETS and the entry, without the secret', (_label, spec, message) => {
    const secret = newSecret();
    const body = secret.slice('whsec_'.length);
    const text = spec(secret);
    let caught: unknown;
    try {
      parseWebhookSecrets(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.message).toMatch(/^WEBHOOK_SECRETS entry \d+ of \d+/);
    expect(error.message).toMatch(message);
    const shown = `${error.message} ${JSON.stringify(error.toJSON())} ${error.stack ?? ''}`;
    expect(shown).not.toContain(body);
    expect(shown).not.toContain(body.slice(0, 12));
    expect(shown).not.toContain('whsec_' + body.slice(0, 4));
  });

  it('refuses short keys in the constructor too', () => {
    expect(() => new WebhookSecret('a', new Uint8Array(8))).toThrow(ConfigError);
    expect(() => new WebhookSecret('a b', new Uint8Array(32))).toThrow(ConfigError);
  });
});
