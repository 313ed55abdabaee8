import { PortalOpsError } from '../errors.ts';
import { redact } from '../security/redact.ts';
import { EMULATOR_USAGE, emulatorCommand } from './commands/emulator.ts';
import { APPLY_USAGE, applyCommand, PLAN_USAGE, planCommand } from './commands/plan.ts';
import { DEMO_USAGE, demoCommand } from './commands/demo.ts';
import { SCHEDULE_USAGE, scheduleCommand } from './commands/schedule.ts';
import { SERVE_USAGE, serveCommand } from './commands/serve.ts';
import { startCommand } from './commands/start.ts';
import { VALIDATE_USAGE, validateCommand } from './commands/validate.ts';
import { EXIT_ERROR, EXIT_OK, UsageError, type CliIO, type Command } from './io.ts';

export const USAGE = `portal-ops: manage an organization portal's banner, access notices, portalConfigProperties
and custom-role privileges as code.

usage:
  portal-ops validate <file...> [--release X.Y | --hosted] [--json]
  portal-ops plan <file> [--config FILE] [--json]     exit 0 no changes, 2 changes pending, 1 error
  portal-ops apply <file> [--config FILE] [--json]    exit 0 applied or no-op, 1 error

portal connection: PORTAL_URL (…/sharing/rest) and one of PORTAL_TOKEN,
PORTAL_USERNAME + PORTAL_PASSWORD, PORTAL_CLIENT_ID + PORTAL_CLIENT_SECRET; PORTAL_RELEASE (e.g. 11.3)
  portal-ops schedule <file> [--at ISO] [--dry-run] [--json]   converge the banner to the schedule
  portal-ops schedule <file> --preview [--days N]             the upcoming banner changes
  portal-ops emulator [--port N] [--host H] [--hosted | --context NAME] [--release X.Y]
                      [--user NAME:PASSWORD:ROLE]... [--client ID:SECRET]... [--state FILE] [--test-hooks] [--json]
  portal-ops serve                 the webhook worker on Node (PORT, HOST; default 127.0.0.1:8787)
  portal-ops start                 npm start: the worker, on the embedded emulator when no portal is configured
  portal-ops demo [TEXT | --off]   npm run demo: send a signed banner request to that worker
  portal-ops help | --version

exit codes: 0 ok, 1 invalid input or error, 2 (plan) changes pending
`;

const COMMANDS: Record<string, { run: Command; usage: string }> = {
  validate: { run: validateCommand, usage: VALIDATE_USAGE },
  plan: { run: planCommand, usage: PLAN_USAGE },
  apply: { run: applyCommand, usage: APPLY_USAGE },
  emulator: { run: emulatorCommand, usage: EMULATOR_USAGE },
  schedule: { run: scheduleCommand, usage: SCHEDULE_USAGE },
  serve: { run: serveCommand, usage: SERVE_USAGE },
  start: { run: startCommand, usage: 'usage: portal-ops start   (the worker; with no portal configured, on the embedded emulator)' },
  demo: { run: demoCommand, usage: DEMO_USAGE },
};

/** Runs one CLI invocation and returns its exit code. Never throws: every failure is one clear line. */
export async function main(argv: string[], io: CliIO, version: string): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout(USAGE);
    return name === undefined ? EXIT_ERROR : EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${version}\n`);
    return EXIT_OK;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.stderr(`portal-ops: unknown command "${name}"\n${USAGE}`);
    return EXIT_ERROR;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${command.usage}\n`);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    io.stderr(`portal-ops ${name}: ${describeFailure(err)}\n`);
    if (err instanceof UsageError || isParseArgsError(err)) io.stderr(`${command.usage}\n`);
    return EXIT_ERROR;
  }
}

function describeFailure(err: unknown): string {
  if (err instanceof PortalOpsError) return err.message;
  if (err instanceof Error) return redact(err.message);
  return redact(String(err));
}

function isParseArgsError(err: unknown): boolean {
  return typeof (err as { code?: unknown }).code === 'string' && String((err as { code: string }).code).startsWith('ERR_PARSE_ARGS');
}
