import type {
  BirthChartData,
  BirthChartType,
  ChartCusp,
  ChartHouse,
  ChartItem,
  ChartItemLabel,
} from '@kpdesk/contract';

/** Degrees, minutes and seconds as decimal degrees. */
export const dms = (d: number, m: number, s = 0) => d + m / 60 + s / 3600;

type Flags = Partial<Pick<ChartItem, 'retro' | 'inOwnStar' | 'notStarLord'>>;

/** A chart item in sign `sign` at `relDegree`, flags false unless given. */
export function item(label: ChartItemLabel, sign: number, relDegree: number, flags: Flags = {}): ChartItem {
  return { label, sign, relDegree, retro: false, inOwnStar: false, notStarLord: false, ...flags };
}

/**
 * The worked example of domain Appendix A (12 Sep 1935 21:08 IST, Guna; KP ayanamsa, mean node), with the
 * legend flags worked out from its star lords: Venus and Jupiter stand in their own stars; no planet stands
 * in the stars of Sun, Mars, Mercury or Ketu.
 */
export const EXAMPLE_ITEMS: readonly ChartItem[] = [
  item('Asc', 0, dms(19, 25, 9)),
  item('Sun', 4, dms(26, 4, 14), { notStarLord: true }),
  item('Mon', 10, dms(23, 16, 38)),
  item('Mar', 7, dms(4, 31, 41), { notStarLord: true }),
  item('Mer', 5, dms(20, 16, 11), { notStarLord: true }),
  item('Jup', 6, dms(25, 57, 0), { inOwnStar: true }),
  item('Ven', 4, dms(19, 17, 39), { retro: true, inOwnStar: true }),
  item('Sat', 10, dms(13, 1, 55), { retro: true }),
  item('Rag', 8, dms(25, 54, 1), { retro: true }),
  item('Ket', 2, dms(25, 54, 1), { retro: true, notStarLord: true }),
];

/** Its 12 Placidus cusps: cusp n falls in sign n − 1 at these degrees. */
export const EXAMPLE_CUSPS: readonly ChartCusp[] = [
  dms(19, 25, 9),
  dms(18, 22, 32),
  dms(12, 56, 0),
  dms(7, 27, 7),
  dms(5, 37, 32),
  dms(10, 17, 34),
  dms(19, 25, 9),
  dms(18, 22, 32),
  dms(12, 56, 0),
  dms(7, 27, 7),
  dms(5, 37, 32),
  dms(10, 17, 34),
].map((relDegree, i) => ({ number: i + 1, relDegree }));

/**
 * A sign-placed chart (types 0, 1, 2) of the example turned by `shift` signs, so the ascendant is in sign
 * `shift`: South/East entries are signs, North entries are houses from the ascendant.
 */
export function exampleRashiChart(type: Exclude<BirthChartType, 3>, shift = 0): BirthChartData {
  const turn = (sign: number) => (sign + shift) % 12;
  const items = EXAMPLE_ITEMS.map((it) => ({ ...it, sign: turn(it.sign) }));
  const house = Array.from({ length: 12 }, (_, i): ChartHouse => {
    const sign = type === 1 ? turn(i) : i;
    const houseNumber = ((sign - shift + 12) % 12) + 1;
    const cusps = EXAMPLE_CUSPS.filter((c) => turn(c.number - 1) === sign);
    return { houseNumber, sign, cusps, items: items.filter((it) => it.sign === sign) };
  });
  return { birthChartType: type, ascendantSign: shift, house };
}

function bhava(houseNumber: number, sign: number, cuspDegree: number, items: ChartItem[]): ChartHouse {
  return { houseNumber, sign, cusps: [{ number: houseNumber, relDegree: cuspDegree }], items };
}

/**
 * A made-up high-latitude Bhava Chalit chart with unequal houses: cusps 1 and 2 both in Leo, cusps 7 and 8
 * both in Aquarius, Libra and Aries intercepted (no cusp). Venus in Libra falls in bhava 3.
 */
export const INTERCEPTED_BHAVA_CHART: BirthChartData = {
  birthChartType: 3,
  ascendantSign: 4,
  house: [
    bhava(1, 4, dms(2, 0), [item('Asc', 4, dms(2, 0)), item('Sun', 4, dms(20, 10), { notStarLord: true })]),
    bhava(2, 4, dms(28, 0), [item('Mer', 4, dms(29, 30), { retro: true })]),
    bhava(3, 5, dms(26, 0), [
      item('Ven', 6, dms(10, 0), { inOwnStar: true }),
      item('Rag', 6, 14, { retro: true }),
    ]),
    bhava(4, 7, dms(1, 0), []),
    bhava(5, 8, dms(5, 0), []),
    bhava(6, 9, dms(3, 0), [item('Sat', 9, dms(15, 0), { retro: true })]),
    bhava(7, 10, dms(2, 0), []),
    bhava(8, 10, dms(28, 0), [item('Mon', 11, dms(1, 0))]),
    bhava(9, 11, dms(26, 0), [item('Mar', 0, dms(12, 0)), item('Ket', 0, 14, { retro: true })]),
    bhava(10, 1, dms(1, 0), []),
    bhava(11, 2, dms(5, 0), []),
    bhava(12, 3, dms(3, 0), [item('Jup', 3, dms(8, 0))]),
  ],
};
