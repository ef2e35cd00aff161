// How far the divisional-chart margins' polynomial paths stray from the ephemeris: for seeded random births
// 1900–2100, each body's sidereal longitude (Moshier, Krishnamurti ayanamsa) is sampled at the instants
// packages/astro/src/vargas/margin-plan.ts uses, the polynomial through them is compared with the
// ephemeris at 41 instants over ±1 day, and the largest difference per body is printed in arcseconds.
// The error bounds there are four times these. Planets within 8° of the Sun are measured apart, as there:
// on the finer instants, and only those whose elongation stays at least 1.5° all day (nearer, the light's
// deflection bends their paths within hours and they take the one-division search). The near-Sun bound is
// the largest of these over every planet, times four.
// Usage: node bench/varga-path-error.js [births, default 2000] (200,000 births take about ten minutes)
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
/** margin-plan.ts: DEFLECTION_ELONGATION, NEAR_SUN_MIN_ELONGATION, and the acceleration bounds (°/day²). */
const DEFLECTION_ELONGATION = 8;
const NEAR_SUN_MIN_ELONGATION = 1.5;
const ACCELERATION = { Sun: 0.002, Mercury: 0.4, Venus: 0.085, Mars: 0.031, Jupiter: 0.0084, Saturn: 0.007 };

let seed = 12345;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const longitude = (jd, body) => sweph.calc_ut(jd, body, FLAGS).data[0];
const speed = (jd, body) => sweph.calc_ut(jd, body, FLAGS | C.SEFLG_SPEED).data[3];
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

/** Largest difference (arcseconds) over ±1 day of the polynomial through `nodes` from the ephemeris. */
function pathError(jd, body, nodes, at0) {
  const values = nodes.map((d) => (d === 0 ? 0 : wrap(longitude(jd + d, body) - at0)));
  let largest = 0;
  for (let i = 0; i <= 40; i++) {
    const t = -1 + i / 20;
    largest = Math.max(
      largest,
      Math.abs(through(nodes, values, t) - wrap(longitude(jd + t, body) - at0)) * 3600,
    );
  }
  return largest;
}

sweph.set_sid_mode(5, 0, 0);
const worst = new Map(BODIES.map(([name]) => [name, 0]));
const worstNearSun = new Map(BODIES.slice(2).map(([name]) => [name, 0]));
for (let k = 0; k < births; k++) {
  const jd = 2415020.5 + random() * 73_000;
  const sun = longitude(jd, 0);
  for (const [name, body, kind] of BODIES) {
    const at0 = longitude(jd, body);
    const elongation = Math.abs(wrap(at0 - sun));
    if (name === 'Sun' || name === 'Moon' || elongation >= DEFLECTION_ELONGATION) {
      worst.set(name, Math.max(worst.get(name), pathError(jd, body, NODES[kind], at0)));
      continue;
    }
    // The elongation it may reach within the day, as margin-plan.ts bounds it.
    const relative = Math.abs(speed(jd, body) - speed(jd, 0));
    const closest = elongation - relative - (ACCELERATION[name] + ACCELERATION.Sun) / 2;
    if (closest < NEAR_SUN_MIN_ELONGATION) continue;
    worstNearSun.set(name, Math.max(worstNearSun.get(name), pathError(jd, body, NODES.sextic, at0)));
  }
}
console.log(`largest difference from the ephemeris over ${births} births, arcseconds:`);
for (const [name, , kind] of BODIES)
  console.log(`${name.padEnd(8)} ${kind}  ${worst.get(name).toExponential(2)}″`);
console.log(
  `within ${DEFLECTION_ELONGATION}° of the Sun, keeping ${NEAR_SUN_MIN_ELONGATION}° all day, sextic:`,
);
for (const [name, largest] of worstNearSun) console.log(`${name.padEnd(8)} ${largest.toExponential(2)}″`);
