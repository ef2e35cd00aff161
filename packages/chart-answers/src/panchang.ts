/**
 * The panchang of a day and of a month at a place, cast with the astrologer's settings (ayanamsa and its
 * correction, node, Sunrise), in the shape of the calls: the engine's Julian days UT become clock times of the
 * request's zone to the second, nulls kept, ids and numbers for the page and the PDF to word.
 */
import {
  computePanchangDay,
  computePanchangMonth,
  type LimbElement,
  type PanchangDay,
  type PanchangMonth,
  type PanchangMonthInput,
  type Span,
} from '@kpdesk/astro/engine';
import type {
  EffectiveSettings,
  PanchangDayData,
  PanchangDayRequest,
  PanchangMonthData,
  PanchangMonthRequest,
  PanchangSpan,
} from '@kpdesk/contract';
import { toEngineSettings } from './cast-chart.js';
import { formatLocalDateTime } from './dates.js';

type Clock = (jd: number) => string;

const clockOf =
  (offsetHours: number): Clock =>
  (jd) =>
    formatLocalDateTime(jd, offsetHours);

const spanOf = (clock: Clock, span: Span): PanchangSpan => ({
  start: clock(span.start),
  end: clock(span.end),
});
const maybeSpan = (clock: Clock, span: Span | null) => (span === null ? null : spanOf(clock, span));
const maybeTime = (clock: Clock, jd: number | null) => (jd === null ? null : clock(jd));
const elementOf = (clock: Clock, e: LimbElement) => ({
  number: e.number,
  start: clock(e.start),
  end: clock(e.end),
});

/** The day's limbs, each element with its own start and end. */
function limbsOf(day: PanchangDay, clock: Clock) {
  return {
    tithis: day.tithis.map((t) => ({ ...elementOf(clock, t), paksha: t.paksha })),
    nakshatras: day.nakshatras.map((n) => ({ ...elementOf(clock, n), pada: n.pada, lord: n.lord })),
    yogas: day.yogas.map((y) => elementOf(clock, y)),
    karanas: day.karanas.map((k) => elementOf(clock, k)),
  };
}

/** The day's good and bad periods and its horas. */
function periodsOf(day: PanchangDay, clock: Clock) {
  return {
    rahuKalam: maybeSpan(clock, day.rahuKalam),
    yamaganda: maybeSpan(clock, day.yamaganda),
    gulika: maybeSpan(clock, day.gulika),
    abhijit: maybeSpan(clock, day.abhijit),
    durMuhurtas: day.durMuhurtas.map((s) => spanOf(clock, s)),
    brahmaMuhurta: maybeSpan(clock, day.brahmaMuhurta),
    vijayaMuhurta: maybeSpan(clock, day.vijayaMuhurta),
    amritKalams: day.amritKalams.map((w) => ({ ...spanOf(clock, w), nakshatra: w.nakshatra })),
    varjyams: day.varjyams.map((w) => ({ ...spanOf(clock, w), nakshatra: w.nakshatra })),
    horas: day.horas.map((h) => ({ ...spanOf(clock, h), lord: h.lord })),
  };
}

/** POST /panchang/day answer of the engine's day. */
export function toPanchangDayData(day: PanchangDay, place: string): PanchangDayData {
  const clock = clockOf(day.utcOffsetHours);
  const { amanta, purnimanta } = day.lunarMonth;
  return {
    date: day.date,
    place,
    timezone: day.utcOffsetHours,
    sunriseConvention: day.sunriseConvention,
    ayanamsa: day.ayanamsa,
    polar: day.polar,
    sunrise: maybeTime(clock, day.sunrise),
    sunset: maybeTime(clock, day.sunset),
    nextSunrise: maybeTime(clock, day.nextSunrise),
    moonrise: maybeTime(clock, day.moonrise),
    moonset: maybeTime(clock, day.moonset),
    vara: day.vara,
    ...limbsOf(day, clock),
    ...periodsOf(day, clock),
    lunarMonth: {
      amanta: {
        month: amanta.month,
        isAdhika: amanta.isAdhika,
        isKshaya: amanta.isKshaya,
        secondMonth: amanta.secondMonth,
      },
      purnimanta,
    },
    samvat: day.samvat,
    ritu: day.ritu,
    ayana: day.ayana,
  };
}

/** POST /panchang/month answer of the engine's month. */
export function toPanchangMonthData(month: PanchangMonth): PanchangMonthData {
  const clock = clockOf(month.utcOffsetHours);
  return {
    year: month.year,
    month: month.month,
    timezone: month.utcOffsetHours,
    sunriseConvention: month.sunriseConvention,
    days: month.days.map((d) => ({
      date: d.date,
      sunrise: maybeTime(clock, d.sunrise),
      sunset: maybeTime(clock, d.sunset),
      tithi: { ...elementOf(clock, d.tithi), paksha: d.tithi.paksha },
      nakshatra: { ...elementOf(clock, d.nakshatra), lord: d.nakshatra.lord },
      yoga: elementOf(clock, d.yoga),
      karana: elementOf(clock, d.karana),
      rahuKalam: maybeSpan(clock, d.rahuKalam),
    })),
  };
}

/** POST /panchang/day: the day asked at its place with the astrologer's settings (ephePath: null = Moshier). */
export function answerPanchangDay(
  request: PanchangDayRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
): PanchangDayData {
  const day = computePanchangDay({
    date: request.date,
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    settings: toEngineSettings(settings, ephePath),
  });
  return toPanchangDayData(day, request.place);
}

/** The engine's input of a month asked (the server computes it in a worker thread). */
export function toPanchangMonthInput(
  request: PanchangMonthRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
): PanchangMonthInput {
  return {
    year: request.year,
    month: request.month,
    utcOffsetHours: request.timezone,
    place: { latitude: request.latitude, longitude: request.longitude },
    settings: toEngineSettings(settings, ephePath),
  };
}

/** POST /panchang/month: the month asked at its place with the astrologer's settings. */
export function answerPanchangMonth(
  request: PanchangMonthRequest,
  settings: EffectiveSettings,
  ephePath: string | null,
): PanchangMonthData {
  return toPanchangMonthData(computePanchangMonth(toPanchangMonthInput(request, settings, ephePath)));
}
