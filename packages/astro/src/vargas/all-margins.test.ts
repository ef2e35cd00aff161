import { describe, expect, it } from 'vitest';
import { calcBody, normalizeDegrees } from '../ephemeris.js';
import { computeHouses } from '../houses/houses.js';
import type { ChartSettings, Place } from '../settings.js';
import { computeVargaMargins } from './all-margins.js';
import type { VargaBody } from './chart.js';
import { computeVargaMargin, type VargaMargin } from './margins.js';
import { VARGA_DIVISIONS, vargaSign, type VargaDivision } from './rules.js';

const settings = {
  ayanamsa: 1,
  correction: 0,
  node: 'mean',
  ephePath: undefined,
} as unknown as ChartSettings;
const sec = 1 / 86400;

function lonAt(body: VargaBody, t: number, place: Place): number {
  if (body === 'Ascendant') return computeHouses(t, place, settings).cusps[0]!;
  const st = calcBody(t, body === 'Ketu' ? 'Rahu' : body, settings.ayanamsa, settings.node, {});
  return normalizeDegrees(st.longitude + (body === 'Ketu' ? 180 : 0));
}

// Births at 13°N, 52°N and 60°N across the century, with a retrograde Mercury and stations among them.
const births: { name: string; jdUT: number; place: Place }[] = [
  {
    name: 'Chennai 1996',
    jdUT: 2450424.5 + (5 + 4 / 60) / 24,
    place: { latitude: 13.0878, longitude: 80.2785 },
  },
  { name: 'London 1972', jdUT: 2441500.31, place: { latitude: 51.5, longitude: -0.12 } },
  { name: 'Oslo 2031', jdUT: 2462900.77, place: { latitude: 59.91, longitude: 10.75 } },
  { name: 'Mercury retrograde 2023-04-25', jdUT: 2460059.6, place: { latitude: 52.52, longitude: 13.4 } },
  { name: 'Mercury stationary 2023-04-21', jdUT: 2460055.9, place: { latitude: 13, longitude: 77.6 } },
  { name: 'Jupiter stationary 2023-09-04', jdUT: 2460191.9, place: { latitude: 60.17, longitude: 24.94 } },
  { name: 'Saturn stationary 1950-01-05', jdUT: 2433286.7, place: { latitude: -33.87, longitude: 151.2 } },
  { name: 'Venus beside the Sun 2023-08-13', jdUT: 2460170.0, place: { latitude: 28.6, longitude: 77.2 } },
  {
    name: 'a crossing 0.025 s before a whole second',
    jdUT: 2441500.31,
    place: { latitude: 51.5, longitude: 80 },
  },
];

/** Whether a margin holds on the ephemeris: the sign holds to it and changes one second beyond. */
function holds(body: VargaBody, n: VargaDivision, jdUT: number, place: Place, m: VargaMargin): boolean {
  const sign = vargaSign(n, lonAt(body, jdUT, place));
  const at = (seconds: number): number => vargaSign(n, lonAt(body, jdUT + seconds * sec, place));
  const ok = (s: number | null, dir: 1 | -1): boolean =>
    s === null ? true : at(dir * s) === sign && at(dir * (s + 1)) !== sign;
  return ok(m.laterSeconds, 1) && ok(m.earlierSeconds, -1);
}

describe('computeVargaMargins', () => {
  for (const { name, jdUT, place } of births) {
    it(`${name}: every margin holds on the ephemeris 1 s either side, as the one-division search's`, () => {
      const all = computeVargaMargins(jdUT, place, settings);
      for (const [body, margins] of all) {
        for (const n of VARGA_DIVISIONS) {
          const fast = margins[n];
          expect(holds(body, n, jdUT, place, fast), `${body} D${n} ${JSON.stringify(fast)}`).toBe(true);
          const slow = computeVargaMargin(body, n, jdUT, place, settings);
          // The one-division search settles its roots to 0.05 s, so a crossing that close to a whole
          // second can cost it one; where it holds on the ephemeris the two agree.
          if (holds(body, n, jdUT, place, slow)) expect(fast, `${body} D${n}`).toEqual(slow);
        }
      }
    });
  }
  it('takes the chart positions it is given and answers the same', () => {
    const { jdUT, place } = births[0]!;
    const bodies = (
      ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const
    ).map((name) => {
      const st = calcBody(jdUT, name === 'Ketu' ? 'Rahu' : name, settings.ayanamsa, settings.node, {});
      return {
        name,
        longitude: normalizeDegrees(st.longitude + (name === 'Ketu' ? 180 : 0)),
        speed: st.speed,
      };
    });
    const ascendant = { longitude: computeHouses(jdUT, place, settings).cusps[0]! };
    expect(computeVargaMargins(jdUT, place, settings, { bodies, ascendant })).toEqual(
      computeVargaMargins(jdUT, place, settings),
    );
  });
  it('inside the polar circle the Ascendant falls back to the stepping search', () => {
    const jdUT = 2451545.2;
    const place = { latitude: 69.65, longitude: 18.96 };
    const all = computeVargaMargins(jdUT, place, settings);
    for (const n of [1, 9, 60] as const) {
      expect(all.get('Ascendant')![n]).toEqual(computeVargaMargin('Ascendant', n, jdUT, place, settings));
    }
  });
});
