// Durability benchmark: the cost of SQLite's synchronous=FULL (the server's setting: a committed write survives
// a power loss) against NORMAL (it survives a crash of the process only), measured in the same run on the same
// disk, one committed insert per transaction as the API writes a client. Figures only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The server's SQLite driver, resolved from the workspace root.
import Sqlite from 'better-sqlite3';

const INSERTS = Number(process.env.DURABILITY_INSERTS ?? 2000);
const folder = mkdtempSync(path.join(process.env.DURABILITY_DIR ?? tmpdir(), 'kpdesk-durability-'));

function insertsPerSecond(mode, round) {
  const database = new Sqlite(path.join(folder, `${mode}-${round}.db`));
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${mode}`);
  database.exec(
    'create table clients (id integer primary key, astrologer_id integer, first_name text, birth_date text, birth_city text, created_at integer)',
  );
  const insert = database.prepare(
    'insert into clients (astrologer_id, first_name, birth_date, birth_city, created_at) values (?, ?, ?, ?, ?)',
  );
  const t0 = performance.now();
  for (let i = 0; i < INSERTS; i++)
    insert.run(1, `Client ${i}`, '1985-03-12', 'Chennai, Tamil Nadu, India', Date.now());
  const seconds = (performance.now() - t0) / 1000;
  database.close();
  return INSERTS / seconds;
}

try {
  const rates = { NORMAL: [], FULL: [] };
  // Alternate the modes so that a warming disk cache favours neither.
  for (let round = 0; round < 3; round++)
    for (const mode of ['NORMAL', 'FULL']) rates[mode].push(insertsPerSecond(mode, round));
  const best = (mode) => Math.max(...rates[mode]);
  console.log(`SQLite WAL, ${INSERTS} single-insert transactions, best of 3 (folder ${folder}):`);
  for (const mode of ['NORMAL', 'FULL'])
    console.log(`  synchronous=${mode.padEnd(6)} ${best(mode).toFixed(0).padStart(8)} inserts/s`);
  console.log(`  FULL / NORMAL = ${(best('FULL') / best('NORMAL')).toFixed(2)}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
