/**
 * Test hooks, served outside the REST root under `/__emulator/` and only when `testHooks` is on:
 *
 * - `GET /__emulator/calls` → `[{ seq, operation, method, status, tokenInUrl, at, errorCode?, fault? }]`
 * - `DELETE /__emulator/calls`
 * - `GET /__emulator/state`, `PUT /__emulator/state` (a whole state; persisted like any change)
 * - `GET /__emulator/faults`, `POST /__emulator/faults` (a list of rules, or `{ rules }`), `DELETE /__emulator/faults`
 * - `GET /__emulator/tokens` → `[{ token, username, expires, active }]`: every token issued since
 *   start, so a test can prove none of them ever appears in output
 */
import { Hono } from 'hono';
import type { EmulatorCore } from './core.ts';
import { faultListSchema } from './faults.ts';
import { PortalFailure } from './portalErrors.ts';
import { cloneState, emulatorStateSchema, type EmulatorState } from './state.ts';

export const HOOKS_PREFIX = '/__emulator';

interface HookIssue {
  path: string;
  message: string;
}

function badRequest(message: string, issues: HookIssue[] = []): Response {
  return Response.json({ error: { message, issues } }, { status: 400 });
}

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await request.json() };
  } catch {
    return { ok: false, response: badRequest('body is not JSON') };
  }
}

function zodIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): HookIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export function hooksApp(core: EmulatorCore): Hono {
  const hooks = new Hono();

  hooks.get('/calls', (c) => c.json(core.calls.list()));
  hooks.delete('/calls', (c) => {
    core.calls.clear();
    return c.json({ success: true });
  });

  hooks.get('/state', (c) => c.json(cloneState(core.state)));
  hooks.put('/state', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return body.response;
    const parsed = emulatorStateSchema.safeParse(body.value);
    if (!parsed.success) return badRequest('not an emulator state', zodIssues(parsed.error));
    try {
      await core.replaceState(parsed.data as EmulatorState);
    } catch (err) {
      if (err instanceof PortalFailure) return c.json(err.body, 500);
      throw err;
    }
    return c.json({ success: true });
  });

  hooks.get('/faults', (c) => c.json(core.faults.list()));
  hooks.post('/faults', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return body.response;
    const parsed = faultListSchema.safeParse(body.value);
    if (!parsed.success) return badRequest('not a list of fault rules', zodIssues(parsed.error));
    core.faults.add(Array.isArray(parsed.data) ? parsed.data : parsed.data.rules);
    return c.json(core.faults.list());
  });
  hooks.delete('/faults', (c) => {
    core.faults.clear();
    return c.json({ success: true });
  });

  hooks.get('/tokens', (c) => c.json(core.tokens.history(core.options.now())));

  return hooks;
}
