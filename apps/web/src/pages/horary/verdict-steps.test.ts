import type { VerdictAid } from '@kpdesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { describeVerdictSteps } from './verdict-steps';

const none = { primary: [], secondary: [], supportive: [], bad: [], worse: [], worst: [] };

/** The hand-worked marriage aid of the engine's test (equal houses, Venus the 7th cusp's sub lord). */
const MARRIAGE: VerdictAid = {
  eventId: 1,
  eventKey: 'marriage',
  eventName: 'Marriage',
  menuGroup: 'Relationships',
  groups: { primary: [7], secondary: [2, 11], supportive: [5], bad: [4], worse: [1, 10], worst: [6] },
  readings: [
    {
      cusp: 7,
      subLord: 'Venus',
      starLord: 'Jupiter',
      starLordOccupies: 6,
      occupies: 12,
      starLordOwns: [9, 12],
      owns: [2, 7],
      houses: [2, 6, 7, 9, 12],
      byGroup: { ...none, primary: [7], secondary: [2], worst: [6] },
    },
  ],
  rulingPlanets: [
    { planet: 'Venus', roles: ['ascendantStarLord', 'moonSignLord'] },
    { planet: 'Saturn', roles: ['dayLord'] },
  ],
  eventSignificators: ['Sun', 'Moon', 'Venus', 'Saturn'],
  rulingSignificators: [
    { planet: 'Venus', roles: ['ascendantStarLord'], byGroup: { ...none, primary: [7], worst: [6] } },
  ],
};

describe('the verdict aid in words', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('states every step of the rule, in order, without a verdict', () => {
    expect(describeVerdictSteps(i18next.t, MARRIAGE)).toEqual([
      'Marriage: favourable houses Primary 7 · Secondary 2, 11 · Supportive 5; negating houses Worst 6 · Worse 1, 10 · Bad 4.',
      "The sub lord of cusp 7, the matter's primary cusp, is Venus.",
      'Venus signifies houses 2, 6, 7, 9, 12: its star lord Jupiter occupies 6 (A); Venus occupies 12 (B); Jupiter owns 9, 12 (C); Venus owns 2, 7 (D).',
      'Of these, favourable to the matter: 7 (Primary), 2 (Secondary). Negating it: 6 (Worst). In neither group: 9, 12.',
      'Ruling planets of the moment, strongest first: Venus (Ascendant star lord, Moon sign lord), Saturn (Day lord).',
      'Planets signifying a favourable house of the matter: Sun, Moon, Venus, Saturn.',
      'Ruling planets among them: Venus (favourable 7 (Primary); negating 6 (Worst)).',
    ]);
  });

  it('says so when no ruling planet signifies the matter and a node owns nothing', () => {
    const reading = { ...MARRIAGE.readings[0]!, subLord: 'Rahu', owns: [] };
    const steps = describeVerdictSteps(i18next.t, {
      ...MARRIAGE,
      readings: [reading],
      rulingSignificators: [],
    });
    expect(steps[2]).toContain('Rahu owns none (D)');
    expect(steps.at(-1)).toBe('None of the ruling planets is among them.');
  });

  it('reads each step as one sentence of the display language, names and groups translated', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const steps = describeVerdictSteps(i18next.t, MARRIAGE);
    expect(steps[0]).toBe(
      'திருமணம்: சாதகமான பாவங்கள் முதன்மை 7 · இரண்டாம் நிலை 2, 11 · துணை 5; மறுக்கும் பாவங்கள் மிக மோசம் 6 · மிகக் கெடு 1, 10 · கெடு 4.',
    );
    expect(steps[1]).toBe('பாவ முனை 7 (விஷயத்தின் முதன்மை பாவ முனை) இன் உப அதிபதி சுக்கிரன்.');
    expect(steps[4]).toContain('சுக்கிரன் (லக்ன நட்சத்திர அதிபதி, சந்திர ராசி அதிபதி)');
    expect(steps.join(' ')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
