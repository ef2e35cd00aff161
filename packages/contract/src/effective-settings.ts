import type { DisplayLanguage } from './i18n/display-languages.js';
import type { z } from 'zod';
import { AYANAMSA_CORRECTION_MAX, AYANAMSA_CORRECTION_MIN } from './enums/ayanamsas.js';
import type { ChartType } from './enums/chart-types.js';
import { type Colour, type EventColour, parseEventColour } from './enums/colours.js';
import type { DashaYearDays } from './enums/dasha-years.js';
import type { CoordinateFormat, DateFormat, Language, TimeFormat } from './enums/formats.js';
import type { NodeType } from './enums/node-types.js';
import {
  type AstrologerConfig,
  type ClientConfig,
  DEFAULT_SETTINGS,
  SETTING_RULES,
  type SettingKey,
  type SunriseSetting,
} from './settings.js';

/**
 * The settings a chart or screen uses for one client: the client's value where set, else the
 * astrologer's, else the default (spec §6 "Client settings override astrologer settings wherever the
 * client value is not 'Default'").
 */
export interface EffectiveSettings {
  readonly language: Language;
  readonly dateFormat: DateFormat;
  readonly timeFormat: TimeFormat;
  readonly coordinateFormat: CoordinateFormat;
  /** Swiss Ephemeris sidereal mode. */
  readonly ayanamsa: number;
  /** Degrees, -180..180, subtracted from every sidereal longitude (domain/decisions.md); 0 when none. */
  readonly ayanamsaCorrection: number;
  /** The nine event colour slots, in slot order. */
  readonly eventColours: readonly EventColour[];
  /** The six event value colour slots, in slot order. */
  readonly eventValueColours: readonly Colour[];
  readonly chartType: ChartType;
  readonly nodeType: NodeType;
  /** Days in one Vimshottari dasha year. */
  readonly dashaYearDays: DashaYearDays;
  /** What charts, tables, screens and printouts are read in (config11). */
  readonly displayLanguage: DisplayLanguage;
  /** How sunrise is taken for the panchang, the muhurtas and the day lord (config12). */
  readonly sunrise: SunriseSetting;
}

/** Stored settings of either level; any value may be missing, null or '' (not set). */
export type StoredSettings = Partial<Record<keyof AstrologerConfig | keyof ClientConfig, unknown>>;

type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_RULES)[K]>;

/** The first set and valid value among the levels, else the default. */
function pickSetting<K extends SettingKey>(key: K, levels: readonly (StoredSettings | null | undefined)[]) {
  for (const level of levels) {
    const candidate = level?.[key];
    if (candidate === undefined || candidate === null || candidate === '') continue;
    const parsed = SETTING_RULES[key].safeParse(candidate);
    // A stored value that no longer passes its rule (an old enumeration) falls through to the next level.
    if (parsed.success) return parsed.data as SettingValue<K>;
  }
  return SETTING_RULES[key].parse(DEFAULT_SETTINGS[key]) as SettingValue<K>;
}

/** Client correction, else astrologer correction, else 0; null and absent count as not set. */
function pickCorrection(levels: readonly (StoredSettings | null | undefined)[]): number {
  for (const level of levels) {
    const candidate = Number(level?.config5 ?? Number.NaN);
    if (
      Number.isFinite(candidate) &&
      candidate >= AYANAMSA_CORRECTION_MIN &&
      candidate <= AYANAMSA_CORRECTION_MAX
    ) {
      if (candidate !== 0) return candidate;
    }
  }
  return 0;
}

function toEventColours(list: string): EventColour[] {
  return list.split(',').flatMap((part) => parseEventColour(part) ?? []);
}

/**
 * Resolves the settings of one client from its client settings and its astrologer's settings, either
 * of which may be absent. Pure: the same stored values always give the same answer. Defaults: en-en,
 * dd-MM-yyyy, hh:mm:ss a, N, ayanamsa 5 (Krishnamurti), correction 0, the spec's colour defaults,
 * chart type 0 (South India), mean node, 365.25-day dasha year.
 */
export function resolveEffectiveSettings(
  astrologerConfig: StoredSettings | null | undefined,
  clientConfig: StoredSettings | null | undefined,
): EffectiveSettings {
  const levels = [clientConfig, astrologerConfig];
  return {
    language: pickSetting('config0', levels),
    dateFormat: pickSetting('config1', levels),
    timeFormat: pickSetting('config2', levels),
    coordinateFormat: pickSetting('config3', levels),
    ayanamsa: pickSetting('config4', levels),
    ayanamsaCorrection: pickCorrection(levels),
    eventColours: toEventColours(pickSetting('config6', levels)),
    eventValueColours: pickSetting('config7', levels).split(',') as Colour[],
    chartType: pickSetting('config8', levels),
    nodeType: pickSetting('config9', levels),
    dashaYearDays: pickSetting('config10', levels),
    displayLanguage: pickSetting('config11', levels),
    sunrise: pickSetting('config12', levels),
  };
}
