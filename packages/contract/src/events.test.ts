import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  EVENT_MESSAGES,
  categoryClassOf,
  commentField,
  currentEventSchema,
  destinySaveSchema,
  planetCategorySaveSchema,
  sanitizeComment,
} from './events.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('event contract', () => {
  it('keeps the spec texts verbatim, the loading text with its spelling', () => {
    expect(EVENT_MESSAGES.loadingEvent).toBe('Loading - Event Anayser');
    expect(EVENT_MESSAGES.planetSaved).toBe('Planet values updated successfully.');
    expect(EVENT_MESSAGES.destinySaveFailed).toBe('Error occurred while saving Destiny.');
    expect(EVENT_MESSAGES.commentHint).toBe('Characters &, < , > are not allowed');
    expect(EVENT_MESSAGES.noOpposiveDestiny).toBe('No Opposive Destiny for this event');
  });

  it('removes &, < and > from a comment as typed, and the schema refuses them', () => {
    expect(sanitizeComment('a & b <c> d')).toBe('a  b c d');
    expect(firstMessage(commentField.safeParse('a & b'))).toBe(EVENT_MESSAGES.commentHint);
    expect(commentField.safeParse('x'.repeat(COMMENT_MAX_LENGTH)).success).toBe(true);
    expect(firstMessage(commentField.safeParse('x'.repeat(COMMENT_MAX_LENGTH + 1)))).toBe(
      EVENT_MESSAGES.commentTooLong,
    );
  });

  it('takes nine values 0..9 as text or an array, stored as text', () => {
    const base = { userId: '3', eventId: 7, planetOrder: '0,0,0,0,0,0,0,0,0' };
    const parsed = planetCategorySaveSchema.parse({ ...base, planetCategory: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(parsed).toMatchObject({ userId: 3, planetCategory: '1,2,3,4,5,6,7,8,9' });
    const short = planetCategorySaveSchema.safeParse({ ...base, planetCategory: '1,2' });
    expect(firstMessage(short)).toBe(EVENT_MESSAGES.planetCategoryInvalid);
    for (const nested of [['1,2,3,4,5,6,7,8,9'], [[1, 2, 3, 4, 5, 6, 7, 8, 9]]]) {
      const refused = planetCategorySaveSchema.safeParse({ ...base, planetCategory: nested });
      expect(firstMessage(refused)).toBe(EVENT_MESSAGES.planetCategoryInvalid);
    }
  });

  it('accepts an empty destiny list (an event without opposing rows) and refuses a value of 10', () => {
    const ok = destinySaveSchema.safeParse({
      userId: 1,
      eventId: 1,
      supportiveDestinyCategory: '1',
      opposingDestinyCategory: '',
    });
    expect(ok.success).toBe(true);
    const bad = destinySaveSchema.safeParse({
      userId: 1,
      eventId: 1,
      supportiveDestinyCategory: '10',
      opposingDestinyCategory: '',
    });
    expect(firstMessage(bad)).toBe(EVENT_MESSAGES.destinyInvalid);
  });

  it('limits every event house list to 10 characters', () => {
    const event = {
      id: 1,
      key: 'x',
      name: 'X',
      primary: '1,2,3,4,5,6',
      secondary: '',
      supportive: '',
      bad: '',
      worse: '',
      worst: '',
    };
    expect(currentEventSchema.safeParse(event).success).toBe(false);
    expect(currentEventSchema.safeParse({ ...event, primary: '1,2,3,4,10' }).success).toBe(true);
  });

  it('reads category classes as the spec bands them: 1–3, 4–6, 7–9', () => {
    expect([0, 1, 3, 4, 6, 7, 9].map(categoryClassOf)).toEqual([
      null,
      'Favorable',
      'Favorable',
      'Mixed',
      'Mixed',
      'Unfavorable',
      'Unfavorable',
    ]);
  });
});
