import {
  formatMoment,
  LIFE_EVENT_MESSAGES,
  RECTIFICATION_DEFAULT_HOURS,
  RECTIFICATION_MAX_HOURS,
  shiftMoment,
  type LocalMoment,
} from '@kpdesk/contract';

/** The units the window's half-width is typed in. */
export const WINDOW_UNITS = ['hours', 'minutes'] as const;
/** One of {@link WINDOW_UNITS}. */
export type WindowUnit = (typeof WINDOW_UNITS)[number];

/** Seconds of one unit. */
const SECONDS_OF: Record<WindowUnit, number> = { hours: 3600, minutes: 60 };

/** The window the workbench opens on: the contract's default, in hours either side. */
export const DEFAULT_WINDOW: WindowEntry = {
  amount: String(RECTIFICATION_DEFAULT_HOURS),
  unit: 'hours',
};

/** The widest window either side, in seconds. */
const MAX_HALF_WINDOW_SECONDS = RECTIFICATION_MAX_HOURS * 3600;

/** What the window's amount says when it cannot be used. */
export const WINDOW_MESSAGES = {
  notNumber: 'Window must be a number of hours or minutes, such as 2 or 90',
  notPositive: 'Window must be more than 0',
  tooWide: LIFE_EVENT_MESSAGES.windowTooWide,
} as const;

/** A window's half-width in whole seconds, or the message saying why the typed amount is not one. */
export function halfWindowSeconds(
  amount: string,
  unit: WindowUnit,
): { seconds: number; error: null } | { seconds: null; error: string } {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return { seconds: null, error: WINDOW_MESSAGES.notNumber };
  const seconds = Math.round(Number(text) * SECONDS_OF[unit]);
  if (seconds <= 0) return { seconds: null, error: WINDOW_MESSAGES.notPositive };
  if (seconds > MAX_HALF_WINDOW_SECONDS) return { seconds: null, error: WINDOW_MESSAGES.tooWide };
  return { seconds, error: null };
}

/** The call's window: `seconds` either side of the centre, as 'yyyy-MM-dd HH:mm:ss' on the birth clock. */
export function windowAround(centre: LocalMoment, seconds: number): { from: string; to: string } {
  return {
    from: formatMoment(shiftMoment(centre, -seconds)),
    to: formatMoment(shiftMoment(centre, seconds)),
  };
}

/** The query parameter that keeps the window in the address ('2h', '90m'), so a reload runs it again. */
export const WINDOW_PARAM = 'window';

/** A window typed in the form: the amount as typed and its unit. */
export interface WindowEntry {
  amount: string;
  unit: WindowUnit;
}

const UNIT_LETTER: Record<WindowUnit, string> = { hours: 'h', minutes: 'm' };

/** The window as the address keeps it: '2h', '1.5h', '90m'. */
export function windowToAddress(entry: WindowEntry): string {
  return `${entry.amount.trim()}${UNIT_LETTER[entry.unit]}`;
}

/** The window an address keeps, or null when there is none or it is not a window the form would run. */
export function windowFromAddress(text: string | null): WindowEntry | null {
  const match = /^(\d+(?:\.\d+)?)([hm])$/.exec(text ?? '');
  if (!match) return null;
  const entry: WindowEntry = { amount: match[1] ?? '', unit: match[2] === 'm' ? 'minutes' : 'hours' };
  return halfWindowSeconds(entry.amount, entry.unit).error === null ? entry : null;
}
