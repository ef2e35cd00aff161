// Size check of what the sign-in screen loads after `vite build`: the script index.html loads,
// every chunk it imports statically, and, should the sign-in route ever load on demand, the sign-in page's
// own chunk with its static imports; gzipped, against a budget. Read from vite's build manifest. Prints each
// file and the total; exits 1 when the total is over the budget. The other routes' pages are not counted:
// they load when their route opens.
//   node scripts/check-entry-size.js [--budget-kb=N] [--dist=dir]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the sign-in screen's script, KB gzipped (1 KB = 1,000 bytes, as vite prints). */
const TARGET_KB = 120;
/** The modules the sign-in screen starts from: the page's html entry and the sign-in page. */
const SIGN_IN_SCREEN = ['index.html', 'src/pages/sign-in/sign-in-page.tsx'];

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const dist = args.dist ?? 'dist';
const budgetKb = Number(args['budget-kb'] ?? TARGET_KB);

function readManifest() {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: vite.config.ts must set build.manifest`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The chunk files a module needs before it runs: its own chunk and, transitively, the chunks it imports
 * statically (`imports`; `dynamicImports` load later, on demand). A module bundled into another chunk has
 * no manifest entry of its own and adds nothing.
 */
function collectChunks(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunks(manifest, imported, files);
  return files;
}

const manifest = readManifest();
if (!manifest['index.html']?.isEntry) throw new Error('the build manifest has no index.html entry');
const files = new Set();
for (const key of SIGN_IN_SCREEN) {
  const where = manifest[key] ? `its own chunk ${manifest[key].file}` : 'inside a chunk above';
  console.log(`  ${key}: ${where}`);
  collectChunks(manifest, key, files);
}
const sizes = [...files].map((file) => [file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length]);
const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1000;
for (const [file, bytes] of sizes.sort((a, b) => b[1] - a[1])) {
  console.log(`  ${(bytes / 1000).toFixed(1).padStart(7)} KB gz  ${file}`);
}
const verdict = totalKb <= budgetKb ? 'within' : 'OVER';
console.log(
  `the sign-in screen's script: ${totalKb.toFixed(1)} KB gz, ${verdict} the budget of ${budgetKb} KB` +
    (budgetKb !== TARGET_KB ? ` (the target is ${TARGET_KB} KB)` : ''),
);
if (totalKb > budgetKb) process.exit(1);
