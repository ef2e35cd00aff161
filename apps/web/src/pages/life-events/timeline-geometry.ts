import type { PlanetSchedule, SchedulePeriod } from '@kpdesk/contract';
import { instantOf } from '../../components/chart-tables/running-period';

/** Horizontal scale of the timeline when no width is given: a year is this many user units. */
export const UNITS_PER_YEAR = 12;
/** The narrowest scale a fitted timeline takes (about 1,000 units for a life); narrower boxes scroll. */
export const MIN_UNITS_PER_YEAR = 8;
/** Left and right margins, so the first and last labels are not cut. */
const MARGIN = 16;
/** Milliseconds of a mean year, for the scale only (the periods' own bounds come from the server). */
const YEAR_MS = 365.2425 * 86_400_000;

/** One period drawn as a bar: where it starts and how wide it is, in user units. */
export interface TimelineBar {
  lord: string;
  x: number;
  width: number;
  period: SchedulePeriod;
}

/** A mahadasha bar with its bhukti bars. */
export interface TimelineDasha extends TimelineBar {
  bhuktis: TimelineBar[];
}

/** One event placed on the timeline. */
export interface TimelineEventInput {
  id: number;
  /** Its number in the event list, drawn on the marker so paper shows which event it is. */
  ordinal: number;
  /** What the marker's title says: "<event name> <date>". */
  title: string;
  /** The event moment 'yyyy-MM-dd HH:mm:ss' on the birth zone's clock. */
  moment: string;
}

/** An event marker's position. */
export interface TimelineMarker extends TimelineEventInput {
  x: number;
}

/** The whole picture's layout. */
export interface TimelineLayout {
  width: number;
  dashas: TimelineDasha[];
  markers: TimelineMarker[];
  /** Where today is, or null when today lies outside the schedule. */
  todayX: number | null;
  /** Decade ticks: the x of each and the years of age it marks. */
  ticks: { x: number; age: number }[];
}

/** The inputs of {@link layoutTimeline}. */
export interface TimelineInput {
  schedule: PlanetSchedule;
  events: readonly TimelineEventInput[];
  /** The birth zone, hours east of UTC: the schedule's moments are on its clock. */
  offsetHours: number;
  /** Now, milliseconds since 1970 UTC. */
  now: number;
  /** The width to fit the life into (the box's), or 0 for the default scale. */
  fitWidth?: number;
}

/** The scale that fits `years` into `fitWidth`, never narrower than the minimum; the default without a width. */
function unitsPerYear(years: number, fitWidth: number): number {
  if (fitWidth <= 0 || years <= 0) return UNITS_PER_YEAR;
  return Math.max(MIN_UNITS_PER_YEAR, (fitWidth - 2 * MARGIN) / years);
}

/**
 * Lays the schedule out from the birth (the first mahadasha began before it, so its bar is cut at the birth)
 * to the end of the ninth mahadasha, fitted to `fitWidth` where the scale allows.
 */
export function layoutTimeline({
  schedule,
  events,
  offsetHours,
  now,
  fitWidth = 0,
}: TimelineInput): TimelineLayout {
  const birth = instantOf(schedule.birthDate, offsetHours);
  const last = schedule.dashas.at(-1);
  const end = last ? instantOf(last.end, offsetHours) : birth;
  const scale = unitsPerYear((end - birth) / YEAR_MS, fitWidth);
  const xOf = (instant: number) => MARGIN + ((Math.max(instant, birth) - birth) / YEAR_MS) * scale;
  const barOf = (period: SchedulePeriod): TimelineBar => {
    const x = xOf(instantOf(period.start, offsetHours));
    return { lord: period.lord, x, width: Math.max(0, xOf(instantOf(period.end, offsetHours)) - x), period };
  };
  const years = Math.floor((end - birth) / YEAR_MS);
  return {
    width: xOf(end) + MARGIN,
    dashas: schedule.dashas.map((dasha) => ({ ...barOf(dasha), bhuktis: dasha.bhuktis.map(barOf) })),
    markers: events
      .map((event) => ({ ...event, instant: instantOf(event.moment, offsetHours) }))
      .filter((event) => Number.isFinite(event.instant))
      .map(({ instant, ...event }) => ({ ...event, x: xOf(instant) })),
    todayX: now >= birth && now < end ? xOf(now) : null,
    ticks: Array.from({ length: Math.floor(years / 10) + 1 }, (_, i) => ({
      x: xOf(birth + i * 10 * YEAR_MS),
      age: i * 10,
    })),
  };
}
