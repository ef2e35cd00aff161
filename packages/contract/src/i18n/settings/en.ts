import { COLOURS } from '../../enums/colours.js';

/**
 * The English screen texts of the My Settings and Client Settings screens; the English text is the key.
 * Shared words come from other areas' keys: the titles, 'Ayanamsa', 'Display language', the chart styles, the
 * node types, the mixed and value colour slots, Submit, Reset and Ok. Stored values (date and time patterns,
 * colour names as stored, ayanamsa numbers) never pass through these texts; the ayanamsa names stay as the
 * settings list writes them (proper names), and the display languages keep their own scripts, so anyone can
 * find their way back from a language they cannot read.
 */
export const SETTINGS_PHRASES = [
  // The heading of Client Settings and its 'Default' choice (empty: the astrologer's own setting applies).
  'Settings of {{name}}',
  'Default',
  // The labels of the general settings.
  'Language',
  'Date format',
  'Time format',
  'Coordinates format',
  'Ayanamsa Correction (degrees, -180 to 180)',
  'Birth Chart Type',
  'Rahu/Ketu node',
  'Dasha year length',
  'Sunrise',
  'Select valid sunrise',
  // The choices' words (their stored values stay as they are).
  'Degrees with N/E/W/S',
  'Signed decimal',
  '365.25 days (Julian, KSK)',
  '365.2425 days (Gregorian)',
  '365.256364 days (sidereal)',
  '360 days (savana)',
  // The colour lists: the fieldsets, the event colour slots as the spec spells them, and each colour choice.
  'Event Colors',
  'Event Value Colors',
  'Favarable (More)',
  'Favarable',
  'Favarable (Less)',
  'Unfavarable (less)',
  'Unfavarable',
  'Unfavarable (More)',
  '{{colour}} (text {{text}})',
  // The 14 colour names, each the display text of its choice.
  ...COLOURS,
] as const;

/** A screen text of this area. */
export type SettingsPhrase = (typeof SETTINGS_PHRASES)[number];
