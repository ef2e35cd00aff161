import {
  MAX_TIMING_WINDOW_DAYS,
  NATAL_CUSP_POINTS,
  TIMING_MESSAGES,
  TIMING_PLANETS,
  formatMoment,
  shiftMoment,
  transitTimingRequestSchema,
  type LocalMoment,
  type NatalPoint,
  type TimingKind,
  type TimingLevel,
  type TimingPlanet,
  type TransitTimingInput,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { toRoman } from '../../components/chart/chart-labels';

/** What the timing form holds: the planet, the kind with its own choices, and the window on the birth clock. */
export interface TimingChoices {
  planet: TimingPlanet;
  kind: TimingKind;
  natalPoint: NatalPoint;
  lord: TimingPlanet;
  level: TimingLevel;
  from: LocalMoment;
  to: LocalMoment;
}

/** The fields a message can sit under. */
export type TimingField = 'planet' | 'kind' | 'natalPoint' | 'lord' | 'level' | 'from' | 'to';
/** A message per field. */
export type TimingErrors = Partial<Record<TimingField, string>>;

const DAY_SECONDS = 86_400;
/** The Moon's default window: one year of 365 days (its limit is 366). */
const MOON_DEFAULT_DAYS = 365;

/**
 * The default end of a search from `from`: 20 years on (the longest window, 7,305 days), a year for the Moon,
 * which crosses every point about thirteen times a year.
 */
export function defaultTo(planet: TimingPlanet, from: LocalMoment): LocalMoment {
  const days = planet === 'Moon' ? MOON_DEFAULT_DAYS : MAX_TIMING_WINDOW_DAYS;
  return shiftMoment(from, days * DAY_SECONDS);
}

/** The natal points with the words the select shows in the display language: the cusps I–XII, then the natal planets. */
export function natalPointOptions(t: TFunction): { value: NatalPoint; label: string }[] {
  return [
    ...NATAL_CUSP_POINTS.map((value, i) => ({
      value,
      label: t(i === 0 ? 'Cusp {{cusp}} (Ascendant)' : 'Cusp {{cusp}}', { cusp: toRoman(i + 1) }),
    })),
    ...TIMING_PLANETS.map((value) => ({ value, label: t('Natal {{planet}}', { planet: t(value) }) })),
  ];
}

/** The words of a natal point ('Cusp IV', 'Natal Moon') in the display language. */
export function natalPointName(t: TFunction, point: NatalPoint): string {
  return natalPointOptions(t).find((option) => option.value === point)?.label ?? point;
}

/** The body sent: a conjunction carries its natal point, a lord entry its lord and level. */
export function toTimingBody(choices: TimingChoices): TransitTimingInput {
  const { planet, kind, natalPoint, lord, level } = choices;
  const window = { from: formatMoment(choices.from), to: formatMoment(choices.to) };
  return kind === 'conjunction'
    ? { planet, kind, natalPoint, ...window }
    : { planet, kind, lord, level, ...window };
}

const FIELDS: readonly TimingField[] = ['planet', 'kind', 'natalPoint', 'lord', 'level', 'from', 'to'];

/** The contract's checks of the body, each message under the field its path names. */
export function checkTimingBody(body: TransitTimingInput): TimingErrors {
  const result = transitTimingRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: TimingErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** Each of the contract's timing messages and the field it belongs under. */
const FIELD_OF_MESSAGE: Record<keyof typeof TIMING_MESSAGES, TimingField> = {
  planet: 'planet',
  kind: 'kind',
  natalPoint: 'natalPoint',
  natalPointMissing: 'natalPoint',
  lord: 'lord',
  lordMissing: 'lord',
  level: 'level',
  levelMissing: 'level',
  from: 'from',
  to: 'to',
  toNotAfterFrom: 'to',
  windowTooLong: 'to',
  moonWindowTooLong: 'to',
};

/**
 * The field a server refusal belongs under: one of the contract's timing messages, or a message that starts
 * with a field's name ('from must not …'); null for any other (shown above the form).
 */
export function fieldOfRefusal(message: string): TimingField | null {
  const key = (Object.keys(FIELD_OF_MESSAGE) as (keyof typeof TIMING_MESSAGES)[]).find(
    (name) => TIMING_MESSAGES[name] === message,
  );
  if (key) return FIELD_OF_MESSAGE[key];
  const named = /^(\w+)\b/.exec(message)?.[1];
  return FIELDS.find((field) => field === named) ?? null;
}

/** 'yyyy-MM-ddTHH:mm:ss' as the address writes a moment. */
const momentInAddress = (m: LocalMoment) => `${m.date}T${m.time}`;

function momentFromAddress(text: string | undefined): LocalMoment | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})$/.exec(text ?? '');
  return match ? { date: match[1]!, time: match[2]! } : null;
}

/** A search's choices as the address keeps them (`?timing=`), '~' between the parts, so a reload repeats it. */
export function timingChoicesToAddress(c: TimingChoices): string {
  return [
    c.planet,
    c.kind,
    c.natalPoint,
    c.lord,
    c.level,
    momentInAddress(c.from),
    momentInAddress(c.to),
  ].join('~');
}

/** The choices an address names, when each part is one the form offers and the window passes the checks. */
export function timingChoicesFromAddress(text: string | null): TimingChoices | null {
  const parts = (text ?? '').split('~');
  if (parts.length !== 7) return null;
  const [planet, kind, natalPoint, lord, level, fromText, toText] = parts;
  const from = momentFromAddress(fromText);
  const to = momentFromAddress(toText);
  if (!from || !to) return null;
  const choices = { planet, kind, natalPoint, lord, level, from, to } as TimingChoices;
  // Both kinds' parts are checked: the form keeps the other kind's choices too.
  const asConjunction = checkTimingBody(toTimingBody({ ...choices, kind: 'conjunction' }));
  const asLordEntry = checkTimingBody(toTimingBody({ ...choices, kind: 'lordEntry' }));
  const kindError = checkTimingBody({ ...toTimingBody(choices), kind: choices.kind });
  const isValid = [asConjunction, asLordEntry, kindError].every((errors) => Object.keys(errors).length === 0);
  return isValid ? choices : null;
}
