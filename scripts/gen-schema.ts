/** Writes the generated JSON Schemas under schema/. `npm test` fails when they are stale. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeRequestJsonSchema, renderJsonSchema } from '../src/request/jsonSchema.ts';
import { scheduleJsonSchema } from '../src/schedule/jsonSchema.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemas: Array<[string, Record<string, unknown>]> = [
  ['change-request.schema.json', changeRequestJsonSchema()],
  ['schedule.schema.json', scheduleJsonSchema()],
];
for (const [name, schema] of schemas) {
  const out = join(root, 'schema', name);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, renderJsonSchema(schema));
  console.log(`wrote ${out}`);
}
