import {
  TRANSIT_MESSAGES,
  formatMoment,
  intervalSearchRequestSchema,
  isClientDate,
  shiftMoment,
  withSeconds,
  type LocalMoment,
} from '@kpdesk/contract';
import { answerMoment } from './moments';

/** The search form's inputs: the start's date and time, the end's date and time. */
export interface WindowInputs {
  date: string;
  start: string;
  endDate: string;
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

/** The two ends of a window, typed. */
export interface WindowEnds {
  start: LocalMoment;
  end: LocalMoment;
}

/** An input as typed, else (a date shorter than 10 characters, an empty time) the last window's value. */
function typedOr(typed: string, isDate: boolean, last: string | undefined): string {
  if (isDate) return typed.length >= 10 ? typed : (last ?? '');
  return typed ? withSeconds(typed) : (last ?? '');
}

/**
 * The window a Calculate sends (spec §5): a date shorter than 10 characters and empty times are ignored
 * (the last window's values stand), a 5-character time gains ':00'. Nothing yet searched: null (an empty
 * body, the server's default window).
 */
export function toWindow(inputs: WindowInputs, last: WindowEnds | null): WindowEnds | null {
  const isComplete = inputs.date.length >= 10 && inputs.endDate.length >= 10 && inputs.start && inputs.end;
  if (!last && !isComplete) return null;
  return {
    start: {
      date: typedOr(inputs.date, true, last?.start.date),
      time: typedOr(inputs.start, false, last?.start.time),
    },
    end: {
      date: typedOr(inputs.endDate, true, last?.end.date),
      time: typedOr(inputs.end, false, last?.end.time),
    },
  };
}

/** The inputs that show a window. */
export function inputsOf({ start, end }: WindowEnds): WindowInputs {
  return { date: start.date, start: start.time, endDate: end.date, end: end.time };
}

/**
 * The inputs after one of them changes. The end date follows the start date while they are the same day, so
 * a one-day window moves to another day by its date alone.
 */
export function editInputs(inputs: WindowInputs, name: WindowField, value: string): WindowInputs {
  const isSameDay = name === 'date' && inputs.endDate === inputs.date;
  return { ...inputs, [name]: value, ...(isSameDay ? { endDate: value } : {}) };
}

/** The body of a window: both ends in the body form, or nothing for the server's default window. */
export function toSearchBody(ends: WindowEnds | null): Partial<SearchWindow> {
  return ends ? { startDate: formatMoment(ends.start), endDate: formatMoment(ends.end) } : {};
}

/** The two ends of an answer's window. */
export function endsOf(window: SearchWindow): WindowEnds {
  return { start: answerMoment(window.startDate), end: answerMoment(window.endDate) };
}

const MALFORMED: readonly string[] = [TRANSIT_MESSAGES.startDateInvalid, TRANSIT_MESSAGES.endDateInvalid];

/**
 * The server's own rules for a window (the contract's request schema: real dates and times, the end not
 * before the start, a cuspal window of at most 24 hours, a planet window of at most 31 days), checked before
 * a call, each message placed under the input it concerns: a malformed end of the window under the date when
 * the date is at fault, else under its time; a window rule under the end time. No message: send it.
 */
export function checkWindow(ends: WindowEnds | null, search: 'cuspal' | 'planet'): WindowErrors {
  const checked = intervalSearchRequestSchema.safeParse({ ...toSearchBody(ends), search });
  if (checked.success || !ends) return {};
  const errors: WindowErrors = {};
  for (const issue of checked.error.issues) {
    const isStart = issue.path[0] === 'startDate';
    const moment = isStart ? ends.start : ends.end;
    let field: WindowField = isStart ? 'start' : 'end';
    if (MALFORMED.includes(issue.message) && !isClientDate(moment.date)) field = isStart ? 'date' : 'endDate';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Half the span of the correction page's opening window, seconds. */
const BIRTH_WINDOW_HALF_SECONDS = 30 * 60;

/**
 * The correction page's opening window: the hour around the client's birth moment (birth − 30 min to
 * birth + 30 min), across midnight when the birth is near it.
 */
export function birthHourWindow(birth: LocalMoment): WindowEnds {
  const moment = { date: birth.date, time: withSeconds(birth.time) };
  return {
    start: shiftMoment(moment, -BIRTH_WINDOW_HALF_SECONDS),
    end: shiftMoment(moment, BIRTH_WINDOW_HALF_SECONDS),
  };
}
