/**
 * Bundles the faces into dist/ with esbuild. Deterministic: the same sources give the same bytes,
 * which is what lets `npm test` fail when the committed dist/ is stale.
 *   node scripts/build.mjs            write dist/
 *   node scripts/build.mjs --out DIR  write elsewhere (the staleness test)
 *   node scripts/build.mjs --sizes    also print each file's size, raw and gzip
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// @actions/* 3.x and other deps are ESM-only, yet some of their dependencies still call require():
// an ESM bundle needs a real `require` for Node built-ins.
const requireBanner = "import { createRequire as __portalOpsCreateRequire } from 'node:module';\nconst require = __portalOpsCreateRequire(import.meta.url);";

/**
 * Entry points. The CLI and the Action run on Node; the edge worker bundles are platform-neutral
 * web code (fetch, Web Crypto), minified because cold start and size matter there. The Action is
 * a directory: index.js plus chunks it imports only when a run needs them (`split`).
 */
export const ENTRIES = [
  { entry: 'src/cli/bin.ts', out: 'cli.js', banner: requireBanner },
  { entry: 'src/action/index.ts', out: 'action/index.js', banner: requireBanner, split: true, minify: true, shared: 'src/action/main.ts' },
  { entry: 'worker/cloudflare.ts', out: 'worker/cloudflare.js', platform: 'neutral' },
  { entry: 'worker/deno.ts', out: 'worker/deno.js', platform: 'neutral' },
  { entry: 'worker/bun.ts', out: 'worker/bun.js', platform: 'neutral' },
  { entry: 'worker/lambda.ts', out: 'worker/lambda.js', banner: requireBanner, minify: true },
];

/**
 * Modules a dependency imports eagerly but uses only in calls we rarely make, replaced by proxies
 * that import the real module on first call. With code splitting the real module and everything
 * below it land in a chunk the Action loads only then. @actions/core imports its OIDC client
 * (@actions/http-client, undici, tunnel) for `getIDToken`, and @actions/exec for
 * `platform.getDetails()`: most of the code a `validate` run would otherwise load. `exports` are the
 * only names the importer uses; the build fails if the real module stops exporting one of them.
 */
const LAZY_IMPORTS = [
  {
    importer: /[\\/]@actions[\\/]core[\\/]lib[\\/]core\.js$/,
    specifier: './oidc-utils.js',
    exports: { OidcClient: 'export const OidcClient = { getIDToken: async (audience) => (await load()).OidcClient.getIDToken(audience) };' },
  },
  {
    importer: /[\\/]@actions[\\/]core[\\/]lib[\\/]platform\.js$/,
    specifier: '@actions/exec',
    exports: { getExecOutput: 'export const getExecOutput = async (...args) => (await load()).getExecOutput(...args);' },
  },
];

/**
 * Node built-ins a dependency imports whole for one function that a global also gives, replaced by
 * that global. @actions/core imports `crypto` for `randomUUID` alone (the delimiter of each step
 * output): loading it takes about 5 ms of the Action's start-up, as Node's ESM wrapper also reads
 * the lazy Web Crypto exports; the Web Crypto global calls the same Node function (the same CSPRNG)
 * and loads a third of the modules. The build fails if the importer uses another name.
 */
const GLOBAL_BUILTINS = [
  {
    importer: /[\\/]@actions[\\/]core[\\/]lib[\\/]file-command\.js$/,
    specifier: 'crypto',
    exports: { randomUUID: 'export const randomUUID = () => globalThis.crypto.randomUUID();' },
  },
];

const globalBuiltins = {
  name: 'global-builtins',
  setup(b) {
    for (const sub of GLOBAL_BUILTINS) {
      b.onResolve({ filter: new RegExp(`^(node:)?${sub.specifier}$`) }, (args) => {
        if (!sub.importer.test(args.importer)) return undefined;
        const used = [...readFileSync(args.importer, 'utf8').matchAll(new RegExp(`\\b${sub.specifier}\\.(\\w+)`, 'g'))].map((m) => m[1]);
        const missing = used.filter((name) => !(name in sub.exports));
        if (missing.length > 0) return { errors: [{ text: `${args.importer} uses ${sub.specifier}.${missing.join(', ')}: update GLOBAL_BUILTINS in scripts/build.mjs` }] };
        return { path: sub.specifier, namespace: 'global-builtin', pluginData: sub };
      });
    }
    b.onLoad({ filter: /.*/, namespace: 'global-builtin' }, (args) => ({ contents: Object.values(args.pluginData.exports).join('\n'), loader: 'js' }));
  },
};

const lazyImports = {
  name: 'lazy-imports',
  setup(b) {
    for (const lazy of LAZY_IMPORTS) {
      b.onResolve({ filter: new RegExp(`^${lazy.specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) }, async (args) => {
        if (args.pluginData === 'real' || !lazy.importer.test(args.importer)) return undefined;
        const real = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'real' });
        if (real.errors.length > 0) return { errors: real.errors };
        // Namespaced paths are part of chunk hashes: relative, so dist/ is the same in every checkout.
        return { path: relative(root, real.path), namespace: 'lazy', pluginData: { lazy, abs: real.path } };
      });
    }
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, (args) => {
      const { lazy, abs } = args.pluginData;
      const source = readFileSync(abs, 'utf8');
      for (const name of Object.keys(lazy.exports)) {
        if (!new RegExp(`export (?:const|let|var|function\\*?|class|async function) ${name}\\b|export \\{[^}]*\\b${name}\\b`).test(source)) {
          return { errors: [{ text: `${abs} no longer exports ${name}: update LAZY_IMPORTS in scripts/build.mjs` }] };
        }
      }
      const load = `let loading;\nconst load = () => (loading ??= import(${JSON.stringify(abs)}));\n`;
      return { contents: load + Object.values(lazy.exports).join('\n'), loader: 'js', resolveDir: dirname(abs) };
    });
  },
};

/**
 * One chunk for everything a split entry loads up front. esbuild puts code shared by entry points
 * (the entry and each import() target) into one chunk per set of entries sharing it, so the
 * Action's `validate` loaded eight files, and each file costs Node about 0.4 ms to resolve, read
 * and compile before the first line runs. `shared` names the module at the root of what the entry
 * imports statically. Each import() is sent through a small module that imports `shared` and
 * re-exports the target: nothing changes at run time (`shared` is loaded before any import() runs),
 * but all that code now has the same set of entries, hence one chunk.
 */
const sharedChunk = (shared) => ({
  name: 'shared-chunk',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'shared-chunk') return undefined;
      const target = await b.resolve(args.path, { kind: args.kind, importer: args.importer, namespace: args.namespace, resolveDir: args.resolveDir, pluginData: 'shared-chunk' });
      if (target.errors.length > 0 || target.external || target.namespace !== 'file') return target;
      return { path: relative(root, target.path), namespace: 'shared-chunk', pluginData: target.path };
    });
    b.onLoad({ filter: /.*/, namespace: 'shared-chunk' }, (args) => ({
      contents: `import ${JSON.stringify(shared)};\nexport * from ${JSON.stringify(args.pluginData)};\n`,
      loader: 'js',
      resolveDir: dirname(args.pluginData),
    }));
  },
});

/** Builds every entry (or those given) into `outdir`; returns esbuild's metafile per entry (what went where, for the tests). */
export async function buildAll(outdir = join(root, 'dist'), entries = ENTRIES) {
  const metafiles = {};
  for (const { entry, out, banner, platform = 'node', split = false, shared, minify = platform === 'neutral' } of entries) {
    const neutral = platform === 'neutral';
    // A split build owns its directory: chunks of an older build must not linger.
    if (split) rmSync(join(outdir, dirname(out)), { recursive: true, force: true });
    const result = await build({
      entryPoints: split ? { [out.replace(/^.*\/|\.js$/g, '')]: join(root, entry) } : [join(root, entry)],
      ...(split ? { outdir: join(outdir, dirname(out)), splitting: true, chunkNames: 'chunks/[name]-[hash]' } : { outfile: join(outdir, out) }),
      absWorkingDir: root,
      bundle: true,
      platform,
      // Prefer ESM builds: some packages' CommonJS/UMD builds require() files esbuild cannot see.
      mainFields: ['module', 'main'],
      ...(neutral ? { conditions: ['workerd', 'worker', 'browser', 'import'] } : {}),
      minify,
      format: 'esm',
      target: neutral ? 'es2022' : 'node20',
      ...(banner === undefined ? {} : { banner: { js: banner } }),
      // One undici: @actions/http-client and @actions/github each bring their own 6.x copy.
      alias: { undici: join(root, 'node_modules', 'undici') },
      plugins: [globalBuiltins, lazyImports, ...(shared === undefined ? [] : [sharedChunk(join(root, shared))])],
      define: { PORTAL_OPS_VERSION: JSON.stringify(version) },
      legalComments: 'none',
      logLevel: 'warning',
      sourcemap: false,
      metafile: true,
    });
    metafiles[out] = result.metafile;
  }
  return metafiles;
}

/** Every file under `dir`, as sorted paths relative to it with `/` separators. */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const outdir = i > 0 ? process.argv[i + 1] : join(root, 'dist');
  await buildAll(outdir);
  if (process.argv.includes('--sizes')) {
    for (const file of listFiles(outdir)) {
      const bytes = readFileSync(join(outdir, file));
      console.log(`${file.padEnd(48)} ${String(bytes.length).padStart(9)} raw ${String(gzipSync(bytes, { level: 9 }).length).padStart(8)} gzip -9`);
    }
  }
}
