import type { CalculationProfileData } from '@kpdesk/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { CalculationProfileText, describeProfile } from './calculation-profile';

const PROFILE: CalculationProfileData = {
  ayanamsaIndex: 5,
  ayanamsaName: 'Krishnamurti',
  ayanamsaDegree: '22°35′48″',
  ayanamsaValue: 22.5967,
  correction: 0,
  nodeType: 'mean',
  houseSystem: 'Placidus',
  houseSystemUsed: 'Placidus',
  dashaYearDays: 365.25,
  ephemeris: 'Moshier',
  universalTime: '1935-09-12 15:38:00',
  chartType: 0,
  warnings: [],
};

const english = i18next.getFixedT('en');

describe('calculation profile line', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('names every setting that changes the numbers', () => {
    expect(describeProfile(PROFILE, english)).toBe(
      'Ayanamsa Krishnamurti 22°35′48″ (no correction) · Mean node · Placidus houses · Dasha year 365.25 days · Moshier ephemeris · UT 1935-09-12 15:38:00',
    );
  });

  it('shows a correction with its sign, the true node and the house fallback', () => {
    const line = describeProfile(
      { ...PROFILE, correction: -0.0125, nodeType: 'true', houseSystemUsed: 'Porphyry' },
      english,
    );
    expect(line).toContain('(correction −0.0125°)');
    expect(line).toContain('True node');
    expect(line).toContain('Porphyry houses (Placidus has no solution here)');
  });

  it('reads in Hindi with the numbers as the server gives them', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    render(<CalculationProfileText profile={{ ...PROFILE, correction: 0.5 }} className="" />);
    expect(screen.getByLabelText('गणना विवरण')).toHaveTextContent(
      'अयनांश Krishnamurti 22°35′48″ (संशोधन +0.5000°) · मध्यम राहु · प्लेसिडस भाव · दशा वर्ष 365.25 दिन · एफ़ेमेरिस: मोशियर · सार्वभौमिक समय (UT) 1935-09-12 15:38:00',
    );
  });

  it('reads the Porphyry fallback and the Swiss files in Telugu', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    const profile = { ...PROFILE, houseSystemUsed: 'Porphyry', ephemeris: 'Swiss Ephemeris files' } as const;
    render(<CalculationProfileText profile={profile} className="" />);
    const line = screen.getByLabelText('గణన వివరాలు');
    expect(line).toHaveTextContent('పోర్ఫిరీ భావాలు (ఇక్కడ ప్లాసిడస్‌కు పరిష్కారం లేదు)');
    expect(line).toHaveTextContent('ఎఫెమెరిస్: స్విస్ ఎఫెమెరిస్ ఫైళ్లు');
    expect(line).not.toHaveTextContent(/[A-Za-z]{3,} houses|node|ephemeris/);
  });
});
