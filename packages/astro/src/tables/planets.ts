/**
 * The nine KP bodies and their fixed facts.
 *
 * Identity is the domain's planet id (the English name); every ordered list below is a *view* of the same nine
 * ids, so code never relies on an array position across views (domain §5). The words live in @kpdesk/domain.
 */
import { BODY_ABBREVIATIONS, PLANET_IDS, WEEKDAY_NAMES, nameOf, type PlanetId } from '@kpdesk/domain';

/** A KP body: the seven classical planets and the two lunar nodes. */
export type Planet = PlanetId;

/** Weekday order plus nodes: the order of KP readers' tables and of the product's aspect screens. */
export const PLANETS: readonly Planet[] = PLANET_IDS;

/**
 * Vimshottari order (Ketu first): the order of star lords, sub lords and dasha periods, and of the
 * product's nine-value lists (`Ket, Ven, Sun, Mon, Mar, Rag, Jup, Sat, Mer`). Domain §0.
 */
export const VIMSHOTTARI_ORDER: readonly Planet[] = [
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
];

/** Vimshottari dasha years of each lord; they sum to 120. Domain §0. */
export const VIMSHOTTARI_YEARS: Readonly<Record<Planet, number>> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

/** Total years of the Vimshottari cycle. */
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** The product's three-letter short names (Tamil "Rag" for Rahu, as the spec spells it). */
export const PLANET_SHORT_NAMES: Readonly<Record<Planet, string>> = Object.fromEntries(
  PLANET_IDS.map((id) => [id, nameOf(BODY_ABBREVIATIONS, id, 'en')]),
) as Record<Planet, string>;

/** Day lords by weekday, 0 = Sunday. Domain §11.2. */
export const DAY_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/** English weekday names, 0 = Sunday. */
export const WEEKDAYS: readonly string[] = WEEKDAY_NAMES.ids.map((id) => nameOf(WEEKDAY_NAMES, id, 'en'));
