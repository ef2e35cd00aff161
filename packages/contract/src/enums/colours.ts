/**
 * The 14 selectable colours (spec §3). Each name is also a CSS named colour, so the web app uses
 * it directly as a style value.
 */
export const COLOURS = [
  'DarkGreen',
  'Green',
  'LightGreen',
  'LightBlue',
  'Blue',
  'Pink',
  'Salmon',
  'Red',
  'DarkRed',
  'Black',
  'White',
  'Yellow',
  'Orange',
  'Gray',
] as const;

/** One of the 14 colour names. */
export type Colour = (typeof COLOURS)[number];

/** True when `value` is one of the 14 colour names (case-sensitive, as stored). */
export function isColour(value: string): value is Colour {
  return (COLOURS as readonly string[]).includes(value);
}

/**
 * The fixed text colour paired with each background colour of an event colour slot (spec §3:
 * "event colours are paired with a fixed text colour"). The nine spec defaults fix the pairs of
 * their colours; the other five take the more legible of black or white.
 */
export const COLOUR_TEXT: Readonly<Record<Colour, Colour>> = {
  DarkGreen: 'White',
  Green: 'White',
  LightGreen: 'Blue',
  LightBlue: 'Black',
  Blue: 'White',
  Pink: 'Blue',
  Salmon: 'Blue',
  Red: 'Black',
  DarkRed: 'White',
  Black: 'White',
  White: 'Black',
  Yellow: 'Black',
  Orange: 'Black',
  Gray: 'White',
};

/** A background and its text colour, stored as 'background:text' (e.g. 'DarkGreen:White'). */
export interface EventColour {
  readonly background: Colour;
  readonly text: Colour;
}

/** The 'background:text' value of an event colour slot for a chosen background. */
export function toEventColourValue(background: Colour): string {
  return `${background}:${COLOUR_TEXT[background]}`;
}

/** Parses 'background:text'; undefined when either part is not one of the 14 colours. */
export function parseEventColour(value: string): EventColour | undefined {
  const [background, text, extra] = value.split(':');
  if (extra !== undefined || background === undefined || text === undefined) return undefined;
  if (!isColour(background) || !isColour(text)) return undefined;
  return { background, text };
}

/**
 * The nine event colour slots in order with their defaults (spec §3, names spelt as the spec).
 * The order is the planet category order of domain/decisions.md "Planet category for an event".
 */
export const EVENT_COLOUR_SLOTS = [
  { label: 'Favarable (More)', default: 'DarkGreen:White' },
  { label: 'Favarable', default: 'Green:White' },
  { label: 'Favarable (Less)', default: 'LightGreen:Blue' },
  { label: 'Mixed (+ve)', default: 'LightBlue:Black' },
  { label: 'Mixed', default: 'Blue:White' },
  { label: 'Mixed (-ve)', default: 'Pink:Blue' },
  { label: 'Unfavarable (less)', default: 'Salmon:Blue' },
  { label: 'Unfavarable', default: 'Red:Black' },
  { label: 'Unfavarable (More)', default: 'DarkRed:White' },
] as const;

/** The nine default event colours, 'background:text', in slot order. */
export const DEFAULT_EVENT_COLOURS: readonly string[] = EVENT_COLOUR_SLOTS.map((slot) => slot.default);

/** The six event value colour slots in order with their default colours (spec §3). */
export const EVENT_VALUE_COLOUR_SLOTS = [
  { label: 'Primary', default: 'DarkGreen' },
  { label: 'Secondary', default: 'Green' },
  { label: 'Supportive', default: 'Blue' },
  { label: 'Bad', default: 'Gray' },
  { label: 'Worse', default: 'Red' },
  { label: 'Worst', default: 'DarkRed' },
] as const satisfies readonly { label: string; default: Colour }[];

/** The six default event value colours, in slot order. */
export const DEFAULT_EVENT_VALUE_COLOURS: readonly Colour[] = EVENT_VALUE_COLOUR_SLOTS.map(
  (slot) => slot.default,
);
