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

  it('keeps text that is not a plain decimal number as text, for the contract to refuse', () => {
    expect(toPayload({ config5: '1e2' })).toEqual({ config5: '1e2' });
    expect(toPayload({ config5: '0x10' })).toEqual({ config5: '0x10' });
    expect(toPayload({ config5: '12,5' })).toEqual({ config5: '12,5' });
  });
});
