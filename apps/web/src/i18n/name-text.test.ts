import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources } from './language-resources';
import { nameCell, translateList, translateName, translateNameCell } from './name-text';
import { applyDisplayLanguage, i18next } from './setup';

const t = i18next.t;

describe('server names in the display language', () => {
  beforeAll(async () => {
    await loadLanguageResources('hi');
    await loadLanguageResources('ta');
  });
  afterEach(() => applyDisplayLanguage('en'));

  it('reads a whole name and a short name in Hindi', () => {
    applyDisplayLanguage('hi');
    expect(translateName(t, 'Sun')).toBe('सूर्य');
    expect(translateName(t, 'Ven')).toBe('शु');
  });

  it('reads a wire list value by value, keeping its separators', () => {
    applyDisplayLanguage('hi');
    expect(translateList(t, 'Sun, Venus, Rahu')).toBe('सूर्य, शुक्र, राहु');
    expect(translateList(t, 'Sun,Venus')).toBe('सूर्य,शुक्र');
  });

  it('translates the names of a name cell and keeps its note as the page wrote it', () => {
    applyDisplayLanguage('hi');
    expect(translateNameCell(t, nameCell('Saturn', { note: ' (R)' }))).toBe('शनि (R)');
    expect(translateNameCell(t, nameCell('Jupiter', { bracketed: '7,9,12' }))).toBe('गुरु (7, 9, 12)');
    expect(translateNameCell(t, nameCell('Sun,Venus'))).toBe('सूर्य, शुक्र');
    expect(translateNameCell(t, nameCell('Day Lord', { bracketed: 'Jupiter' }))).toBe(
      `${translateName(t, 'Day Lord')} (गुरु)`,
    );
  });

  it('keeps numbers and unknown values as they came', () => {
    applyDisplayLanguage('ta');
    expect(translateList(t, '1, 5, 11')).toBe('1, 5, 11');
    expect(translateList(t, 'Moon, 7, Xyz')).toBe('சந்திரன், 7, Xyz');
    expect(translateName(t, '12°03′04″')).toBe('12°03′04″');
  });

  it('changes nothing in English', () => {
    expect(translateList(t, 'Sun, Venus, Rahu')).toBe('Sun, Venus, Rahu');
    expect(translateNameCell(t, nameCell('Saturn', { note: ' (R)' }))).toBe('Saturn (R)');
  });
});
