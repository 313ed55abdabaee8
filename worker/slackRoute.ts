import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono/tiny';
import { authorize } from '../src/config/policy.ts';
import { PortalOpsError } from '../src/errors.ts';
import { validateChangeRequest } from '../src/request/validate.ts';
import { parseSlackCommand, slackPrincipal, verifySlack } from '../src/security/slackSignature.ts';
import type { WorkerDeps, WorkerEnv } from './app.ts';
import { fromError, jsonError } from './errors.ts';
import { describeResult, describeStatus, parseSlackText, SLACK_HELP } from './slackCommands.ts';

/**
 * `POST /v1/slack/commands`: verified with Slack's v0 signature, acknowledged at once (Slack
 * gives up after 3 s) and finished through `response_url` in the background. Refusals are
 * answered to the person in Slack (HTTP 200, ephemeral) and recorded as refused in the audit line.
 */
interface SlackDeps extends Omit<WorkerDeps, 'background'> {
  readonly limit: MiddlewareHandler;
  readonly background: (c: Context, task: Promise<unknown>) => void;
}

export function slackRoute(deps: SlackDeps): Hono<WorkerEnv> {
  const route = new Hono<WorkerEnv>();
  route.post('/commands', deps.limit, async (c) => {
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      return jsonError(c, 415, 'unsupported_media_type', 'Slack commands are application/x-www-form-urlencoded');
    }
    const secret = deps.config.slackSigningSecret;
    if (secret === undefined) return jsonError(c, 401, 'unauthenticated', 'Slack is not configured on this worker (SLACK_SIGNING_SECRET)');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const verdict = await verifySlack(secret, { timestamp: c.req.header('x-slack-request-timestamp') ?? null, signature: c.req.header('x-slack-signature') ?? null }, raw, deps.clock.now());
    if (!verdict.ok) {
      c.set('decision', `refused:${verdict.code}`);
      return jsonError(c, 401, verdict.code, verdict.message);
    }
    let command;
    try {
      command = parseSlackCommand(raw);
    } catch (err) {
      c.set('decision', 'refused:invalid_payload');
      return fromError(c, err);
    }
    const principal = slackPrincipal(command.teamId, command.userId);
    c.set('principal', principal);
    const reply = (text: string) => c.json({ response_type: 'ephemeral', text });
    const refuse = (code: string, text: string) => {
      c.set('decision', `refused:${code}`);
      return reply(text);
    };

    const action = parseSlackText(command.text);
    if (action.type === 'help') return reply(SLACK_HELP);
    if (action.type === 'invalid') return refuse('invalid_command', action.message);
    if (!deps.engine.hasPortal(action.portal)) return refuse('unknown_portal', `No portal \`${action.portal}\` is configured.`);

    const kinds = action.type === 'change' ? action.changes.map((ch) => String(ch.kind)) : [];
    const decision = authorize(deps.config.portals.policy, principal, kinds, action.portal);
    if (!decision.allowed) return refuse('forbidden', `Not allowed: ${decision.reason}.`);

    let request: unknown;
    if (action.type === 'change') {
      request = { portal: action.portal, reason: `Slack ${command.command} ${action.summary} (by ${command.userName || command.userId})`, changes: action.changes };
      const checked = validateChangeRequest(request, { target: { kind: 'unknown' } });
      if (!checked.valid) return refuse('invalid_request', `Not valid: ${checked.errors.map((e) => `${e.message}${e.hint ? ` (${e.hint})` : ''}`).join('; ')}`);
    }
    c.set('decision', 'allowed');

    const work = async (): Promise<{ text: string; public: boolean }> => {
      try {
        if (action.type === 'status') return { text: describeStatus(await deps.engine.status(action.portal)), public: false };
        const result = await deps.engine.apply(request, { principal });
        return { text: describeResult(action.summary, result), public: result.status === 'applied' };
      } catch (err) {
        return { text: `\`${action.type === 'change' ? action.summary : 'status'}\` failed: ${err instanceof PortalOpsError ? err.message : 'unexpected error'}`, public: false };
      }
    };
    deps.background(
      c,
      work().then(async ({ text, public: inChannel }) => {
        const res = await deps.fetch(command.responseUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ response_type: inChannel ? 'in_channel' : 'ephemeral', text }),
          signal: AbortSignal.timeout(10_000),
        });
        await res.body?.cancel();
        deps.logger.info('slack.reply', { requestId: c.get('requestId'), principal, status: res.status });
      }),
    );
    return reply(action.type === 'status' ? 'Reading the portal…' : `Working on \`${action.summary}\`…`);
  });
  return route;
}
