import { parseArgs } from 'node:util';
import { renderApplyResult, renderPlan } from '../../plan/renderPlan.ts';
import { EXIT_CHANGES, EXIT_ERROR, EXIT_OK, UsageError, type CliIO, type Command } from '../io.ts';
import { withPortal } from '../withPortal.ts';
import { cliPrincipal, createCliEngine, loadPortals, readJsonFile } from '../connection.ts';
import { makeStyle } from '../style.ts';

export const PLAN_USAGE = 'usage: portal-ops plan <file> [--config FILE] [--json]';
export const APPLY_USAGE = 'usage: portal-ops apply <file> [--config FILE] [--json]';

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { config: { type: 'string' }, json: { type: 'boolean' } } });
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'no change-request file given' : 'give exactly one change-request file');
  return { file: positionals[0] as string, config: values.config, json: values.json === true };
}

/** plan: exit 0 no changes, 2 changes pending, 1 error. */
export const planCommand: Command = (argv, io) =>
  run(argv, io, async ({ file, config, json }) => {
    const engine = createCliEngine(await loadPortals(config, io), io);
    const plan = await engine.plan(await readJsonFile(file, io, 'change-request'));
    io.stdout(json ? `${JSON.stringify({ plan }, null, 2)}\n` : renderPlan(plan, makeStyle(io.color)));
    return plan.changed ? EXIT_CHANGES : EXIT_OK;
  });

/** apply: exit 0 applied or no-op, 1 error (including a partial apply). */
export const applyCommand: Command = (argv, io) =>
  run(argv, io, async ({ file, config, json }) => {
    const engine = createCliEngine(await loadPortals(config, io), io);
    const result = await engine.apply(await readJsonFile(file, io, 'change-request'), { principal: cliPrincipal(io) });
    io.stdout(json ? `${JSON.stringify({ result }, null, 2)}\n` : renderApplyResult(result, makeStyle(io.color)));
    return result.status === 'applied' || result.status === 'noop' ? EXIT_OK : EXIT_ERROR;
  });

async function run(argv: string[], io: CliIO, body: (args: ReturnType<typeof parse>) => Promise<number>): Promise<number> {
  const args = parse(argv);
  return withPortal(io, args.json, () => body(args));
}
