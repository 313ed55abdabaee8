/**
 * The portals the Action may reach: a portals config file (input `config`, secrets as `env:`
 * references resolved from the step's environment), else the single portal of `portal-url` and
 * the credential inputs, each falling back to its `PORTAL_*` environment variable. Credential
 * inputs replace the environment's credentials as a whole, so the two never mix into "two kinds
 * of credentials". Every secret that ends up in a connection is masked.
 */
import { resolvePortalsConfig, type Env, type PortalsConfig } from '../config/portalsConfig.ts';
import { ConfigError } from '../errors.ts';
import { describeReadError } from '../node/readError.ts';
import { parseJsonBytes } from '../request/parseJsonText.ts';
import type { ActionInputs } from './readInputs.ts';

export interface PortalSources {
  readonly env: Env;
  /** Reads the config file's bytes (workspace-relative path); throws with `code: 'ENOENT'` when missing. */
  readonly readFile: (path: string) => Promise<Uint8Array>;
  readonly mask: (secret: string) => void;
}

const CREDENTIAL_VARS = ['PORTAL_TOKEN', 'PORTAL_USERNAME', 'PORTAL_PASSWORD', 'PORTAL_CLIENT_ID', 'PORTAL_CLIENT_SECRET'] as const;

export async function portalsFromInputs(inputs: ActionInputs, sources: PortalSources): Promise<PortalsConfig> {
  const env = portalEnv(inputs, sources.env);
  for (const name of ['PORTAL_TOKEN', 'PORTAL_PASSWORD', 'PORTAL_CLIENT_SECRET'] as const) {
    const value = env[name];
    if (value !== undefined && value !== '') sources.mask(value);
  }
  let document: unknown;
  if (inputs.config !== undefined) {
    let bytes: Uint8Array;
    try {
      bytes = await sources.readFile(inputs.config);
    } catch (err) {
      throw new ConfigError(`config file ${inputs.config}: ${describeReadError(err)}`);
    }
    const parsed = parseJsonBytes(bytes);
    if (!parsed.ok) throw new ConfigError(`config file ${inputs.config}:${parsed.line}:${parsed.column}: ${parsed.message}`);
    document = parsed.value;
  }
  const config = resolvePortalsConfig(document, env, inputs.config === undefined ? 'the portal inputs' : `config file ${inputs.config}`);
  for (const connection of config.portals.values()) {
    const auth = connection.auth;
    if (auth.type === 'token') sources.mask(auth.token);
    if (auth.type === 'password') sources.mask(auth.password);
    if (auth.type === 'oauth') sources.mask(auth.clientSecret);
  }
  if (config.portals.size === 0) {
    throw new ConfigError(
      'no portal configured: set the portal-url input and credentials (token, or username + password, or client-id + client-secret), or the config input',
    );
  }
  return config;
}

/** The environment `resolvePortalsConfig` sees: the step's, with the portal inputs laid over it. */
export function portalEnv(inputs: ActionInputs, env: Env): Env {
  const out: Record<string, string | undefined> = { ...env };
  const credentials = {
    PORTAL_TOKEN: inputs.token,
    PORTAL_USERNAME: inputs.username,
    PORTAL_PASSWORD: inputs.password,
    PORTAL_CLIENT_ID: inputs.clientId,
    PORTAL_CLIENT_SECRET: inputs.clientSecret,
  };
  if (Object.values(credentials).some((v) => v !== undefined)) {
    for (const name of CREDENTIAL_VARS) out[name] = credentials[name];
  }
  if (inputs.portalUrl !== undefined) out.PORTAL_URL = inputs.portalUrl;
  if (inputs.release === 'hosted') out.PORTAL_RELEASE = undefined;
  else if (inputs.release !== undefined) out.PORTAL_RELEASE = inputs.release;
  return out;
}
