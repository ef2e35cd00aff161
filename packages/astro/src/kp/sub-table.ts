/**
 * The KP sign/star/sub table (249 rows, domain §1.3), generated from the exact subdivision of
 * `lords.ts`: 243 subs, six of them cut in two by a sign boundary. Row n is also the KP horary number.
 */
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, type Planet } from '../tables/planets.js';
import { SIGN_LORDS, SIGNS } from '../tables/signs.js';
import { NAKSHATRAS, starLordOfNakshatra } from '../tables/nakshatras.js';
import { NAKSHATRA_UNITS, SIGN_UNITS, UNITS_PER_DEGREE } from './lords.js';

/** One row of the KP sub table; longitudes in sidereal degrees, [from, to). */
export interface KpSubRow {
  /** Row number 1..249 (KP horary number). */
  n: number;
  sign: string;
  signLord: Planet;
  /** Nakshatra number 1..27. */
  nakshatraNumber: number;
  nakshatra: string;
  starLord: Planet;
  subLord: Planet;
  fromDeg: number;
  toDeg: number;
}

function subSegments(): { start: number; end: number; nakshatra: number; star: Planet; sub: Planet }[] {
  const out: { start: number; end: number; nakshatra: number; star: Planet; sub: Planet }[] = [];
  for (let n = 0; n < 27; n++) {
    const star = starLordOfNakshatra(n + 1);
    const first = VIMSHOTTARI_ORDER.indexOf(star);
    let start = n * NAKSHATRA_UNITS;
    for (let k = 0; k < 9; k++) {
      const sub = VIMSHOTTARI_ORDER[(first + k) % 9] as Planet;
      const end = start + 14_400 * VIMSHOTTARI_YEARS[sub];
      out.push({ start, end, nakshatra: n, star, sub });
      start = end;
    }
  }
  return out;
}

function buildRows(): KpSubRow[] {
  const rows: KpSubRow[] = [];
  for (const seg of subSegments()) {
    const cut = Math.ceil((seg.start + 1) / SIGN_UNITS) * SIGN_UNITS;
    const pieces = cut < seg.end ? [seg.start, cut, seg.end] : [seg.start, seg.end];
    for (let i = 0; i + 1 < pieces.length; i++) {
      const from = pieces[i] as number;
      const signIndex = Math.floor(from / SIGN_UNITS);
      rows.push({
        n: rows.length + 1,
        sign: SIGNS[signIndex] ?? '',
        signLord: SIGN_LORDS[signIndex] as Planet,
        nakshatraNumber: seg.nakshatra + 1,
        nakshatra: NAKSHATRAS[seg.nakshatra] ?? '',
        starLord: seg.star,
        subLord: seg.sub,
        fromDeg: from / UNITS_PER_DEGREE,
        toDeg: (pieces[i + 1] as number) / UNITS_PER_DEGREE,
      });
    }
  }
  return rows;
}

/** The 249 rows, in longitude order. */
export const KP_SUB_TABLE: readonly KpSubRow[] = buildRows();

/**
 * Start longitudes (degrees) of the 249 rows: every instant a point crosses one of them, its sign, star or
 * sub lord changes.
 */
export const KP_ROW_STARTS: readonly number[] = KP_SUB_TABLE.map((r) => r.fromDeg);

/** Row number (1..249) of the row containing a sidereal longitude (the KP horary number). */
export function findKpSubRow(longitude: number): KpSubRow {
  const lon = ((longitude % 360) + 360) % 360;
  let lo = 0;
  let hi = KP_ROW_STARTS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((KP_ROW_STARTS[mid] as number) <= lon + 1e-9) lo = mid;
    else hi = mid - 1;
  }
  return KP_SUB_TABLE[lo] as KpSubRow;
}
