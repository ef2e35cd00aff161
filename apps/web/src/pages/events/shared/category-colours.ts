import { COLOUR_TEXT, isColour, type Colour } from '@kpdesk/contract';

/** sRGB of the 14 selectable colours (their CSS named-colour values), to measure contrast. */
const RGB: Readonly<Record<Colour, readonly [number, number, number]>> = {
  DarkGreen: [0, 100, 0],
  Green: [0, 128, 0],
  LightGreen: [144, 238, 144],
  LightBlue: [173, 216, 230],
  Blue: [0, 0, 255],
  Pink: [255, 192, 203],
  Salmon: [250, 128, 114],
  Red: [255, 0, 0],
  DarkRed: [139, 0, 0],
  Black: [0, 0, 0],
  White: [255, 255, 255],
  Yellow: [255, 255, 0],
  Orange: [255, 165, 0],
  Gray: [128, 128, 128],
};

/** WCAG 2 AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

function luminanceOf(colour: Colour): number {
  const [r, g, b] = RGB[colour].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two of the selectable colours (1 to 21). */
export function contrastOf(a: Colour, b: Colour): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Background and text of a coloured label, as CSS values. */
export interface ColourPair {
  background: string;
  color: string;
}

/**
 * The colours of a category or event group label: the settings' background with its paired text, unless
 * that pair is too faint to read (Gray with White, Salmon with Blue), when black or white is used instead.
 * Settings name the colour, but every reader must still read the label's words.
 */
export function legibleColours(background: string, text?: string): ColourPair {
  if (!isColour(background)) return { background, color: text ?? 'inherit' };
  const paired = text !== undefined && isColour(text) ? text : COLOUR_TEXT[background];
  if (contrastOf(background, paired) >= MIN_TEXT_CONTRAST) return { background, color: paired };
  const isBlackBetter = contrastOf(background, 'Black') >= contrastOf(background, 'White');
  return { background, color: isBlackBetter ? 'Black' : 'White' };
}
