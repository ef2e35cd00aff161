#!/usr/bin/env node
/**
 * kpchart: prints a KP chart as JSON.
 * Usage: kpchart --date=1990-06-15 --time=12:00:00 --tz=8 --lat=-66 --lon=110 --ayanamsa=5
 *        [--correction=0] [--node=mean|true] [--horary=1..249 [--horary-method=judgementMoment|nearestRising]]
 * With --horary the chart is the KP horary chart of that number at the moment and place (the row's start as
 * Ascendant, Placidus cusps for it, planets of the moment), in the birth chart's JSON shape plus `horary`.
 * The ephemeris data-file folder comes from EPHE_PATH (Moshier when unset). Bad arguments: one line on
 * stderr and exit code 2.
 */
import { parseArgs } from 'node:util';
import {
  HORARY_METHODS,
  computeChart,
  computeChartSignificators,
  computeHoraryChart,
  formatLocalIso,
  type Chart,
  type ChartInput,
  type DashaPeriod,
  type HoraryChart,
  type HoraryMethod,
} from '../src/node.js';

const USAGE =
  'usage: kpchart --date=YYYY-MM-DD --time=HH:MM[:SS] --tz=HOURS --lat=DEG --lon=DEG --ayanamsa=N [--correction=DEG] [--node=mean|true] [--horary=N [--horary-method=judgementMoment|nearestRising]]';

function numberArg(values: Record<string, string | undefined>, key: string, fallback?: number): number {
  const raw = values[key];
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    throw new RangeError(`missing --${key}`);
  }
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) throw new RangeError(`--${key} must be a number: ${raw}`);
  return n;
}

/** parseArgs reads "--lat -66" as two options; join a negative number to its option as "--lat=-66". */
function joinNegativeValues(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    if (/^--[a-z]+$/.test(arg) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else {
      out.push(arg);
    }
  }
  return out;
}

function shapePeriods(periods: readonly DashaPeriod[], tz: number, depth: number): unknown[] {
  return periods.map((p) => ({
    lord: p.lord,
    start: formatLocalIso(p.start, tz, 'minute'),
    end: formatLocalIso(p.end, tz, 'minute'),
    ...(depth > 1 ? { [depth === 3 ? 'bhuktis' : 'antaras']: shapePeriods(p.periods, tz, depth - 1) } : {}),
  }));
}

type Margins = Chart['margins'];

function shapePlanets(chart: Chart, margins: Margins): unknown[] {
  return chart.bodies.map((b) => ({
    name: b.name,
    longitude: b.longitude,
    speed: b.speed,
    retrograde: b.isRetrograde,
    sign: b.sign,
    signLord: b.signLord,
    nakshatra: b.nakshatra,
    nakshatraNumber: b.nakshatraNumber,
    pada: b.pada,
    starLord: b.starLord,
    subLord: b.subLord,
    subSubLord: b.subSubLord,
    subSubSubLord: b.subSubSubLord,
    house: b.house,
    navamsaSign: b.navamsaSign,
    margin: margins ? margins.bodies[b.name] : null,
  }));
}

function shapeCusps(chart: Chart, margins: Margins): unknown[] {
  return chart.cusps.map((c, i) => ({
    house: c.house,
    longitude: c.longitude,
    sign: c.sign,
    signLord: c.signLord,
    nakshatra: c.nakshatra,
    starLord: c.starLord,
    subLord: c.subLord,
    subSubLord: c.subSubLord,
    subSubSubLord: c.subSubSubLord,
    margin: margins ? margins.cusps[i] : null,
  }));
}

function shapeChart(chart: Chart): unknown {
  const { panchang } = chart;
  const { number, name, paksha, typeId } = panchang.tithi;
  return {
    ephemeris: chart.profile.ephemeris,
    julianDayUT: chart.profile.julianDayUT,
    ayanamsa: { ...chart.profile.ayanamsa },
    profile: chart.profile,
    warnings: chart.warnings,
    planets: shapePlanets(chart, chart.margins),
    cusps: shapeCusps(chart, chart.margins),
    panchang: {
      weekday: panchang.weekday,
      dayLord: panchang.dayLord,
      tithi: { number, name, paksha, type: typeId },
      nakshatra: panchang.nakshatra,
    },
    dasha: {
      yearDays: chart.dasha.yearDays,
      mahadashas: shapePeriods(chart.dasha.mahadashas, chart.profile.utcOffsetHours, 3),
    },
    significators: computeChartSignificators(chart),
    rulingPlanets: chart.rulingPlanets,
  };
}

/** The horary facts beside the chart: number, row, method, the ARMC cast for and both moments. */
function shapeHorary(h: HoraryChart): unknown {
  const tz = h.chart.profile.utcOffsetHours;
  return {
    number: h.number,
    row: h.row,
    method: h.method,
    armc: h.armc,
    obliquity: h.obliquity,
    judgementMoment: formatLocalIso(h.judgementJulianDayUT, tz, 'second'),
    chartMoment: formatLocalIso(h.chartJulianDayUT, tz, 'second'),
    risingAscendant: h.risingAscendant,
  };
}

function horaryMethodArg(raw: string | undefined): HoraryMethod {
  const method = raw ?? 'judgementMoment';
  if (!HORARY_METHODS.includes(method as HoraryMethod)) {
    throw new RangeError(`--horary-method must be ${HORARY_METHODS.join(' or ')}: ${method}`);
  }
  return method as HoraryMethod;
}

/** The birth chart of the input, or with --horary the horary chart of that number. */
function shapeOutput(input: ChartInput, horary: string | undefined, method: string | undefined): unknown {
  if (horary === undefined) return shapeChart(computeChart({ ...input, withMargins: true }));
  const number = Number(horary);
  const h = computeHoraryChart({ ...input, number, method: horaryMethodArg(method) });
  return { ...(shapeChart(h.chart) as object), horary: shapeHorary(h) };
}

const OPTIONS = {
  date: { type: 'string' },
  time: { type: 'string' },
  tz: { type: 'string' },
  lat: { type: 'string' },
  lon: { type: 'string' },
  ayanamsa: { type: 'string' },
  correction: { type: 'string' },
  node: { type: 'string' },
  horary: { type: 'string' },
  'horary-method': { type: 'string' },
} as const;

type OptionValues = Partial<Record<keyof typeof OPTIONS, string>>;

/** The chart input of the arguments; throws a RangeError for a missing or bad one. */
function chartInputArg(values: OptionValues): ChartInput {
  if (values.date === undefined || values.time === undefined)
    throw new RangeError('missing --date or --time');
  const node = values.node ?? 'mean';
  if (node !== 'mean' && node !== 'true') throw new RangeError(`--node must be mean or true: ${node}`);
  return {
    date: values.date,
    time: values.time,
    utcOffsetHours: numberArg(values, 'tz'),
    place: { latitude: numberArg(values, 'lat'), longitude: numberArg(values, 'lon') },
    settings: {
      ayanamsa: numberArg(values, 'ayanamsa', 5),
      correction: numberArg(values, 'correction', 0),
      node,
      ephePath: process.env.EPHE_PATH ?? null,
    },
  };
}

function main(argv: string[]): number {
  try {
    const { values } = parseArgs({ args: joinNegativeValues(argv), options: OPTIONS, strict: true });
    const output = shapeOutput(chartInputArg(values), values.horary, values['horary-method']);
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`kpchart: ${message.split('\n')[0] ?? ''} (${USAGE})\n`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
