import type * as z from '../zod.ts';
import type { Issue } from '../errors.ts';
import { formatPath } from './jsonPath.ts';
import { didYouMean } from './suggest.ts';

/**
 * Turns zod's issues into ours: the JSON path a person can find in their file, a plain message,
 * and a fix where we can name one (the nearest allowed value or field, or a check's own hint).
 */
type Schema = z.core.$ZodType;
type ZodIssue = z.core.$ZodIssue & { input?: unknown };

export function toIssues(issues: readonly ZodIssue[], schema: Schema, prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => mapIssue(issue, schema, prefix));
}

function mapIssue(issue: ZodIssue, schema: Schema, prefix: readonly PropertyKey[]): Issue[] {
  const path = [...prefix, ...issue.path];
  const at = formatPath(path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeys(schemaAt(schema, issue.path));
      return issue.keys.map((key) => {
        const guess = didYouMean(key, known);
        return withHint(
          { path: formatPath([...path, key]), message: `unknown field "${key}"` },
          guess !== undefined ? `did you mean "${guess}"?` : known.length > 0 ? `allowed fields: ${known.join(', ')}` : undefined,
        );
      });
    }
    case 'invalid_value': {
      const input = issue.input;
      const values = issue.values.filter((v): v is string => typeof v === 'string');
      if (typeof input !== 'string') return [{ path: at, message: `must be one of ${listValues(values)}` }];
      const guess = didYouMean(input, values);
      const message = values.length <= 8 ? `"${input}" is not one of ${listValues(values)}` : `unknown value "${input}"`;
      return [withHint({ path: at, message }, guess !== undefined ? `did you mean "${guess}"?` : undefined)];
    }
    case 'invalid_type': {
      if (issue.input === undefined) return [{ path: at, message: `"${String(path.at(-1) ?? 'value')}" is required` }];
      // Keep messages a schema wrote itself; replace zod's generic "Invalid input: ..." wording.
      if (!issue.message.startsWith('Invalid input')) return [{ path: at, message: issue.message }];
      return [{ path: at, message: `expected ${issue.expected}, got ${describeType(issue.input)}` }];
    }
    case 'custom': {
      // A field check that explains itself carries its fix in `params.hint` (see schedule/schema.ts).
      const hint = (issue.params as { hint?: unknown } | undefined)?.hint;
      return [withHint({ path: at, message: issue.message }, typeof hint === 'string' ? hint : undefined)];
    }
    default:
      return [{ path: at, message: issue.message }];
  }
}

function withHint(issue: Issue, hint: string | undefined): Issue {
  return hint === undefined ? issue : { ...issue, hint };
}

function listValues(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Walks a schema along a value path, through optional/default wrappers, objects and arrays. */
function schemaAt(schema: Schema, path: readonly PropertyKey[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const seg of path) {
    current = current && unwrap(current);
    if (current === undefined) return undefined;
    const def = current._zod.def as unknown as Record<string, unknown>;
    if (typeof seg === 'number' && def.type === 'array') current = def.element as Schema;
    else if (def.type === 'object') current = (def.shape as Record<string, Schema>)[String(seg)];
    else return undefined;
  }
  return current && unwrap(current);
}

function unwrap(schema: Schema): Schema {
  let s = schema;
  for (;;) {
    const def = s._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') s = def.innerType as Schema;
    else if (def.type === 'pipe') s = def.in as Schema;
    else return s;
  }
}

function knownKeys(schema: Schema | undefined): string[] {
  if (schema === undefined) return [];
  const def = schema._zod.def as unknown as Record<string, unknown>;
  return def.type === 'object' ? Object.keys(def.shape as Record<string, unknown>) : [];
}
