// Summarises a V8 CPU profile (.cpuprofile, from BENCH_CPU_PROFILE_DIR or node --cpu-prof): self time by
// function and by package, largest first, so the biggest costs of a request show without a viewer.
//   node bench/support/profile-summary.js <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';

const [file, rowsText = '40'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/support/profile-summary.js <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Each sample names the node that was on top of the stack; time deltas give each sample's length (µs).
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** Where a function lives: the package under node_modules, our workspace folder, or node's own. */
function placeOf(url) {
  if (!url) return '(native)';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const ours = url.match(/\/(apps\/[^/]+|packages\/[^/]+)\//);
  return ours ? ours[1] : url.startsWith('node:') ? 'node' : url;
}

const byFunction = new Map();
const byPlace = new Map();
let totalUs = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  totalUs += us;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url);
  const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

// Total time of a function with all it calls (each sample counts once per function on its stack).
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const byCaller = new Map();
for (const [id, us] of selfUs) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const { functionName, url, lineNumber } = nodeById.get(at).callFrame;
    const place = placeOf(url);
    if (!place.startsWith('apps/') && !place.startsWith('packages/')) continue;
    const name = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    byCaller.set(name, (byCaller.get(name) ?? 0) + us);
  }
}

function print(title, map, rows) {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
}

console.log(`${file}: ${(totalUs / 1000).toFixed(0)} ms sampled`);
print('Self time by package', byPlace, 20);
print('Self time by function', byFunction, Number(rowsText));
print('Total time of our functions (with what they call)', byCaller, Number(rowsText));
