import { TIME_ZONES } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { i18next } from '../../i18n/setup';
import { missingBirthMomentNote, offsetNote, timeZoneChoices } from './offset-proposal';

describe('offset proposal of Add and Edit Client', () => {
  it('words the note as the brief shows it', () => {
    expect(offsetNote('Asia/Kolkata', '1943-06-01', 6.5)).toBe(
      'Proposed from Asia/Kolkata on 1943-06-01: GMT+06:30',
    );
    expect(offsetNote('America/St_Johns', '1990-07-01', -2.5)).toBe(
      'Proposed from America/St_Johns on 1990-07-01: GMT-02:30',
    );
    expect(offsetNote('America/New_York', '1990-07-15', -4, true)).toBe(
      'Proposed from America/New_York on 1990-07-15: GMT-04:00, daylight saving',
    );
  });

  it('asks for the birth moment before proposing', () => {
    expect(missingBirthMomentNote('Europe/London')).toBe(
      'Enter the birth date and time to get the offset of Europe/London.',
    );
  });

  it('selects a listed entry for an offset the list has (war-time India +06:30 is Yangon)', () => {
    const choices = timeZoneChoices(6.5);
    expect(choices).toEqual(TIME_ZONES);
    expect(choices.find((zone) => zone.value === 6.5)?.label).toBe('(GMT+06:30) Yangon (Rangoon)');
  });

  it('adds one entry for an offset outside the list (Calcutta mean time +05:53:20)', () => {
    const calcuttaMeanTime = 5 + 53 / 60 + 20 / 3600;
    const choices = timeZoneChoices(calcuttaMeanTime);
    expect(choices).toHaveLength(TIME_ZONES.length + 1);
    expect(choices.at(-1)).toEqual({ label: '(GMT+05:53)', value: calcuttaMeanTime });
  });

  it('names the entries in the language, the offsets and an unlisted entry as written', async () => {
    await loadLanguageResources('ta');
    const calcuttaMeanTime = 5 + 53 / 60 + 20 / 3600;
    const choices = timeZoneChoices(calcuttaMeanTime, i18next.getFixedT('ta'));
    expect(choices.map((zone) => zone.value)).toEqual([
      ...TIME_ZONES.map((zone) => zone.value),
      calcuttaMeanTime,
    ]);
    const baku = TIME_ZONES.findIndex((zone) => zone.label === '(GMT+04:00) Baku');
    expect(choices[baku]).toEqual({ value: 4, label: '(GMT+04:00) பாகு' });
    expect(choices.at(-1)?.label).toBe('(GMT+05:53)');
  });
});
