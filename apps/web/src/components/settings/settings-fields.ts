import {
  AYANAMSAS,
  CHART_TYPES,
  COLOUR_TEXT,
  COLOURS,
  COORDINATE_FORMATS,
  DASHA_YEARS,
  DATE_FORMATS,
  DISPLAY_LANGUAGES,
  EVENT_COLOUR_SLOTS,
  EVENT_VALUE_COLOUR_SLOTS,
  isColour,
  LANGUAGES,
  NODE_TYPES,
  TIME_FORMATS,
  toEventColourValue,
} from '@kpdesk/contract';

/** One select of the settings form: its config key, label and options (value as text). */
export interface SettingSelect {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

const plain = (values: readonly (string | number)[]) =>
  values.map((v) => ({ value: String(v), label: String(v) }));
const labelled = (values: readonly { value: string | number; label: string }[]) =>
  values.map((v) => ({ value: String(v.value), label: v.label }));

/**
 * The selects of My Settings and Client Settings in the spec's order (config0..config4, config8..config10),
 * then the display language (config11, issue 26) in which charts, tables, screens and printouts are read.
 */
export const SETTING_SELECTS: SettingSelect[] = [
  { key: 'config0', label: 'Language', options: labelled(LANGUAGES) },
  { key: 'config1', label: 'Date format', options: plain(DATE_FORMATS) },
  { key: 'config2', label: 'Time format', options: plain(TIME_FORMATS) },
  { key: 'config3', label: 'Coordinates format', options: labelled(COORDINATE_FORMATS) },
  { key: 'config4', label: 'Ayanamsa', options: labelled(AYANAMSAS) },
  { key: 'config8', label: 'Birth Chart Type', options: labelled(CHART_TYPES) },
  { key: 'config9', label: 'Rahu/Ketu node', options: labelled(NODE_TYPES) },
  { key: 'config10', label: 'Dasha year length', options: labelled(DASHA_YEARS) },
  { key: 'config11', label: 'Display language', options: labelled(DISPLAY_LANGUAGES) },
];

/** The 14 colours as options. */
export const COLOUR_OPTIONS = plain(COLOURS);

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
  options: { value: string; label: string }[];
  read: (entry: string) => string;
  write: (colour: string) => string;
}

/** Event Colors store 'Background:Text' (the text colour follows the background); value colours one name. */
export const COLOUR_LISTS: ColourList[] = [
  {
    key: 'config6',
    legend: 'Event Colors',
    idPrefix: 'event-colour',
    slots: EVENT_COLOUR_SLOTS,
    options: COLOURS.map((c) => ({ value: c, label: `${c} (text ${COLOUR_TEXT[c]})` })),
    read: (entry) => entry.split(':')[0] ?? '',
    write: (colour) => (isColour(colour) ? toEventColourValue(colour) : ''),
  },
  {
    key: 'config7',
    legend: 'Event Value Colors',
    idPrefix: 'event-value-colour',
    slots: EVENT_VALUE_COLOUR_SLOTS,
    options: COLOUR_OPTIONS,
    read: (entry) => entry,
    write: (colour) => colour,
  },
];
