/**
 * How one saved life event falls in one chart of its client, shaped for the answers: the running periods
 * with their bounds on the birth clock, the promise and the score (engine: events/life-event-score.ts). The
 * list and the rectification's evidence both come from here, so a candidate's evidence reads as the list does.
 */
import { formatLocalDateTime, toJulianDay, toLocalMoment } from '@kpdesk/chart-answers';
import {
  findEventByKey,
  scoreLifeEvent,
  toChartLords,
  type ChartLords,
  type EventCategory,
  type LifeEventScore,
} from '@kpdesk/astro';
import {
  LIFE_EVENT_DEFAULT_TIME,
  PLANET_CATEGORIES,
  nameOf,
  type LifeEventCategoryName,
  type LifeEventPeriod,
  type LifeEventPromise,
  type LocalMoment,
} from '@kpdesk/contract';
import type { LifeEventRow } from '../../db/life-events.js';
import type { ClientChart } from '../chart-core/client-chart.js';

/**
 * The moment an event is judged at, on the birth clock: its date and time (noon when no time is known), moved
 * from the event's own zone onto the birth zone when it has one (18:00 in New York is 04:30 the next day for
 * a client born in India).
 */
export function eventMomentOf(
  row: Pick<LifeEventRow, 'event_date' | 'event_time' | 'event_timezone'>,
  birthZone: number,
): LocalMoment {
  const asRead = { date: row.event_date, time: row.event_time ?? LIFE_EVENT_DEFAULT_TIME };
  if (row.event_timezone === null || row.event_timezone === birthZone) return asRead;
  return toLocalMoment(toJulianDay(asRead, row.event_timezone), birthZone);
}

const categoryName = (category: EventCategory) =>
  nameOf(PLANET_CATEGORIES, category, 'en') as LifeEventCategoryName;

/** An event's evidence in a chart: periods, promise and score as the answers carry them. */
export interface EventEvidence {
  periods: LifeEventPeriod[];
  promise: LifeEventPromise;
  score: number;
}

function toEvidence(scored: LifeEventScore, utcOffsetHours: number): EventEvidence {
  return {
    periods: scored.periods.map((p) => ({
      level: p.level,
      lord: p.lord,
      start: formatLocalDateTime(p.start, utcOffsetHours),
      end: formatLocalDateTime(p.end, utcOffsetHours),
      category: p.category === null ? null : categoryName(p.category),
      value: p.value,
    })),
    promise: { ...scored.promise, category: categoryName(scored.promise.category) },
    score: scored.score,
  };
}

/** The chart's lords, derived once per chart and kept with it. */
function lordsOf(chart: ClientChart): ChartLords {
  return chart.shaped('life-event-lords', () => toChartLords(chart.chart));
}

/** How a saved event falls in a chart of its client (the birth chart, or a rectification candidate's). */
export function evaluateEvent(chart: ClientChart, row: LifeEventRow): EventEvidence {
  const event = findEventByKey(row.event_key);
  if (!event) throw new Error(`life event ${row.id} has the unknown key ${row.event_key}`);
  const utcOffsetHours = chart.client.birth_timezone;
  const jdUT = toJulianDay(eventMomentOf(row, utcOffsetHours), utcOffsetHours);
  return toEvidence(scoreLifeEvent(lordsOf(chart), chart.chart.dasha, jdUT, event.groups), utcOffsetHours);
}
