/** Letters that NFD does not split into a base letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
};

const PLAIN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

/**
 * The search form of a place name: lowercase, accents and other combining marks removed (NFD),
 * hyphens and commas as spaces, apostrophes and dots dropped, spaces collapsed. 'São Paulo' and
 * 'Sao Paulo' both give 'sao paulo'; 'Nuku'alofa' gives 'nukualofa'.
 */
export function foldPlaceText(text: string): string {
  // Most names are plain ASCII letters and spaces: lowercase is all they need.
  if (PLAIN.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðħıæœßþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/['’ʻ`.]/g, '')
    .replace(/[\s\-‐–,/()]+/g, ' ')
    .trim();
}
