import * as z from '../zod.ts';
import { changeRequestSchema } from './schema.ts';

/**
 * The shipped JSON Schema, generated from the same zod schemas that validate requests, so an
 * editor's autocomplete can never disagree with `portal-ops validate` about the shape.
 * Cross-field rules (release gating, contrast, exactly-one-of) are the validator's alone.
 */
export function changeRequestJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(changeRequestSchema(), { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
  return schema as Record<string, unknown>;
}

/** The file's exact text: stable key order and a trailing newline, so staleness is a byte comparison. */
export function renderJsonSchema(schema: Record<string, unknown>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
