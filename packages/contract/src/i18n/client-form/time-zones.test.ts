import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../enums/time-zones.js';
import { TIME_ZONE_NAMES } from './time-zones-en.js';
import { hiTimeZoneNames } from './time-zones-hi.js';
import { taTimeZoneNames } from './time-zones-ta.js';
import { teTimeZoneNames } from './time-zones-te.js';

const TABLES = { hi: hiTimeZoneNames, ta: taTimeZoneNames, te: teTimeZoneNames };

describe('the time zone names of the client form', () => {
  it('lists every entry of the time zone list, in its order', () => {
    expect(TIME_ZONE_NAMES).toEqual(TIME_ZONES.map((zone) => zone.label));
  });

  it.each(Object.entries(TABLES))('keeps the offset of each entry as written in %s', (_, table) => {
    for (const name of TIME_ZONE_NAMES) {
      const offset = name.slice(0, name.indexOf(')') + 1);
      expect(table[name].startsWith(`${offset} `), name).toBe(true);
      expect(table[name]).not.toBe(name);
    }
  });
});
