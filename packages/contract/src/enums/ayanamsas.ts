import { isOptionValue, listOptionValues, type OptionRow } from './option-table.js';

/**
 * One selectable ayanamsa. `value` is the Swiss Ephemeris sidereal mode number (`SE_SIDM_*`),
 * so the engine passes it to `swe_set_sid_mode` unchanged.
 */
export interface AyanamsaOption extends OptionRow<number> {
  /** Swiss Ephemeris sidereal mode, 0..29, 45 or 46. */
  readonly value: number;
  /** Name shown in the settings drop-down (spec §3 "Enumerations"). */
  readonly label: string;
}

/**
 * Default ayanamsa: 5 = Krishnamurti (`SE_SIDM_KRISHNAMURTI`), the KP school's own ayanamsa, used
 * when neither the client nor the astrologer has chosen one.
 */
export const DEFAULT_AYANAMSA = 5;

/**
 * The ayanamsa list: the spec's 30 names in Swiss Ephemeris order (modes 0..29, swephexp.h), then two
 * later Swiss Ephemeris modes the product adds: 45 `SE_SIDM_KRISHNAMURTI_VP291` (Krishnamurti as
 * refined by Senthilathiban) and 46 `SE_SIDM_LAHIRI_ICRC` (Lahiri as defined by the Indian Calendar
 * Reform Committee).
 */
export const AYANAMSAS: readonly AyanamsaOption[] = [
  { value: 0, label: 'Fagan Bradley' },
  { value: 1, label: 'Lahiri' },
  { value: 2, label: 'Deluce' },
  { value: 3, label: 'Raman' },
  { value: 4, label: 'Ushashashi' },
  { value: 5, label: 'Krishnamurti' },
  { value: 6, label: 'Djwhal Khul' },
  { value: 7, label: 'Yukteshwar' },
  { value: 8, label: 'J N Bhasin' },
  { value: 9, label: 'Babyl Kugler 1' },
  { value: 10, label: 'Babyl Kugler 2' },
  { value: 11, label: 'Babyl Kugler 3' },
  { value: 12, label: 'Babyl Huber' },
  { value: 13, label: 'Babyl Etpsc' },
  { value: 14, label: 'Aldebaran 15Tau' },
  { value: 15, label: 'Hipparchos' },
  { value: 16, label: 'Sassanian' },
  { value: 17, label: 'Galcent 0Sag' },
  { value: 18, label: 'Zodiac Fix J2000' },
  { value: 19, label: 'J1900' },
  { value: 20, label: 'B1950' },
  { value: 21, label: 'Suryasiddhanta' },
  { value: 22, label: 'Suryasiddhanta Msun' },
  { value: 23, label: 'Aryabhata' },
  { value: 24, label: 'Aryabhata Msun' },
  { value: 25, label: 'SS Revati' },
  { value: 26, label: 'SS Citra' },
  { value: 27, label: 'True Citra' },
  { value: 28, label: 'True Revati' },
  { value: 29, label: 'True Pushya' },
  { value: 45, label: 'Krishnamurti-Senthilathiban' },
  { value: 46, label: 'Lahiri ICRC' },
];

/** The valid ayanamsa values (sidereal modes). */
export const AYANAMSA_VALUES: readonly number[] = listOptionValues(AYANAMSAS);

/** True when `value` is a selectable sidereal mode. */
export function isAyanamsaValue(value: number): boolean {
  return isOptionValue(AYANAMSAS, value);
}

/** Lowest and highest ayanamsa correction, degrees (spec §9). */
export const AYANAMSA_CORRECTION_MIN = -180;
export const AYANAMSA_CORRECTION_MAX = 180;
