import type { TFunction } from 'i18next';

/**
 * One name the answer carries by itself (a planet id, a sign, a star, a dasha lord, a house number) in the
 * display language: looked up whole in the one phrase system, which holds the domain's names; never taken
 * apart. Anything that is no name (a number, a date) is shown as it came.
 */
export function translateName(t: TFunction, name: string): string {
  return t(name, { defaultValue: name });
}

/**
 * A name the server follows with a note in brackets: "Saturn (R)", "Jupiter (7, 9, 12)", "Purva Bhadrapada
 * (25)", "Day Lord (Jupiter)".
 */
const WITH_NOTE = /^(.+?) \((.+)\)$/;

/** A single name, with or without its bracketed note, in the display language. */
function translateNotedName(t: TFunction, text: string): string {
  const whole = t(text, { defaultValue: text });
  const noted = WITH_NOTE.exec(text);
  if (whole !== text || !noted?.[1] || !noted[2]) return whole;
  const [, name, note] = noted;
  return `${t(name, { defaultValue: name })} (${t(note, { defaultValue: note })})`;
}

/**
 * The parts of a comma list and the separators between them, alternating; a comma inside brackets belongs
 * to its part, so "Jupiter (7, 9, 12)" stays whole.
 */
function splitCommaList(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0) {
      const end = /^,\s*/.exec(text.slice(i))?.[0].length ?? 1;
      pieces.push(text.slice(start, i), text.slice(i, i + end));
      start = i + end;
      i += end - 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * The display form of a positional table cell the spec fixes as text (chart tables): kept only for those
 * cells until the tables carry structured cells beside their text rows; every single name uses translateName.
 * The display form of a text the server answers in English: a planet, sign or star name, a short name or a
 * known phrase is translated; a name with a bracketed note keeps its note, itself translated when it is a
 * known text ("(R)" and house numbers stay); a comma list ("Sun, Venus, Rahu") is translated part by part,
 * its separators kept; anything else (degrees, numbers, dates) is shown as it came.
 */
export function translateAnswerText(t: TFunction, text: string): string {
  const whole = t(text, { defaultValue: text });
  if (whole !== text) return whole;
  const pieces = splitCommaList(text);
  if (pieces.length === 1) return translateNotedName(t, text);
  return pieces.map((piece, i) => (i % 2 === 1 ? piece : translateNotedName(t, piece))).join('');
}
