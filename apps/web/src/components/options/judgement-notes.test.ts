import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { keptChoiceNote, missingMomentNote, proposalNote } from './judgement-fields';

const LONDON_SUMMER = { utcOffsetHours: 1, isDaylightSaving: true };

describe("the time zone's notes follow the display language", () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('stays English by default, as the form tests read it', () => {
    const t = i18next.t.bind(i18next);
    expect(proposalNote(t, 'Europe/London', '2026-07-15', LONDON_SUMMER)).toBe(
      'Proposed from Europe/London on 2026-07-15: GMT+01:00, daylight saving',
    );
  });

  it('reads the proposal, a choice kept and a missing moment in Tamil, the zone and offset as they came', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const t = i18next.t.bind(i18next);
    const proposal = proposalNote(t, 'Europe/London', '2026-07-15', LONDON_SUMMER);
    expect(proposal).toBe('Europe/London இலிருந்து 2026-07-15 க்கு முன்மொழிவு: GMT+01:00, பகல் சேமிப்பு நேரம்');
    expect(keptChoiceNote(t, proposal)).toBe(`${proposal} (நீங்கள் தேர்ந்த நேர மண்டலம் வைக்கப்பட்டுள்ளது)`);
    expect(missingMomentNote(t, 'Asia/Kolkata')).toBe(
      'Asia/Kolkata இன் நேர வேறுபாட்டைப் பெற தேதியும் நேரமும் உள்ளிடவும்.',
    );
  });
});
