/**
 * CI check that the hand-written catalogs still match the API spec.
 *
 *   npx tsx scripts/check-spec.ts [path-to-spec]
 *
 * Without an argument it reads ../shared/spec/portal-admin-api.md next to the repository, which
 * exists in CI; a user's clone has no ../shared, so a missing file is a clear one-line error.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_PROPERTIES } from '../src/catalog/configProperties.ts';
import { PRIVILEGES } from '../src/catalog/privileges.ts';
import { compareCatalogs, parseSpec } from './specParser.ts';

// Resolved from this file, not the working directory, so the check runs the same from anywhere.
const DEFAULT_SPEC = fileURLToPath(new URL('../../shared/spec/portal-admin-api.md', import.meta.url));

function main(args: readonly string[]): number {
  const path = args[0] === undefined ? DEFAULT_SPEC : resolve(args[0]);
  let markdown: string;
  try {
    markdown = readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    console.error(`spec check: cannot read the spec at ${path} (${code})`);
    return 1;
  }

  const spec = parseSpec(markdown);
  const differences = compareCatalogs(spec, { privileges: PRIVILEGES, properties: CONFIG_PROPERTIES });
  if (differences.length === 0) {
    console.log(`spec check: ${spec.privileges.length} privileges, ${spec.properties.length} properties match`);
    return 0;
  }
  console.error(`spec check: ${differences.length} difference(s) between ${path} and src/catalog:`);
  for (const line of differences) console.error(`  - ${line}`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
