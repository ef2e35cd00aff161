import {
  BODY_ABBREVIATIONS,
  PLANET_IDS,
  nameOf,
  parseMoment,
  withSeconds,
  type LocalMoment,
} from '@kpdesk/contract';

/** The short name of a planet id ('Rahu' → 'Rag'), the product's three-letter form; anything else as it is. */
export function shortPlanet(name: string): string {
  const id = PLANET_IDS.find((planet) => planet === name);
  return id ? nameOf(BODY_ABBREVIATIONS, id, 'en') : name;
}

/**
 * A moment of a server answer ('yyyy-MM-dd HH:mm:ss'), typed by the contract's parser; blank parts when the
 * text is no moment.
 */
export function answerMoment(text: string): LocalMoment {
  return parseMoment(text) ?? { date: '', time: '' };
}

/**
 * A client's saved birth moment: the corrected one (stored 'yyyy-MM-dd HH:mm:ss'), else the recorded birth
 * date and time.
 */
export function savedBirthMoment(client: {
  birthDate: string;
  birthTime: string;
  birthTimeCorrected: string | null;
}): LocalMoment {
  const corrected = client.birthTimeCorrected ? parseMoment(client.birthTimeCorrected) : null;
  return corrected ?? { date: client.birthDate, time: withSeconds(client.birthTime) };
}

/** A date input's value with a year of five or more digits trimmed to four (spec §5 birth date). */
export function trimYear(value: string): string {
  const match = /^(\d{5,})(-.*)?$/.exec(value);
  return match ? `${(match[1] ?? '').slice(0, 4)}${match[2] ?? ''}` : value;
}

/**
 * The moment typed in a date and a time input once both are complete (a date of 10 characters, a time of
 * 'HH:mm' or 'HH:mm:ss', which gains ':00'); null while the astrologer is still typing. The calendar is the
 * server's to check.
 */
export function completeMoment({ date, time }: LocalMoment): LocalMoment | null {
  const full = { date, time: withSeconds(time) };
  return /^\d{4}-\d{2}-\d{2}$/.test(full.date) && /^\d{2}:\d{2}:\d{2}$/.test(full.time) ? full : null;
}
