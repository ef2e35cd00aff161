/**
 * The verdict aid of a horary chart: the steps of the KP rule for a matter, laid out for the astrologer to
 * check, never a verdict. KSK's rule (domain §18.2 sources, e.g. "KP Horary"): the matter is promised when
 * the sub lord of its primary cusp signifies the matter's houses, and denied when it signifies the houses
 * that negate them (12th from each); the ruling planets of the moment that are also significators of the
 * matter time and confirm it.
 *
 * "Signifies" is the four KP levels (domain §6.1; the Planet Significators A–D): the house its star lord
 * occupies (A), the house it occupies (B), the houses its star lord owns (C), the houses it owns (D). The
 * ruling planets are KSK's five in his order of strength (domain §11.1): Ascendant star lord, Ascendant sign
 * lord, Moon star lord, Moon sign lord, day lord.
 */
import { RULING_ROLE_IDS, type RulingRoleId } from '@kpdesk/domain';
import { EVENT_GROUPS, type EventDefinition, type EventGroup } from '../events/catalogue.js';
import type { RulingPlanets } from '../ruling/ruling-planets.js';
import { housesOwnedBy } from '../significators/ownership.js';
import type { ChartLords, HouseNumber } from '../significators/types.js';
import { PLANETS, type Planet } from '../tables/planets.js';

/** A planet's four KP levels of signification. */
export interface Signification {
  planet: Planet;
  starLord: Planet;
  /** A: house occupied by the star lord. */
  starLordOccupies: HouseNumber;
  /** B: house occupied by the planet. */
  occupies: HouseNumber;
  /** C: houses owned by the star lord (none for a node). */
  starLordOwns: HouseNumber[];
  /** D: houses owned by the planet (none for a node). */
  owns: HouseNumber[];
  /** A ∪ B ∪ C ∪ D, ascending. */
  houses: HouseNumber[];
}

/** Which houses of a set fall in each of the event's six groups. */
export type HousesByGroup = Record<EventGroup, HouseNumber[]>;

/** The reading of one primary cusp of the matter. */
export interface PrimaryCuspReading {
  cusp: HouseNumber;
  subLord: Planet;
  signification: Signification;
  /** The signified houses in each event group. */
  byGroup: HousesByGroup;
}

/** The ruling-planet roles (the domain's slot ids), in KSK's order of strength. */
export const RULING_ROLES = RULING_ROLE_IDS;
/** One of them. */
export type RulingRole = RulingRoleId;

/** A ruling planet with its roles (a planet may hold several). */
export interface RulingPlanetRoles {
  planet: Planet;
  roles: RulingRole[];
}

/** A ruling planet that signifies houses of the matter, with the houses by group. */
export interface RulingSignificator extends RulingPlanetRoles {
  byGroup: HousesByGroup;
}

/** The verdict aid of one matter. */
export interface HoraryVerdictAid {
  event: EventDefinition;
  /** One reading per primary house of the matter (usually one). */
  readings: PrimaryCuspReading[];
  /** The distinct ruling planets, strongest first. */
  rulingPlanets: RulingPlanetRoles[];
  /** Planets signifying any favourable house of the matter (Primary, Secondary, Supportive), Sun..Ketu. */
  eventSignificators: Planet[];
  /** The ruling planets among those significators, strongest first. */
  rulingSignificators: RulingSignificator[];
}

const ascending = (houses: Iterable<HouseNumber>) => [...new Set(houses)].sort((a, b) => a - b);

/** The four KP levels of a planet's signification. */
export function findSignification(chart: ChartLords, planet: Planet): Signification {
  const starLord = chart.planets[planet].starLord;
  const starLordOccupies = chart.planets[starLord].house;
  const occupies = chart.planets[planet].house;
  const starLordOwns = housesOwnedBy(chart, starLord);
  const owns = housesOwnedBy(chart, planet);
  return {
    planet,
    starLord,
    starLordOccupies,
    occupies,
    starLordOwns,
    owns,
    houses: ascending([starLordOccupies, occupies, ...starLordOwns, ...owns]),
  };
}

/** The houses of a set in each event group. */
export function groupHouses(houses: readonly HouseNumber[], event: EventDefinition): HousesByGroup {
  const entries = EVENT_GROUPS.map((g) => [g, houses.filter((h) => event.groups[g].includes(h))] as const);
  return Object.fromEntries(entries) as HousesByGroup;
}

/** The distinct ruling planets of a moment with their roles, strongest first. */
export function listRulingPlanets(rp: RulingPlanets): RulingPlanetRoles[] {
  const byRole: [RulingRole, Planet][] = [
    ['ascendantStarLord', rp.lagna.starLord],
    ['ascendantSignLord', rp.lagna.signLord],
    ['moonStarLord', rp.moon.starLord],
    ['moonSignLord', rp.moon.signLord],
    ['dayLord', rp.dayLord.planet],
  ];
  const out: RulingPlanetRoles[] = [];
  for (const [role, planet] of byRole) {
    const found = out.find((r) => r.planet === planet);
    if (found) found.roles.push(role);
    else out.push({ planet, roles: [role] });
  }
  return out;
}

const FAVOURABLE: readonly EventGroup[] = ['primary', 'secondary', 'supportive'];

/** The verdict aid of a matter in a chart (after any rotation) with the ruling planets of the moment. */
export function computeVerdictAid(
  chart: ChartLords,
  event: EventDefinition,
  rulingPlanets: RulingPlanets,
): HoraryVerdictAid {
  const readings = event.groups.primary.map((cusp): PrimaryCuspReading => {
    const lords = chart.cusps[cusp - 1];
    if (!lords) throw new RangeError(`cusp ${cusp} is missing from the chart`);
    const signification = findSignification(chart, lords.subLord);
    return { cusp, subLord: lords.subLord, signification, byGroup: groupHouses(signification.houses, event) };
  });
  const favourable = new Set(FAVOURABLE.flatMap((g) => event.groups[g]));
  const eventSignificators = PLANETS.filter((p) =>
    findSignification(chart, p).houses.some((h) => favourable.has(h)),
  );
  const ruling = listRulingPlanets(rulingPlanets);
  const rulingSignificators = ruling
    .filter((r) => eventSignificators.includes(r.planet))
    .map((r) => ({ ...r, byGroup: groupHouses(findSignification(chart, r.planet).houses, event) }));
  return { event, readings, rulingPlanets: ruling, eventSignificators, rulingSignificators };
}
