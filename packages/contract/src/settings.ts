import { nameOf, SUNRISE_CONVENTIONS } from '@kpdesk/domain';
import { z } from 'zod';
import {
  AYANAMSA_CORRECTION_MAX,
  AYANAMSA_CORRECTION_MIN,
  DEFAULT_AYANAMSA,
  isAyanamsaValue,
} from './enums/ayanamsas.js';
import { CHART_TYPES, DEFAULT_CHART_TYPE } from './enums/chart-types.js';
import {
  DEFAULT_EVENT_COLOURS,
  DEFAULT_EVENT_VALUE_COLOURS,
  isColour,
  parseEventColour,
} from './enums/colours.js';
import { DASHA_YEARS, DEFAULT_DASHA_YEAR_DAYS } from './enums/dasha-years.js';
import {
  COORDINATE_FORMATS,
  DATE_FORMATS,
  DEFAULT_COORDINATE_FORMAT,
  DEFAULT_DATE_FORMAT,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_FORMAT,
  LANGUAGES,
  TIME_FORMATS,
} from './enums/formats.js';
import { DEFAULT_NODE_TYPE, NODE_TYPES } from './enums/node-types.js';
import { DEFAULT_DISPLAY_LANGUAGE, DISPLAY_LANGUAGES } from './i18n/display-languages.js';
import { decimalIdField, recordIdMessage } from './clients.js';
import { decimalFromText, integerFromText } from './numbers.js';
import { bothOrNeither, keptWhenAbsent } from './optional-keys.js';
import { missingFieldMessage, requiredKey } from './validation.js';

/**
 * Settings messages. The correction message is ours (the spec shows none) in the spec's range-message
 * form; the others cover values no drop-down offers, so only a hand-made request meets them.
 */
export const SETTINGS_MESSAGES = {
  ayanamsaCorrection: `Enter ayanamsa correction value in between ${AYANAMSA_CORRECTION_MIN} and ${AYANAMSA_CORRECTION_MAX}`,
  language: 'Select valid language',
  dateFormat: 'Select valid date format',
  timeFormat: 'Select valid time format',
  coordinateFormat: 'Select valid coordinates format',
  ayanamsa: 'Select valid ayanamsa',
  eventColours: 'Select valid event colors',
  eventValueColours: 'Select valid event value colors',
  chartType: 'Select valid birth chart type',
  nodeType: 'Select valid node type',
  dashaYear: 'Select valid dasha year',
  displayLanguage: 'Select valid display language',
  sunrise: 'Select valid sunrise',
  success: 'Settings are updated successfully',
} as const;

/**
 * The Sunrise setting (config12, panchang.md P1): `hindu`, the centre of the Sun's disc without refraction (the
 * default, what Jagannatha Hora and PyJHora use), or `drik`, the upper limb with refraction (Drik Panchang). It
 * governs the panchang, the muhurta finder and the ruling planets' day lord.
 */
export const SUNRISE_SETTINGS = ['hindu', 'drik'] as const;
/** A Sunrise setting. */
export type SunriseSetting = (typeof SUNRISE_SETTINGS)[number];
/** The Sunrise choices of the settings screens: the conventions' names of the vocabulary (translated there). */
export const SUNRISE_CHOICES: readonly { value: SunriseSetting; label: string }[] = SUNRISE_SETTINGS.map(
  (value) => ({
    value,
    label: nameOf(SUNRISE_CONVENTIONS, value, 'en'),
  }),
);
/** The Sunrise setting of an astrologer who never chose one. */
export const DEFAULT_SUNRISE: SunriseSetting = 'hindu';

/** Number of event colour slots (config6) and event value colour slots (config7), spec §3. */
export const EVENT_COLOUR_COUNT = 9;
export const EVENT_VALUE_COLOUR_COUNT = 6;

function isEventColourList(value: string): boolean {
  const parts = value.split(',');
  return parts.length === EVENT_COLOUR_COUNT && parts.every((part) => parseEventColour(part) !== undefined);
}

function isEventValueColourList(value: string): boolean {
  const parts = value.split(',');
  return parts.length === EVENT_VALUE_COLOUR_COUNT && parts.every(isColour);
}

/** A comma list of colours, sent either joined or as an array, answered joined without spaces. */
function colourList(isValid: (value: string) => boolean, message: string) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : value),
    z
      .string({ error: message })
      .transform((value) => value.replace(/\s+/g, ''))
      .refine(isValid, message),
  );
}

/**
 * The rule of each setting except config5, keyed by its stored name. config9 (node type), config10
 * (dasha year days) and config11 (display language) are the settings beyond the spec's
 * config0..config8.
 */
export const SETTING_RULES = {
  config0: z.enum(
    LANGUAGES.map((language) => language.value),
    { error: SETTINGS_MESSAGES.language },
  ),
  config1: z.enum(DATE_FORMATS, { error: SETTINGS_MESSAGES.dateFormat }),
  config2: z.enum(TIME_FORMATS, { error: SETTINGS_MESSAGES.timeFormat }),
  config3: z.enum(
    COORDINATE_FORMATS.map((format) => format.value),
    { error: SETTINGS_MESSAGES.coordinateFormat },
  ),
  config4: z.preprocess(
    integerFromText,
    z.number({ error: SETTINGS_MESSAGES.ayanamsa }).refine(isAyanamsaValue, SETTINGS_MESSAGES.ayanamsa),
  ),
  config6: colourList(isEventColourList, SETTINGS_MESSAGES.eventColours),
  config7: colourList(isEventValueColourList, SETTINGS_MESSAGES.eventValueColours),
  config8: z.preprocess(
    integerFromText,
    z.literal(
      CHART_TYPES.map((type) => type.value),
      { error: SETTINGS_MESSAGES.chartType },
    ),
  ),
  config9: z.enum(
    NODE_TYPES.map((type) => type.value),
    { error: SETTINGS_MESSAGES.nodeType },
  ),
  config10: z.preprocess(
    decimalFromText,
    z.literal(
      DASHA_YEARS.map((year) => year.value),
      { error: SETTINGS_MESSAGES.dashaYear },
    ),
  ),
  config11: z.enum(
    DISPLAY_LANGUAGES.map((language) => language.value),
    { error: SETTINGS_MESSAGES.displayLanguage },
  ),
  config12: z.enum(SUNRISE_SETTINGS, { error: SETTINGS_MESSAGES.sunrise }),
};

/**
 * Ayanamsa correction in degrees, -180..180 (spec §5). Empty, absent, null and zero ('0', '0.0', 0)
 * all become null, which means "no correction" (spec: "a value of '0' is sent as null").
 */
export const ayanamsaCorrectionField = z.preprocess(
  (value) => (value === undefined || value === '' ? null : decimalFromText(value)),
  z
    .number({ error: SETTINGS_MESSAGES.ayanamsaCorrection })
    .min(AYANAMSA_CORRECTION_MIN, SETTINGS_MESSAGES.ayanamsaCorrection)
    .max(AYANAMSA_CORRECTION_MAX, SETTINGS_MESSAGES.ayanamsaCorrection)
    .nullable()
    .transform((value) => (value === 0 ? null : value)),
);

/** The default of each setting (spec §3, §9; config9 and config10 from domain/decisions.md). */
export const DEFAULT_SETTINGS = {
  config0: DEFAULT_LANGUAGE,
  config1: DEFAULT_DATE_FORMAT,
  config2: DEFAULT_TIME_FORMAT,
  config3: DEFAULT_COORDINATE_FORMAT,
  config4: DEFAULT_AYANAMSA,
  config5: null,
  config6: DEFAULT_EVENT_COLOURS.join(','),
  config7: DEFAULT_EVENT_VALUE_COLOURS.join(','),
  config8: DEFAULT_CHART_TYPE,
  config9: DEFAULT_NODE_TYPE,
  config10: DEFAULT_DASHA_YEAR_DAYS,
  config11: DEFAULT_DISPLAY_LANGUAGE,
  config12: DEFAULT_SUNRISE,
} as const;

/** The name of a setting with an enumerated value (every setting but config5). */
export type SettingKey = keyof typeof SETTING_RULES;

/** What each setting is, for the message of a request that leaves it out. */
export const SETTING_LABELS = {
  config0: 'language',
  config1: 'date format',
  config2: 'time format',
  config3: 'coordinates format',
  config4: 'ayanamsa',
  config5: 'ayanamsa correction',
  config6: 'event colors',
  config7: 'event value colors',
  config8: 'birth chart type',
  config9: 'node type',
  config10: 'dasha year',
  config11: 'display language',
  config12: 'sunrise',
} as const;

/** Every setting's stored name, config0..config12. */
type SettingName = keyof typeof SETTING_LABELS;

/** A setting the astrologer left empty takes its default. */
function withDefault<K extends SettingKey>(key: K) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? DEFAULT_SETTINGS[key] : value),
    SETTING_RULES[key],
  );
}

/** A client setting left empty ('' or null, the 'Default' option) is null: inherit the astrologer's. */
function inheritable<K extends SettingKey>(key: K) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    SETTING_RULES[key].nullable(),
  );
}

/** `schema` for setting `key`, refusing a request that leaves the key out (a partial save resets nothing). */
function sentSetting<T extends z.ZodType>(key: SettingName, schema: T) {
  return requiredKey(missingFieldMessage(key, SETTING_LABELS[key]), schema);
}

/** The settings beyond the spec's body (config0..config8): ours, so a body may leave both out. */
const requireBothOrNeither = bothOrNeither(['config9', 'config10'] as const, (key) =>
  missingFieldMessage(key, SETTING_LABELS[key]),
);

const astrologerSettingsShape = {
  config0: withDefault('config0'),
  config1: withDefault('config1'),
  config2: withDefault('config2'),
  config3: withDefault('config3'),
  config4: withDefault('config4'),
  config5: ayanamsaCorrectionField,
  config6: withDefault('config6'),
  config7: withDefault('config7'),
  config8: withDefault('config8'),
  config9: withDefault('config9'),
  config10: withDefault('config10'),
  config11: withDefault('config11'),
  config12: withDefault('config12'),
};

/**
 * Astrologer settings as stored: config0 language, config1 date format, config2 time format, config3
 * coordinate format, config4 ayanamsa (Swiss Ephemeris sidereal mode), config5 ayanamsa correction in degrees
 * or null, config6 nine 'background:text' event colours comma-joined, config7 six event value colours
 * comma-joined, config8 birth chart type, config9 node type, config10 dasha year in days, config11 display
 * language. Settings never saved
 * take their defaults.
 */
export const astrologerSettingsSchema = z.object(astrologerSettingsShape);
/** Astrologer settings as stored and answered: every setting, defaults for those never saved. */
export type AstrologerSettings = z.output<typeof astrologerSettingsSchema>;

/**
 * Astrologer settings payload (POST /config/astrologer/edit): every key of `astrologerSettingsSchema` must be
 * sent ('' or null picks the default), so a partial body is refused ('config1 (date format) is missing')
 * rather than resetting the settings it left out.
 */
export const astrologerConfigSchema = z
  .object({
    config0: sentSetting('config0', astrologerSettingsShape.config0),
    config1: sentSetting('config1', astrologerSettingsShape.config1),
    config2: sentSetting('config2', astrologerSettingsShape.config2),
    config3: sentSetting('config3', astrologerSettingsShape.config3),
    config4: sentSetting('config4', astrologerSettingsShape.config4),
    config5: sentSetting('config5', astrologerSettingsShape.config5),
    config6: sentSetting('config6', astrologerSettingsShape.config6),
    config7: sentSetting('config7', astrologerSettingsShape.config7),
    config8: sentSetting('config8', astrologerSettingsShape.config8),
    config9: keptWhenAbsent(astrologerSettingsShape.config9),
    config10: keptWhenAbsent(astrologerSettingsShape.config10),
    config11: keptWhenAbsent(astrologerSettingsShape.config11),
    config12: keptWhenAbsent(astrologerSettingsShape.config12),
  })
  .superRefine(requireBothOrNeither);
/** Astrologer settings as sent. */
export type AstrologerConfigInput = z.input<typeof astrologerConfigSchema>;
/** Astrologer settings after validation, as saved (config9 to config12 undefined when left out). */
export type AstrologerConfig = z.output<typeof astrologerConfigSchema>;

/** Message of a userId that is not a client number. */
export const SETTINGS_USER_ID_MESSAGE = recordIdMessage('userId');

/** userId: the client's runningId, the only client number the browser holds (spec §7). */
const clientUserId = requiredKey(
  missingFieldMessage('userId', 'client number'),
  decimalIdField(SETTINGS_USER_ID_MESSAGE),
);

const clientSettingsShape = {
  config0: sentSetting('config0', inheritable('config0')),
  config1: sentSetting('config1', inheritable('config1')),
  config2: sentSetting('config2', inheritable('config2')),
  config3: sentSetting('config3', inheritable('config3')),
  config4: sentSetting('config4', inheritable('config4')),
  config5: sentSetting('config5', ayanamsaCorrectionField),
  config6: sentSetting('config6', inheritable('config6')),
  config7: sentSetting('config7', inheritable('config7')),
  config8: sentSetting('config8', inheritable('config8')),
  config9: keptWhenAbsent(inheritable('config9')),
  config10: keptWhenAbsent(inheritable('config10')),
  config11: keptWhenAbsent(inheritable('config11')),
  config12: keptWhenAbsent(inheritable('config12')),
};

/** A client's config0..config12 as Client Settings saves them (a practice file's client settings too). */
export const clientSettingsSchema = z.object(clientSettingsShape).superRefine(requireBothOrNeither);

/**
 * Client settings payload (POST /config/user/edit) and stored record: userId plus config0..config12
 * as the astrologer's, each null meaning Default (use the astrologer's value). config5 null also
 * means inherit; a client cannot override to "no correction" because '0' is sent as null (spec §5).
 * Every key of the spec must be sent, as for the astrologer's settings.
 */
export const clientConfigSchema = z
  .object({ userId: clientUserId, ...clientSettingsShape })
  .superRefine(requireBothOrNeither);
/** Client settings as sent. */
export type ClientConfigInput = z.input<typeof clientConfigSchema>;
/** Client settings after validation, as saved (config9 to config12 undefined when left out). */
export type ClientConfig = z.output<typeof clientConfigSchema>;
/** A client's settings as answered: userId and every setting, null = Default. */
export type ClientSettingsAnswer = { userId: number } & {
  [K in Exclude<keyof ClientConfig, 'userId'>]-?: Exclude<ClientConfig[K], undefined>;
};
