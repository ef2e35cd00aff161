// How far the divisional-chart margins' polynomial paths stray from the ephemeris: for seeded random births
// 1900–2100, each body's sidereal longitude (Moshier, Krishnamurti ayanamsa) is sampled at the instants
// packages/astro/src/vargas/all-margins.ts uses, the polynomial through them is compared with the
// ephemeris at 41 instants over ±1 day, and the largest difference per body is printed in arcseconds.
// The error bounds there are four times these. Planets within 8° of the Sun are left out, as there
// (the light's deflection bends their paths; they take the one-division search).
// Usage: node bench/varga-path-error.js [births, default 2000]
import sweph from 'sweph';

const C = sweph.constants;
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL;
const NODES = {
  quartic: [-1, -2 / 3, 0, 2 / 3, 1],
  sextic: [-1, -2 / 3, -1 / 3, 0, 1 / 3, 2 / 3, 1],
};
const BODIES = [
  ['Sun', 0, 'quartic'],
  ['Moon', 1, 'sextic'],
  ['Mercury', 2, 'sextic'],
  ['Venus', 3, 'quartic'],
  ['Mars', 4, 'quartic'],
  ['Jupiter', 5, 'quartic'],
  ['Saturn', 6, 'quartic'],
];
const births = Number(process.argv[2] ?? 2000);

let seed = 12345;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const longitude = (jd, body) => sweph.calc_ut(jd, body, FLAGS).data[0];
const wrap = (d) => ((((d + 180) % 360) + 360) % 360) - 180;

/** The Lagrange polynomial through (nodes, values) at t. */
function through(nodes, values, t) {
  let sum = 0;
  for (let i = 0; i < nodes.length; i++) {
    let weight = 1;
    for (let j = 0; j < nodes.length; j++) if (j !== i) weight *= (t - nodes[j]) / (nodes[i] - nodes[j]);
    sum += weight * values[i];
  }
  return sum;
}

sweph.set_sid_mode(5, 0, 0);
const worst = new Map(BODIES.map(([name]) => [name, 0]));
for (let k = 0; k < births; k++) {
  const jd = 2415020.5 + random() * 73_000;
  const sun = longitude(jd, 0);
  for (const [name, body, kind] of BODIES) {
    const at0 = longitude(jd, body);
    if (name !== 'Sun' && name !== 'Moon' && Math.abs(wrap(at0 - sun)) < 8) continue;
    const nodes = NODES[kind];
    const values = nodes.map((d) => (d === 0 ? 0 : wrap(longitude(jd + d, body) - at0)));
    for (let i = 0; i <= 40; i++) {
      const t = -1 + i / 20;
      const off = Math.abs(through(nodes, values, t) - wrap(longitude(jd + t, body) - at0)) * 3600;
      if (off > worst.get(name)) worst.set(name, off);
    }
  }
}
console.log(`largest difference from the ephemeris over ${births} births, arcseconds:`);
for (const [name, , kind] of BODIES)
  console.log(`${name.padEnd(8)} ${kind}  ${worst.get(name).toExponential(2)}″`);
