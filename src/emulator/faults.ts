/**
 * Injected faults for tests and rehearsals. Each rule applies to the next `times` calls that match
 * its `operation` (any operation when absent) and then disappears.
 *
 * - `latency`: wait `ms`, then answer normally (combines with other rules).
 * - `status`: answer HTTP `status` (with `Retry-After` when given) and a JSON error body or an HTML page.
 * - `html`: answer an HTML page with HTTP 200 (a web-tier sign-in or proxy page).
 * - `drop`: close the connection without an answer; the client sees a network error.
 * - `expireTokens`: every issued token becomes invalid before the call is handled (so it gets 498).
 * - `dropField`: on `settings/update` the top-level field `field`, on `roles/setPrivileges` the
 *   privilege `field`, is silently not stored; the call still answers success.
 *
 * `status`, `html` and `drop` happen before the operation runs unless `when: "after"`, in which case
 * the operation runs (a write lands) and only the answer is lost.
 */
import * as z from 'zod';
import { OPERATION_NAMES, type OperationName } from './callLog.ts';

const operation = z.enum(OPERATION_NAMES as unknown as [OperationName, ...OperationName[]]).optional();
const times = z.number().int().min(1).default(1);
const when = z.enum(['before', 'after']).default('before');

export const faultRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('latency'), operation, times, ms: z.number().int().min(0).max(120_000) }),
  z.object({
    kind: z.literal('status'),
    operation,
    times,
    when,
    status: z.number().int().min(200).max(599),
    retryAfter: z.union([z.number().int().min(0), z.string().min(1)]).optional(),
    body: z.enum(['json', 'html']).default('json'),
  }),
  z.object({ kind: z.literal('html'), operation, times, when }),
  z.object({ kind: z.literal('drop'), operation, times, when }),
  z.object({ kind: z.literal('expireTokens'), operation, times }),
  z.object({ kind: z.literal('dropField'), operation, times, field: z.string().min(1) }),
]);

export type FaultRule = z.output<typeof faultRuleSchema>;
export type FaultRuleInput = z.input<typeof faultRuleSchema>;
export const faultListSchema = z.union([z.array(faultRuleSchema), z.object({ rules: z.array(faultRuleSchema) })]);

/** What the faults matched for one call. */
export interface FaultPlan {
  latencyMs: number;
  expireTokens: boolean;
  /** Field or privilege names to silently drop. */
  dropFields: string[];
  /** The first terminal rule (status, html, drop), if any. */
  terminal?: Extract<FaultRule, { kind: 'status' | 'html' | 'drop' }>;
}

const DROP_FIELD_OPERATIONS: readonly OperationName[] = ['settings/update', 'roles/setPrivileges'];

export class FaultQueue {
  #rules: { rule: FaultRule; left: number }[] = [];

  add(rules: readonly FaultRule[]): void {
    for (const rule of rules) this.#rules.push({ rule, left: rule.times });
  }

  clear(): void {
    this.#rules = [];
  }

  list(): (FaultRule & { remaining: number })[] {
    return this.#rules.map(({ rule, left }) => ({ ...rule, remaining: left }));
  }

  /** Matches the rules against one call and counts each matching rule down. */
  take(op: OperationName): FaultPlan {
    const plan: FaultPlan = { latencyMs: 0, expireTokens: false, dropFields: [] };
    for (const entry of this.#rules) {
      const { rule } = entry;
      if (rule.operation !== undefined && rule.operation !== op) continue;
      switch (rule.kind) {
        case 'latency':
          plan.latencyMs += rule.ms;
          break;
        case 'expireTokens':
          plan.expireTokens = true;
          break;
        case 'dropField':
          if (!DROP_FIELD_OPERATIONS.includes(op)) continue;
          plan.dropFields.push(rule.field);
          break;
        default:
          if (plan.terminal !== undefined) continue;
          plan.terminal = rule;
      }
      entry.left -= 1;
    }
    this.#rules = this.#rules.filter((e) => e.left > 0);
    return plan;
  }
}
