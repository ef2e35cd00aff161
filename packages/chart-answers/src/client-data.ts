import { TITHI_TYPE_ENGLISH, type BirthPanchang, type ClientChartData } from '@kpdesk/contract';
import { computeDashaBalance, findRunningPeriods, type Chart, type DashaPeriod } from '@kpdesk/astro/engine';
import type { CastChart } from './cast-chart.js';
import { formatCalendarDifference, formatLocalDateTime } from './dates.js';
import { toRulingPlanetTable } from './position-rows.js';
import { toCalculationProfile } from './profile.js';
import { findCurrentPeriods } from './schedule.js';

type BirthPeriods = Pick<
  ClientChartData,
  | 'dashaName'
  | 'dashaEnd'
  | 'dashaBalance'
  | 'bhuktiName'
  | 'bhuktiEnd'
  | 'bhuktiBalance'
  | 'andharamName'
  | 'andharamEnd'
  | 'andharamBalance'
>;

/** The periods running at birth; each balance runs from birth to the period's end. */
function toBirthPeriods(chart: Chart, offset: number): BirthPeriods {
  const birth = chart.profile.julianDayUT;
  const [md, bhukti, antara] = findRunningPeriods(chart.dasha, birth, 3) as [
    DashaPeriod,
    DashaPeriod,
    DashaPeriod,
  ];
  const end = (p: DashaPeriod) => formatLocalDateTime(p.end, offset);
  const balance = (p: DashaPeriod) => formatCalendarDifference(birth, p.end, offset);
  return {
    dashaName: md.lord,
    dashaEnd: end(md),
    dashaBalance: balance(md),
    bhuktiName: bhukti.lord,
    bhuktiEnd: end(bhukti),
    bhuktiBalance: balance(bhukti),
    andharamName: antara.lord,
    andharamEnd: end(antara),
    andharamBalance: balance(antara),
  };
}

type BirthLords = Pick<
  ClientChartData,
  | 'signName'
  | 'signLord'
  | 'starLord'
  | 'subStarLord'
  | 'subSubStarLord'
  | 'subSubSubStarLord'
  | 'cuspalSignName'
  | 'cuspalSignLord'
  | 'cuspalStarLord'
  | 'cuspalSubStarLord'
  | 'cuspalSubSubStarLord'
  | 'cuspalSubSubSubStarLord'
  | 'dayLord'
>;

/** Birth ruling lords: the Moon's (sign, star, sub …), the Lagna's (cuspal …) and the day lord. */
function toBirthLords(chart: Chart): BirthLords {
  const { moon, lagna, dayLord } = chart.rulingPlanets;
  return {
    signName: chart.bodies.find((b) => b.name === 'Moon')?.sign ?? '',
    signLord: moon.signLord,
    starLord: moon.starLord,
    subStarLord: moon.subLord,
    subSubStarLord: moon.subSubLord,
    subSubSubStarLord: moon.subSubSubLord,
    cuspalSignName: chart.ascendant.sign,
    cuspalSignLord: lagna.signLord,
    cuspalStarLord: lagna.starLord,
    cuspalSubStarLord: lagna.subLord,
    cuspalSubSubStarLord: lagna.subSubLord,
    cuspalSubSubSubStarLord: lagna.subSubSubLord,
    dayLord: dayLord.planet,
  };
}

/**
 * GET /chart/userdata: the client chart data of spec §3 at a moment `nowJd` (Julian day UT) for the
 * current periods. Star and sign fields are the Moon's, cuspal fields the Lagna's (cusp 1).
 */
export function toClientChartData(entry: CastChart, nowJd: number): ClientChartData {
  const { chart, client } = entry;
  const offset = client.birth_timezone;
  const [currentDasha, currentBhukti, currentAndharam] = findCurrentPeriods(chart, nowJd, offset);
  const profile = toCalculationProfile(entry);
  const { panchang } = chart;
  return {
    runningId: client.running_id,
    starName: panchang.nakshatra.name,
    starNumber: panchang.nakshatra.number,
    pathamNumber: panchang.nakshatra.pada,
    ...toBirthLords(chart),
    birthDay: panchang.civilWeekday,
    hinduDay: panchang.weekday,
    thithiName: panchang.tithi.name,
    thithiPaksha: panchang.tithi.paksha,
    thithiTypeName: TITHI_TYPE_ENGLISH[panchang.tithi.typeId].sanskrit,
    thithiTypeName2: TITHI_TYPE_ENGLISH[panchang.tithi.typeId].meaning,
    ayanamsaDegree: profile.ayanamsaDegree,
    ayanamsaName: profile.ayanamsaName,
    ...toBirthPeriods(chart, offset),
    balanceAtBirth: computeDashaBalance(chart.dasha),
    currentDasha,
    currentBhukti,
    currentAndharam,
    rulingPlanets: toRulingPlanetTable(chart.rulingPlanets),
    profile,
    birthPanchang: toBirthPanchang(chart.panchang),
  };
}

/** The panchang at birth as numbers and ids, from the chart's own panchang (the Panchang page's code). */
function toBirthPanchang(panchang: Chart['panchang']): BirthPanchang {
  const { amanta, purnimanta } = panchang.lunarMonth;
  const monthOf = (m: typeof purnimanta) => ({
    month: m.month,
    isAdhika: m.isAdhika,
    isKshaya: m.isKshaya,
    secondMonth: m.secondMonth,
  });
  return {
    tithi: panchang.tithi.number,
    paksha: panchang.tithi.number <= 15 ? 'shukla' : 'krishna',
    nakshatra: panchang.nakshatra.number,
    pada: panchang.nakshatra.pada,
    yoga: panchang.yoga,
    karana: panchang.karana,
    vara: panchang.vara,
    lunarMonth: { amanta: monthOf(amanta), purnimanta: monthOf(purnimanta) },
  };
}
