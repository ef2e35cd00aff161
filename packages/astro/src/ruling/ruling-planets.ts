/**
 * KP ruling planets of a moment and place (domain §11): the Lagna (Ascendant) and the Moon with their
 * sign, star, sub, sub-sub and sub-sub-sub lords, and the sunrise-based day lord.
 */
import { computeKpLords, type KpLords } from '../kp/lords.js';
import type { Planet } from '../tables/planets.js';
import type { DayInfo } from '../time/day-lord.js';

/** The five lord levels of a point. */
export interface RulingRow {
  signLord: Planet;
  starLord: Planet;
  subLord: Planet;
  subSubLord: Planet;
  subSubSubLord: Planet;
}

/** Ruling planets: Lagna and Moon rows, and the day lord (with the lords of its own position). */
export interface RulingPlanets {
  lagna: RulingRow & { longitude: number };
  moon: RulingRow & { longitude: number };
  dayLord: { planet: Planet; isPolarFallback: boolean; position: RulingRow & { longitude: number } };
}

function toRow(l: KpLords): RulingRow & { longitude: number } {
  return {
    longitude: l.longitude,
    signLord: l.signLord,
    starLord: l.starLord,
    subLord: l.subLord,
    subSubLord: l.subSubLord,
    subSubSubLord: l.subSubSubLord,
  };
}

/**
 * Ruling planets from the sidereal Ascendant and Moon longitudes (degrees), the day facts and the sidereal
 * longitude of each body (to give the day lord's own lords).
 */
export function computeRulingPlanets(
  ascendant: number,
  moon: number,
  day: DayInfo,
  bodyLongitude: (planet: Planet) => number,
): RulingPlanets {
  return {
    lagna: toRow(computeKpLords(ascendant)),
    moon: toRow(computeKpLords(moon)),
    dayLord: {
      planet: day.dayLord,
      isPolarFallback: day.isPolarFallback,
      position: toRow(computeKpLords(bodyLongitude(day.dayLord))),
    },
  };
}
