/**
 * The words of a panchang answer in a display language, for the Panchang page and its printout alike, so the
 * screen and the PDF say the same thing: every name comes from the domain's vocabularies by id or number.
 */
import {
  AYANAS,
  BODIES,
  KARANA_OF_NUMBER,
  KARANAS,
  PAKSHAS,
  PANCHANG_LABELS,
  PANCHANG_PERIODS,
  RITUS,
  SAMVATSARAS,
  STARS,
  SUNRISE_CONVENTION_MEANINGS,
  SUNRISE_CONVENTIONS,
  TITHIS,
  WEEKDAY_NAMES,
  YOGAS,
  nameLunarMonth,
  type AyanaId,
  type BodyId,
  type DisplayLanguage,
  type LunarMonthId,
  type PanchangLabelId,
  type PanchangPeriodId,
  type RituId,
  type WeekdayIndex,
} from '@kpdesk/domain';

export {
  AYANAS,
  KARANAS,
  PANCHANG_LABELS,
  PANCHANG_PERIODS,
  RITUS,
  SUNRISE_CONVENTIONS,
  SUNRISE_CONVENTION_MEANINGS,
  YOGAS,
  type PanchangLabelId,
  type PanchangPeriodId,
};

/** The words of the panchang in one language. */
export interface PanchangWords {
  language: DisplayLanguage;
  label: (id: PanchangLabelId) => string;
  period: (id: PanchangPeriodId) => string;
  tithi: (number: number, paksha: 'shukla' | 'krishna') => string;
  nakshatra: (number: number) => string;
  yoga: (number: number) => string;
  karana: (number: number) => string;
  vara: (weekday: number) => string;
  planet: (id: string) => string;
  lunarMonth: (month: LunarMonthId) => string;
  samvatsara: (number: number) => string;
  ritu: (id: string) => string;
  ayana: (id: string) => string;
  convention: (id: 'hindu' | 'drik') => string;
  conventionMeaning: (id: 'hindu' | 'drik') => string;
}

/** The words of `language`. */
export function panchangWords(language: DisplayLanguage): PanchangWords {
  const pick = <Id extends string | number>(
    names: Readonly<Record<Id, Record<DisplayLanguage, string>>>,
    id: Id,
  ) => names[id]?.[language] ?? String(id);
  return {
    language,
    label: (id) => pick(PANCHANG_LABELS.names, id),
    period: (id) => pick(PANCHANG_PERIODS.names, id),
    tithi: (number, paksha) => `${pick(PAKSHAS.names, paksha)} ${pick(TITHIS.names, number)}`,
    nakshatra: (number) => pick(STARS.names, number),
    yoga: (number) => pick(YOGAS.names, number),
    karana: (number) => pick(KARANAS.names, KARANA_OF_NUMBER[number - 1] ?? 'kimstughna'),
    vara: (weekday) => pick(WEEKDAY_NAMES.names, weekday as WeekdayIndex),
    planet: (id) => pick(BODIES.names, id as BodyId),
    lunarMonth: (month) => nameLunarMonth(month, language),
    samvatsara: (number) => pick(SAMVATSARAS.names, number),
    ritu: (id) => pick(RITUS.names, id as RituId),
    ayana: (id) => pick(AYANAS.names, id as AyanaId),
    convention: (id) => pick(SUNRISE_CONVENTIONS.names, id),
    conventionMeaning: (id) => pick(SUNRISE_CONVENTION_MEANINGS.names, id),
  };
}
