/** Writes the generated JSON Schemas under schema/. `npm test` fails when they are stale. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeRequestJsonSchema, renderJsonSchema } from '../src/request/jsonSchema.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'schema', 'change-request.schema.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, renderJsonSchema(changeRequestJsonSchema()));
console.log(`wrote ${out}`);
