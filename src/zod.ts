/**
 * zod for every schema in the core: `zod/mini` with English messages. Mini rather than classic
 * zod because the validators run where start-up and size count (the Action's cold start, the edge
 * worker's bundle): classic zod costs about three times the bytes and the start-up time, for
 * chaining methods only. Mini loads no locale by itself, so this module sets English once; import
 * zod through it (`import * as z from '../zod.ts'`) so no schema can run without it.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export * from 'zod/mini';

/**
 * Classic zod's `.meta()`: a copy of `schema` with `metadata` for the JSON Schema. Not mini's
 * `z.meta()` check, because a check counts as a refinement and refined objects cannot be extended.
 */
export function withMeta<T extends z.ZodMiniType>(schema: T, metadata: z.core.GlobalMeta): T {
  const copy = z.clone(schema);
  z.globalRegistry.add(copy, metadata);
  return copy;
}
