// How far the motion table (packages/astro/src/motion-table/) strays from the ephemeris it was built from:
// at seeded random instants 1900–2100 each tabulated body's tropical longitude from the table (at the
// instant's TT, as the margins read it) is compared with SE's (Moshier, apparent, mean equinox), and the
// largest difference per body is printed in arcseconds, with the instants it was taken over (a planet's
// blocks near the Sun are not in the table); then again for the planets at instants within 12° of the Sun,
// where the light's deflection bends their paths and only a few of the random instants fall. TABLE_ERROR
// there is four times the larger of the two.
// Usage: node bench/motion-table-error.js [instants per body, default 20000] [seed]. Uses the BUILT table
// (`npm run build` writes packages/astro/dist/motion-table.bin).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sweph from 'sweph';
import {
  MOTION_TABLE_RANGE,
  TABLE_ERROR,
  TABULATED_BODIES,
  decodeMotionTable,
  tabulatedLongitude,
} from '@kpdesk/astro';

const C = sweph.constants;
const SE_BODY = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6 };
const instants = Number(process.argv[2] ?? 20_000);
let seed = Number(process.argv[3] ?? 20_261_129);
const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;

const file = fileURLToPath(import.meta.resolve('@kpdesk/astro/motion-table.bin'));
const table = decodeMotionTable(readFileSync(file));
if (table === null) throw new Error(`${file} is not this build's motion table: run npm run build`);

const { fromJd, toJd } = MOTION_TABLE_RANGE;
const randomInstant = () => fromJd + 0.01 + random() * (toJd - fromJd - 0.02);
const meanLongitude = (jdUT, body) =>
  sweph.calc_ut(jdUT, SE_BODY[body], C.SEFLG_MOSEPH | C.SEFLG_NONUT).data[0];
const wrap = (d) => d - 360 * Math.round(d / 360);
const nearSun = (jdUT, body) => Math.abs(wrap(meanLongitude(jdUT, body) - meanLongitude(jdUT, 'Sun'))) < 12;

/** The largest difference (arcseconds) over `count` instants drawn by `draw`, and how many the table held. */
function largestDifference(body, count, draw) {
  let largest = 0;
  let taken = 0;
  for (let i = 0; i < count; i++) {
    const jdUT = draw();
    const fromTable = tabulatedLongitude(table, body, jdUT + sweph.deltat_ex(jdUT, C.SEFLG_MOSEPH).data);
    if (fromTable === undefined) continue;
    taken++;
    largest = Math.max(largest, Math.abs(wrap(fromTable - meanLongitude(jdUT, body))) * 3600);
  }
  return { largest, taken };
}

for (const body of TABULATED_BODIES) {
  const anywhere = largestDifference(body, instants, randomInstant);
  const lines = [`${body}: largest ${anywhere.largest.toExponential(2)}″ over ${anywhere.taken} instants`];
  let largest = anywhere.largest;
  if (body !== 'Sun' && body !== 'Moon') {
    const drawNearSun = () => {
      for (;;) {
        const jdUT = randomInstant();
        if (nearSun(jdUT, body)) return jdUT;
      }
    };
    const near = largestDifference(body, instants / 5, drawNearSun);
    lines.push(`within 12° of the Sun ${near.largest.toExponential(2)}″ over ${near.taken}`);
    largest = Math.max(largest, near.largest);
  }
  const flag = largest * 4 > TABLE_ERROR[body] ? '  ← over a quarter of the bound' : '';
  console.log(`${lines.join(', ')} (bound ${TABLE_ERROR[body]}″)${flag}`);
}
