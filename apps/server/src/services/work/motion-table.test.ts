import { MOTION_TABLE_RANGE, computeVargaMargins, resolveSettings, useMotionTable } from '@kpdesk/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../test/server-process.js';
import { installMotionTable } from './motion-table.js';

// tsc -b of the server and the table on a busy machine: a guard against a hang only.
const BUILD_TIMEOUT_MS = 240_000;

beforeAll(buildServer, BUILD_TIMEOUT_MS);
afterAll(() => useMotionTable(null));

describe('the motion table of the build', () => {
  it('is installed from the file the build wrote, and the margins answer with it as without it', () => {
    const jdUT = MOTION_TABLE_RANGE.fromJd + 33_333.3;
    const place = { latitude: 13.08, longitude: 80.27 };
    const settings = resolveSettings({});
    const fromEphemeris = computeVargaMargins(jdUT, place, settings);
    expect(installMotionTable()).toBe(true);
    expect(computeVargaMargins(jdUT, place, settings)).toEqual(fromEphemeris);
  });
});
