/**
 * Part 4: bundle sizes, raw and gzip (zlib level 9), of every file under dist/worker and
 * dist/action and of dist/cli.js. Entries are the files no other file imports; an entry's total
 * is everything it can reach through relative imports (static and dynamic), which is what an edge
 * platform uploads. For the Action, the files `validate` actually loads are recorded by a Node 24
 * module hook, so chunks it never touches do not count against its cold start.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { actionMain, actionValidateEnv, NODE24, ROOT } from './node24.ts';
import { kb, type PartResult } from './report.ts';

/** The goal for the edge worker. */
const WORKER_GZIP_GOAL = 80 * 1024;
const EDGE_ENTRY = 'dist/worker/cloudflare.js';

interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile() && /\.m?js$/.test(f))
    .sort();
}

function size(file: string): FileSize {
  const bytes = readFileSync(file);
  return { file: relative(ROOT, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** Relative imports of an esbuild output file: `from"./x.js"`, `import"./x.js"`, `import("./x.js")`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) found.add(resolve(dirname(file), m[1] as string));
  return [...found];
}

function reachable(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
    for (const dep of importsOf(f)) {
      if (!seen.has(dep) && existsSync(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...seen];
}

/** Runs the Action's `validate` under Node 24 with a module hook that records every file it loads. */
async function loadedByValidate(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-bench-hook-'));
  const out = join(dir, 'loaded.json');
  const hook = join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    [
      "import { registerHooks } from 'node:module';",
      "import { writeFileSync } from 'node:fs';",
      'const seen = new Set();',
      "registerHooks({ load(url, context, next) { if (url.startsWith('file:')) seen.add(url); return next(url, context); } });",
      `process.on('exit', () => writeFileSync(${JSON.stringify(out)}, JSON.stringify([...seen])));`,
    ].join('\n'),
  );
  const child = spawn(NODE24, ['--import', hook, actionMain()], { cwd: ROOT, env: actionValidateEnv(), stdio: 'ignore', timeout: 15_000 });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`the Action's validate exited with ${code} under the module hook`);
  return (JSON.parse(readFileSync(out, 'utf8')) as string[]).map((u) => fileURLToPath(u)).filter((f) => f.startsWith(join(ROOT, 'dist')));
}

const sum = (files: readonly FileSize[]) => ({ raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) });

export async function benchBundles(): Promise<PartResult> {
  const groups = [join(ROOT, 'dist', 'worker'), join(ROOT, 'dist', 'action')];
  const all = [...groups.flatMap(filesUnder), ...(existsSync(join(ROOT, 'dist', 'cli.js')) ? [join(ROOT, 'dist', 'cli.js')] : [])];
  const sizes = new Map(all.map((f) => [f, size(f)]));
  const imported = new Set(all.flatMap(importsOf));
  const entries = all.filter((f) => !imported.has(f));
  const entryRows = entries.map((entry) => {
    const files = reachable(entry).map((f) => sizes.get(f) ?? size(f));
    return { entry: relative(ROOT, entry), files: files.length, ...sum(files) };
  });
  const action = join(ROOT, actionMain());
  const validate = (await loadedByValidate()).map((f) => sizes.get(f) ?? size(f));
  const validateTotal = { files: validate.length, ...sum(validate) };
  const actionTotal = entryRows.find((r) => r.entry === relative(ROOT, action));
  const edge = entryRows.find((r) => r.entry === EDGE_ENTRY);

  const summary: PartResult['summary'] = [
    edge === undefined
      ? { part: '4 bundles', goal: 'edge worker < 80 KB gzip', measured: `${EDGE_ENTRY} missing`, verdict: 'miss' }
      : { part: '4 bundles', goal: 'edge worker < 80 KB gzip', measured: `${kb(edge.gzip)} gzip (${kb(edge.raw)} raw)`, verdict: edge.gzip < WORKER_GZIP_GOAL ? 'pass' : 'miss' },
    { part: '4 bundles', goal: 'Action: bytes validate loads', measured: `${kb(validateTotal.gzip)} gzip, ${kb(validateTotal.raw)} raw in ${validateTotal.files} file(s)`, verdict: 'info' },
  ];
  return {
    tables: [
      {
        title: '4. Bundle sizes per entry (everything reachable through its imports; gzip level 9, file by file)',
        columns: ['entry', 'files', 'raw', 'gzip'],
        rows: [
          ...entryRows.map((r) => [r.entry, r.files, kb(r.raw), kb(r.gzip)]),
          ['Action: loaded by validate (module hook, Node 24)', validateTotal.files, kb(validateTotal.raw), kb(validateTotal.gzip)],
        ],
        notes: actionTotal === undefined ? [`action.yml's runs.main (${relative(ROOT, action)}) is not an entry of dist/`] : [],
      },
      {
        title: '4b. Every file',
        columns: ['file', 'raw', 'gzip'],
        rows: [...sizes.values()].map((f) => [f.file, kb(f.raw), kb(f.gzip)]),
      },
    ],
    summary,
    raw: { entries: entryRows, files: [...sizes.values()], actionValidateLoads: { ...validateTotal, files: validate.map((f) => f.file) } },
  };
}
