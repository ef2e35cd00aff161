import { SIGN_NAMES, type BirthChartData, type ChartItem } from '@kpdesk/contract';
import { ITEM_NAMES } from '../../components/chart/chart-labels';
import { formatSignDegrees } from './longitude-text';

/** The wheel's drawing box is WHEEL_SIZE square; the SVG scales it to the width it is given. */
export const WHEEL_SIZE = 400;
const CENTRE = WHEEL_SIZE / 2;

/** Radii of the rings, outside in: signs, transit planets, natal planets, natal houses. */
export const RADII = {
  outer: 196,
  signInner: 172,
  transitLabel: 152,
  middle: 130,
  natalLabel: 109,
  inner: 88,
  houseNumber: 68,
  hub: 34,
} as const;

/**
 * The least angle between two neighbouring labels of a ring: a label is about 28 units wide, which is
 * about 11° at the transit ring's radius and 15° at the natal one's; labels side by side at the top and
 * bottom need that width, those stacked at the sides less, so the natal ring's crowds stay compact.
 */
export const LABEL_GAP = { transit: 12, natal: 13 } as const;

/** A point of the drawing. */
export interface Point {
  x: number;
  y: number;
}

/**
 * The drawing point of a sidereal longitude at radius `r`, the natal Ascendant at the left (9 o'clock) and the
 * zodiac running counter-clockwise, as wheels are drawn.
 */
export function pointAt(longitude: number, ascendant: number, r: number): Point {
  const angle = ((180 + longitude - ascendant) * Math.PI) / 180;
  return { x: CENTRE + r * Math.cos(angle), y: CENTRE - r * Math.sin(angle) };
}

/**
 * The turn, in degrees clockwise, that lays a word at `point` along the ring through it, kept upright (between
 * −90° and 90°): level at the top and bottom, reading downwards at the sides. A sign's name written across a
 * narrow ring at 9 or 3 o'clock would run out of the box; along the ring it has a 30° arc to itself.
 */
export function uprightTangentAt(point: Point): number {
  const screen = (Math.atan2(point.y - CENTRE, point.x - CENTRE) * 180) / Math.PI;
  const tangent = ((((screen + 90 + 180) % 360) + 360) % 360) - 180;
  if (tangent > 90) return tangent - 180;
  return tangent <= -90 ? tangent + 180 : tangent;
}

/** The sidereal longitude of a chart item or cusp: its sign and its degrees in it. */
export const longitudeOf = (sign: number, relDegree: number): number => sign * 30 + relDegree;

/** Labels standing side by side: their longitudes (unwrapped past 360°), centred on their mean. */
interface Cluster {
  at: number[];
  members: number[];
}

const firstOf = (c: Cluster, gap: number) =>
  c.at.reduce((sum, at) => sum + at, 0) / c.at.length - ((c.at.length - 1) * gap) / 2;

/**
 * The angles at which the labels of a ring stand: each at its longitude, and where neighbours would stand
 * closer than `gap` degrees, the crowd spread evenly about its mean, so crowded planets stay readable (a tick
 * at the true longitude keeps the exact place). The circle is cut at its widest empty arc, so no crowd
 * straddles the cut. The output keeps the input's order.
 */
export function spreadLabels(longitudes: readonly number[], gap: number): number[] {
  const count = longitudes.length;
  if (count < 2) return [...longitudes];
  const least = Math.min(gap, 360 / count);
  const order = longitudes.map((_, i) => i).sort((a, b) => longitudes[a]! - longitudes[b]!);
  const lon = (k: number) => longitudes[order[k % count]!]! + (k >= count ? 360 : 0);
  let cut = 0;
  for (let k = 1; k < count; k += 1) if (lon(k + 1) - lon(k) > lon(cut + 1) - lon(cut)) cut = k;
  const clusters: Cluster[] = [];
  for (let k = cut + 1; k <= cut + count; k += 1) {
    clusters.push({ at: [lon(k)], members: [order[k % count]!] });
    // Merge backwards while the last crowd reaches into the one before it.
    while (clusters.length > 1) {
      const last = clusters.at(-1)!;
      const before = clusters.at(-2)!;
      if (firstOf(before, least) + before.at.length * least <= firstOf(last, least)) break;
      clusters.splice(-2, 2, {
        at: [...before.at, ...last.at],
        members: [...before.members, ...last.members],
      });
    }
  }
  const angles = new Array<number>(count);
  for (const cluster of clusters) {
    const first = firstOf(cluster, least);
    cluster.members.forEach((i, j) => (angles[i] = (((first + j * least) % 360) + 360) % 360));
  }
  return angles;
}

/** One planet (or the Ascendant) on a ring: where its tick and its label stand, and what it says. */
export interface WheelMark {
  label: ChartItem['label'];
  longitude: number;
  labelAngle: number;
  retro: boolean;
  /** The ring it stands on. */
  ring: WheelRing;
  /** Its degrees in its sign, D°MM′SS″. */
  degrees: string;
  /** Its sign's English name (the key its translation is read by). */
  sign: string;
  /** Its full reading in English, e.g. "Transit Saturn 12°34′56″ Aquarius, retrograde". */
  title: string;
}

/** The two rings of the wheel. */
export type WheelRing = 'Transit' | 'Natal';

/** Every planet of a chart drawing (the Ascendant too when asked), wherever its style put it. */
export function itemsOf(chart: BirthChartData, withAscendant: boolean): ChartItem[] {
  return chart.house.flatMap((house) => house.items).filter((item) => withAscendant || item.label !== 'Asc');
}

/** The marks of one ring: `ring` names it in each title ('Natal', 'Transit'). */
export function marksOf(items: readonly ChartItem[], ring: WheelRing, gap: number): WheelMark[] {
  const longitudes = items.map((item) => longitudeOf(item.sign, item.relDegree));
  const angles = spreadLabels(longitudes, gap);
  return items.map((item, i) => {
    const degrees = formatSignDegrees(item.relDegree);
    const sign = SIGN_NAMES[item.sign] ?? '';
    return {
      label: item.label,
      longitude: longitudes[i]!,
      labelAngle: angles[i]!,
      retro: item.retro,
      ring,
      degrees,
      sign,
      title: `${ring} ${ITEM_NAMES[item.label]} ${degrees} ${sign}${item.retro ? ', retrograde' : ''}`,
    };
  });
}

/** The natal cusps I–XII as longitudes, cusp n at index n − 1. */
export function cuspLongitudesOf(chart: BirthChartData): number[] {
  const cusps = new Array<number>(12).fill(0);
  for (const house of chart.house) {
    for (const cusp of house.cusps) cusps[cusp.number - 1] = longitudeOf(house.sign, cusp.relDegree);
  }
  return cusps;
}

/** The middle of house n (between cusp n and cusp n + 1, going with the zodiac). */
export function houseMiddleOf(cusps: readonly number[], index: number): number {
  const from = cusps[index] ?? 0;
  const to = cusps[(index + 1) % 12] ?? 0;
  return from + ((((to - from) % 360) + 360) % 360) / 2;
}
