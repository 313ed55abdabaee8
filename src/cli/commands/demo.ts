import { createHmac, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Command } from '../io.ts';

/**
 * `npm run demo`: sends a signed change request (Standard Webhooks) to the worker that
 * `npm start` runs, first as a dry run, then for real, and prints both answers.
 */
export const DEMO_WEBHOOK_NAME = 'demo';
// Public on purpose: it only ever unlocks the local emulator `npm start` embeds.
export const DEMO_SECRET = 'whsec_cG9ydGFsLW9wcy1kZW1vLXNlY3JldC1ub3QtZm9yLXByb2R1Y3Rpb24=';

export const DEMO_USAGE = 'usage: portal-ops demo [TEXT | --off] [--url http://127.0.0.1:8787]';

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export const demoCommand: Command = async (argv, io) => {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { url: { type: 'string' }, off: { type: 'boolean' } } });
  const url = values.url ?? io.env.WORKER_URL ?? `http://127.0.0.1:${io.env.PORT ?? 8787}`;
  const text = positionals.join(' ') || 'Read-only maintenance: back at 18:00 UTC';
  const change = values.off ? { kind: 'banner', enabled: false } : { kind: 'banner', enabled: true, text, bgColor: '#ffcc00', fontColor: 'black' };
  const body = JSON.stringify({ reason: 'npm run demo', changes: [change] });
  const send = async (dryRun: boolean) => {
    const id = `msg_${randomUUID()}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(`${url}/v1/changes${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(DEMO_SECRET, id, timestamp, body) },
      body,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  try {
    io.stdout(`POST ${url}/v1/changes?dryRun=true  (signed as webhook:${DEMO_WEBHOOK_NAME})\n${body}\n`);
    const dry = await send(true);
    io.stdout(`→ ${dry.status}\n${JSON.stringify(dry.json, null, 2)}\n\nPOST ${url}/v1/changes\n`);
    const real = await send(false);
    io.stdout(`→ ${real.status}\n${JSON.stringify(real.json, null, 2)}\n`);
    return real.status === 200 ? 0 : 1;
  } catch (err) {
    io.stderr(`cannot reach the worker at ${url} (${err instanceof Error ? err.message : String(err)}): start it with npm start\n`);
    return 1;
  }
};
