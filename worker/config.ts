import { resolvePortalsConfig, type Env, type PortalsConfig } from '../src/config/portalsConfig.ts';
import { ConfigError } from '../src/errors.ts';
import { parseJsonText } from '../src/request/parseJsonText.ts';
import { registerSecret } from '../src/security/redact.ts';
import { parseWebhookSecrets, type WebhookSecret } from '../src/security/webhookSignature.ts';
import type { Schedule } from '../src/schedule/schema.ts';
import { validateSchedule } from '../src/schedule/validateSchedule.ts';

/**
 * The worker's configuration, from environment variables by the names in DESIGN.md. Any problem
 * stops start-up with a message naming the variable: never a half-working server.
 */
export interface WorkerConfig {
  readonly portals: PortalsConfig;
  readonly webhookSecrets: readonly WebhookSecret[];
  readonly slackSigningSecret?: string;
  readonly oidc?: { readonly issuer: string; readonly audience: string; readonly jwksUrl: string };
  /** Request bodies above this many bytes are refused with 413 before they are read. */
  readonly bodyLimit: number;
  /** Banner windows the cron trigger (or the Node interval) converges; trusted operator config. */
  readonly schedule?: Schedule;
}

export const GITHUB_OIDC_ISSUER = 'https://token.actions.githubusercontent.com';
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export function loadWorkerConfig(env: Env): WorkerConfig {
  const portals = loadPortals(env);
  if (portals.portals.size === 0) {
    throw new ConfigError('no portal configured: set PORTAL_URL with credentials, or PORTAL_OPS_CONFIG with "portals"');
  }
  const webhookSecrets = nonEmpty(env.WEBHOOK_SECRETS) === undefined ? [] : parseWebhookSecrets(env.WEBHOOK_SECRETS ?? '');
  const slackSigningSecret = nonEmpty(env.SLACK_SIGNING_SECRET);
  registerSecret(slackSigningSecret);
  const audience = nonEmpty(env.OIDC_AUDIENCE);
  const issuer = nonEmpty(env.OIDC_ISSUER) ?? GITHUB_OIDC_ISSUER;
  const jwksUrl = nonEmpty(env.OIDC_JWKS_URL) ?? `${issuer.replace(/\/$/, '')}/.well-known/jwks`;
  if (audience === undefined && (env.OIDC_ISSUER !== undefined || env.OIDC_JWKS_URL !== undefined)) {
    throw new ConfigError('OIDC_ISSUER or OIDC_JWKS_URL is set without OIDC_AUDIENCE: set OIDC_AUDIENCE to the audience your workflows request');
  }
  for (const [name, value] of [['OIDC_ISSUER', issuer], ['OIDC_JWKS_URL', jwksUrl]] as const) {
    if (audience !== undefined && !isUrl(value)) throw new ConfigError(`${name} "${value}" is not an http(s) URL`);
  }
  const schedule = loadSchedule(env.SCHEDULE, portals);
  // A schedule-only worker needs no request authentication; anything else does.
  if (webhookSecrets.length === 0 && slackSigningSecret === undefined && audience === undefined && schedule === undefined) {
    throw new ConfigError('nothing can authenticate requests: set WEBHOOK_SECRETS, SLACK_SIGNING_SECRET or OIDC_AUDIENCE (or SCHEDULE for a schedule-only worker)');
  }
  const limit = nonEmpty(env.BODY_LIMIT);
  const bodyLimit = limit === undefined ? DEFAULT_BODY_LIMIT : Number(limit);
  if (!Number.isInteger(bodyLimit) || bodyLimit < 1024 || bodyLimit > 1024 * 1024) throw new ConfigError(`BODY_LIMIT "${limit}" must be a whole number of bytes from 1024 to 1048576`);
  return {
    portals,
    webhookSecrets,
    ...(schedule === undefined ? {} : { schedule }),
    ...(slackSigningSecret === undefined ? {} : { slackSigningSecret }),
    ...(audience === undefined ? {} : { oidc: { issuer, audience, jwksUrl } }),
    bodyLimit,
  };
}

function loadSchedule(text: string | undefined, portals: PortalsConfig): Schedule | undefined {
  if (nonEmpty(text) === undefined) return undefined;
  const parsed = parseJsonText(text ?? '');
  if (!parsed.ok) throw new ConfigError(`SCHEDULE is not valid JSON (line ${parsed.line}, column ${parsed.column}): ${parsed.message}`);
  const checked = validateSchedule(parsed.value);
  const first = checked.errors[0];
  if (!checked.valid || checked.schedule === undefined) throw new ConfigError(`SCHEDULE is invalid: ${first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'unknown problem'}`);
  if (!portals.portals.has(checked.schedule.portal)) throw new ConfigError(`SCHEDULE names portal "${checked.schedule.portal}", which is not configured`);
  return checked.schedule;
}

function loadPortals(env: Env): PortalsConfig {
  const inline = nonEmpty(env.PORTAL_OPS_CONFIG);
  if (inline === undefined) return resolvePortalsConfig(undefined, env, 'the environment');
  const parsed = parseJsonText(inline);
  if (!parsed.ok) throw new ConfigError(`PORTAL_OPS_CONFIG is not valid JSON (line ${parsed.line}, column ${parsed.column}): ${parsed.message}`);
  const config = resolvePortalsConfig(parsed.value, env, 'PORTAL_OPS_CONFIG');
  // A config without "portals" still gets the single portal of PORTAL_URL (alias "default").
  return config;
}

const nonEmpty = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v.trim());

function isUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
