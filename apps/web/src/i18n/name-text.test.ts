import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources } from './language-resources';
import { translateAnswerText } from './name-text';
import { applyDisplayLanguage, i18next } from './setup';

const read = (text: string) => translateAnswerText(i18next.t, text);

describe('server answers in the display language', () => {
  beforeAll(async () => {
    await loadLanguageResources('hi');
    await loadLanguageResources('ta');
  });
  afterEach(() => applyDisplayLanguage('en'));

  it('reads a whole name, a short name and a name with its note in Hindi', () => {
    applyDisplayLanguage('hi');
    expect(read('Sun')).toBe('सूर्य');
    expect(read('Ven')).toBe('शु');
    expect(read('Saturn (R)')).toBe('शनि (R)');
    expect(read('Jupiter (7, 9, 12)')).toBe('गुरु (7, 9, 12)');
  });

  it('reads a significator list part by part, keeping its separators', () => {
    applyDisplayLanguage('hi');
    expect(read('Sun, Venus, Rahu')).toBe('सूर्य, शुक्र, राहु');
    expect(read('Sun,Venus')).toBe('सूर्य,शुक्र');
    expect(read('Saturn (R), Ketu')).toBe('शनि (R), केतु');
  });

  it('keeps numbers and unknown parts of a list as they came', () => {
    applyDisplayLanguage('ta');
    expect(read('1, 5, 11')).toBe('1, 5, 11');
    expect(read('Moon, 7, Xyz')).toBe('சந்திரன், 7, Xyz');
    expect(read('12°03′04″')).toBe('12°03′04″');
  });

  it('changes nothing in English', () => {
    expect(read('Sun, Venus, Rahu')).toBe('Sun, Venus, Rahu');
    expect(read('Saturn (R), Ketu')).toBe('Saturn (R), Ketu');
  });
});
