/**
 * Slack request signing (https://api.slack.com/authentication/verifying-requests-from-slack),
 * runtime-agnostic (Web Crypto only).
 *
 * Basestring `v0:${X-Slack-Request-Timestamp}:${rawBody}`, HMAC-SHA256 keyed with the signing
 * secret, sent hex-encoded as `X-Slack-Signature: v0=<hex>`. Requests more than 5 minutes old OR in
 * the future are refused. Verification runs on the raw body bytes, before the form is parsed.
 */
import { ConfigError, ValidationError, type Issue } from '../errors.ts';
import { concatBytes, constantTimeEqual, importHmacKey, timeWindow, windowMessage, type HmacKey } from './webhookSignature.ts';
import { isLoopback } from '../portal/restRoot.ts';

export const SLACK_TOLERANCE_SECONDS = 300;

export type SlackFailureCode = 'missing_headers' | 'bad_timestamp' | 'stale' | 'future' | 'bad_signature';

export type SlackVerdict = { ok: true } | { ok: false; code: SlackFailureCode; message: string };

export interface SlackHeaders {
  /** `X-Slack-Request-Timestamp` */
  readonly timestamp?: string | null | undefined;
  /** `X-Slack-Signature` */
  readonly signature?: string | null | undefined;
}

const TIMESTAMP = /^[0-9]{1,12}$/;
const SIGNATURE = /^v0=([0-9a-fA-F]{64})$/;

/** The imported key of the most recent signing secret: one per isolate in practice. */
let cachedKey: { secret: string; key: Promise<HmacKey> } | undefined;

function keyFor(signingSecret: string): Promise<HmacKey> {
  if (cachedKey?.secret !== signingSecret) {
    const key = importHmacKey(new TextEncoder().encode(signingSecret));
    cachedKey = { secret: signingSecret, key };
    key.catch(() => {
      if (cachedKey?.key === key) cachedKey = undefined;
    });
  }
  return cachedKey.key;
}

/**
 * Verifies a Slack request. Throws `ConfigError` for an empty signing secret (a start-up mistake,
 * not a bad request); every request problem is a `{ ok: false }` verdict.
 */
export async function verifySlack(signingSecret: string, headers: SlackHeaders, rawBody: Uint8Array, nowMs: number): Promise<SlackVerdict> {
  if (signingSecret === '') throw new ConfigError('SLACK_SIGNING_SECRET is empty');
  const timestampText = (headers.timestamp ?? '').trim();
  const signature = (headers.signature ?? '').trim();
  const missing = [
    timestampText === '' ? 'X-Slack-Request-Timestamp' : undefined,
    signature === '' ? 'X-Slack-Signature' : undefined,
  ].filter((h): h is string => h !== undefined);
  if (missing.length > 0) return { ok: false, code: 'missing_headers', message: `missing Slack header(s): ${missing.join(', ')}` };

  if (!TIMESTAMP.test(timestampText)) {
    return { ok: false, code: 'bad_timestamp', message: 'X-Slack-Request-Timestamp must be integer seconds since the epoch' };
  }
  const window = timeWindow(Number(timestampText), nowMs, SLACK_TOLERANCE_SECONDS);
  if (window !== undefined) {
    return { ok: false, code: window, message: windowMessage('X-Slack-Request-Timestamp', window, SLACK_TOLERANCE_SECONDS) };
  }

  const hex = SIGNATURE.exec(signature)?.[1];
  if (hex === undefined) return { ok: false, code: 'bad_signature', message: 'X-Slack-Signature must be v0=<64 hex digits>' };
  const base = concatBytes(new TextEncoder().encode(`v0:${timestampText}:`), rawBody);
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(signingSecret), base));
  if (!constantTimeEqual(expected, decodeHex(hex))) return { ok: false, code: 'bad_signature', message: 'Slack signature does not match' };
  return { ok: true };
}

export interface SlackCommand {
  readonly teamId: string;
  readonly userId: string;
  readonly userName: string;
  readonly command: string;
  readonly text: string;
  readonly responseUrl: string;
  readonly channelId: string;
}

/** Slack ids (`T0123`, `U0123`, `W0123`, `C0123`): no `/` or `@`, so principals stay unambiguous. */
const SLACK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Parses a slash-command payload (`application/x-www-form-urlencoded`). Call only after
 * `verifySlack` accepted the same bytes. `team_id`, `user_id`, `command` and a Slack
 * `response_url` are required (`ValidationError` otherwise); `user_name`, `text` and `channel_id`
 * default to "".
 */
export function parseSlackCommand(rawBody: Uint8Array): SlackCommand {
  const form = new URLSearchParams(new TextDecoder().decode(rawBody));
  const field = (name: string): string => form.get(name) ?? '';
  const command: SlackCommand = {
    teamId: field('team_id'),
    userId: field('user_id'),
    userName: field('user_name'),
    command: field('command'),
    text: field('text'),
    responseUrl: field('response_url'),
    channelId: field('channel_id'),
  };
  const issues: Issue[] = [];
  if (!SLACK_ID.test(command.teamId)) issues.push({ path: 'team_id', message: 'team_id is missing or not a Slack id' });
  if (!SLACK_ID.test(command.userId)) issues.push({ path: 'user_id', message: 'user_id is missing or not a Slack id' });
  if (command.channelId !== '' && !SLACK_ID.test(command.channelId)) issues.push({ path: 'channel_id', message: 'channel_id is not a Slack id' });
  if (!command.command.startsWith('/')) issues.push({ path: 'command', message: 'command is missing or does not start with /' });
  if (!isSlackResponseUrl(command.responseUrl)) issues.push({ path: 'response_url', message: 'response_url is missing or not a Slack https URL' });
  if (issues.length > 0) throw new ValidationError('not a Slack slash-command payload', issues);
  return command;
}

/** `slack:<team>/<user>`, the principal the policy sees. */
export function slackPrincipal(teamId: string, userId: string): string {
  return `slack:${teamId}/${userId}`;
}

/**
 * Replies go only to Slack itself (or to loopback, for local runs and tests): a forged payload
 * that passed the signature check still cannot make the worker POST to an arbitrary URL.
 */
export function isSlackResponseUrl(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return url.hostname === 'hooks.slack.com' || url.hostname.endsWith('.slack.com');
    return url.protocol === 'http:' && isLoopback(url.hostname);
  } catch {
    return false;
  }
}

function decodeHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
