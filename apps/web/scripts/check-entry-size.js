// Size check of the entry script after `vite build`: the script index.html loads plus every chunk it
// imports statically (what the browser must fetch before the first screen), gzipped, against a budget.
// Prints each file and the total; exits 1 when the total is over the budget. Dynamic imports (the routes'
// pages loaded on demand) are not counted: they load when their route opens.
//   node scripts/check-entry-size.js [--budget-kb=N] [--dist=dir]
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the first screen's script, KB gzipped (1 KB = 1,000 bytes, as vite prints). */
const TARGET_KB = 120;
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const dist = args.dist ?? 'dist';
const budgetKb = Number(args['budget-kb'] ?? TARGET_KB);

/** The entry script named by index.html's module script tag, as a path inside dist. */
function findEntry(html) {
  const tag = html.match(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/);
  if (!tag) throw new Error(`${dist}/index.html has no module script`);
  return tag[1];
}

// Static imports in minified output: `import{a as b}from"./x.js"` or `import"./x.js"`, never `import(`.
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const STATIC_EXPORT = /\bexport\s*[\w$*{},\s]*?\s*from\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The entry and every chunk it reaches by static imports, with their gzipped sizes in bytes. */
function collectStaticGraph(entry) {
  const sizes = new Map();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (sizes.has(file)) continue;
    const code = readFileSync(join(dist, file));
    sizes.set(file, gzipSync(code, { level: 9 }).length);
    const text = code.toString('utf8');
    for (const pattern of [STATIC_IMPORT, STATIC_EXPORT]) {
      for (const m of text.matchAll(pattern)) pending.push(posix.join(posix.dirname(file), m[1]));
    }
  }
  return sizes;
}

const entry = findEntry(readFileSync(join(dist, 'index.html'), 'utf8'));
const sizes = collectStaticGraph(entry);
const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1000;
for (const [file, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${(bytes / 1000).toFixed(1).padStart(7)} KB gz  ${file}`);
}
const verdict = totalKb <= budgetKb ? 'within' : 'OVER';
console.log(
  `entry script with its static imports: ${totalKb.toFixed(1)} KB gz, ${verdict} the budget of ${budgetKb} KB` +
    (budgetKb !== TARGET_KB ? ` (the target is ${TARGET_KB} KB)` : ''),
);
if (totalKb > budgetKb) process.exit(1);
