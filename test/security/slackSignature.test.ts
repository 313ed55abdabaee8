import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, ValidationError } from '../../src/errors.ts';
import { parseSlackCommand, slackPrincipal, verifySlack } from '../../src/security/slackSignature.ts';

const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const NOW_MS = 1_750_000_000_456;
const NOW_S = Math.floor(NOW_MS / 1000);
const BODY =
  'token=gIkuvaNzQIHg97ATvDxqgjtO&team_id=T0001&team_domain=example&enterprise_id=E0001&channel_id=C2147483705' +
  '&channel_name=test&user_id=U2147483697&user_name=Steve&command=%2Fportal&text=plan+banner+%22Hello+%26+bye%22' +
  '&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2F1234%2F5678&trigger_id=13345224609.738474920.8088930838d88f008e0';
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Slack's algorithm, computed independently with node:crypto. */
function slackSign(secret: string, timestamp: string, body: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

describe('verifySlack', () => {
  const ts = String(NOW_S);
  const good = { timestamp: ts, signature: slackSign(SECRET, ts, BODY) };

  it('accepts a correctly signed request', async () => {
    await expect(verifySlack(SECRET, good, encode(BODY), NOW_MS)).resolves.toEqual({ ok: true });
  });

  it('accepts uppercase hex', async () => {
    await expect(verifySlack(SECRET, { ...good, signature: `v0=${good.signature.slice(3).toUpperCase()}` }, encode(BODY), NOW_MS)).resolves.toEqual({ ok: true });
  });

  it('refuses a tampered body, a wrong secret and a shifted timestamp', async () => {
    await expect(verifySlack(SECRET, good, encode(BODY.replace('Steve', 'Steven')), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    await expect(verifySlack('another-signing-secret', good, encode(BODY), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    await expect(verifySlack(SECRET, { ...good, timestamp: String(NOW_S + 1) }, encode(BODY), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
  });

  it('refuses requests outside the 5-minute window, in both directions', async () => {
    const at = (offset: number) => {
      const t = String(NOW_S + offset);
      return verifySlack(SECRET, { timestamp: t, signature: slackSign(SECRET, t, BODY) }, encode(BODY), NOW_S * 1000);
    };
    await expect(at(-301)).resolves.toMatchObject({ ok: false, code: 'stale' });
    await expect(at(301)).resolves.toMatchObject({ ok: false, code: 'future' });
    await expect(at(-3600)).resolves.toMatchObject({ ok: false, code: 'stale' });
    await expect(at(3600)).resolves.toMatchObject({ ok: false, code: 'future' });
    await expect(at(-299)).resolves.toEqual({ ok: true });
    await expect(at(299)).resolves.toEqual({ ok: true });
    await expect(at(-300)).resolves.toEqual({ ok: true });
    await expect(at(300)).resolves.toEqual({ ok: true });
  });

  it('refuses missing headers', async () => {
    for (const headers of [{ signature: good.signature }, { timestamp: ts }, { timestamp: null, signature: null }, { timestamp: '', signature: good.signature }, {}]) {
      await expect(verifySlack(SECRET, headers, encode(BODY), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'missing_headers' });
    }
  });

  it('refuses malformed timestamps', async () => {
    for (const timestamp of ['abc', `${NOW_S}.0`, `-${NOW_S}`, '1e9']) {
      await expect(verifySlack(SECRET, { timestamp, signature: slackSign(SECRET, timestamp, BODY) }, encode(BODY), NOW_MS)).resolves.toMatchObject({
        ok: false,
        code: 'bad_timestamp',
      });
    }
  });

  it('refuses malformed signatures', async () => {
    const hex = good.signature.slice(3);
    for (const signature of ['garbage', hex, `v1=${hex}`, `v0=${hex.slice(0, -2)}`, `v0=${hex}00`, `v0=${'z'.repeat(64)}`, `v0=${hex} v0=${hex}`]) {
      await expect(verifySlack(SECRET, { ...good, signature }, encode(BODY), NOW_MS)).resolves.toMatchObject({ ok: false, code: 'bad_signature' });
    }
  });

  it('throws a ConfigError for an empty signing secret', async () => {
    await expect(verifySlack('', good, encode(BODY), NOW_MS)).rejects.toBeInstanceOf(ConfigError);
  });

  it('handles alternating secrets (key cache is per secret)', async () => {
    const other = 'second-secret-value';
    const otherSig = slackSign(other, ts, BODY);
    await expect(verifySlack(other, { timestamp: ts, signature: otherSig }, encode(BODY), NOW_MS)).resolves.toEqual({ ok: true });
    await expect(verifySlack(SECRET, good, encode(BODY), NOW_MS)).resolves.toEqual({ ok: true });
    await expect(verifySlack(SECRET, { timestamp: ts, signature: otherSig }, encode(BODY), NOW_MS)).resolves.toMatchObject({ ok: false });
  });
});

describe('parseSlackCommand', () => {
  it('reads the slash-command fields', () => {
    const command = parseSlackCommand(encode(BODY));
    expect(command).toEqual({
      teamId: 'T0001',
      userId: 'U2147483697',
      userName: 'Steve',
      command: '/portal',
      text: 'plan banner "Hello & bye"',
      responseUrl: 'https://hooks.slack.com/commands/1234/5678',
      channelId: 'C2147483705',
    });
    expect(slackPrincipal(command.teamId, command.userId)).toBe('slack:T0001/U2147483697');
  });

  it('defaults optional fields to empty strings', () => {
    const command = parseSlackCommand(encode('team_id=T1&user_id=U1&command=%2Fportal&response_url=https%3A%2F%2Fhooks.slack.com%2Fx'));
    expect(command).toMatchObject({ userName: '', text: '', channelId: '' });
  });

  it('refuses payloads without the required fields or with an unsafe response_url', () => {
    const cases = [
      'user_id=U1&command=%2Fp&response_url=https%3A%2F%2Fh.example%2F',
      'team_id=T1&command=%2Fp&response_url=https%3A%2F%2Fh.example%2F',
      'team_id=T1%2FX&user_id=U1&command=%2Fp&response_url=https%3A%2F%2Fh.example%2F',
      'team_id=T1&user_id=U1&response_url=https%3A%2F%2Fh.example%2F',
      'team_id=T1&user_id=U1&command=%2Fp',
      'team_id=T1&user_id=U1&command=%2Fp&response_url=http%3A%2F%2Fh.example%2F',
      'team_id=T1&user_id=U1&command=%2Fp&response_url=not-a-url',
      '{"team_id":"T1"}',
    ];
    for (const body of cases) {
      expect(() => parseSlackCommand(encode(body)), body).toThrow(ValidationError);
    }
  });
});
