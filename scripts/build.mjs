/**
 * Bundles the faces into dist/ with esbuild. Deterministic: the same sources give the same bytes,
 * which is what lets `npm test` fail when the committed dist/ is stale.
 *   node scripts/build.mjs            write dist/
 *   node scripts/build.mjs --out DIR  write elsewhere (the staleness test)
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// @actions/* 3.x and other deps are ESM-only, yet some of their dependencies still call require():
// an ESM bundle needs a real `require` for Node built-ins.
const requireBanner = "import { createRequire as __portalOpsCreateRequire } from 'node:module';\nconst require = __portalOpsCreateRequire(import.meta.url);";

/**
 * Entry points. The CLI and the Action run on Node; the edge worker bundles are platform-neutral
 * web code (fetch, Web Crypto), minified because cold start and size matter there.
 */
export const ENTRIES = [
  { entry: 'src/cli/bin.ts', out: 'cli.js', banner: requireBanner },
  { entry: 'src/action/index.ts', out: 'action/index.js', banner: requireBanner },
  { entry: 'worker/cloudflare.ts', out: 'worker/cloudflare.js', platform: 'neutral' },
  { entry: 'worker/deno.ts', out: 'worker/deno.js', platform: 'neutral' },
  { entry: 'worker/bun.ts', out: 'worker/bun.js', platform: 'neutral' },
  { entry: 'worker/lambda.ts', out: 'worker/lambda.js', banner: requireBanner },
];

export async function buildAll(outdir = join(root, 'dist')) {
  for (const { entry, out, banner, platform = 'node' } of ENTRIES) {
    const neutral = platform === 'neutral';
    await build({
      entryPoints: [join(root, entry)],
      outfile: join(outdir, out),
      absWorkingDir: root,
      bundle: true,
      platform,
      // Prefer ESM builds: some packages' CommonJS/UMD builds require() files esbuild cannot see.
      mainFields: ['module', 'main'],
      ...(neutral ? { conditions: ['workerd', 'worker', 'browser', 'import'], minify: true } : {}),
      format: 'esm',
      target: neutral ? 'es2022' : 'node20',
      ...(banner === undefined ? {} : { banner: { js: banner } }),
      define: { PORTAL_OPS_VERSION: JSON.stringify(version) },
      legalComments: 'none',
      logLevel: 'warning',
      sourcemap: false,
      metafile: false,
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  await buildAll(i > 0 ? process.argv[i + 1] : undefined);
}
