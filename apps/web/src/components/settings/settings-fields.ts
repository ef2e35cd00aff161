import type { TFunction } from 'i18next';
import {
  AYANAMSAS,
  CHART_TYPES,
  COLOUR_TEXT,
  COLOURS,
  type Colour,
  COORDINATE_FORMATS,
  DASHA_YEARS,
  DATE_FORMATS,
  DISPLAY_LANGUAGES,
  EVENT_COLOUR_SLOTS,
  EVENT_VALUE_COLOUR_SLOTS,
  isColour,
  NODE_TYPES,
  SUNRISE_CHOICES,
  TIME_FORMATS,
  toEventColourValue,
} from '@kpdesk/contract';

/** One select of the settings form: its config key, label (an English key) and options (value as text). */
export interface SettingSelect {
  key: string;
  label: string;
  options: { value: string; label: string }[];
  /**
   * The choices are words read in the display language (chart styles, node types); false when they are names
   * or patterns shown as written: ayanamsa names (proper names), date and time patterns, and languages in their
   * own scripts, so anyone can find their way back from a language they cannot read.
   */
  hasWordChoices: boolean;
}

const plain = (values: readonly (string | number)[]) =>
  values.map((v) => ({ value: String(v), label: String(v) }));
const labelled = (values: readonly { value: string | number; label: string }[]) =>
  values.map((v) => ({ value: String(v.value), label: v.label }));

/** The label of the display language select, which keeps its English words beside the translation. */
export const DISPLAY_LANGUAGE_LABEL = 'Display language';

/**
 * The selects of My Settings and Client Settings in the spec's order (config1..config4, config8..config10),
 * the Sunrise convention (config12), then the display language (config11) in which charts, tables, screens and printouts are read.
 */
// The spec's config0 "Language" offers English only; the one language choice a screen shows is the display
// language (config11). config0 stays on the wire: the form sends the stored value back unchanged.
export const SETTING_SELECTS: SettingSelect[] = [
  { key: 'config1', label: 'Date format', options: plain(DATE_FORMATS), hasWordChoices: false },
  { key: 'config2', label: 'Time format', options: plain(TIME_FORMATS), hasWordChoices: false },
  {
    key: 'config3',
    label: 'Coordinates format',
    options: labelled(COORDINATE_FORMATS),
    hasWordChoices: true,
  },
  { key: 'config4', label: 'Ayanamsa', options: labelled(AYANAMSAS), hasWordChoices: false },
  { key: 'config8', label: 'Birth Chart Type', options: labelled(CHART_TYPES), hasWordChoices: true },
  { key: 'config9', label: 'Rahu/Ketu node', options: labelled(NODE_TYPES), hasWordChoices: true },
  { key: 'config10', label: 'Dasha year length', options: labelled(DASHA_YEARS), hasWordChoices: true },
  { key: 'config12', label: 'Sunrise', options: labelled(SUNRISE_CHOICES), hasWordChoices: true },
  {
    key: 'config11',
    label: DISPLAY_LANGUAGE_LABEL,
    options: labelled(DISPLAY_LANGUAGES),
    hasWordChoices: false,
  },
];

/** Numeric settings are sent as numbers; empty means Default (client) or the default (astrologer). */
export const NUMERIC_KEYS = new Set(['config4', 'config8', 'config10']);

/**
 * A list setting of one colour per slot (config6, config7): its fieldset, the slots, how a stored entry
 * reads as the chosen colour and how a chosen colour is stored.
 */
export interface ColourList {
  key: 'config6' | 'config7';
  legend: string;
  idPrefix: string;
  slots: readonly { label: string }[];
  /** The words of one colour choice in the display language (the value sent is the colour's stored name). */
  describe: (t: TFunction, colour: Colour) => string;
  read: (entry: string) => string;
  write: (colour: string) => string;
}

/** The 14 colours as the choices of a colour list, each described in the display language. */
export function colourOptions(list: ColourList, t: TFunction): { value: string; label: string }[] {
  return COLOURS.map((colour) => ({ value: colour, label: list.describe(t, colour) }));
}

/** Event Colors store 'Background:Text' (the text colour follows the background); value colours one name. */
export const COLOUR_LISTS: ColourList[] = [
  {
    key: 'config6',
    legend: 'Event Colors',
    idPrefix: 'event-colour',
    slots: EVENT_COLOUR_SLOTS,
    describe: (t, colour) =>
      t('{{colour}} (text {{text}})', { colour: t(colour), text: t(COLOUR_TEXT[colour]) }),
    read: (entry) => entry.split(':')[0] ?? '',
    write: (colour) => (isColour(colour) ? toEventColourValue(colour) : ''),
  },
  {
    key: 'config7',
    legend: 'Event Value Colors',
    idPrefix: 'event-value-colour',
    slots: EVENT_VALUE_COLOUR_SLOTS,
    describe: (t, colour) => t(colour),
    read: (entry) => entry,
    write: (colour) => colour,
  },
];
