import * as z from '../zod.ts';
import { scheduleSchema } from './schema.ts';

/**
 * The shipped JSON Schema for schedules, generated from the zod schema that validates them, so an
 * editor's autocomplete cannot disagree with validateSchedule about the shape. Rules across fields
 * and windows (end after start, unique names, overlaps, contrast) are validateSchedule's alone.
 */
export function scheduleJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(scheduleSchema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
  return schema as Record<string, unknown>;
}
