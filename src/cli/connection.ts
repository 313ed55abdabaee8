import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { resolvePortalsConfig, type PortalsConfig } from '../config/portalsConfig.ts';
import { ConfigError, ValidationError } from '../errors.ts';
import { Engine } from '../plan/engine.ts';
import { parseJsonBytes } from '../request/parseJsonText.ts';
import { nodeFetch } from '../node/fetch.ts';
import { describeReadError } from '../node/readError.ts';
import type { CliIO } from './io.ts';
import { stderrLogger } from './logger.ts';

/** Portals from `--config FILE` (secrets as env: references) or from PORTAL_URL and friends. */
export async function loadPortals(configPath: string | undefined, io: CliIO): Promise<PortalsConfig> {
  if (configPath === undefined) {
    const config = resolvePortalsConfig(undefined, io.env);
    if (config.portals.size === 0) throw new ConfigError('no portal configured: set PORTAL_URL and credentials (PORTAL_TOKEN, or PORTAL_USERNAME + PORTAL_PASSWORD, or PORTAL_CLIENT_ID + PORTAL_CLIENT_SECRET), or pass --config FILE');
    return config;
  }
  const document = await readJsonFile(configPath, io, 'config');
  return resolvePortalsConfig(document, io.env, configPath);
}

/** Reads and parses a JSON file, turning every failure into one clear line. */
export async function readJsonFile(path: string, io: CliIO, what: string): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(resolve(io.cwd, path));
  } catch (err) {
    throw new ConfigError(`${what} file ${path}: ${describeReadError(err)}`);
  }
  const parsed = parseJsonBytes(bytes);
  if (!parsed.ok) {
    throw new ValidationError(`${path}:${parsed.line}:${parsed.column}: ${parsed.message}`, [{ path: '', message: parsed.message }], { code: 'invalid_json' });
  }
  return parsed.value;
}

export function createCliEngine(config: PortalsConfig, io: CliIO): Engine {
  return new Engine({ portals: config.portals, fetch: nodeFetch, logger: stderrLogger(io.stderr, io.env.PORTAL_OPS_DEBUG !== undefined) });
}

export function cliPrincipal(io: CliIO): string {
  return `cli:${io.env.USER ?? io.env.USERNAME ?? 'unknown'}`;
}
