/**
 * KP horary by number: the Ascendant is the row start, the cusps are the engine's own houses of the moment
 * whose ARMC raises that degree, rotation, and the verdict aid worked by hand. Expected values come from the
 * 249 table's definition (domain §1.3), published rows and hand-worked spherical astronomy; none is taken
 * from this module's output.
 */
import { describe, expect, it } from 'vitest';
import { calcHousesAtArmc } from '../ephemeris.js';
import { findEventByKey } from '../events/catalogue.js';
import { computeHouses } from '../houses/houses.js';
import { wrapDifference } from '../math/find-crossing.js';
import { SPREAD_LONGITUDES, makeChart } from '../significators/test-chart.fixture.js';
import type { RulingPlanets } from '../ruling/ruling-planets.js';
import { resolveSettings } from '../settings.js';
import { computeHoraryChart, type HoraryInput } from './horary-chart.js';
import { daysToArmc, findArmcForAscendant, findRisingArmc } from './horary-houses.js';
import { KP_SUB_TABLE, findHoraryRow } from './horary-table.js';
import { computeVerdictAid } from './verdict-aid.js';

/** The bound: the horary Ascendant equals the row start to under one arc-second. */
const ASCENDANT_TOLERANCE_ARCSEC = 1;
/**
 * Cusps against the engine's houses of the moment with that ARMC: the ayanamsa and obliquity drift by well
 * under 0.1″ in the hours between the judgement and that moment.
 */
const CUSP_TOLERANCE_ARCSEC = 0.5;
/** Hand-worked ARMC values are exact; this absorbs floating point only. */
const EXACT_DEGREES = 1e-9;

const arcsec = (a: number, b: number) => Math.abs(wrapDifference(a - b)) * 3600;

const PLACES = {
  chennai: { latitude: 13.0827, longitude: 80.2707 },
  london: { latitude: 51.5072, longitude: -0.1276 },
  sydney: { latitude: -33.8688, longitude: 151.2093 },
};

const judgement = (number: number, place = PLACES.chennai): HoraryInput => ({
  number,
  date: '2025-02-14',
  time: '10:45:30',
  utcOffsetHours: 5.5,
  place,
});

/** Rows that are one sub cut in two by a sign boundary (domain §1.3: six subs, twelve rows). */
const SPLIT_ROWS = KP_SUB_TABLE.filter((row, i) => {
  const twin = (other: (typeof KP_SUB_TABLE)[number] | undefined) =>
    other !== undefined &&
    other.starLord === row.starLord &&
    other.subLord === row.subLord &&
    other.nakshatraNumber === row.nakshatraNumber;
  return twin(KP_SUB_TABLE[i - 1]) || twin(KP_SUB_TABLE[i + 1]);
}).map((row) => row.n);

describe('the 249 rows a horary number selects', () => {
  it('finds the six split subs as twelve rows, 22/23 first (domain §1.3)', () => {
    expect(SPLIT_ROWS).toEqual([22, 23, 62, 63, 105, 106, 145, 146, 188, 189, 228, 229]);
  });

  it('reads published rows: 145 is Libra 29°26′40″ Jupiter/Moon (sageasita.com/horary-charts.html)', () => {
    const row = findHoraryRow(145);
    expect(row).toMatchObject({ sign: 'Libra', signLord: 'Venus', starLord: 'Jupiter', subLord: 'Moon' });
    expect(row.fromDeg * 3600).toBeCloseTo((209 * 60 + 26) * 60 + 40, 6);
  });

  it("reads KSK's number 74 as Cancer 14°53′20″ (KP Reader 4, 'Horary': 14-53-20, Sayana 8°13′20″ with 23°20′)", () => {
    const row = findHoraryRow(74);
    expect(row.sign).toBe('Cancer');
    expect(row.fromDeg * 3600).toBeCloseTo((104 * 60 + 53) * 60 + 20, 6);
    expect(((row.fromDeg + 23 + 20 / 60) % 30) * 3600).toBeCloseTo((8 * 60 + 13) * 60 + 20, 6);
  });

  it.each([0, 250, 1.5, Number.NaN])('refuses the number %s', (n) => {
    expect(() => findHoraryRow(n)).toThrow(RangeError);
  });
});

describe('the ARMC at which a degree rises (hand-worked)', () => {
  it('raises the equinox at ARMC 270° on any latitude: declination 0, semi-arc 90°, MC 0° Capricorn', () => {
    for (const lat of [0, 13, 45, -33]) {
      expect(Math.abs(wrapDifference((findRisingArmc(0, lat, 23.44) ?? 0) - 270))).toBeLessThan(
        EXACT_DEGREES,
      );
      const armc = findArmcForAscendant(0, lat, 23.44) ?? 0;
      expect(Math.abs(wrapDifference(calcHousesAtArmc(armc, lat, 23.44).mc - 270))).toBeLessThan(1e-6);
    }
  });

  it('raises 0° Cancer on the equator at ARMC 0°: α 90°, δ = ε, cos H0 = 0', () => {
    expect(Math.abs(wrapDifference((findRisingArmc(90, 0, 23.44) ?? 99) - 0))).toBeLessThan(EXACT_DEGREES);
  });

  it('finds no ARMC for a degree that never rises inside the polar circle (0° Cancer at 80° N)', () => {
    expect(findArmcForAscendant(90, 80, 23.44)).toBeNull();
    expect(() => computeHoraryChart(judgement(63, { latitude: 80, longitude: 0 }))).toThrow(/never reaches/);
  });
});

describe.each(Object.entries(PLACES))('horary charts at %s', (_, place) => {
  it.each([1, 100, 249, ...SPLIT_ROWS])(
    'number %i: the Ascendant is the row start to 1″ with the row lords, cusps are the houses of that ARMC',
    (number) => {
      const row = findHoraryRow(number);
      const horary = computeHoraryChart(judgement(number, place));
      const asc = horary.chart.cusps[0];
      const diff = arcsec(asc?.longitude ?? -1, row.fromDeg);
      expect(diff, `asc ${asc?.longitude} vs row start ${row.fromDeg}`).toBeLessThan(
        ASCENDANT_TOLERANCE_ARCSEC,
      );
      expect(asc).toMatchObject({
        sign: row.sign,
        signLord: row.signLord,
        starLord: row.starLord,
        subLord: row.subLord,
      });
      // The engine's own houses at the moment the sky has turned to that ARMC (same day, same place).
      const settings = resolveSettings({});
      const now = computeHouses(horary.judgementJulianDayUT, place, settings);
      const then = horary.judgementJulianDayUT + daysToArmc(now.armc, horary.armc);
      const own = computeHouses(then, place, settings);
      own.cusps.forEach((cusp, i) => {
        const gap = arcsec(cusp, horary.chart.cusps[i]?.longitude ?? -1);
        expect(gap, `cusp ${i + 1}: engine ${cusp}, horary ${horary.chart.cusps[i]?.longitude}`).toBeLessThan(
          CUSP_TOLERANCE_ARCSEC,
        );
      });
      expect(horary.chart.bodies.map((b) => b.house).every((h) => h >= 1 && h <= 12)).toBe(true);
    },
  );
});

describe('the nearest-rising variant and the ruling planets', () => {
  it('casts the moment within half a day when the Ascendant rises at the row start, by the clock', () => {
    const horary = computeHoraryChart({ ...judgement(100), method: 'nearestRising' });
    expect(Math.abs(horary.chartJulianDayUT - horary.judgementJulianDayUT)).toBeLessThanOrEqual(0.5);
    const own = computeHouses(horary.chartJulianDayUT, PLACES.chennai, resolveSettings({}));
    expect(arcsec(own.cusps[0] ?? -1, findHoraryRow(100).fromDeg)).toBeLessThan(ASCENDANT_TOLERANCE_ARCSEC);
    horary.chart.cusps.forEach((c, i) =>
      expect(arcsec(c.longitude, own.cusps[i] ?? -1)).toBeLessThan(CUSP_TOLERANCE_ARCSEC),
    );
  });

  it('takes the ruling planets of the judgement with the Ascendant actually rising, in both methods', () => {
    const fixed = computeHoraryChart(judgement(1));
    const nearest = computeHoraryChart({ ...judgement(1), method: 'nearestRising' });
    const risingNow =
      computeHouses(fixed.judgementJulianDayUT, PLACES.chennai, resolveSettings({})).cusps[0] ?? -1;
    expect(arcsec(fixed.chart.rulingPlanets.lagna.longitude, risingNow)).toBeLessThan(0.01);
    expect(nearest.chart.rulingPlanets).toEqual(fixed.chart.rulingPlanets);
  });
});

describe('rotation for a relative', () => {
  it('takes house 7 as the first: cusps renumbered, bodies follow, the moment stays', () => {
    const plain = computeHoraryChart(judgement(100));
    const spouse = computeHoraryChart({ ...judgement(100), rotateHouse: 7 });
    expect(spouse.chart.cusps.map((c) => c.longitude)).toEqual(
      [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map((h) => plain.chart.cusps[h - 1]?.longitude),
    );
    expect(spouse.chart.cusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    plain.chart.bodies.forEach((b, i) =>
      expect(spouse.chart.bodies[i]?.house).toBe(((b.house - 7 + 12) % 12) + 1),
    );
    expect(spouse.chart.ascendant.longitude).toBe(plain.chart.cusps[6]?.longitude);
    expect(spouse.chart.rulingPlanets).toEqual(plain.chart.rulingPlanets);
    expect(() => computeHoraryChart({ ...judgement(100), rotateHouse: 13 })).toThrow(RangeError);
  });
});

describe('the verdict aid, worked by hand', () => {
  /**
   * Equal houses from 0° Aries, every lord the sign lord (test-chart.fixture): cusp 7 (Libra) has sub lord
   * Venus. Venus stands at 345° (house 12) in the star of Jupiter (house 6, owning 9 and 12); Venus owns 2
   * and 7. Its levels: A 6, B 12, C 9 12, D 2 7 → {2, 6, 7, 9, 12}. Marriage: Primary 7, Secondary 2 11,
   * Supportive 5, Bad 4, Worse 1 10, Worst 6. Significators of 7, 2, 11, 5: Sun {1,5,8} via owning 5, Moon
   * {2,4,7,12}, Venus, Saturn {5,8,10,11}; not Mars {1,8}, Mercury and Jupiter {3,6,9,12}, Rahu {3,6,12},
   * Ketu {6,9,12}. Ruling planets: Ascendant Mars sign / Venus star, Moon Venus sign / Moon star, Saturn's day.
   */
  const chart = makeChart(SPREAD_LONGITUDES);
  const row = { subLord: 'Ketu', subSubLord: 'Ketu', subSubSubLord: 'Ketu', longitude: 0 } as const;
  const rulingPlanets: RulingPlanets = {
    lagna: { ...row, signLord: 'Mars', starLord: 'Venus' },
    moon: { ...row, signLord: 'Venus', starLord: 'Moon' },
    dayLord: {
      planet: 'Saturn',
      isPolarFallback: false,
      position: { ...row, signLord: 'Sun', starLord: 'Ketu' },
    },
  };
  const marriage = findEventByKey('marriage');
  if (!marriage) throw new Error('marriage missing from the catalogue');
  const aid = computeVerdictAid(chart, marriage, rulingPlanets);

  it('reads the 7th cusp sub lord and its four levels', () => {
    expect(aid.readings).toHaveLength(1);
    expect(aid.readings[0]).toMatchObject({
      cusp: 7,
      subLord: 'Venus',
      signification: {
        starLord: 'Jupiter',
        starLordOccupies: 6,
        occupies: 12,
        starLordOwns: [9, 12],
        owns: [2, 7],
        houses: [2, 6, 7, 9, 12],
      },
      byGroup: { primary: [7], secondary: [2], supportive: [], bad: [], worse: [], worst: [6] },
    });
  });

  it('lists the ruling planets strongest first and those among the significators of the matter', () => {
    expect(aid.rulingPlanets).toEqual([
      { planet: 'Venus', roles: ['ascendantStarLord', 'moonSignLord'] },
      { planet: 'Mars', roles: ['ascendantSignLord'] },
      { planet: 'Moon', roles: ['moonStarLord'] },
      { planet: 'Saturn', roles: ['dayLord'] },
    ]);
    expect(aid.eventSignificators).toEqual(['Sun', 'Moon', 'Venus', 'Saturn']);
    expect(
      aid.rulingSignificators.map((r) => [
        r.planet,
        r.byGroup.primary,
        r.byGroup.secondary,
        r.byGroup.supportive,
      ]),
    ).toEqual([
      ['Venus', [7], [2], []],
      ['Moon', [7], [2], []],
      ['Saturn', [], [11], [5]],
    ]);
  });
});
