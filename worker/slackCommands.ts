import type { PortalStatus } from '../src/plan/engine.ts';
import { describeWrite, formatValue } from '../src/plan/renderPlan.ts';
import type { ApplyResult } from '../src/plan/types.ts';

/**
 * The chat-ops grammar: `/portal-ops [--portal NAME] <command>`. Each command becomes an ordinary
 * change request, so chat goes through the same validation, policy and verification as any request.
 */
export type SlackAction =
  | { readonly type: 'help' }
  | { readonly type: 'status'; readonly portal: string }
  | { readonly type: 'change'; readonly portal: string; readonly changes: readonly Record<string, unknown>[]; readonly summary: string }
  | { readonly type: 'invalid'; readonly message: string };

export const SLACK_HELP = [
  '*portal-ops* commands:',
  '• `banner on <text>`: show the banner (text optional: keeps the current one)',
  '• `banner off`: hide the banner, keep its text and colours',
  '• `banner status` or `status`: what the banner and notices show now',
  '• `notice anonymous|authenticated on|off`',
  '• `role "<name or id>" add|remove <privilege> [...]` (where policy allows)',
  '• `--portal NAME` first to pick a portal other than `default`',
].join('\n');

/** Splits on spaces, keeping "quoted words" together. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"([^"]*)"|“([^”]*)”|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

export function parseSlackText(text: string): SlackAction {
  let rest = text.trim();
  let portal = 'default';
  const portalFlag = /^--portal\s+(\S+)\s*/.exec(rest);
  if (portalFlag) {
    portal = portalFlag[1] ?? 'default';
    rest = rest.slice(portalFlag[0].length);
  }
  const words = tokenize(rest);
  const [verb, arg] = [words[0]?.toLowerCase(), words[1]?.toLowerCase()];
  if (verb === undefined || verb === 'help') return { type: 'help' };
  if (verb === 'status' || (verb === 'banner' && arg === 'status')) return { type: 'status', portal };
  if (verb === 'banner' && arg === 'off') return change(portal, [{ kind: 'banner', enabled: false }], 'banner off');
  if (verb === 'banner' && arg === 'on') {
    // Keep the text exactly as typed after "banner on", not re-joined tokens.
    const bannerText = rest.replace(/^\s*banner\s+on\s*/i, '');
    return change(portal, [{ kind: 'banner', enabled: true, ...(bannerText === '' ? {} : { text: bannerText }) }], bannerText === '' ? 'banner on' : `banner on: ${bannerText}`);
  }
  if (verb === 'notice' && (arg === 'anonymous' || arg === 'authenticated')) {
    const state = words[2]?.toLowerCase();
    if (state === 'on' || state === 'off') return change(portal, [{ kind: 'accessNotice', audience: arg, enabled: state === 'on' }], `${arg} notice ${state}`);
  }
  if (verb === 'role' && words.length >= 4) {
    const op = words[2]?.toLowerCase();
    if (op === 'add' || op === 'remove') {
      return change(portal, [{ kind: 'rolePrivileges', role: words[1] ?? '', [op]: words.slice(3) }], `role ${words[1]} ${op} ${words.slice(3).join(' ')}`);
    }
  }
  return { type: 'invalid', message: `I did not understand \`${rest.slice(0, 100)}\`. Try \`help\`.` };
}

function change(portal: string, changes: Record<string, unknown>[], summary: string): SlackAction {
  return { type: 'change', portal, changes, summary };
}

export function describeStatus(s: PortalStatus): string {
  const onOff = (v: unknown) => (v === true ? 'on' : 'off');
  return [
    `Portal \`${s.portal}\`:`,
    `• banner *${onOff(s.banner.enabled)}*: ${formatValue(s.banner.text ?? '')} (${s.banner.fontColor ?? '?'} on ${s.banner.bgColor ?? '?'})`,
    `• anonymous notice *${onOff(s.anonymousAccessNotice.enabled)}*${s.anonymousAccessNotice.title ? `: ${formatValue(s.anonymousAccessNotice.title)}` : ''}`,
    `• authenticated notice *${onOff(s.authenticatedAccessNotice.enabled)}*${s.authenticatedAccessNotice.title ? `: ${formatValue(s.authenticatedAccessNotice.title)}` : ''}`,
  ].join('\n');
}

/** A result in a few lines: what happened, what changed, what did not land. */
export function describeResult(summary: string, result: ApplyResult): string {
  const head =
    result.status === 'noop'
      ? `\`${summary}\`: already so on \`${result.plan.portal.alias}\`, nothing written.`
      : result.status === 'applied'
        ? `\`${summary}\`: applied to \`${result.plan.portal.alias}\` and verified.`
        : `\`${summary}\`: *${result.status}* on \`${result.plan.portal.alias}\`. ${String(result.error?.message ?? '')}`;
  const lines = [head];
  for (const f of result.plan.settings) for (const c of f.changes.slice(0, 4)) lines.push(`• ${c.path}: ${formatValue(c.before)} → ${formatValue(c.after)}`);
  for (const r of result.plan.roles) lines.push(`• role ${r.roleName}: ${[...r.added.map((p) => `+${p}`), ...r.removed.map((p) => `-${p}`)].join(' ')}`);
  for (const w of result.writes.filter((x) => x.status !== 'applied')) lines.push(`• ${w.status}: ${describeWrite(w)}`);
  return lines.join('\n');
}
