/**
 * `portal-ops emulator`: runs the portal emulator until SIGINT/SIGTERM (or until `io.signal`
 * aborts, which is how tests stop it in-process). The REST root is the first line of stdout.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRelease } from '../../catalog/release.ts';
import { DEMO_CLIENT, DEMO_USER, type EmulatorClient, type EmulatorUser } from '../../emulator/options.ts';
import { isLoopbackHost, startEmulator, type RunningEmulator, type StartEmulatorOptions } from '../../emulator/node/serve.ts';
import { EXIT_ERROR, EXIT_OK, UsageError, type CliIO, type Command } from '../io.ts';
import { untilSignal } from '../signals.ts';

export const EMULATOR_DEFAULT_PORT = 8788;

export const EMULATOR_USAGE = `usage: portal-ops emulator [--port N] [--host H] [--hosted | --context NAME] [--release X.Y]
                          [--user NAME:PASSWORD:ROLE]... [--client ID:SECRET]... [--state FILE]
                          [--test-hooks] [--json]
  --port N        port to listen on (default ${EMULATOR_DEFAULT_PORT}; 0 picks a free one)
  --host H        address to bind (default 127.0.0.1)
  --hosted        emulate a hosted organization (REST root /sharing/rest)
  --context NAME  web context of a self-hosted portal (default portal: /portal/sharing/rest)
  --release X.Y   self-hosted product release (default 12.1)
  --user ...      a member; ROLE is admin, publisher, user, or a custom role id or name (repeatable)
  --client ...    an OAuth2 client-credentials app acting as the first admin (repeatable)
  --state FILE    load state from FILE and save every change to it
  --test-hooks    serve /__emulator/ (call log, state, faults)
  --json          print {"url": ...} as the first line of stdout`;

interface Parsed {
  readonly options: StartEmulatorOptions;
  readonly json: boolean;
}

function parse(argv: string[], io: CliIO): Parsed {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      allowPositionals: false,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        hosted: { type: 'boolean' },
        context: { type: 'string' },
        release: { type: 'string' },
        user: { type: 'string', multiple: true },
        client: { type: 'string', multiple: true },
        state: { type: 'string' },
        'test-hooks': { type: 'boolean' },
        json: { type: 'boolean' },
      },
    }));
  } catch (err) {
    // parseArgs quotes a stray argument whole, and a forgotten --user makes NAME:PASSWORD:ROLE one.
    if ((err as { code?: string }).code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new UsageError('unexpected argument: this command takes no positional arguments (members go in --user NAME:PASSWORD:ROLE)');
    }
    throw new UsageError((err as Error).message);
  }
  const port = values.port === undefined ? EMULATOR_DEFAULT_PORT : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65_535) throw new UsageError(`--port must be 0-65535, got "${values.port ?? ''}"`);
  if (values.hosted === true && values.context !== undefined) throw new UsageError('--hosted and --context are exclusive');
  if (values.hosted === true && values.release !== undefined) throw new UsageError('--release applies to self-hosted portals only');
  if (values.release !== undefined && parseRelease(values.release) === undefined) {
    throw new UsageError(`--release must look like 11.3, got "${values.release}"`);
  }
  const users = values.user?.map(parseUser);
  const clients = values.client?.map(parseClient);
  const options: StartEmulatorOptions = {
    port,
    host: values.host ?? '127.0.0.1',
    ...(values.hosted === true ? { hosted: true } : {}),
    ...(values.context === undefined ? {} : { context: values.context }),
    ...(values.release === undefined ? {} : { release: values.release }),
    ...(users === undefined ? {} : { users }),
    ...(clients === undefined ? {} : { clients }),
    ...(values.state === undefined ? {} : { statePath: resolve(io.cwd, values.state) }),
    ...(values['test-hooks'] === true ? { testHooks: true } : {}),
  };
  return { options, json: values.json === true };
}

/** NAME:PASSWORD:ROLE; the password may contain ':' (name is up to the first, role after the last). */
function parseUser(text: string): EmulatorUser {
  const first = text.indexOf(':');
  const last = text.lastIndexOf(':');
  if (first <= 0 || last === first || last === text.length - 1 || last - first < 2) {
    throw new UsageError(`--user must be NAME:PASSWORD:ROLE, got "${text.slice(0, Math.max(first, 0))}:..."`);
  }
  return { username: text.slice(0, first), password: text.slice(first + 1, last), role: text.slice(last + 1) };
}

/** ID:SECRET; the secret may contain ':'. */
function parseClient(text: string): EmulatorClient {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) throw new UsageError('--client must be ID:SECRET');
  return { clientId: text.slice(0, colon), clientSecret: text.slice(colon + 1) };
}

function describe(running: RunningEmulator, parsed: Parsed): string[] {
  const { options } = running.emulator;
  const lines: string[] = [];
  const where = options.hosted
    ? 'hosted organization'
    : `self-hosted portal, release ${options.release?.join('.') ?? '?'}`;
  lines.push(`portal emulator: ${where}, portal id ${options.portalId}`);
  for (const user of options.users) {
    const role = ['admin', 'publisher', 'user'].includes(user.role) ? user.role : `custom role ${user.role}`;
    const isDemo = user.username === DEMO_USER.username && user.password === DEMO_USER.password;
    lines.push(`  user   ${user.username} (${role})${isDemo ? ` password: ${DEMO_USER.password} (built-in demo default)` : ''}`);
  }
  for (const client of options.clients) {
    const isDemo = client.clientId === DEMO_CLIENT.clientId && client.clientSecret === DEMO_CLIENT.clientSecret;
    lines.push(
      `  client ${client.clientId} (acts as ${client.username})${isDemo ? ` secret: ${DEMO_CLIENT.clientSecret} (built-in demo default)` : ''}`,
    );
  }
  lines.push(parsed.options.statePath === undefined ? '  state  in memory (lost on exit)' : `  state  ${parsed.options.statePath}`);
  if (options.testHooks) lines.push(`  hooks  ${running.origin}/__emulator/`);
  lines.push('Press Ctrl+C to stop.');
  return lines;
}

export const emulatorCommand: Command = async (argv, io) => {
  let parsed: Parsed;
  try {
    parsed = parse(argv, io);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`portal-ops emulator: ${err.message}\n${EMULATOR_USAGE}\n`);
    return EXIT_ERROR;
  }

  let running: RunningEmulator;
  try {
    running = await startEmulator(parsed.options);
  } catch (err) {
    io.stderr(`portal-ops emulator: ${(err as Error).message.split('\n')[0] ?? 'cannot start'}\n`);
    return EXIT_ERROR;
  }

  io.stdout(parsed.json ? `${JSON.stringify(jsonSummary(running))}\n` : `${running.url}\n`);
  const host = parsed.options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) {
    io.stderr(`warning: listening on ${host}, which is not loopback: anyone who can reach it can sign in with these credentials\n`);
  }
  io.stderr(`${describe(running, parsed).join('\n')}\n`);

  await untilSignal(io);
  await running.close();
  io.stderr('portal emulator stopped\n');
  return EXIT_OK;
};

function jsonSummary(running: RunningEmulator): Record<string, unknown> {
  const { options } = running.emulator;
  return {
    url: running.url,
    origin: running.origin,
    hosted: options.hosted,
    ...(options.release === undefined ? {} : { release: options.release.join('.') }),
    portalId: options.portalId,
    users: options.users.map((u) => ({ username: u.username, role: u.role })),
    clients: options.clients.map((c) => ({ clientId: c.clientId, username: c.username })),
    testHooks: options.testHooks,
  };
}
