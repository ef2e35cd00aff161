/**
 * Planet In Interval retrograde flags (domain §5: retrograde = speed in longitude < 0; §16.2 step 4): each
 * row's flag is the body's motion at that row's moment, checked against the chart's own body speeds, so a
 * station inside the window flips the flag at the first row after it.
 */
import { describe, expect, it } from 'vitest';
import {
  buildIntervalTable,
  computeBodyPositions,
  computeInputJulianDay,
  formatLocalIso,
  resolveSettings,
  searchLordChanges,
  type ChartSettings,
  type IntervalTable,
  type Planet,
} from '../index.js';

const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };
/** Mercury turns retrograde (26 Feb 2026) and Jupiter direct (11 Mar 2026) inside this window. */
const START = computeInputJulianDay({ date: '2026-02-15', time: '00:00:00', utcOffsetHours: 5.5 });
const END = computeInputJulianDay({ date: '2026-03-17', time: '00:00:00', utcOffsetHours: 5.5 });

function searchPlanets(settings: ChartSettings): IntervalTable {
  const search = searchLordChanges(START, END, CHENNAI, settings, { cusps: false, bodies: true });
  return buildIntervalTable(search);
}

/** The flags of one body's column, row by row. */
const flagsOf = (table: IntervalTable, planet: Planet): boolean[] => {
  const column = table.planetNameList.indexOf(planet);
  return table.planetRetroList.map((row) => row[column] ?? false);
};

/** Every flag equals the sign of the body's speed at its row's moment (the chart's positions). */
function expectFlagsFollowSpeed(table: IntervalTable, settings: ChartSettings): void {
  table.dateList.forEach((d, r) => {
    const bodies = computeBodyPositions(d, settings).bodies;
    table.planetNameList.forEach((name, c) => {
      const body = bodies.find((b) => b.name === name);
      expect(
        table.planetRetroList[r]?.[c],
        `${name} at ${formatLocalIso(d, 5.5, 'second')}: speed ${body?.speed} °/day`,
      ).toBe((body?.speed ?? 0) < 0);
    });
  });
}

describe('Planet In Interval retrograde flags', () => {
  const settings = resolveSettings({ ayanamsa: 5 });
  const table = searchPlanets(settings);

  it('flips Mercury to retrograde and Jupiter to direct at the first row after each station', () => {
    for (const [planet, before, after] of [
      ['Mercury', false, true],
      ['Jupiter', true, false],
    ] as const) {
      const flags = flagsOf(table, planet);
      const flip = flags.indexOf(after);
      expect(flip, `${planet}: no row is ${after ? 'retrograde' : 'direct'}`).toBeGreaterThan(0);
      expect(flags.slice(0, flip).every((f) => f === before)).toBe(true);
      expect(flags.slice(flip).every((f) => f === after)).toBe(true);
      // The station lies between the row before the flip and the flip row.
      const speedAt = (row: number): number =>
        computeBodyPositions(table.dateList[row] ?? Number.NaN, settings).bodies.find(
          (b) => b.name === planet,
        )?.speed ?? Number.NaN;
      expect(speedAt(flip - 1) < 0, `${planet} the row before the flip`).toBe(before);
      expect(speedAt(flip) < 0, `${planet} the flip row`).toBe(after);
    }
  });

  it('gives every row the motion at its moment, for every body', () => {
    expectFlagsFollowSpeed(table, settings);
  });

  it('follows the true node through its stations', () => {
    const trueNode = resolveSettings({ ayanamsa: 5, node: 'true' });
    const nodeTable = searchPlanets(trueNode);
    const rahu = flagsOf(nodeTable, 'Rahu');
    expect(new Set(rahu).size, 'the true node both advances and retreats in a month').toBe(2);
    expect(flagsOf(nodeTable, 'Ketu')).toEqual(rahu);
    expectFlagsFollowSpeed(nodeTable, trueNode);
  });
});
