import { describe, expect, it } from 'vitest';
import {
  intervalSearchRequestSchema,
  TRANSIT_MESSAGES,
  transitMomentParams,
  updateBirthTimeSchema,
} from './transit.js';
import { BIRTH_DATE_RANGE_MESSAGE } from './client-fields.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('transit and interval request schemas', () => {
  it('takes the transit moment from one path segment', () => {
    expect(transitMomentParams.parse({ userId: '3', moment: '2026-11-23_10:00' })).toEqual({
      userId: 3,
      moment: { date: '2026-11-23', time: '10:00:00' },
    });
    expect(firstMessage(transitMomentParams.safeParse({ userId: '3', moment: '2026-11-23' }))).toBe(
      TRANSIT_MESSAGES.momentInvalid,
    );
  });

  it('accepts an empty body, and a window of one second up to the bounds', () => {
    expect(intervalSearchRequestSchema.parse({})).toEqual({ search: 'both' });
    expect(
      intervalSearchRequestSchema.parse({
        startDate: '2026-01-01 10:00',
        endDate: '2026-01-02 10:00',
        runningId: '',
      }),
    ).toEqual({
      startDate: { date: '2026-01-01', time: '10:00:00' },
      endDate: { date: '2026-01-02', time: '10:00:00' },
      search: 'both',
    });
    const month = { startDate: '2026-01-01 00:00:00', endDate: '2026-02-01 00:00:00', search: 'planet' };
    expect(intervalSearchRequestSchema.safeParse(month).success).toBe(true);
  });

  it.each([
    [{ startDate: '2026-01-01 10:00:00', endDate: '2026-01-01 09:59:59' }, TRANSIT_MESSAGES.endBeforeStart],
    [{ endDate: '2026-01-01 09:59:59' }, TRANSIT_MESSAGES.bothEnds],
    [
      { startDate: '2026-01-01 10:00:00', endDate: '2026-01-02 10:00:01' },
      TRANSIT_MESSAGES.cuspalWindowTooLarge,
    ],
    [{ startDate: 'today', endDate: '2026-01-02 10:00:01' }, TRANSIT_MESSAGES.startDateInvalid],
    [{ search: 'moon' }, TRANSIT_MESSAGES.searchInvalid],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(intervalSearchRequestSchema.safeParse(body))).toBe(message);
  });

  it('needs the underscore form of a corrected birth time', () => {
    expect(updateBirthTimeSchema.parse({ id: 2, birthTime: '1990-06-15_12:30:00' })).toEqual({
      id: 2,
      birthTime: { date: '1990-06-15', time: '12:30:00' },
    });
    expect(firstMessage(updateBirthTimeSchema.safeParse({ id: 2, birthTime: '1990-06-15 12:30:00' }))).toBe(
      TRANSIT_MESSAGES.birthTimeInvalid,
    );
  });
});

describe('a birth time correction', () => {
  it.each(['1582-12-31_23:59:59', '0001-01-01_00:00:00'])(
    'is refused outside the birth dates a client may have: %s',
    (birthTime) => {
      const parsed = updateBirthTimeSchema.safeParse({ id: 2, birthTime });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(BIRTH_DATE_RANGE_MESSAGE);
    },
  );

  it('is taken at both ends of the range', () => {
    for (const birthTime of ['1583-01-01_00:00:00', '2999-12-31_23:59:59'])
      expect(updateBirthTimeSchema.safeParse({ id: 2, birthTime }).success).toBe(true);
  });
});
