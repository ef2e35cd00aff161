import { TRANSIT_MESSAGES, intervalSearchRequestSchema, isClientDate } from '@kpdesk/contract';
import { completeTime, shiftMoment, splitDateTime, type DateTime } from './moments';

/** The search form's inputs: one date, a start and an end time. */
export interface WindowInputs {
  date: string;
  start: string;
  end: string;
}

/** One input of the search form. */
export type WindowField = keyof WindowInputs;

/** The message under each input that stops a search, by input. */
export type WindowErrors = Partial<Record<WindowField, string>>;

/** A window as sent: local 'yyyy-MM-dd HH:mm:ss' at both ends. */
export interface SearchWindow {
  startDate: string;
  endDate: string;
}

/** The two ends of a window, split. */
export interface WindowEnds {
  start: DateTime;
  end: DateTime;
}

/**
 * The window a Calculate sends (spec §5): a date shorter than 10 characters and empty times are ignored
 * (the last window's values stand), a 5-character time gains ':00'. Nothing yet searched: an empty body.
 */
export function toWindow(inputs: WindowInputs, last: WindowEnds | null): Partial<SearchWindow> {
  if (!last && (inputs.date.length < 10 || !inputs.start || !inputs.end)) return {};
  const date = inputs.date.length >= 10 ? inputs.date : (last?.start.date ?? '');
  const start = inputs.start ? completeTime(inputs.start) : (last?.start.time ?? '');
  const end = inputs.end ? completeTime(inputs.end) : (last?.end.time ?? '');
  return { startDate: `${date} ${start}`, endDate: `${date} ${end}` };
}

/** The two ends of a window as sent. */
export function endsOf(window: SearchWindow): WindowEnds {
  return { start: splitDateTime(window.startDate), end: splitDateTime(window.endDate) };
}

const MALFORMED: readonly string[] = [TRANSIT_MESSAGES.startDateInvalid, TRANSIT_MESSAGES.endDateInvalid];

/**
 * The server's own rules for a window (the contract's request schema: real dates and times, the end not
 * before the start, a cuspal window of at most 24 hours, a planet window of at most 31 days), checked before
 * a call, each message placed under the input it concerns: a malformed end of the window under the date when
 * the date is at fault, else under its time; a window rule under the end time. No message: send it.
 */
export function checkWindow(window: Partial<SearchWindow>, search: 'cuspal' | 'planet'): WindowErrors {
  const checked = intervalSearchRequestSchema.safeParse({ ...window, search });
  if (checked.success) return {};
  const errors: WindowErrors = {};
  for (const issue of checked.error.issues) {
    const isStart = issue.path[0] === 'startDate';
    const moment = splitDateTime((isStart ? window.startDate : window.endDate) ?? '');
    let field: WindowField = isStart ? 'start' : 'end';
    if (MALFORMED.includes(issue.message) && !isClientDate(moment.date)) field = 'date';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Half the span of the correction page's opening window, seconds. */
const BIRTH_WINDOW_HALF_SECONDS = 30 * 60;

/**
 * The correction page's opening window: the hour around the client's birth moment (birth − 30 min to
 * birth + 30 min), clamped within the birth date, since the form searches one date.
 */
export function birthHourWindow(birth: DateTime): SearchWindow {
  const moment = { date: birth.date, time: completeTime(birth.time) };
  const before = shiftMoment(moment, -BIRTH_WINDOW_HALF_SECONDS);
  const after = shiftMoment(moment, BIRTH_WINDOW_HALF_SECONDS);
  const start = before.date === moment.date ? before.time : '00:00:00';
  const end = after.date === moment.date ? after.time : '23:59:59';
  return { startDate: `${moment.date} ${start}`, endDate: `${moment.date} ${end}` };
}
