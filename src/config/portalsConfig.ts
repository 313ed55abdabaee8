import * as z from '../zod.ts';
import { ConfigError } from '../errors.ts';
import type { AuthConfig } from '../portal/auth/authConfig.ts';
import { parseRelease } from '../catalog/release.ts';
import { registerSecret } from '../security/redact.ts';
import { PORTAL_ALIAS } from '../request/schema.ts';

/**
 * Which portals exist and how to sign in to them (DESIGN.md "Portal connection"). Secrets are never
 * inline: a config file names them as `env:NAME` references and the face that loads it passes the
 * environment in, so the core itself still reads nothing.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export interface PortalConnection {
  readonly alias: string;
  /** The REST root, ending in /sharing/rest. */
  readonly url: string;
  /** Self-hosted product release ("11.3"); absent for hosted organizations or when unknown. */
  readonly release?: string;
  readonly auth: AuthConfig;
  /** How to spell acceptAndDecline when writing notices (the API's value list misspells it). */
  readonly buttonsSpelling: 'acceptAndDecline' | 'acceptAndDecilne';
}

const SECRET_REF = /^env:[A-Za-z_][A-Za-z0-9_]*$/;
const secretRef = z.string().check(z.regex(SECRET_REF, { error: 'must be a reference such as "env:PROD_CLIENT_SECRET", never an inline secret' }));
const valueOrRef = z.string().check(z.minLength(1));

const authSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('token'), token: secretRef }),
  z.strictObject({ type: z.literal('password'), username: valueOrRef, password: secretRef, referer: z.optional(z.string()) }),
  z.strictObject({ type: z.literal('oauth'), clientId: valueOrRef, clientSecret: secretRef }),
]);

const portalSchema = z.strictObject({
  url: z.string().check(z.minLength(1)),
  release: z.optional(z.string().check(z.refine((r) => parseRelease(r) !== undefined, { error: 'must be a release such as "11.3"' }))),
  auth: authSchema,
  buttonsSpelling: z.optional(z.enum(['acceptAndDecline', 'acceptAndDecilne'])),
});

export const policyRuleSchema = z.strictObject({
  principal: z.string().check(z.minLength(1)),
  allow: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  portals: z.optional(z.array(z.string().check(z.regex(PORTAL_ALIAS)))),
});
export type PolicyRule = z.infer<typeof policyRuleSchema>;

export const portalsConfigSchema = z.strictObject({
  portals: z.optional(z.record(z.string().check(z.regex(PORTAL_ALIAS, { error: 'portal aliases use letters, digits, "-" and "_"' })), portalSchema)),
  policy: z.optional(z.array(policyRuleSchema)),
});

export interface PortalsConfig {
  readonly portals: ReadonlyMap<string, PortalConnection>;
  readonly policy: readonly PolicyRule[];
}

/**
 * Builds the configuration from a parsed config document (or none) and the environment.
 * Without `portals`, the single portal from PORTAL_URL and friends is the alias `default`.
 * `source` names where the document came from, for error messages.
 */
export function resolvePortalsConfig(document: unknown, env: Env, source = 'the configuration'): PortalsConfig {
  const parsed = portalsConfigSchema.safeParse(document ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
    throw new ConfigError(`${source} is invalid${where}: ${first?.message ?? 'unknown problem'}`);
  }
  const portals = new Map<string, PortalConnection>();
  if (parsed.data.portals !== undefined) {
    for (const [alias, p] of Object.entries(parsed.data.portals)) {
      portals.set(alias, {
        alias,
        url: p.url,
        ...(p.release === undefined ? {} : { release: p.release }),
        auth: resolveAuth(p.auth, env, `${source}: portals.${alias}.auth`),
        buttonsSpelling: p.buttonsSpelling ?? 'acceptAndDecline',
      });
    }
  } else if (env.PORTAL_URL !== undefined && env.PORTAL_URL !== '') {
    portals.set('default', portalFromEnv(env));
  }
  return { portals, policy: parsed.data.policy ?? [] };
}

/** The single portal of PORTAL_URL, PORTAL_TOKEN | PORTAL_USERNAME+PORTAL_PASSWORD | PORTAL_CLIENT_ID+PORTAL_CLIENT_SECRET, PORTAL_RELEASE. */
export function portalFromEnv(env: Env): PortalConnection {
  const url = env.PORTAL_URL ?? '';
  const release = nonEmpty(env.PORTAL_RELEASE);
  if (release !== undefined && parseRelease(release) === undefined) throw new ConfigError(`PORTAL_RELEASE "${release}" is not a release such as 11.3`);
  const token = nonEmpty(env.PORTAL_TOKEN);
  const username = nonEmpty(env.PORTAL_USERNAME);
  const password = nonEmpty(env.PORTAL_PASSWORD);
  const clientId = nonEmpty(env.PORTAL_CLIENT_ID);
  const clientSecret = nonEmpty(env.PORTAL_CLIENT_SECRET);
  const given = [token && 'PORTAL_TOKEN', (username ?? password) && 'PORTAL_USERNAME/PORTAL_PASSWORD', (clientId ?? clientSecret) && 'PORTAL_CLIENT_ID/PORTAL_CLIENT_SECRET'].filter(Boolean);
  if (given.length === 0) throw new ConfigError('PORTAL_URL is set but no credentials: set PORTAL_TOKEN, or PORTAL_USERNAME and PORTAL_PASSWORD, or PORTAL_CLIENT_ID and PORTAL_CLIENT_SECRET');
  if (given.length > 1) throw new ConfigError(`give one kind of credentials, not ${given.join(' and ')}`);
  let auth: AuthConfig;
  if (token !== undefined) auth = { type: 'token', token };
  else if (username !== undefined || password !== undefined) {
    if (username === undefined || password === undefined) throw new ConfigError('PORTAL_USERNAME and PORTAL_PASSWORD go together');
    auth = { type: 'password', username, password };
  } else {
    if (clientId === undefined || clientSecret === undefined) throw new ConfigError('PORTAL_CLIENT_ID and PORTAL_CLIENT_SECRET go together');
    auth = { type: 'oauth', clientId, clientSecret };
  }
  registerAuthSecrets(auth);
  return { alias: 'default', url, ...(release === undefined ? {} : { release }), auth, buttonsSpelling: 'acceptAndDecline' };
}

function resolveAuth(auth: z.infer<typeof authSchema>, env: Env, where: string): AuthConfig {
  const get = (value: string, field: string): string => {
    if (!value.startsWith('env:')) return value;
    const name = value.slice(4);
    const resolved = nonEmpty(env[name]);
    if (resolved === undefined) throw new ConfigError(`${where}.${field} refers to the environment variable ${name}, which is not set`);
    return resolved;
  };
  let out: AuthConfig;
  switch (auth.type) {
    case 'token':
      out = { type: 'token', token: get(auth.token, 'token') };
      break;
    case 'password':
      out = { type: 'password', username: get(auth.username, 'username'), password: get(auth.password, 'password'), ...(auth.referer === undefined ? {} : { referer: auth.referer }) };
      break;
    case 'oauth':
      out = { type: 'oauth', clientId: get(auth.clientId, 'clientId'), clientSecret: get(auth.clientSecret, 'clientSecret') };
      break;
  }
  registerAuthSecrets(out);
  return out;
}

function registerAuthSecrets(auth: AuthConfig): void {
  if (auth.type === 'token') registerSecret(auth.token);
  if (auth.type === 'password') registerSecret(auth.password);
  if (auth.type === 'oauth') registerSecret(auth.clientSecret);
}

const nonEmpty = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v);
