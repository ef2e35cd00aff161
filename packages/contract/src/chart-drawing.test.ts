import { describe, expect, it } from 'vitest';
import {
  birthChartSchema,
  placeBirthChart,
  rashiHouseOfSign,
  signOfRashiHouse,
  type BirthChartData,
  type ChartBodyInput,
} from './chart-drawing.js';

const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;

// Domain Appendix A: 12 Sep 1935 21:08 IST, Guna, KP ayanamsa (mode 5), mean node, Placidus.
const CUSPS = [
  dms(19, 25, 9),
  30 + dms(18, 22, 32),
  60 + dms(12, 56, 0),
  90 + dms(7, 27, 7),
  120 + dms(5, 37, 32),
  150 + dms(10, 17, 34),
  180 + dms(19, 25, 9),
  210 + dms(18, 22, 32),
  240 + dms(12, 56, 0),
  270 + dms(7, 27, 7),
  300 + dms(5, 37, 32),
  330 + dms(10, 17, 34),
];
const body = (label: ChartBodyInput['label'], longitude: number, retro = false): ChartBodyInput => ({
  label,
  longitude,
  retro,
  inOwnStar: false,
  notStarLord: false,
});
const BODIES: ChartBodyInput[] = [
  body('Asc', CUSPS[0] ?? 0),
  body('Sun', 120 + dms(26, 4, 14)),
  body('Mon', 300 + dms(23, 16, 38)),
  body('Mar', 210 + dms(4, 31, 41)),
  body('Mer', 150 + dms(20, 16, 11)),
  body('Jup', 180 + dms(25, 57, 0)),
  body('Ven', 120 + dms(19, 17, 39), true),
  body('Sat', 300 + dms(13, 1, 55), true),
  body('Rag', 240 + dms(25, 54, 1), true),
  body('Ket', 60 + dms(25, 54, 1), true),
];
const shifted = (by: number) => ({
  cusps: CUSPS.map((c) => (c + by) % 360),
  bodies: BODIES.map((b) => ({ ...b, longitude: (b.longitude + by) % 360 })),
});

const labelsOf = (chart: BirthChartData) => chart.house.map((h) => h.items.map((i) => i.label).join(' '));
const cuspsOf = (chart: BirthChartData) => chart.house.map((h) => h.cusps.map((c) => c.number).join(' '));

describe('Rashi house helpers', () => {
  it.each([
    [0, 1, 0],
    [4, 1, 4],
    [4, 8, 11],
    [4, 9, 0],
    [11, 12, 10],
  ])('ascendant sign %i: house %i shows sign %i and back', (asc, house, sign) => {
    expect(signOfRashiHouse(asc, house)).toBe(sign);
    expect(rashiHouseOfSign(asc, sign)).toBe(house);
  });
});

describe('placeBirthChart and birthChartSchema', () => {
  it('places the worked example by sign for the South style (entry = sign)', () => {
    const chart = birthChartSchema.parse(placeBirthChart(0, CUSPS, BODIES));
    expect(chart.ascendantSign).toBe(0);
    expect(labelsOf(chart)).toEqual([
      'Asc',
      '',
      'Ket',
      '',
      'Sun Ven',
      'Mer',
      'Jup',
      'Mar',
      'Rag',
      '',
      'Mon Sat',
      '',
    ]);
    expect(cuspsOf(chart)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(chart.house.map((h) => h.houseNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const venus = chart.house[4]?.items[1];
    expect(venus?.retro).toBe(true);
    expect(venus?.relDegree).toBeCloseTo(dms(19, 17, 39), 9);
  });

  it('numbers houses from a Leo ascendant in the North style (entry = house)', () => {
    const { cusps, bodies } = shifted(120);
    const chart = birthChartSchema.parse(placeBirthChart(1, cusps, bodies));
    expect(chart.ascendantSign).toBe(4);
    expect(chart.house.map((h) => h.sign)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3]);
    expect(labelsOf(chart)[0]).toBe('Asc');
    expect(labelsOf(chart)[4]).toBe('Sun Ven');
  });

  it('puts planets in their published KP bhavas for Bhava Chalit (entry = bhava)', () => {
    const chart = birthChartSchema.parse(placeBirthChart(3, CUSPS, BODIES));
    // Published houses: Sun 5, Moon 11, Mars 7, Mercury 6, Jupiter 7, Venus 5, Saturn 11, Rahu 9, Ketu 3.
    expect(labelsOf(chart)).toEqual([
      'Asc',
      '',
      'Ket',
      '',
      'Sun Ven',
      'Mer',
      'Mar Jup',
      '',
      'Rag',
      '',
      'Mon Sat',
      '',
    ]);
    expect(chart.house.map((h) => h.sign)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(chart.house[6]?.cusps).toEqual([
      { number: 7, relDegree: expect.closeTo(dms(19, 25, 9), 9) as number },
    ]);
  });

  it('puts a longitude a hair below 0° at Aries 0°, never in a thirteenth sign', () => {
    const bodies = BODIES.map((b) => (b.label === 'Sun' ? { ...b, longitude: -1e-15 } : b));
    const chart = birthChartSchema.parse(placeBirthChart(0, CUSPS, bodies));
    expect(chart.house[0]?.items.map((i) => i.label)).toEqual(['Asc', 'Sun']);
    expect(chart.house[0]?.items[1]?.relDegree).toBe(0);
  });

  it('refuses a cusp list that is not 12 long', () => {
    expect(() => placeBirthChart(0, CUSPS.slice(1), BODIES)).toThrow('12 cusps expected, got 11');
  });

  it('moves a planet past the cusp into the next bhava though its sign is the same', () => {
    // Mars at Scorpio 20° is beyond cusp 8 (Scorpio 18°22′): bhava 8 in Bhava Chalit, still Scorpio.
    const bodies = BODIES.map((b) => (b.label === 'Mar' ? { ...b, longitude: 230 } : b));
    const chart = birthChartSchema.parse(placeBirthChart(3, CUSPS, bodies));
    expect(labelsOf(chart)[7]).toBe('Mar');
    expect(chart.house[7]?.items[0]?.sign).toBe(7);
  });
});

describe('birthChartSchema refuses a malformed chart', () => {
  const valid = () => placeBirthChart(0, CUSPS, BODIES);
  const messages = (input: unknown) => {
    const result = birthChartSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('needs exactly 12 entries', () => {
    const chart = valid();
    expect(messages({ ...chart, house: chart.house.slice(0, 11) }).length).toBeGreaterThan(0);
  });

  it('refuses a planet drawn twice', () => {
    const chart = valid();
    chart.house[4]?.items.push({ ...chart.house[4].items[0]! });
    expect(messages(chart)).toContain('Sun appears twice');
  });

  it('refuses a planet in the cell of another sign', () => {
    const chart = valid();
    const sun = chart.house[4]?.items.shift();
    chart.house[5]?.items.push(sun!);
    expect(messages(chart)).toContain('Sun stands in sign 4, not here');
  });

  it('refuses a North chart whose houses do not follow the ascendant', () => {
    const chart = { ...placeBirthChart(1, CUSPS, BODIES), ascendantSign: 4 };
    expect(messages(chart)).toContain('entry 0 must show sign 4');
  });

  it('refuses a bhava without its own cusp and a missing cusp', () => {
    const chart = placeBirthChart(3, CUSPS, BODIES);
    chart.house[2]!.cusps = [];
    expect(messages(chart)).toEqual(
      expect.arrayContaining([
        'bhava 3 must hold exactly its own cusp 3',
        'all 12 cusps must be drawn, found 11',
      ]),
    );
  });

  it('refuses a degree of 30 within a sign and an unknown label', () => {
    const chart = valid();
    chart.house[4]!.items[0]!.relDegree = 30;
    expect(messages(chart).length).toBe(1);
    expect(birthChartSchema.safeParse({ ...valid(), birthChartType: 4 }).success).toBe(false);
    const bad = valid() as unknown as { house: { items: { label: string }[] }[] };
    bad.house[4]!.items[0]!.label = 'Ura';
    expect(birthChartSchema.safeParse(bad).success).toBe(false);
  });
});
