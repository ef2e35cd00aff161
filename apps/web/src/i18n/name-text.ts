import type { TFunction } from 'i18next';

/**
 * A name the server follows with a note in brackets: "Saturn (R)", "Jupiter (7, 9, 12)", "Purva Bhadrapada
 * (25)", "Day Lord (Jupiter)".
 */
const WITH_NOTE = /^(.+?) \((.+)\)$/;

/**
 * The display form of a text the server answers in English: a planet, sign or star name, a short name or a
 * known phrase is translated; a name with a bracketed note keeps its note, itself translated when it is a
 * known text ("(R)" and house numbers stay); anything else (degrees, numbers, dates) is shown as it came.
 */
export function translateAnswerText(t: TFunction, text: string): string {
  const whole = t(text, { defaultValue: text });
  const noted = WITH_NOTE.exec(text);
  if (whole !== text || !noted?.[1] || !noted[2]) return whole;
  const [, name, note] = noted;
  return `${t(name, { defaultValue: name })} (${t(note, { defaultValue: note })})`;
}
