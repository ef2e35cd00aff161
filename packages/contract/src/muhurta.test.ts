import { MUHURTA_MAX_RANGE_DAYS } from '@kpdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  MUHURTA_MAX_PARTICIPANTS,
  MUHURTA_MESSAGES,
  MUHURTA_NOTE_MAX_LENGTH,
  MUHURTA_SAVED_FULL_MESSAGE,
  MUHURTA_SAVED_PER_CLIENT_MAX,
  muhurtaSearchSchema,
} from './muhurta.js';

const SEARCH = {
  event: 'marriage',
  from: '2026-02-16 15:00:00',
  to: '2026-02-16 18:00:00',
  timezone: 5.5,
  place: 'New Delhi, Delhi, India',
  latitude: 28.6139,
  longitude: 77.209,
};

const refusal = (body: object) => {
  const parsed = muhurtaSearchSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the muhurta search body', () => {
  it('states the bounds it enforces', () => {
    expect(MUHURTA_MESSAGES.rangeTooLong).toContain(String(MUHURTA_MAX_RANGE_DAYS));
    expect(MUHURTA_MESSAGES.participants).toContain(String(MUHURTA_MAX_PARTICIPANTS));
    expect(MUHURTA_MESSAGES.note).toContain(String(MUHURTA_NOTE_MAX_LENGTH));
    expect(MUHURTA_SAVED_FULL_MESSAGE).toContain(String(MUHURTA_SAVED_PER_CLIENT_MAX));
  });

  it('accepts the worked example and a range of exactly 31 days', () => {
    expect(refusal(SEARCH)).toBeNull();
    expect(refusal({ ...SEARCH, from: '2026-01-01 00:00:00', to: '2026-02-01 00:00:00' })).toBeNull();
  });

  it.each([
    [{ to: '2026-02-01 00:00:01', from: '2026-01-01 00:00:00' }, 'to', MUHURTA_MESSAGES.rangeTooLong],
    [{ to: '2026-02-16 15:00:00' }, 'to', MUHURTA_MESSAGES.toNotAfterFrom],
    [{ negating: [2] }, 'negating', MUHURTA_MESSAGES.overlap],
    [{ favourable: [] }, 'favourable', MUHURTA_MESSAGES.favourableEmpty],
    [{ cusp: 13 }, 'cusp', MUHURTA_MESSAGES.cusp],
    [{ participants: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'participants', MUHURTA_MESSAGES.participants],
    [{ vetoes: { sunday: true } }, 'vetoes', MUHURTA_MESSAGES.vetoes],
  ])('refuses %j under %s', (change, field, message) => {
    expect(refusal({ ...SEARCH, ...change })).toContainEqual([field, message]);
  });
});
