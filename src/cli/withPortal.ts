import { PortalOpsError, ValidationError } from '../errors.ts';
import { closeNodeFetch } from '../node/fetch.ts';
import { renderIssues } from '../plan/renderPlan.ts';
import { EXIT_ERROR, type CliIO } from './io.ts';
import { makeStyle } from './style.ts';

/**
 * Runs a command that talks to a portal: a core error becomes one clear message (JSON on stdout
 * with --json, with its issues) and exit 1; the Node transport is closed so the process can exit.
 */
export async function withPortal(io: CliIO, json: boolean, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (err) {
    if (!(err instanceof PortalOpsError)) throw err;
    if (json) io.stdout(`${JSON.stringify({ error: err.toJSON() }, null, 2)}\n`);
    else {
      const s = makeStyle(io.color);
      io.stderr(`${s.red(`error: ${err.message}`)}\n`);
      if (err instanceof ValidationError) for (const line of renderIssues('  error', err.issues, s.red)) io.stderr(`${line}\n`);
    }
    return EXIT_ERROR;
  } finally {
    await closeNodeFetch();
  }
}
