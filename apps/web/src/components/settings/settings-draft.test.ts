import { describe, expect, it } from 'vitest';
import { toPayload } from './settings-draft';

describe('settings payload', () => {
  it("sends a correction of '0' and empty values as null, numbers as numbers", () => {
    expect(
      toPayload({ config4: '1', config5: '0', config8: '', config1: 'yyyy-MM-dd', userId: '3' }),
    ).toEqual({
      config4: 1,
      config5: null,
      config8: null,
      config1: 'yyyy-MM-dd',
      userId: 3,
    });
    expect(toPayload({ config5: '-0.25' })).toEqual({ config5: -0.25 });
  });
});
