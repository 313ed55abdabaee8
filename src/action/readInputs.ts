/**
 * The Action's inputs, read through `core.getInput` (passed in, so this is testable without a
 * runner) and checked. Secret inputs go to `mask` the moment they are read, before anything can
 * print them.
 */
import type { ActionCommand } from './types.ts';

export interface ActionInputs {
  /** `schedule` converges schedule files: it applies the change request each one wants now. */
  readonly command: ActionCommand | 'schedule';
  /** Patterns as given, one per entry (`!pattern` excludes). */
  readonly files: readonly string[];
  readonly portalUrl?: string;
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** `X.Y` for a self-hosted portal, or `hosted`. */
  readonly release?: string;
  /** Path of a portals config JSON (secrets as `env:` references). */
  readonly config?: string;
  readonly comment: boolean;
  readonly githubToken?: string;
  /** Send change requests to this portal-ops worker with the job's OIDC token instead of calling the portal. */
  readonly workerUrl?: string;
  /** Audience of the OIDC token for the worker; default `portal-ops`. */
  readonly workerAudience?: string;
}

export class InputError extends Error {
  override readonly name = 'InputError';
}

const COMMANDS: ReadonlyArray<ActionCommand | 'schedule'> = ['validate', 'plan', 'apply', 'schedule'];
const SECRET_INPUTS = new Set(['token', 'password', 'client-secret', 'github-token']);

export function readInputs(getInput: (name: string) => string, mask: (secret: string) => void): ActionInputs {
  const get = (name: string): string | undefined => {
    const value = getInput(name).trim();
    if (value === '') return undefined;
    if (SECRET_INPUTS.has(name)) mask(value);
    return value;
  };
  // Secrets first: nothing below may throw before they are masked.
  const token = get('token');
  const password = get('password');
  const clientSecret = get('client-secret');
  const githubToken = get('github-token');

  const command = (get('command') ?? 'plan').toLowerCase();
  if (!(COMMANDS as readonly string[]).includes(command)) throw new InputError(`input "command" must be validate, plan, apply or schedule, not "${command}"`);
  const files = splitList(getInput('files'));
  if (files.length === 0) throw new InputError('input "files" is required: paths or globs of change-request files, one per line or comma-separated');
  const release = get('release');
  if (release !== undefined && release.toLowerCase() !== 'hosted' && !/^\d{1,2}\.\d{1,2}(?:\.\d{1,2})?$/.test(release)) {
    throw new InputError(`input "release" must be a self-hosted release such as 11.3, or "hosted", not "${release}"`);
  }
  const portalUrl = get('portal-url');
  const username = get('username');
  const clientId = get('client-id');
  const config = get('config');
  const workerUrl = get('worker-url');
  const workerAudience = get('worker-audience');
  if (workerUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(workerUrl)) throw new InputError(`input "worker-url" must be an http(s) URL, not "${workerUrl}"`);
  return {
    command: command as ActionCommand | 'schedule',
    files,
    ...(portalUrl === undefined ? {} : { portalUrl }),
    ...(token === undefined ? {} : { token }),
    ...(username === undefined ? {} : { username }),
    ...(password === undefined ? {} : { password }),
    ...(clientId === undefined ? {} : { clientId }),
    ...(clientSecret === undefined ? {} : { clientSecret }),
    ...(release === undefined ? {} : { release: release.toLowerCase() === 'hosted' ? 'hosted' : release }),
    ...(config === undefined ? {} : { config }),
    comment: parseBoolean(get('comment'), 'comment', true),
    ...(githubToken === undefined ? {} : { githubToken }),
    ...(workerUrl === undefined ? {} : { workerUrl }),
    ...(workerAudience === undefined ? {} : { workerAudience }),
  };
}

/**
 * `a.json, b/*.json` or one per line; blank entries and `#` comment lines are dropped. Commas inside
 * `{a,b}` belong to the glob.
 */
export function splitList(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    let depth = 0;
    let start = 0;
    for (let i = 0; i <= line.length; i++) {
      const c = line.charAt(i);
      if (c === '{') depth++;
      else if (c === '}') depth = Math.max(0, depth - 1);
      else if (i === line.length || (c === ',' && depth === 0)) {
        out.push(line.slice(start, i).trim());
        start = i + 1;
      }
    }
  }
  return out.filter((s) => s !== '' && !s.startsWith('#'));
}

function parseBoolean(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new InputError(`input "${name}" must be true or false, not "${value}"`);
}
