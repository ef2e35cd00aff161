/** Test support for the dasha schedule: a regular schedule of fixed periods, its running chain and a server. */
import {
  DASHA_LEVELS,
  type DashaChain,
  type DashaDrilldown,
  type PlanetSchedule,
  type SchedulePeriod,
  type SubPeriods,
} from '@kpdesk/contract';
import { CLIENT, ok, serve } from '../chart-page/chart-page-fixtures';

const LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const DAY_MS = 86_400_000;
/** An andharam of 40 days, a bhukti of nine, a dasha of nine bhuktis: a regular schedule to test marking on. */
const ANTARA_MS = 40 * DAY_MS;
/** The birth zone of the fixture client (GMT+05:30). */
export const OFFSET = CLIENT.birthTimezone;
/** The first dasha starts at 1990-01-01 06:00:00 on the birth zone's clock. */
const FIRST_START = Date.UTC(1990, 0, 1, 6, 0, 0);

/** A clock reading (ms, read as UTC) as the server writes it: 'yyyy-MM-dd HH:mm:ss'. */
export const wireOf = (clockMs: number) => new Date(clockMs).toISOString().slice(0, 19).replace('T', ' ');

function periodOf(lordIndex: number, startClock: number, length: number): SchedulePeriod {
  return { lord: LORDS[lordIndex % 9] ?? '', start: wireOf(startClock), end: wireOf(startClock + length) };
}

/** The nine sub-periods of a period of `length` starting at `startClock`, lords from the period's own. */
const subPeriods = (lordIndex: number, startClock: number, length: number) =>
  LORDS.map((_, i) => periodOf(lordIndex + i, startClock + (i * length) / 9, length / 9));

const DASHA_MS = 81 * ANTARA_MS;
const dashaStart = (index: number) => FIRST_START + index * DASHA_MS;

const SCHEDULE: PlanetSchedule = {
  birthDate: wireOf(FIRST_START + DAY_MS),
  dashas: LORDS.map((_, d) => ({
    ...periodOf(d, dashaStart(d), DASHA_MS),
    bhuktis: subPeriods(d, dashaStart(d), DASHA_MS),
  })),
};

function drilldownOf(d: number): DashaDrilldown {
  const dasha = SCHEDULE.dashas[d]!;
  return {
    dashaIndex: d,
    dasha: { lord: dasha.lord, start: dasha.start, end: dasha.end },
    bhuktis: dasha.bhuktis.map((b, i) => ({
      ...b,
      antaras: subPeriods(d + i, dashaStart(d) + i * 9 * ANTARA_MS, 9 * ANTARA_MS),
    })),
  };
}

/** Dasha 2 (Sun), bhukti 3 (Rahu), andharam 4 (Ketu) starts at this clock reading in the birth zone. */
export const ANTARA_START_CLOCK = dashaStart(2) + 3 * 9 * ANTARA_MS + 4 * ANTARA_MS;

/** Antara `a` of dasha 2's bhukti 3 with its nine sookshmas (lords from Ketu), each with nine pranas. */
function subPeriodsOf(a: number): SubPeriods {
  const drilldown = drilldownOf(2);
  const bhukti = drilldown.bhuktis[3]!;
  const antara = bhukti.antaras[a]!;
  const start = dashaStart(2) + 3 * 9 * ANTARA_MS + a * ANTARA_MS;
  return {
    dasha: drilldown.dasha,
    bhukti: { lord: bhukti.lord, start: bhukti.start, end: bhukti.end },
    antara,
    sookshmas: subPeriods(0, start, ANTARA_MS).map((s, k) => ({
      ...s,
      pranas: subPeriods(k, start + (k * ANTARA_MS) / 9, ANTARA_MS / 9),
    })),
  };
}

/** The chain running one hour into andharam 4 (Ketu): its first sookshma and that sookshma's first prana. */
function chainNow(): DashaChain {
  const sub = subPeriodsOf(4);
  const sookshma = sub.sookshmas[0]!;
  const periods = [sub.dasha, sub.bhukti, sub.antara, sookshma, sookshma.pranas[0]!];
  return {
    moment: wireOf(ANTARA_START_CLOCK + 3_600_000),
    balanceAtBirth: { lord: 'Ketu', years: 3, months: 1, days: 0 },
    chain: periods.map((p, i) => ({ level: DASHA_LEVELS[i]!, lord: p.lord, start: p.start, end: p.end })),
  };
}

export function serveSchedule() {
  serve({
    '/api/userrequest/12': ok(CLIENT),
    '/api/chart/planetschedule/12': ok(SCHEDULE),
    '/api/chart/dashachain/12/now': ok(chainNow()),
    ...Object.fromEntries(LORDS.map((_, d) => [`/api/chart/allplanetschedule/12/${d}`, ok(drilldownOf(d))])),
    ...Object.fromEntries(LORDS.map((_, a) => [`/api/chart/subperiods/12/2/3/${a}`, ok(subPeriodsOf(a))])),
  });
}
