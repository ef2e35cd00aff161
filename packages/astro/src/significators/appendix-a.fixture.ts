/**
 * Test fixture: the Appendix A chart of the domain (12 Sep 1935 21:08 IST, Guna; KP ayanamsa mode 5, mean
 * node), built from the values the domain publishes, not from our engine: longitudes, houses occupied and
 * cusp lords from Appendix A; planet sign/star/sub lords from the §8.1 table (Sun and Moon sub-sub lords
 * from Appendix A). The other planets' sub-sub lords are not published; they were worked out by hand with
 * the §1.4 rule from the published longitudes and no expected value depends on them.
 * Retrograde: Venus and Saturn as the book marks them, and the mean nodes (domain §4).
 */
import type { Planet } from '../tables/planets.js';
import type { ChartLords, CuspLords, PlanetLords } from './types.js';

const sign = (index: number, d: number, m: number, s: number): number => index * 30 + d + m / 60 + s / 3600;

type Lords4 = readonly [Planet, Planet, Planet, Planet];

const planet = (longitude: number, house: number, lords: Lords4, retrograde = false): PlanetLords => ({
  longitude,
  house,
  signLord: lords[0],
  starLord: lords[1],
  subLord: lords[2],
  subSubLord: lords[3],
  retrograde,
});

const cusp = (longitude: number, lords: Lords4): CuspLords => ({
  longitude,
  signLord: lords[0],
  starLord: lords[1],
  subLord: lords[2],
  subSubLord: lords[3],
});

/** Appendix A with the recommended KP defaults. */
export const APPENDIX_A: ChartLords = {
  planets: {
    Sun: planet(sign(4, 26, 4, 14), 5, ['Sun', 'Venus', 'Ketu', 'Sun']),
    Moon: planet(sign(10, 23, 16, 38), 11, ['Saturn', 'Jupiter', 'Saturn', 'Mars']),
    Mars: planet(sign(7, 4, 31, 41), 7, ['Mars', 'Saturn', 'Saturn', 'Sun']),
    Mercury: planet(sign(5, 20, 16, 11), 6, ['Mercury', 'Moon', 'Ketu', 'Saturn']),
    Jupiter: planet(sign(6, 25, 57, 0), 7, ['Venus', 'Jupiter', 'Ketu', 'Venus']),
    Venus: planet(sign(4, 19, 17, 39), 5, ['Sun', 'Venus', 'Rahu', 'Ketu'], true),
    Saturn: planet(sign(10, 13, 1, 55), 11, ['Saturn', 'Rahu', 'Mercury', 'Venus'], true),
    Rahu: planet(sign(8, 25, 54, 1), 9, ['Jupiter', 'Venus', 'Ketu', 'Ketu'], true),
    Ketu: planet(sign(2, 25, 54, 1), 3, ['Mercury', 'Jupiter', 'Ketu', 'Venus'], true),
  },
  cusps: [
    cusp(sign(0, 19, 25, 9), ['Mars', 'Venus', 'Rahu', 'Venus']),
    cusp(sign(1, 18, 22, 32), ['Venus', 'Moon', 'Mercury', 'Venus']),
    cusp(sign(2, 12, 56, 0), ['Mercury', 'Rahu', 'Mercury', 'Ketu']),
    cusp(sign(3, 7, 27, 7), ['Moon', 'Saturn', 'Ketu', 'Venus']),
    cusp(sign(4, 5, 37, 32), ['Sun', 'Ketu', 'Rahu', 'Rahu']),
    cusp(sign(5, 10, 17, 34), ['Mercury', 'Moon', 'Moon', 'Rahu']),
    cusp(sign(6, 19, 25, 9), ['Venus', 'Rahu', 'Mars', 'Jupiter']),
    cusp(sign(7, 18, 22, 32), ['Mars', 'Mercury', 'Mercury', 'Saturn']),
    cusp(sign(8, 12, 56, 0), ['Jupiter', 'Ketu', 'Mercury', 'Jupiter']),
    cusp(sign(9, 7, 27, 7), ['Saturn', 'Sun', 'Ketu', 'Jupiter']),
    cusp(sign(10, 5, 37, 32), ['Saturn', 'Mars', 'Moon', 'Moon']),
    cusp(sign(11, 10, 17, 34), ['Jupiter', 'Saturn', 'Venus', 'Ketu']),
  ],
};
