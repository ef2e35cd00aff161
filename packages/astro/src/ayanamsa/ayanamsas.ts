/**
 * The product's ayanamsa list: index 0..29 are Swiss Ephemeris sidereal modes 0..29 in SE order, plus
 * 45 (Krishnamurti-Senthilathiban, VP291) and 46 (Lahiri ICRC). Display names are the product's labels
 * (accounts spec §3 Enumerations); domain §2.1.
 */

/** One ayanamsa of the product: its index (= SE sidereal mode number) and display name. */
export interface AyanamsaOption {
  index: number;
  name: string;
}

const PRODUCT_NAMES: readonly string[] = [
  'Fagan Bradley',
  'Lahiri',
  'Deluce',
  'Raman',
  'Ushashashi',
  'Krishnamurti',
  'Djwhal Khul',
  'Yukteshwar',
  'J N Bhasin',
  'Babyl Kugler 1',
  'Babyl Kugler 2',
  'Babyl Kugler 3',
  'Babyl Huber',
  'Babyl Etpsc',
  'Aldebaran 15Tau',
  'Hipparchos',
  'Sassanian',
  'Galcent 0Sag',
  'Zodiac Fix J2000',
  'J1900',
  'B1950',
  'Suryasiddhanta',
  'Suryasiddhanta Msun',
  'Aryabhata',
  'Aryabhata Msun',
  'SS Revati',
  'SS Citra',
  'True Citra',
  'True Revati',
  'True Pushya',
];

/** Every ayanamsa the engine accepts, in index order. */
export const AYANAMSAS: readonly AyanamsaOption[] = [
  ...PRODUCT_NAMES.map((name, index) => ({ index, name })),
  { index: 45, name: 'Krishnamurti-Senthilathiban' },
  { index: 46, name: 'Lahiri ICRC' },
];

/** The KP default: index 5, SE "Krishnamurti" (domain §2.3). */
export const DEFAULT_AYANAMSA_INDEX = 5;

/** True when `index` is one of the accepted ayanamsa indexes. */
export function isAyanamsaIndex(index: number): boolean {
  return AYANAMSAS.some((a) => a.index === index);
}

/** Display name of an ayanamsa index; throws a RangeError for an index the product does not offer. */
export function getAyanamsaName(index: number): string {
  const found = AYANAMSAS.find((a) => a.index === index);
  if (!found) throw new RangeError(`ayanamsa index must be 0..29, 45 or 46: ${index}`);
  return found.name;
}
