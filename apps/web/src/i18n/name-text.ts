import type { TFunction } from 'i18next';

/** A table cell's planet with the retrograde mark the server appends, e.g. "Saturn (R)". */
const WITH_RETRO_MARK = /^(.+?)( \(R\))$/;

/**
 * The display form of a text the server answers in English: a planet, sign or star name, a short name or a
 * known phrase is translated; "Saturn (R)" keeps its mark after the translated name; anything else (degrees,
 * numbers, dates) is shown as it came.
 */
export function translateAnswerText(t: TFunction, text: string): string {
  const retro = WITH_RETRO_MARK.exec(text);
  if (retro?.[1] && retro[2]) return `${t(retro[1], { defaultValue: retro[1] })}${retro[2]}`;
  return t(text, { defaultValue: text });
}
